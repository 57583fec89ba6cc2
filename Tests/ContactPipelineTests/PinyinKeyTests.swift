import ContactFormatting
import ContactModel
import Foundation
@testable import ContactPipeline
import Testing

/// The pinyin keys of Han names (`MatchKeyBuilder+LatinSpelling.swift`).
@Suite struct PinyinKeyTests {
    static func keys(_ contact: Contact) -> MatchKeys {
        var builder = MatchKeyBuilder(region: nil)
        return builder.keys(for: contact)
    }

    @Test func aHanNameHasTheKeysOfItsPinyin() {
        let han = Self.keys(Contact(givenName: "小明", familyName: "王"))
        let latin = Self.keys(Contact(givenName: "Xiaoming", familyName: "Wang"))
        #expect(han.given == "小明")  // Han is compared as written
        #expect(han.latinSpelling?.nameWords == latin.nameWords)
        #expect(han.latinSpelling?.given == MatchKeyBuilder.pinyinHash("xiaoming"))
        #expect(han.latinSpelling?.family == MatchKeyBuilder.pinyinHash("wang"))
        #expect(MatchKeyBuilder.pinyinHash("xiao ming") == MatchKeyBuilder.pinyinHash("xiaoming"))
    }

    @Test func aHanFullNameWithoutSpaceIsFamilyFirst() {
        let han = Self.keys(Contact(formattedName: "张伟"))
        #expect(han.latinSpelling?.family == MatchKeyBuilder.pinyinHash("zhang"))
        #expect(han.latinSpelling?.given == MatchKeyBuilder.pinyinHash("wei"))
    }

    @Test func latinNamesAndNamesWithAReadingHaveNoPinyinKeys() {
        #expect(Self.keys(Contact(givenName: "Wei", familyName: "Zhang")).latinSpelling == nil)
        let read = Self.keys(Contact(givenName: "伟", familyName: "张", phoneticGivenName: "Wei", phoneticFamilyName: "Zhang"))
        #expect(read.latinSpelling == nil && read.given == "wei")
        // Hangul is spelled in the Revised Romanization instead, with the customary family-name
        // spelling in the name-words key (`ScriptBridgeMatchTests`); Arabic has no such keys.
        let hangul = Self.keys(Contact(givenName: "민준", familyName: "김"))
        #expect(hangul.given == "민준" && hangul.latinSpelling?.nameWords == Self.keys(Contact(givenName: "Minjun", familyName: "Kim")).nameWords)
        #expect(Self.keys(Contact(givenName: "محمد", familyName: "حسن")).latinSpelling == nil)
    }

    @Test func homophonesShareTheirPinyinKeysOnly() {
        let first = Self.keys(Contact(givenName: "伟", familyName: "张"))
        let second = Self.keys(Contact(givenName: "伟", familyName: "章"))
        #expect(first.latinSpelling != nil && first.latinSpelling == second.latinSpelling)
        #expect(first.family != second.family && first.nameWords != second.nameWords)
    }

    @Test func theBlockTableAgreesWithCharactersTransformedAlone() throws {
        // Past `charactersTransformedAlone` distinct characters a builder reads the table made
        // by one transform of the whole block: both ways give the same syllables.
        let table = try #require(PinyinSpeller.commonHanPinyin)
        #expect(table.count == PinyinSpeller.commonHan.count)
        var builder = MatchKeyBuilder(region: nil)
        let first = PinyinSpeller.commonHan.lowerBound
        for offset in stride(from: 0, to: table.count, by: 80).prefix(PinyinSpeller.charactersTransformedAlone) {
            _ = builder.keys(for: Contact(givenName: String(Character(Unicode.Scalar(first + UInt32(offset))!))))
        }
        #expect(builder.pinyinSpeller.cache.count == PinyinSpeller.charactersTransformedAlone)
        for (value, syllable) in builder.pinyinSpeller.cache {
            #expect(table[Int(value - first)] == syllable)
        }
        #expect(table[Int(0x5F20 - first)] == "zhang")  // 张
        #expect(table[Int(0x7AE0 - first)] == "zhang")  // 章
    }

    /// The speller (in ContactFormatting, shared with `--search`) takes the tone marks off
    /// as the keys' folding did, for every syllable of the block: the dedupe keys did not
    /// move when the speller left ContactPipeline, but for the two interjections whose tone
    /// mark the folding did not know (`ḿ` of 呣, `ǹg` of 嗯: no pinyin before, `m`, `ng` now).
    @Test func tonelessSyllablesAreTheFoldedTransform() throws {
        var text = ""
        for value in PinyinSpeller.commonHan {
            text.unicodeScalars.append(Unicode.Scalar(value)!)
            text.unicodeScalars.append(" ")
        }
        let latin = try #require(text.applyingTransform(.toLatin, reverse: false))
        let syllables = latin.split(separator: " ", omittingEmptySubsequences: false).dropLast()
        #expect(syllables.count == PinyinSpeller.commonHan.count)
        var newlySpelled: Set<String> = []
        for syllable in syllables {
            let folded = TextFolding.fold(String(syllable))
            let expected = folded.utf8.allSatisfy({ $0 >= 97 && $0 <= 122 }) ? folded : ""
            let spelled = PinyinSpeller.toneless(String(syllable))
            if spelled != expected {
                #expect(expected.isEmpty, "\(syllable)")
                newlySpelled.insert(spelled)
            }
        }
        #expect(newlySpelled.isSubset(of: ["m", "ng"]))
        #expect(PinyinSpeller.toneless("lǚ") == "lu" && PinyinSpeller.toneless("Zhāng") == "zhang")
    }
}
