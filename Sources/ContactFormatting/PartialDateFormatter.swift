import ContactModel
import Foundation

/// Writes a ``/ContactModel/PartialDate`` (a birthday with or without its year) the way a
/// locale writes dates: `April 12, 1985`, `12. April`, `1985年4月12日`.
public struct PartialDateFormatter: Sendable {
    /// The locale whose calendar conventions and month names apply.
    public var locale: Locale {
        didSet { cache = DateFormatterCache() }
    }
    private var cache = DateFormatterCache()

    /// Creates a formatter for a locale (English by default).
    public init(locale: Locale = Locale(identifier: "en")) {
        self.locale = locale
    }

    /// The date in the locale's long form, without the parts the date lacks; the date's
    /// own text when it is not a calendar date (`1980-02-30` stays as written).
    public func string(from date: PartialDate) -> String {
        guard date.isValidGregorianDate, date.month != nil || date.day == nil else {
            return date.description
        }
        var template = ""
        if date.year != nil { template += "y" }
        if date.month != nil { template += "MMMM" }
        if date.day != nil { template += "d" }
        let calendar = DateFormatterCache.calendar
        let components = DateComponents(
            calendar: calendar, year: date.year ?? 2000, month: date.month ?? 1, day: date.day ?? 1)
        guard let value = calendar.date(from: components),
              let formatter = cache.formatter(forTemplate: template, locale: locale)
        else { return date.description }
        return formatter.string(from: value)
    }
}

/// Date formatters by template, made once per ``PartialDateFormatter`` (making one is far
/// slower than using it).
final class DateFormatterCache: @unchecked Sendable {
    /// The Gregorian calendar in UTC, so a date never shifts a day.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private let lock = NSLock()
    private var formatters: [String: DateFormatter] = [:]

    func formatter(forTemplate template: String, locale: Locale) -> DateFormatter? {
        lock.lock()
        defer { lock.unlock() }
        if let formatter = formatters[template] { return formatter }
        guard let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
        else { return nil }
        let formatter = DateFormatter()
        formatter.calendar = DateFormatterCache.calendar
        formatter.timeZone = DateFormatterCache.calendar.timeZone
        formatter.locale = locale
        formatter.dateFormat = pattern
        formatters[template] = formatter
        return formatter
    }
}
