/// Dates and times between vCard 4.0's basic forms (`19850412`, `--0412`, `T102200Z`) and the
/// extended forms jCard requires (`1985-04-12`, `--04-12`, `T10:22:00Z`), RFC 7095 §3.5.
/// Text that is not such a value is left as it is.
enum JCardDate {
    /// The jCard value types that hold dates or times.
    static let types: Set<String> = ["date", "time", "date-time", "date-and-or-time", "timestamp"]

    /// Properties whose dates are read by value, not spelling: the model's dates, and `REV`,
    /// which the vCard 4.0 writer gives its basic form (a 3.0 `2024-04-02T10:15:00Z` is
    /// `20240402T101500Z`) and jCard its extended form. Other date properties are kept as
    /// text: written as jCard dates when already in extended form, else with type
    /// `unknown`, so their exact text survives.
    static let modelProperties: Set<String> = ["BDAY", "ANNIVERSARY", "REV"]

    /// vCard basic form → jCard extended form.
    static func extended(_ value: String) -> String {
        let (date, time) = split(value)
        var result = extendedDate(date)
        if let time { result += "T" + extendedTime(time) }
        return result
    }

    /// jCard extended form → vCard basic form.
    static func basic(_ value: String) -> String {
        let (date, time) = split(value)
        var result = basicDate(date)
        if let time { result += "T" + time.filter { $0 != ":" } }
        return result
    }

    private static func split(_ value: String) -> (Substring, Substring?) {
        guard let separator = value.firstIndex(of: "T") else { return (value[...], nil) }
        return (value[..<separator], value[value.index(after: separator)...])
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func extendedDate(_ date: Substring) -> String {
        if date.count == 8, isDigits(date) {
            return String(date.prefix(4) + "-" + date.dropFirst(4).prefix(2) + "-" + date.suffix(2))
        }
        if date.hasPrefix("--"), !date.hasPrefix("---"), date.count == 6, isDigits(date.dropFirst(2)) {
            return "--" + date.dropFirst(2).prefix(2) + "-" + date.suffix(2)
        }
        return String(date)
    }

    private static func basicDate(_ date: Substring) -> String {
        if date.count == 10, isDigits(date.prefix(4)), date.dropFirst(4).first == "-",
            isDigits(date.dropFirst(5).prefix(2)), date.dropFirst(7).first == "-", isDigits(date.suffix(2))
        {
            return String(date.prefix(4) + date.dropFirst(5).prefix(2) + date.suffix(2))
        }
        if date.hasPrefix("--"), !date.hasPrefix("---"), date.count == 7, date.dropFirst(4).first == "-" {
            return "--" + date.dropFirst(2).prefix(2) + date.suffix(2)
        }
        return String(date)
    }

    /// `102200Z` → `10:22:00Z`, `1022+0100` → `10:22+01:00`.
    private static func extendedTime(_ time: Substring) -> String {
        var clock = time
        var zone: Substring = ""
        if let index = time.firstIndex(where: { $0 == "Z" || $0 == "+" || $0 == "-" }), index != time.startIndex {
            clock = time[..<index]
            zone = time[index...]
        }
        guard isDigits(clock), clock.count % 2 == 0, clock.count <= 6 else { return String(time) }
        var pieces: [Substring] = []
        var rest = clock
        while !rest.isEmpty {
            pieces.append(rest.prefix(2))
            rest = rest.dropFirst(2)
        }
        var result = pieces.joined(separator: ":")
        if zone.count == 5, isDigits(zone.dropFirst()) {
            result += zone.prefix(3) + ":" + zone.suffix(2)
        } else {
            result += zone
        }
        return result
    }
}
