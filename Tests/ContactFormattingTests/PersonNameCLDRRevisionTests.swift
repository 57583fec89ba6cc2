import Foundation
import Testing
@testable import ContactFormatting

/// The conformance files ContactKit's cases were transcribed from are older than the CLDR
/// data it ships (CLDR 48 through ICU 78.3; ICU 76.1 and 77.1, CLDR 46 and 47, give the same
/// person-name records but for one Spanish sorting pattern). For three locales the project's
/// search index holds the locale data of the very revision the file was generated at
/// (unicode-org/cldr `3e1e06fd`, `common/main/ko.xml`, `zh.xml`, `tr.xml`): their
/// `personNames` patterns are transcribed below. Formatting each file's cases with its own
/// revision's data measures the engine apart from the data: 431 of the three files' 432
/// cases pass (the other one is a rule of part 8 that changed since: `PersonNameCLDRRevisionTests.ruleChanges`), so
/// the misses listed in `PersonNameCLDRCases.knownMisses` for these locales are changes of
/// the data between the releases, not faults of the engine.
///
/// A value the revision inherits (`↑↑↑`) keeps CLDR 48's. The revision has no
/// `nativeSpaceReplacement` (CLDR added it later; before, a name in a script written without
/// spaces lost them): Korean keeps its spaces, Chinese drops them.
enum PersonNameCLDRRevision {
    /// The revision's records, in the generated table's form.
    static let records = """
        ko\torder-surnameFirst\thu ja ko vi yue zh
        ko\tnativeSpaceReplacement\t\u{20}
        ko\tgivenFirst-long-referring-formal\t{given} {given2} {surname} {credentials}
        ko\tgivenFirst-long-referring-informal\t{given-informal} {surname}
        ko\tgivenFirst-long-addressing-formal\t{surname} {title}
        ko\tgivenFirst-long-addressing-informal\t{given-informal}
        ko\tgivenFirst-long-monogram-formal\t{given-monogram-allCaps}
        ko\tgivenFirst-long-monogram-informal\t{given-monogram-allCaps}
        ko\tgivenFirst-medium-referring-formal\t{given} {surname} {credentials}
        ko\tgivenFirst-medium-referring-informal\t{given-informal} {surname}
        ko\tgivenFirst-medium-addressing-formal\t{surname} {title}
        ko\tgivenFirst-medium-addressing-informal\t{given-informal}
        ko\tgivenFirst-medium-monogram-formal\t{given-monogram-allCaps}
        ko\tgivenFirst-medium-monogram-informal\t{given-monogram-allCaps}
        ko\tgivenFirst-short-referring-formal\t{given} {surname}
        ko\tgivenFirst-short-referring-informal\t{given-informal} {surname}
        ko\tgivenFirst-short-addressing-formal\t{surname} {title}
        ko\tgivenFirst-short-addressing-informal\t{given-informal}
        ko\tgivenFirst-short-monogram-formal\t{given-monogram-allCaps}
        ko\tgivenFirst-short-monogram-informal\t{given-monogram-allCaps}
        ko\tsurnameFirst-long-referring-formal\t{surname}{given} {given2} {credentials}
        ko\tsurnameFirst-long-referring-informal\t{surname}{given-informal}
        ko\tsurnameFirst-long-addressing-formal\t{surname} {title}
        ko\tsurnameFirst-long-addressing-informal\t{given-informal}
        ko\tsurnameFirst-long-monogram-formal\t{given-monogram-allCaps}
        ko\tsurnameFirst-long-monogram-informal\t{given-monogram-allCaps}
        ko\tsurnameFirst-medium-referring-formal\t{surname}{given} {credentials}
        ko\tsurnameFirst-medium-referring-informal\t{surname}{given-informal}
        ko\tsurnameFirst-medium-addressing-formal\t{surname} {title}
        ko\tsurnameFirst-medium-addressing-informal\t{given-informal}
        ko\tsurnameFirst-medium-monogram-formal\t{given-monogram-allCaps}
        ko\tsurnameFirst-medium-monogram-informal\t{given-monogram-allCaps}
        ko\tsurnameFirst-short-referring-formal\t{surname}{given}
        ko\tsurnameFirst-short-referring-informal\t{surname}{given-informal}
        ko\tsurnameFirst-short-addressing-formal\t{surname} {title}
        ko\tsurnameFirst-short-addressing-informal\t{given-informal}
        ko\tsurnameFirst-short-monogram-formal\t{given-monogram-allCaps}
        ko\tsurnameFirst-short-monogram-informal\t{given-monogram-allCaps}
        ko\tsorting-long-referring-formal\t{surname-core}{given} {given2} {surname-prefix}
        ko\tsorting-long-referring-informal\t{surname}{given-informal}
        ko\tsorting-medium-referring-formal\t{surname-core}{given} {given2} {surname-prefix}
        ko\tsorting-medium-referring-informal\t{surname}{given-informal}
        ko\tsorting-short-referring-formal\t{surname}{given}
        ko\tsorting-short-referring-informal\t{surname}{given-informal}
        zh-Hans\torder-givenFirst\tund en
        zh-Hans\tforeignSpaceReplacement\t·
        zh-Hans\tnativeSpaceReplacement\t
        zh-Hans\tinitial\t{0}
        zh-Hans\tgivenFirst-long-referring-formal\t{given} {given2} {surname}{credentials}
        zh-Hans\tgivenFirst-long-referring-informal\t{given-informal} {surname}
        zh-Hans\tgivenFirst-long-addressing-formal\t{surname}{title}
        zh-Hans\tgivenFirst-long-addressing-informal\t{given-informal}
        zh-Hans\tgivenFirst-long-monogram-formal\t{given-monogram-allCaps}{given2-monogram-allCaps}{surname-monogram-allCaps}
        zh-Hans\tgivenFirst-long-monogram-informal\t{given-informal-monogram-allCaps}{surname-monogram-allCaps}
        zh-Hans\tgivenFirst-medium-referring-formal\t{given} {given2-initial} {surname}{credentials}
        zh-Hans\tgivenFirst-medium-referring-informal\t{given-informal} {surname}
        zh-Hans\tgivenFirst-medium-addressing-formal\t{surname}{title}
        zh-Hans\tgivenFirst-medium-addressing-informal\t{given-informal}
        zh-Hans\tgivenFirst-medium-monogram-formal\t{surname-monogram-allCaps}
        zh-Hans\tgivenFirst-medium-monogram-informal\t{given-informal-monogram-allCaps}
        zh-Hans\tgivenFirst-short-referring-formal\t{given-initial} {given2-initial} {surname}
        zh-Hans\tgivenFirst-short-referring-informal\t{given-informal} {surname-initial}
        zh-Hans\tgivenFirst-short-addressing-formal\t{surname}{title}
        zh-Hans\tgivenFirst-short-addressing-informal\t{given-informal}
        zh-Hans\tgivenFirst-short-monogram-formal\t{surname-monogram-allCaps}
        zh-Hans\tgivenFirst-short-monogram-informal\t{given-informal-monogram-allCaps}
        zh-Hans\tsurnameFirst-long-referring-formal\t{surname} {given} {given2} {credentials}{title}
        zh-Hans\tsurnameFirst-long-referring-informal\t{surname} {given-informal}
        zh-Hans\tsurnameFirst-long-addressing-formal\t{surname}{title}
        zh-Hans\tsurnameFirst-long-addressing-informal\t{given-informal}
        zh-Hans\tsurnameFirst-long-monogram-informal\t{surname-monogram-allCaps}{given-informal-monogram-allCaps}
        zh-Hans\tsurnameFirst-medium-referring-formal\t{surname} {given} {given2} {credentials}{title}
        zh-Hans\tsurnameFirst-medium-referring-informal\t{surname} {given-informal}
        zh-Hans\tsurnameFirst-medium-addressing-formal\t{surname}{title}
        zh-Hans\tsurnameFirst-medium-addressing-informal\t{given-informal}
        zh-Hans\tsurnameFirst-medium-monogram-formal\t{surname-monogram-allCaps}
        zh-Hans\tsurnameFirst-medium-monogram-informal\t{given-informal-monogram-allCaps}
        zh-Hans\tsurnameFirst-short-referring-formal\t{surname} {given} {given2}
        zh-Hans\tsurnameFirst-short-referring-informal\t{surname} {given}
        zh-Hans\tsurnameFirst-short-addressing-formal\t{surname}{title}
        zh-Hans\tsurnameFirst-short-addressing-informal\t{given-informal}
        zh-Hans\tsurnameFirst-short-monogram-formal\t{surname-monogram-allCaps}
        zh-Hans\tsurnameFirst-short-monogram-informal\t{given-informal-monogram-allCaps}
        zh-Hans\tsorting-long-referring-formal\t{surname-core} {given} {given2} {surname-prefix}
        zh-Hans\tsorting-long-referring-informal\t{surname} {given-informal}
        zh-Hans\tsorting-medium-referring-formal\t{surname-core} {given} {given2-initial} {surname-prefix}
        zh-Hans\tsorting-medium-referring-informal\t{surname} {given-informal}
        zh-Hans\tsorting-short-referring-formal\t{surname-core} {given-initial} {given2-initial} {surname-prefix}
        zh-Hans\tsorting-short-referring-informal\t{surname} {given-informal}
        tr\torder-givenFirst\tund tr
        tr\torder-surnameFirst\tko vi yue zh
        tr\tgivenFirst-long-referring-formal\t{title} {given} {given2} {surname} {surname2}, {credentials}
        tr\tgivenFirst-long-referring-informal\t{given} {surname}
        tr\tgivenFirst-long-addressing-formal\t{title} {surname}
        tr\tgivenFirst-long-addressing-informal\t{given-informal}
        tr\tgivenFirst-long-monogram-informal\t{given-monogram-allCaps}{surname-monogram-allCaps}
        tr\tgivenFirst-medium-referring-formal\t{given} {given2-initial} {surname} {generation}, {credentials}
        tr\tgivenFirst-medium-referring-informal\t{given} {surname}
        tr\tgivenFirst-medium-addressing-formal\t{title} {surname}
        tr\tgivenFirst-medium-addressing-informal\t{given-informal}
        tr\tgivenFirst-medium-monogram-formal\t{given-monogram-allCaps}{given2-monogram-allCaps}{surname-monogram-allCaps}
        tr\tgivenFirst-medium-monogram-informal\t{given-monogram-allCaps}{surname-monogram-allCaps}
        tr\tgivenFirst-short-referring-formal\t{given-initial} {given2-initial} {surname}
        tr\tgivenFirst-short-referring-informal\t{given} {surname}
        tr\tgivenFirst-short-addressing-formal\t{title} {surname}
        tr\tgivenFirst-short-addressing-informal\t{given-informal}
        tr\tgivenFirst-short-monogram-formal\t{given-monogram-allCaps}{given2-monogram-allCaps}{surname-monogram-allCaps}
        tr\tgivenFirst-short-monogram-informal\t{given-monogram-allCaps}{surname-monogram-allCaps}
        tr\tsurnameFirst-long-referring-formal\t{title} {surname} {surname2} {given} {given2}, {credentials}
        tr\tsurnameFirst-long-referring-informal\t{surname} {given}
        tr\tsurnameFirst-long-addressing-formal\t{title} {surname}
        tr\tsurnameFirst-long-addressing-informal\t{surname} {given}
        tr\tsurnameFirst-long-monogram-informal\t{surname-monogram-allCaps}{given-monogram-allCaps}{given2-monogram-allCaps}
        tr\tsurnameFirst-medium-referring-formal\t{title} {surname} {given-initial} {given2}, {credentials}
        tr\tsurnameFirst-medium-referring-informal\t{surname} {given}
        tr\tsurnameFirst-medium-addressing-formal\t{title} {surname}
        tr\tsurnameFirst-medium-addressing-informal\t{given-informal}
        tr\tsurnameFirst-medium-monogram-formal\t{surname-monogram-allCaps}{given-monogram-allCaps}
        tr\tsurnameFirst-medium-monogram-informal\t{surname-monogram-allCaps}{given-monogram-allCaps}
        tr\tsurnameFirst-short-referring-formal\t{surname} {given-initial} {given2-initial}
        tr\tsurnameFirst-short-referring-informal\t{surname} {given}
        tr\tsurnameFirst-short-addressing-formal\t{title} {surname}
        tr\tsurnameFirst-short-addressing-informal\t{given-informal}
        tr\tsurnameFirst-short-monogram-formal\t{surname-monogram-allCaps}{given-monogram-allCaps}
        tr\tsurnameFirst-short-monogram-informal\t{surname-monogram-allCaps}{given-monogram-allCaps}
        tr\tsorting-long-referring-formal\t{surname-core}, {given} {given2} {surname-prefix}
        tr\tsorting-long-referring-informal\t{surname}, {given}
        tr\tsorting-medium-referring-formal\t{surname-core}, {given-initial} {given2} {surname-prefix}
        tr\tsorting-medium-referring-informal\t{surname}, {given}
        tr\tsorting-short-referring-formal\t{surname-core}, {given-initial} {given2-initial} {surname-prefix}
        tr\tsorting-short-referring-informal\t{surname}, {given}
        """

