import ContactFormatting
import ContactTestSupport
import Foundation
import Testing

/// CLDR's person-name conformance files of the newest release the project could read
/// (ICU's copies of CLDR 48's `personNameTest` files, transcribed in
/// `Fixtures/person-names/cldr/`), one locale a test, for every locale whose data ContactKit
/// ships. The patterns come from CLDR's locale data (`PersonNameData+Generated.swift`),
/// never from these files. Every case must give CLDR's text, except those in
/// ``exceptions``, each with the rule of UTS #35 part 8 it follows.
@Suite struct PersonNameCLDRFixtureTests {
    /// The transcribed files, by locale (`sv`, `zh_Hant`).
    static let files: [(locale: String, text: String)] = {
        let folder = Fixtures.url("person-names/cldr")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else { return nil }
            return (String(name.dropLast(4)), text)
        }
    }()

    /// Cases ContactKit formats otherwise than the file, by `locale code expected`, with the
    /// rule of UTS #35 part 8 it follows. All are one rule: "Derive initials", step 1, "split
    /// into words". ICU splits with its word break iterator, which cuts Han text by its
    /// Chinese/Japanese dictionary, so a word it knows (德威, 米勒, 贝尔, 萨尔, 马丁, 明德, 婷婷,
    /// as these files' texts show) gives one initial; ContactKit ships no such dictionary and
    /// cuts Han at every ideograph, as Unicode's default word boundaries (UAX #29) do, which
    /// gives every other Han initial of the files.
    static let exceptions: [String: String] = {
        let rule = "Derive initials, step 1 (split into words): ICU's dictionary keeps a Han word whole; "
            + "ContactKit cuts Han at every ideograph (UAX #29 default word boundaries)"
        let keys = [
            "zh Ssrf 彭德东升", "zh Gsrf 德东升彭", "zh Gsri 克特·米", "zh Gsri 塞西莉亚·施·托·贝",
            "zh Ssrf 布鲁赫·艾·达·科·妮·莉·亚·塞·萨·马·冯", "zh Gsrf 艾·达·科·妮·莉·亚·塞·萨·马·冯·布鲁赫",
            "zh Fmrf 小冯·布鲁赫·艾达·科妮莉亚·塞·萨·马博士", "zh Gmrf 小艾达·科妮莉亚·塞·萨·马·冯·布鲁赫博士",
            "zh Smrf 布鲁赫·艾达·科妮莉亚·塞·萨·马·冯",
            "zh_Hant Fsrf 林家.豪.明.", "zh_Hant Fmrf 林家豪明.", "zh_Hant Fmrf 王雅婷婷.二世，議員",
            "zh_Hant Fsrf 王雅.婷.婷.", "zh_Hant Fsrf 王·雅.·婷.·婷.", "zh_Hant Fmrf 王雅婷婷.",
        ]
        return Dictionary(uniqueKeysWithValues: keys.map { ($0, rule) })
    }()

    static var locales: [String] { files.map(\.locale) }

    @Test(arguments: locales)
    func everyCaseGivesCLDRsText(_ locale: String) throws {
        let text = try #require(Self.files.first { $0.locale == locale }?.text)
        let cases = PersonNameCLDRCase.parse(text, locale: locale.replacingOccurrences(of: "_", with: "-"))
        #expect(!cases.isEmpty)
        var passed = 0
        for testCase in cases {
            let key = "\(locale) \(testCase.code) \(testCase.expected)"
            let actual = testCase.actual
            if Self.exceptions[key] != nil {
                #expect(actual != testCase.expected, "\(key) passes now: take it off the exceptions")
            } else {
                #expect(actual == testCase.expected, "\(key)")
            }
            passed += actual == testCase.expected ? 1 : 0
        }
        print("CLDR \(locale): \(passed)/\(cases.count)")
    }

    /// Every locale of the shipped data has its file.
    @Test func everyShippedLocaleHasItsFile() {
        let shipped: Set<String> = [
            "ar", "de", "en", "es", "fr", "hi", "hu", "it", "ja", "ko", "nl", "pl", "pt", "ru", "sv", "th",
            "tr", "vi", "zh", "zh_Hant",
        ]
        #expect(Set(Self.locales).isSuperset(of: shipped), "missing: \(shipped.subtracting(Self.locales).sorted())")
    }
}
