/// A date in a calendar other than the Gregorian one, like `CNContact.nonGregorianBirthday`.
public struct NonGregorianDate: Sendable, Hashable, Codable {
    /// The calendar's identifier as the source wrote it (`chinese`, `hebrew`, `islamic`).
    public var calendar: String
    /// The year, month and day in that calendar.
    public var date: PartialDate
    /// In lunisolar calendars: whether the month is the leap month.
    public var isLeapMonth: Bool

    /// Creates a date in `calendar`.
    public init(calendar: String, date: PartialDate, isLeapMonth: Bool = false) {
        self.calendar = calendar
        self.date = date
        self.isLeapMonth = isLeapMonth
    }
}