    /// CLDR 48's table with the three locales' keys replaced by the revision's.
    static let data: [String: PersonNameData.Entry] = {
        let revision = records.split(separator: "\n").map { String($0.drop { $0 == " " }) }
        let replaced = Set(revision.map { $0.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).prefix(2).joined(separator: "\t") })
        let kept = PersonNameData.generatedRecords.split(separator: "\n").filter { line in
            let key = line.drop { $0 == " " }
                .split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false).prefix(2).joined(separator: "\t")
            return !replaced.contains(key)
        }
        return PersonNameData.parse((kept.map(String.init) + revision).joined(separator: "\n"))
    }()
}

@Suite struct PersonNameCLDRRevisionTests {
    /// Each file's cases, formatted with the data of the file's own revision.
    static func misses(locale: String) -> [(PersonNameCLDRCase, String)] {
        let cases = (PersonNameCLDRCases.tuned + PersonNameCLDRCases.heldOut).filter { $0.locale == locale }
        #expect(cases.count >= 144)
        return cases.compactMap { testCase in
            var formatter = testCase.formatter
            formatter.data = PersonNameCLDRRevision.data
            let actual = formatter.string(from: testCase.name) ?? "<nil>"
            return actual == testCase.expected ? nil : (testCase, actual)
        }
    }

