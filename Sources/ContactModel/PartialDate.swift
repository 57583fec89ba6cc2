/// A calendar date whose year, month and day may each be missing, like the `DateComponents`
/// Apple's Contacts framework uses for birthdays: `--04-12` (no year), `1985-04` (no day).
///
/// Values are kept as the source gave them: `1980-02-30` is a `PartialDate` whose
/// ``isValidGregorianDate`` is false, so a reader can warn without "correcting" it.
public struct PartialDate: Sendable, Hashable, Codable {
    /// The year, or nil for a date without one (a birthday given as `--04-12`).
    public var year: Int?
    /// The month, 1 to 12 in a valid date; nil when missing.
    public var month: Int?
    /// The day of the month; nil when missing (`1985-04`).
    public var day: Int?
    /// A time of day that came with the date (`T10:00:00Z`), kept as written without `T`.
    public var time: String?

    /// Creates a date from the parts that are known, as given (not checked).
    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, time: String? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
    }

    /// Whether every part present fits the Gregorian calendar (February 29 needs a leap year
    /// when the year is known).
    public var isValidGregorianDate: Bool {
        if year == nil && month == nil && day == nil { return false }
        if let month, !(1...12).contains(month) { return false }
        if let day {
            guard day >= 1 else { return false }
            let limit: Int
            switch month {
            case nil: limit = 31
            case 2?:
                if let year { limit = PartialDate.isLeapYear(year) ? 29 : 28 } else { limit = 29 }
            case 4?, 6?, 9?, 11?: limit = 30
            default: limit = 31
            }
            if day > limit { return false }
        }
        return true
    }

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}

extension PartialDate: CustomStringConvertible {
    /// ISO 8601 extended form with missing parts as dashes: `1985-04-12`, `--04-12`,
    /// `1985-04`, `---12`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return digits.count >= width
                ? digits : String(repeating: "0", count: width - digits.count) + digits
        }
        var text = ""
        if let year { text = pad(year, 4) } else { text = "-" }
        if let month { text += "-" + pad(month, 2) } else if day != nil { text += "-" }
        if let day { text += "-" + pad(day, 2) }
        if let time { text += "T" + time }
        return text
    }
}
