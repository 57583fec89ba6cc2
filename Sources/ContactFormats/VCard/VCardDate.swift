import ContactModel

/// Reads and writes the date forms vCards carry: `1985-04-12`, `19850412`, `--04-12`,
/// `--0412`, `---12`, `1985-04`, `1985`, with an optional `T` time kept as written.
enum VCardDate {
    /// Parses a date value; nil when it is not a date at all (free text such as
    /// `circa 1800`). A well-formed but impossible date (`1980-02-30`) still parses:
    /// callers check ``PartialDate/isValidGregorianDate``.
    static func parse(_ text: String) -> PartialDate? {
        let trimmed = text.trimmingWhitespace()
        var datePart = Substring(trimmed)
        var time: String? = nil
        // In ASCII text a `T` byte is a `T` character; elsewhere it may carry a combining
        // mark, so look for it by character.
        let isASCII = trimmed.utf8.allSatisfy { $0 < 0x80 }
        let timeSeparator = isASCII
            ? trimmed.utf8.firstIndex { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }
            : trimmed.firstIndex { $0 == "T" || $0 == "t" }
        if let t = timeSeparator {
            datePart = trimmed[..<t]
            let timeText = trimmed[trimmed.index(after: t)...]
            guard !timeText.isEmpty else { return nil }
            time = String(timeText)
        }
        let bytes = Array(datePart.utf8)
        guard !bytes.isEmpty,
            bytes.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "-") })
        else { return nil }
        func number(_ slice: ArraySlice<UInt8>) -> Int? {
            guard !slice.isEmpty, slice.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            return slice.reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        var date = PartialDate(time: time)
        if bytes.starts(with: Array("---".utf8)) {
            guard bytes.count == 5, let day = number(bytes[3...]) else { return nil }
            date.day = day
            return date
        }
        if bytes.starts(with: Array("--".utf8)) {
            let rest = bytes[2...]
            if rest.count == 2, let month = number(rest) {  // --04
                date.month = month
            } else if rest.count == 4, let month = number(rest.prefix(2)),
                let day = number(rest.suffix(2))
            {  // --0412
                date.month = month
                date.day = day
            } else if rest.count == 5, rest[rest.startIndex + 2] == UInt8(ascii: "-"),
                let month = number(rest.prefix(2)), let day = number(rest.suffix(2))
            {  // --04-12
                date.month = month
                date.day = day
            } else {
                return nil
            }
            return date
        }
        let pieces = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        switch pieces.count {
        case 1:
            let digits = pieces[0]
            if digits.count == 8 {  // 19850412
                date.year = number(digits.prefix(4))
                date.month = number(digits.dropFirst(4).prefix(2))
                date.day = number(digits.suffix(2))
            } else if digits.count == 4 {  // 1985
                date.year = number(digits)
            } else if digits.count == 6 {  // 198504 (basic year-month, seen in the wild)
                date.year = number(digits.prefix(4))
                date.month = number(digits.suffix(2))
            } else {
                return nil
            }
        case 2:  // 1985-04
            guard pieces[0].count == 4, pieces[1].count == 2 else { return nil }
            date.year = number(pieces[0])
            date.month = number(pieces[1])
        case 3:  // 1985-04-12
            guard pieces[0].count == 4, (1...2).contains(pieces[1].count),
                (1...2).contains(pieces[2].count)
            else { return nil }
            date.year = number(pieces[0])
            date.month = number(pieces[1])
            date.day = number(pieces[2])
        default:
            return nil
        }
        if date.year == nil && date.month == nil && date.day == nil { return nil }
        return date
    }

    /// Writes a date for `version`: 4.0 in RFC 6350's basic form (`19850412`, `--0412`,
    /// `1985-04`), 2.1 and 3.0 in the extended form (`1985-04-12`).
    static func format(_ date: PartialDate, version: VCardVersion) -> String {
        var text: String
        if version == .v4_0 {
            switch (date.year, date.month, date.day) {
            case let (year?, month?, day?): text = pad(year, 4) + pad(month, 2) + pad(day, 2)
            case let (year?, month?, nil): text = pad(year, 4) + "-" + pad(month, 2)
            case let (year?, nil, nil): text = pad(year, 4)
            case let (nil, month?, day?): text = "--" + pad(month, 2) + pad(day, 2)
            case let (nil, month?, nil): text = "--" + pad(month, 2)
            case let (nil, nil, day?): text = "---" + pad(day, 2)
            case let (year?, nil, day?): text = pad(year, 4) + "---" + pad(day, 2)
            case (nil, nil, nil): text = ""
            }
        } else {
            switch (date.year, date.month, date.day) {
            case let (year?, month?, day?): text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
            case let (year?, month?, nil): text = pad(year, 4) + "-" + pad(month, 2)
            case let (year?, nil, nil): text = pad(year, 4)
            case let (nil, month?, day?): text = "--" + pad(month, 2) + "-" + pad(day, 2)
            case let (nil, month?, nil): text = "--" + pad(month, 2)
            case let (nil, nil, day?): text = "---" + pad(day, 2)
            case let (year?, nil, day?): text = pad(year, 4) + "---" + pad(day, 2)
            case (nil, nil, nil): text = ""
            }
        }
        if let time = date.time { text += "T" + time }
        return text
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