    /// The one case the revision's data does not explain: with `{generation}` empty between
    /// ` ` and `, `, the file keeps ` ` (`Yıldırım Dr.`), by part 8's rule of its time (an empty
    /// field in the middle goes with the literal text up to the nearest white space on both
    /// sides); the current rule coalesces the two literals, and ContactKit follows it.
    static let ruleChanges: Set<String> = ["tr Nmrf Fatma S. Yıldırım Dr."]

    @Test(arguments: ["ko", "zh-Hans", "tr"])
    func everyCasePassesWithItsRevisionsData(locale: String) {
        let misses = Self.misses(locale: locale)
        for (testCase, actual) in misses { print("  miss \(testCase) -> \(actual)") }
        #expect(Set(misses.map { PersonNameCLDRCases.key($0.0) }) == Self.ruleChanges.filter { $0.hasPrefix(locale + " ") })
    }

    /// The swapped table is what makes the difference: with CLDR 48's own data the same files
    /// miss more cases (ko 24, zh-Hans 5, tr 2), so the test above does not pass by a table
    /// that was never swapped.
    @Test(arguments: ["ko", "zh-Hans", "tr"])
    func cldr48sOwnDataMissesMoreOfTheseFiles(locale: String) {
        let cases = (PersonNameCLDRCases.tuned + PersonNameCLDRCases.heldOut).filter { $0.locale == locale }
        #expect(PersonNameCLDRCases.misses(cases).count > Self.misses(locale: locale).count)
        #expect(PersonNameCLDRRevision.data["ko"]?.nativeSpaceReplacement == " ")
        #expect(PersonNameData.entries["ko"]?.nativeSpaceReplacement == "")
    }
}
