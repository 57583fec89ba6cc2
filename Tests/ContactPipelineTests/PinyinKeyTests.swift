import ContactModel
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
        let table = try #require(MatchKeyBuilder.commonHanPinyin)
        #expect(table.count == MatchKeyBuilder.commonHan.count)
        var builder = MatchKeyBuilder(region: nil)
        let first = MatchKeyBuilder.commonHan.lowerBound
        for offset in stride(from: 0, to: table.count, by: 80).prefix(MatchKeyBuilder.charactersTransformedAlone) {
            _ = builder.keys(for: Contact(givenName: String(Character(Unicode.Scalar(first + UInt32(offset))!))))
        }
        #expect(builder.pinyinCache.count == MatchKeyBuilder.charactersTransformedAlone)
        for (value, syllable) in builder.pinyinCache {
            #expect(table[Int(value - first)] == syllable)
        }
        #expect(table[Int(0x5F20 - first)] == "zhang")  // 张
        #expect(table[Int(0x7AE0 - first)] == "zhang")  // 章
    }
}
