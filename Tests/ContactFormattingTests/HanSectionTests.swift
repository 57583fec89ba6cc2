import ContactModel
import Foundation
import Testing

@testable import ContactFormatting

/// Section labels for Han names without a reading, by each locale's CLDR collation. The
/// expectations are ICU 78.3's AlphabeticIndex (CLDR 48) for the same text, looked up with
/// PyICU (`Benchmarks/browsing/collation-sections.py` compares thousands of names).
struct HanSectionTests {
    @Test(arguments: [
        // Traditional Chinese: total stroke count, as CLDR's stroke collation labels it.
        ("zh-Hant", "一", "1劃"), ("zh-Hant", "王", "4劃"), ("zh-Hant", "李", "7劃"),
        ("zh-Hant", "陳", "11劃"), ("zh-Hant", "張", "11劃"), ("zh-Hant", "张", "7劃"),
        ("zh-Hant", "龍", "16劃"), ("zh-Hant", "鑫", "24劃"), ("zh-Hant", "齉", "36劃"),
        ("zh-TW", "金", "8劃"), ("zh-HK", "北", "5劃"), ("zh-Hant-HK", "娜", "10劃"),
        ("yue", "芳", "8劃"),
        // A compatibility ideograph and CJK Extension B: where ICU files them (characters
        // the stroke order leaves out go to the last label).
        ("zh-Hant", "\u{F900}", "10劃"), ("zh-Hant", "\u{2F800}", "7劃"), ("zh-Hant", "\u{20000}", "48劃"),
        ("zh-Hant", "㐂", "48劃"),
        // Korean: the Hangul initial of the reading; `#` for Han without a Korean reading.
        ("ko", "李", "ㄹ"), ("ko", "金", "ㄱ"), ("ko", "朴", "ㅂ"), ("ko", "陳", "ㅈ"), ("ko", "娜", "ㄴ"),
        ("ko", "\u{F900}", "ㄱ"), ("ko", "张", "#"), ("ko", "\u{20000}", "#"),
        // Japanese: Han without a reading has no section; Simplified Chinese: pinyin.
        ("ja", "山田", "#"), ("ja", "李", "#"), ("zh-Hans", "张", "Z"), ("zh", "陳", "C"), ("zh-SG", "王", "W"),
    ])
    func hanWithoutAReadingIsFiledByTheCollation(_ locale: String, _ family: String, _ expected: String) {
        let formatter = NameFormatter(locale: Locale(identifier: locale))
        #expect(formatter.sectionTitle(for: Contact(givenName: "明", familyName: family)) == expected)
        #expect(formatter.sectionTitle(for: Contact(formattedName: family + "明")) == expected)
    }

    @Test func aReadingStillDecides() {
        let named = Contact(givenName: "大文", familyName: "陳", phoneticGivenName: "Dawen",
                            phoneticFamilyName: "Chen")
        #expect(NameFormatter(locale: Locale(identifier: "zh-Hant")).sectionTitle(for: named) == "C")
        let hangul = Contact(givenName: "民", familyName: "李", phoneticGivenName: "민",
                             phoneticFamilyName: "이")
        #expect(NameFormatter(locale: Locale(identifier: "ko")).sectionTitle(for: hangul) == "ㅇ")
    }

    @Test func strokeSectionsComeFirstInStrokeOrder() {
        let formatter = NameFormatter(locale: Locale(identifier: "zh-Hant"))
        #expect(formatter.sectionRank("2劃") == 0 && formatter.sectionRank("A") == 1 && formatter.sectionRank("#") == 2)
        #expect(formatter.sectionPosition("2劃") < formatter.sectionPosition("10劃"))
        let contacts = ["龍", "王", "陳", "一"].map { Contact(givenName: "明", familyName: $0) }
            + [Contact(givenName: "Anna", familyName: "Lee"), Contact()]
        #expect(formatter.sorted(contacts).map { formatter.sectionTitle(for: $0) }
            == ["1劃", "4劃", "11劃", "16劃", "L", "#"])
    }

    /// Simplified Chinese's collation puts all Han before Latin, but a list files Han under
    /// pinyin letters: sections must still come once each, in letter order.
    @Test func pinyinSectionsMixHanAndLatinUnderOneLetter() {
        let formatter = NameFormatter(locale: Locale(identifier: "zh-Hans"))
        let contacts = [
            Contact(givenName: "Anna", familyName: "Zhou"), Contact(givenName: "伟", familyName: "张"),
            Contact(givenName: "Lei", familyName: "Li"), Contact(givenName: "娜", familyName: "李"),
            Contact(formattedName: "北京小米科技"),
        ]
        let titles = formatter.sorted(contacts).map { formatter.sectionTitle(for: $0) }
        #expect(titles == ["B", "L", "L", "Z", "Z"])
    }

    @Test func theTableCoversEveryStrokeLabelInOrder() throws {
        let index = try #require(HanSectionIndex.forLanguage("zh-Hant"))
        #expect(index.labels.first == "#" && index.labels[1] == "1劃" && index.labels.last == "48劃")
        let counts = index.labels.dropFirst().map { Int($0.dropLast())! }
        #expect(counts == counts.sorted())
        #expect(HanSectionIndex.forLanguage("yue")?.labels == index.labels)
        #expect(HanSectionIndex.forLanguage("ja") == nil && HanSectionIndex.forLanguage("zh-Hans") == nil)
    }
}
