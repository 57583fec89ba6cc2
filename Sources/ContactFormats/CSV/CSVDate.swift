import ContactModel

/// Dates as CSV exporters write them: ISO 8601 (`1985-04-12`, `--04-12`, `19850412`),
/// US month/day/year (`4/12/1985`, Outlook's empty `0/0/00`, year 1604 for "no year"),
/// and day month-name year (`12 Apr 2021`, LinkedIn).
enum CSVDate {
    /// The year Outlook stores for a date without a year.
    static let outlookNoYear = 1604

    /// Reads a date; nil when the text is none of the forms above.
    static func parse(_ text: String) -> PartialDate? {
        var trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return nil }
        trimmed.makeContiguousUTF8()
        if trimmed.utf8.allSatisfy({ $0 < 0x80 }) {
            return trimmed.utf8.withContiguousStorageIfAvailable(parseASCII)!
        }
        return parseCharacters(trimmed)
    }

    /// ``parse(_:)`` on trimmed text of any script, character by character.
    static func parseCharacters(_ trimmed: String) -> PartialDate? {
        let bytes = Array(trimmed.utf8)
        if bytes.contains(UInt8(ascii: "/")) { return parseMonthDayYear(trimmed) }
        if bytes.contains(UInt8(ascii: " ")) { return parseDayMonthNameYear(trimmed) }
        return parseISO(trimmed)
    }

    private static func parseISO(_ text: String) -> PartialDate? {
        var body = Substring(text)
        var time: String? = nil
        if let tIndex = body.firstIndex(of: "T") {
            time = String(body[body.index(after: tIndex)...])
            body = body[..<tIndex]
        }
        func number(_ part: Substring) -> Int? {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        if body.hasPrefix("---") {
            guard let day = number(body.dropFirst(3)) else { return nil }
            return PartialDate(day: day, time: time)
        }
        if body.hasPrefix("--") {
            let rest = body.dropFirst(2)
            let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
            if parts.count == 2, let month = number(parts[0]), let day = number(parts[1]) {
                return PartialDate(month: month, day: day, time: time)
            }
            if parts.count == 1, rest.count == 4, let month = number(rest.prefix(2)),
                let day = number(rest.suffix(2))
            {
                return PartialDate(month: month, day: day, time: time)
            }
            if parts.count == 1, let month = number(rest) { return PartialDate(month: month, time: time) }
            return nil
        }
        let parts = body.split(separator: "-", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            if body.count == 8, let year = number(body.prefix(4)),
                let month = number(body.dropFirst(4).prefix(2)), let day = number(body.suffix(2))
            {
                return PartialDate(year: year, month: month, day: day, time: time)
            }
            if body.count == 4, let year = number(body) { return PartialDate(year: year, time: time) }
            return nil
        case 2:
            guard let year = number(parts[0]), let month = number(parts[1]) else { return nil }
            return PartialDate(year: year, month: month, time: time)
        case 3:
            guard let year = number(parts[0]), let month = number(parts[1]),
                let day = number(parts[2])
            else { return nil }
            return PartialDate(year: year, month: month, day: day, time: time)
        default:
            return nil
        }
    }

    private static func parseMonthDayYear(_ text: String) -> PartialDate? {
        let datePart = text.split(separator: " ").first.map(String.init) ?? text
        let parts = datePart.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let month = Int(parts[0]), let day = Int(parts[1]),
            var year = Int(parts[2])
        else { return nil }
        if parts[2].count == 2 { year += year < 50 ? 2000 : 1900 }
        if month == 0 && day == 0 { return nil }
        return PartialDate(year: year == outlookNoYear ? nil : year, month: month, day: day)
    }

    static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    private static func parseDayMonthNameYear(_ text: String) -> PartialDate? {
        let parts = text.split(separator: " ")
        guard parts.count == 3, let day = Int(parts[0]), let year = Int(parts[2]),
            let month = monthNames.firstIndex(of: parts[1].prefix(3).lowercased())
        else { return nil }
        return PartialDate(year: year, month: month + 1, day: day)
    }

    /// Whether `text` is an exporter's way of saying "no date" (`0/0/00`).
    static func isEmptyDate(_ text: String) -> Bool {
        text == "0/0/00" || text == "0/0/0000" || text == "00/00/0000"
    }

    /// Writes a date in a layout's style.
    static func format(_ date: PartialDate, style: CSVLayoutTable.DateStyle) -> String {
        switch style {
        case .iso:
            return date.description
        case .monthDayYear:
            guard let month = date.month, let day = date.day else { return date.description }
            return "\(month)/\(day)/\(date.year ?? outlookNoYear)"
        }
    }
}
