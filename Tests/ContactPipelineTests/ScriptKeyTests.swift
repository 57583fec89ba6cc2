@testable import ContactPipeline
import Foundation
import Testing

/// The tables and keys behind `ScriptBridgeMatchTests`: Hangul in the Revised Romanization,
/// the loose Korean form, Arabic and Hebrew consonant skeletons, names written in one word.
@Suite struct ScriptKeyTests {
    @Test(arguments: [
        ("김", "gim"), ("박", "bak"), ("최", "choe"), ("민", "min"), ("준", "jun"), ("서", "seo"), ("연", "yeon"),
        ("훈", "hun"), ("빛", "bit"), ("닭", "dak"), ("의", "ui"), ("쌍", "ssang"), ("가", "ga"), ("힣", "hit"),
    ])
    func hangulSyllablesInTheRevisedRomanization(syllable: String, romanized: String) {
        #expect(Transliteration.hangul(syllable.unicodeScalars.first!.value) == romanized)
    }

    @Test func hangulTablesHaveTheirUnicodeLengths() {
        #expect(Transliteration.hangulInitials.count == 19)
        #expect(Transliteration.hangulMedials.count == 21)
        #expect(Transliteration.hangulFinals.count == 28)
        #expect(Transliteration.hangul(0xABFF) == nil && Transliteration.hangul(0xD7A4) == nil)
    }

    /// With `CONTACTKIT_HANGUL_TABLE=FILE`, writes every syllable's romanization as
    /// `syllable<TAB>latin` lines, for `Benchmarks/dedupe/hangul-oracle.py` to compare with an
    /// outside romanizer; without it, checks that the table covers the whole block.
    @Test func everySyllableHasARomanization() throws {
        let lines = (UInt32(0xAC00)...0xD7A3).map { value in
            String(Character(Unicode.Scalar(value)!)) + "\t" + (Transliteration.hangul(value) ?? "")
        }
        #expect(lines.count == 11_172 && lines.allSatisfy { !$0.hasSuffix("\t") })
        if let path = ProcessInfo.processInfo.environment["CONTACTKIT_HANGUL_TABLE"] {
            try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    @Test func koreanSpellingsMeetOnTheLooseForm() {
        func given(_ text: String) -> String { Transliteration.koreanLooseForm(text, isFamilyName: false) }
        func family(_ text: String) -> String { Transliteration.koreanLooseForm(text, isFamilyName: true) }
        #expect(given("seoyeon") == given("seo yeon") && given("seoyeon") == given("seoyoun"))
        #expect(given("jihun") == given("jihoon") && given("hyeonu") == given("hyun woo"))
        #expect(given("seojun") == given("suh-joon") && given("jiho") != given("jio"))
        #expect(family("i") == family("lee") && family("i") == family("rhee") && family("i") == family("yi"))
        #expect(family("bak") == family("park") && family("choe") == family("choi") && family("gim") == family("kim"))
        #expect(family("jeong") == family("chung") && family("im") == family("lim"))
        // Different names stay different.
        #expect(given("minjun") != given("seoyeon") && family("gim") != family("bak") && family("i") != family("im"))
        #expect(Transliteration.koreanCustomarySpelling("gim") == "kim" && Transliteration.koreanCustomarySpelling("han") == "han")
    }

    @Test(arguments: [
        ("محمد", "mohammed"), ("محمد", "muhammad"), ("محمد", "mohamed"), ("حسن", "hassan"), ("فاطمة", "fatimah"),
        ("فاطمة", "fatima"), ("عبد الله", "abdullah"), ("عبدالله", "abdallah"), ("الزهراء", "al zahraa"),
        ("الزهراء", "zahra"), ("خالد", "khaled"), ("يوسف", "youssef"), ("يوسف", "yusuf"), ("عمر", "omar"),
        ("דוד", "david"), ("לוי", "levi"), ("יוסף", "yosef"), ("יוסף", "joseph"), ("כהן", "cohen"),
        ("כהן", "kahn"), ("שרה", "sarah"), ("שרה", "sara"), ("אברהם", "avraham"), ("אברהם", "abraham"),
        ("יצחק", "yitzhak"), ("יצחק", "itzhak"), ("מזרחי", "mizrahi"), ("מזרחי", "mizrachi"), ("רחל", "rachel"),
    ])
    func consonantsMatchCommonSpellings(abjad: String, latin: String) throws {
        let skeleton = try #require(ConsonantSkeleton(abjad))
        #expect(skeleton.matches(latin: latin))
    }

    @Test(arguments: [
        ("محمد", "omar"), ("حسن", "khalid"), ("فاطمة", "layla"), ("דוד", "yosef"), ("כהן", "levi"), ("שרה", "rachel"),
        ("יצחק", "isaac"),
    ])
    func consonantsTellOtherNamesApart(abjad: String, latin: String) throws {
        let skeleton = try #require(ConsonantSkeleton(abjad))
        #expect(!skeleton.matches(latin: latin))
    }

    @Test func consonantsAroundAVowelLetterMeetADoubledLatinLetter() throws {
        #expect(try #require(ConsonantSkeleton("ليلى")).matches(latin: "layla"))
        #expect(try #require(ConsonantSkeleton("آية")).matches(latin: "aya"))
        #expect(try !#require(ConsonantSkeleton("ليلى")).matches(latin: "aya"))
    }

    @Test func typosAndInitialsAreOneConsonantOff() throws {
        let michal = try #require(ConsonantSkeleton("מיכל"))
        #expect(!michal.matches(latin: "mcihal") && michal.isOneEditFrom(latin: "mcihal"))
        #expect(michal.hasInitial("m") && !michal.hasInitial("d"))
        #expect(try #require(ConsonantSkeleton("אורי")).hasInitial("u"))
        #expect(!michal.isOneEditFrom(latin: "michal") && !michal.isOneEditFrom(latin: "sarah"))
        // Two short names are always one consonant apart: not counted.
        #expect(try !#require(ConsonantSkeleton("לוי")).isOneEditFrom(latin: "levy"))
        #expect(try !#require(ConsonantSkeleton("דוד")).isOneEditFrom(latin: "dov"))
    }

    @Test func skeletonsOnlyForArabicAndHebrew() {
        #expect(ConsonantSkeleton("김민준") == nil && ConsonantSkeleton("ivan") == nil && ConsonantSkeleton("") == nil)
        #expect(ConsonantSkeleton.isAbjad("محمد") && ConsonantSkeleton.isAbjad("דוד") && !ConsonantSkeleton.isAbjad("david"))
        #expect(ConsonantSkeleton.latinClasses("mohammed") == Array("mhmd".utf8))
        #expect(ConsonantSkeleton.latinClasses("yitzhak") == Array("chk".utf8))
    }

    @Test func oneWordNamesHaveTheKeysOfEachSplit() {
        var hashes: [UInt64] = []
        MatchKeyBuilder.forEachJoinedNameSplit("山口洋介") { hashes.append($0) }
        #expect(hashes.count == 3 && hashes.contains(MatchKeyBuilder.nameWordsHash("洋介 山口")))
        hashes = []
        MatchKeyBuilder.forEachJoinedNameSplit("itohanako") { hashes.append($0) }
        #expect(hashes.count == 6 && hashes.contains(MatchKeyBuilder.nameWordsHash("hanako ito")))
        hashes = []
        MatchKeyBuilder.forEachJoinedNameSplit("wei") { hashes.append($0) }
        MatchKeyBuilder.forEachJoinedNameSplit("محمد") { hashes.append($0) }
        #expect(hashes.isEmpty)
    }
}
