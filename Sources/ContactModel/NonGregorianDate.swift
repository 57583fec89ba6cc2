/// A date in a calendar other than the Gregorian one, like `CNContact.nonGregorianBirthday`.
public struct NonGregorianDate: Sendable, Hashable, Codable {
    /// The calendar's identifier as the source wrote it (`chinese`, `hebrew`, `islamic`).
    public var calendar: String
    public var date: PartialDate
    /// In lunisolar calendars: whether the month is the leap month.
    public var isLeapMonth: Bool

    public init(calendar: String, date: PartialDate, isLeapMonth: Bool = false) {
        self.calendar = calendar
        self.date = date
        self.isLeapMonth = isLeapMonth
    }
}
