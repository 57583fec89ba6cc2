@testable import ContactFormatting
import ContactModel
import Foundation
import Testing

@Suite struct LabelLocalizerTests {
    @Test func everyPredefinedLabelHasAStringInEveryLanguage() {
        #expect(LabelLocalizer.languages.count >= 17)
        for label in Label.predefined {
            let row = LabelLocalizer.strings[label.identifier] ?? []
            #expect(row.count == LabelLocalizer.languages.count, "\(label)")
            #expect(row.allSatisfy { !$0.isEmpty }, "\(label)")
        }
        for language in LabelLocalizer.languages {
            var seen: Set<String> = []
            for label in Label.predefined {
                let text = LabelLocalizer.localizedString(for: label, language: language)
                seen.insert(text)
            }
            // Each language tells at least 38 of the 42 labels apart.
            #expect(seen.count >= Label.predefined.count - 4, "\(language)")
        }
    }

    @Test(arguments: [
        ("en", Label.home, "home"), ("es", .home, "casa"), ("fr", .mobile, "portable"),
        ("de", .work, "Arbeit"), ("it", .mother, "madre"), ("pt", .daughter, "filha"),
        ("nl", .homeFax, "fax thuis"), ("sv", .friend, "vän"), ("ja", .mobile, "携帯電話"),
        ("zh-Hans", .work, "工作"), ("ko", .home, "집"), ("ru", .brother, "брат"),
        ("ar", .mother, "الأم"), ("hi", .home, "घर"), ("tr", .work, "iş"), ("pl", .other, "inne"),
        ("de-CH", .mobile, "Mobil"), ("xx", .spouse, "spouse"), ("zh-Hant", .mobile, "手機"),
        ("zh-TW", .homeFax, "住家傳真"), ("zh-Hant", .work, "公司"), ("zh-HK", .homePage, "首頁"),
        ("zh-Hant", .pager, "呼叫器"), ("zh-Hans", .home, "住宅"), ("zh-Hans", .mobile, "手机"), ("hu", .mobile, "mobil"),
        ("hu-HU", .homeFax, "otthoni fax"), ("vi", .home, "nhà"), ("th", .work, "ที่ทำงาน"), ("fi", .home, "home"),
    ])
    func localizedStrings(_ locale: String, _ label: Label, _ expected: String) {
        #expect(LabelLocalizer(locale: Locale(identifier: locale)).localizedString(for: label)
            == expected)
    }

    @Test func customLabelsPassThrough() {
        let localizer = LabelLocalizer(locale: Locale(identifier: "ja"))
        #expect(localizer.localizedString(for: .custom("Boat")) == "Boat")
    }

    @Test func localizedStringsMapBackToLabels() {
        #expect(LabelLocalizer.label(forLocalizedString: "Casa") == .home)
        #expect(LabelLocalizer.label(forLocalizedString: "携帯電話") == .mobile)
        #expect(LabelLocalizer.label(forLocalizedString: " Fax privat ") == .homeFax)
        #expect(LabelLocalizer.label(forLocalizedString: "Zweitwohnung") == .custom("Zweitwohnung"))
    }

    /// One casing rule per language, as Apple's card shows labels: German capitalizes
    /// (nouns), every other cased language writes labels and field titles in lower case;
    /// brand names and acronyms (iPhone, iCloud, Apple Watch, URL, FAX) keep their own.
    @Test func labelsFollowOneCasingRulePerLanguage() {
        let ownCasing = ["iPhone", "iCloud", "Apple Watch", "URL", "FAX", "E-Mail"]
        for language in LabelLocalizer.languages {
            let localizer = LabelLocalizer(locale: Locale(identifier: language))
            let texts = Label.predefined.map { localizer.localizedString(for: $0) }
                + FieldTitle.allCases.map { localizer.localizedTitle(for: $0) }
                // Phrases are sentences: German capitalizes the nouns in them, not the first word.
                + (language == "de" ? [] : LabelLocalizer.Phrase.allCases.map { localizer.localizedPhrase($0, 1, 2) })
            for text in texts where !ownCasing.contains(where: { text.contains($0) }) {
                guard let first = text.first(where: \.isCased) else { continue }
                if language == "de" {
                    #expect(first.isUppercase, "\(language): \(text)")
                } else {
                    #expect(first.isLowercase, "\(language): \(text)")
                }
            }
        }
    }

    @Test func everyFieldTitleHasAStringInEveryLanguage() {
        for title in FieldTitle.allCases {
            let row = LabelLocalizer.fieldTitles[title.rawValue] ?? []
            #expect(row.count == LabelLocalizer.languages.count, "\(title)")
            #expect(row.allSatisfy { !$0.isEmpty }, "\(title)")
        }
    }

    @Test func everyPhraseHasAStringInEveryLanguage() {
        for phrase in LabelLocalizer.Phrase.allCases {
            let row = LabelLocalizer.phrases[phrase.rawValue] ?? []
            #expect(row.count == LabelLocalizer.languages.count, "\(phrase)")
            #expect(row.allSatisfy { !$0.isEmpty }, "\(phrase)")
        }
        for language in LabelLocalizer.languages {
            let text = LabelLocalizer(locale: Locale(identifier: language)).localizedPhrase(.membersNotInInput, 3, 7)
            #expect(text.contains("3") && text.contains("7") && !text.contains("%"), "\(language): \(text)")
        }
    }

    @Test(arguments: [
        ("en", "(2 of 5 not in the input)"), ("de", "(2 von 5 nicht in der Eingabe)"),
        ("ja", "(5件中2件は入力にありません)"), ("zh-Hant", "(5 個中有 2 個不在輸入中)"), ("hu", "(5 tagból 2 nincs a bemenetben)"),
        ("fi", "(2 of 5 not in the input)"),
    ])
    func phrasesAreLocalizedWhereATableExists(_ locale: String, _ expected: String) {
        let localizer = LabelLocalizer(locale: Locale(identifier: locale))
        #expect("(" + localizer.localizedPhrase(.membersNotInInput, 2, 5) + ")" == expected)
    }

    /// Service names are brand names: their own casing in every language, however the
    /// source spelled them; an unknown service stays as written.
    @Test(arguments: [
        ("mastodon", "Mastodon"), ("TWITTER", "Twitter"), ("linkedin", "LinkedIn"), ("sina-weibo", "Sina Weibo"),
        ("sinaweibo", "Sina Weibo"), ("gadugadu", "Gadu-Gadu"), ("x", "X"), (" skype ", "Skype"),
        ("qq", "QQ"), ("myCustomNet", "myCustomNet"),
    ])
    func serviceNamesKeepTheBrandsSpelling(_ written: String, _ expected: String) {
        for language in ["en", "de", "ja"] {
            #expect(LabelLocalizer(locale: Locale(identifier: language)).localizedString(forService: written) == expected)
        }
    }

    @Test func calendarNamesComeFromThePlatformInTheLocalesLanguage() {
        #expect(LabelLocalizer(locale: Locale(identifier: "en")).localizedCalendarName("chinese") == "Chinese Calendar")
        #expect(LabelLocalizer(locale: Locale(identifier: "de")).localizedCalendarName("HEBREW") == "Hebräischer Kalender")
        #expect(LabelLocalizer(locale: Locale(identifier: "de")).localizedCalendarName("x-moon") == "x-moon")
        #expect(LabelLocalizer(locale: Locale(identifier: "de")).localizedPhrase(.leapMonth) == "Schaltmonat")
    }
}
