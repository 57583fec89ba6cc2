import ContactModel

/// Dates as CSV exporters write them: ISO 8601 (`1985-04-12`, `--04-12`, `19850412`),
/// US month/day/year (`4/12/1985`, Outlook's empty `0/0/00`, year 1604 read as "no year"),
/// and day month-name year (`12 Apr 2021`, LinkedIn).
enum CSVDate {
    /// The year Outlook stores for a date without a year.
    static let outlookNoYear = 1604

    /// The forms, told apart by the bytes of the text.
    enum Form {
        case iso, monthDayYear, dayMonthNameYear

        init(of bytes: UnsafeBufferPointer<UInt8>) {
            if bytes.contains(UInt8(ascii: "/")) {
                self = .monthDayYear
            } else if bytes.contains(UInt8(ascii: " ")) {
                self = .dayMonthNameYear
            } else {
                self = .iso
            }
        }
    }

    /// Reads a date; nil when the text is none of the forms above. ASCII text is read byte
    /// by byte (every byte is a character there), other text character by character.
    static func parse(_ text: String) -> PartialDate? {
        if let date = text.utf8.withContiguousStorageIfAvailable(parseCommon), let date { return date }
        var trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return nil }
        trimmed.makeContiguousUTF8()
        return trimmed.utf8.withContiguousStorageIfAvailable { bytes in
            let form = Form(of: bytes)
            if bytes.allSatisfy({ $0 < 0x80 }) { return parse(bytes[...], as: form) }
            return parse(Substring(trimmed), as: form)
        }!
    }

    /// The forms nearly every export writes, read straight from the bytes: `1985-04-12` and
    /// `--04-12` (Google, a birthday without a year) and `4/12/1985` (Outlook), with nothing
    /// around them; as the general reading reads them. Nil for anything else, which the
    /// general reading then reads.
    ///
    /// `--04-12` is here for more than speed: the general reading splits the text into an
    /// array of slices, whose type the runtime instantiated from its mangled name with a scan
    /// of every protocol conformance record (about 230,000 instructions, paid by the first
    /// yearless birthday of a Google CSV convert).
    static func parseCommon(_ bytes: UnsafeBufferPointer<UInt8>) -> PartialDate? {
        @inline(__always) func digit(_ index: Int) -> Int? {
            let value = Int(bytes[index]) &- 48
            return value >= 0 && value <= 9 ? value : nil
        }
        let count = bytes.count
        if count == 7, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "-"), bytes[4] == UInt8(ascii: "-") {
            guard let m0 = digit(2), let m1 = digit(3), let d0 = digit(5), let d1 = digit(6) else { return nil }
            return PartialDate(month: m0 * 10 + m1, day: d0 * 10 + d1)
        }
        if count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") {
            guard let y0 = digit(0), let y1 = digit(1), let y2 = digit(2), let y3 = digit(3),
                let m0 = digit(5), let m1 = digit(6), let d0 = digit(8), let d1 = digit(9)
            else { return nil }
            return PartialDate(year: ((y0 * 10 + y1) * 10 + y2) * 10 + y3, month: m0 * 10 + m1, day: d0 * 10 + d1)
        }
        // M/D/YYYY, each of month and day one or two digits.
        guard count >= 8, count <= 10, bytes[count - 5] == UInt8(ascii: "/"),
            let y0 = digit(count - 4), let y1 = digit(count - 3), let y2 = digit(count - 2), let y3 = digit(count - 1)
        else { return nil }
        var index = 0
        var month = 0
        while index < count - 5, let value = digit(index) {
            month = month * 10 + value
            index += 1
        }
        guard index >= 1, index <= 2, bytes[index] == UInt8(ascii: "/") else { return nil }
        let dayStart = index + 1
        var day = 0
        index = dayStart
        while index < count - 5, let value = digit(index) {
            day = day * 10 + value
            index += 1
        }
        guard index == count - 5, index - dayStart >= 1, index - dayStart <= 2 else { return nil }
        if month == 0 && day == 0 { return nil }
        let year = ((y0 * 10 + y1) * 10 + y2) * 10 + y3
        return PartialDate(year: year == outlookNoYear ? nil : year, month: month, day: day)
    }

    /// Reads trimmed text in the given form.
    static func parse<Text: BidirectionalCollection>(_ text: Text, as form: Form) -> PartialDate?
    where Text.Element: CSVDateCharacter, Text.SubSequence == Text {
        switch form {
        case .monthDayYear: return parseMonthDayYear(text)
        case .dayMonthNameYear: return parseDayMonthNameYear(text)
        case .iso: return parseISO(text)
        }
    }

    private static func parseISO<Text: BidirectionalCollection>(_ text: Text) -> PartialDate?
    where Text.Element: CSVDateCharacter, Text.SubSequence == Text {
        typealias Unit = Text.Element
        var body = text
        var time: String? = nil
        if let tIndex = body.firstIndex(of: .timeDesignator) {
            time = Unit.string(body[body.index(after: tIndex)...])
            body = body[..<tIndex]
        }
        if body.starts(with: [Unit.dash, .dash, .dash]) {
            guard let day = digits(body.dropFirst(3)) else { return nil }
            return PartialDate(day: day, time: time)
        }
        if body.starts(with: [Unit.dash, .dash]) {
            let rest = body.dropFirst(2)
            let parts = rest.split(separator: .dash, omittingEmptySubsequences: false)
            if parts.count == 2, let month = digits(parts[0]), let day = digits(parts[1]) {
                return PartialDate(month: month, day: day, time: time)
            }
            if parts.count == 1, rest.count == 4, let month = digits(rest.prefix(2)),
                let day = digits(rest.suffix(2))
            {
                return PartialDate(month: month, day: day, time: time)
            }
            if parts.count == 1, let month = digits(rest) { return PartialDate(month: month, time: time) }
            return nil
        }
        let parts = body.split(separator: .dash, omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            if body.count == 8, let year = digits(body.prefix(4)),
                let month = digits(body.dropFirst(4).prefix(2)), let day = digits(body.suffix(2))
            {
                return PartialDate(year: year, month: month, day: day, time: time)
            }
            if body.count == 4, let year = digits(body) { return PartialDate(year: year, time: time) }
            return nil
        case 2:
            guard let year = digits(parts[0]), let month = digits(parts[1]) else { return nil }
            return PartialDate(year: year, month: month, time: time)
        case 3:
            guard let year = digits(parts[0]), let month = digits(parts[1]), let day = digits(parts[2])
            else { return nil }
            return PartialDate(year: year, month: month, day: day, time: time)
        default:
            return nil
        }
    }

    private static func parseMonthDayYear<Text: BidirectionalCollection>(_ text: Text) -> PartialDate?
    where Text.Element: CSVDateCharacter, Text.SubSequence == Text {
        typealias Unit = Text.Element
        let datePart = text.split(separator: .space).first ?? text
        let parts = datePart.split(separator: .slash, omittingEmptySubsequences: false)
        guard parts.count == 3, let month = Unit.integer(parts[0]), let day = Unit.integer(parts[1]),
            var year = Unit.integer(parts[2])
        else { return nil }
        if parts[2].count == 2 { year += year < 50 ? 2000 : 1900 }
        if month == 0 && day == 0 { return nil }
        return PartialDate(year: year == outlookNoYear ? nil : year, month: month, day: day)
    }

    static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    private static func parseDayMonthNameYear<Text: BidirectionalCollection>(_ text: Text) -> PartialDate?
    where Text.Element: CSVDateCharacter, Text.SubSequence == Text {
        typealias Unit = Text.Element
        let parts = text.split(separator: .space)
        guard parts.count == 3, let day = Unit.integer(parts[0]), let year = Unit.integer(parts[2]),
            let month = monthNames.firstIndex(of: Unit.string(parts[1].prefix(3)).lowercased())
        else { return nil }
        return PartialDate(year: year, month: month + 1, day: day)
    }

    /// ASCII digits only, at least one, as `Int` reads them (nil past `Int.max`).
    private static func digits<Text: Collection>(_ text: Text) -> Int? where Text.Element: CSVDateCharacter {
        guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit) else { return nil }
        return Text.Element.integer(text)
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
            // Without a year the ISO form (`--04-12`): Outlook has no yearless dates, and a
            // made-up year (Outlook's own 1604) would be read as a real one by other programs.
            guard let month = date.month, let day = date.day, let year = date.year else { return date.description }
            return "\(month)/\(day)/\(year)"
        }
    }
}
