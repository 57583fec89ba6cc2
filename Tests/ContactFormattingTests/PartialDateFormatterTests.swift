import ContactFormatting
import ContactModel
import Foundation
import Testing

@Suite struct PartialDateFormatterTests {
    @Test(arguments: [
        ("en", PartialDate(year: 1985, month: 4, day: 12), "April 12, 1985"),
        ("en", PartialDate(month: 4, day: 12), "April 12"),
        ("de", PartialDate(year: 1985, month: 4, day: 12), "12. April 1985"),
        ("ja", PartialDate(year: 1985, month: 4, day: 12), "1985年4月12日"),
        ("en", PartialDate(month: 2, day: 29), "February 29"),
        ("en", PartialDate(year: 1985, month: 4), "April 1985"),
        ("en", PartialDate(year: 1985), "1985"),
        ("en", PartialDate(year: 1980, month: 2, day: 30), "1980-02-30"),
        ("en", PartialDate(day: 12), "---12"),
    ])
    func datesInTheLocalesLongForm(_ locale: String, _ date: PartialDate, _ expected: String) {
        #expect(PartialDateFormatter(locale: Locale(identifier: locale)).string(from: date) == expected)
    }

    @Test(arguments: [
        ("en", FieldTitle.birthday, "birthday"), ("de", .phone, "Telefon"), ("ja", .note, "メモ"),
        ("es", .address, "dirección"), ("xx", .email, "email"),
        ("zh-Hant", .note, "備註"), ("zh-Hant", .instantMessage, "即時通訊"),
    ])
    func fieldTitlesAreLocalized(_ locale: String, _ field: FieldTitle, _ expected: String) {
        #expect(LabelLocalizer(locale: Locale(identifier: locale)).localizedTitle(for: field) == expected)
    }
}
