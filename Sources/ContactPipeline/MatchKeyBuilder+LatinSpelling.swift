import ContactFormatting
import Foundation

/// Han and Hangul names in Latin letters, for meeting the same name written in Latin letters
/// (`张伟` and `Wei Zhang`, `김민준` and `Kim Minjun`).
///
/// Han is spelled in pinyin by the platform's CLDR `Han-Latin` transform (ICU) at run time, one
/// character at a time (a name's characters each get their most common reading), without
/// tone marks and in lower case; no table is kept in the package (`PinyinSpeller` in
/// ContactFormatting, which `--search` uses too; each builder keeps its own). Hangul is
/// spelled in the Revised Romanization, syllable by syllable (`Transliteration+Hangul.swift`),
/// and compared in its loose form (``Transliteration/koreanLooseForm(_:isFamilyName:)``).
///
/// The Latin spelling is only for comparing with Latin. Two Han names are compared as
/// written: `张伟` and `章伟` are both `zhang wei` and are two names; so are two Hangul names.
extension MatchKeyBuilder {
    /// Sets the pinyin keys of `keys` when its given or family name is in Han or Hangul (and
    /// the other is in the same script or Latin): the hashes of each part's Latin spelling and
    /// of the sorted words of both, as ``MatchKeyBuilder/nameWordsHash(_:)`` hashes a Latin name.
    mutating func addLatinSpelling(to keys: inout MatchKeys) {
        guard !keys.givenIsLatin || !keys.familyIsLatin else { return }
        var given = keys.given
        var family = keys.family
        // A name in one word ("张伟", "김민준": a full name written without a space) is family
        // first; Chinese family names are nearly all one character, Korean ones one syllable
        // but for a few of two (``Transliteration/koreanTwoSyllableFamilyNames``).
        if family.isEmpty, given.unicodeScalars.count >= 2, !given.contains(" ") {
            var familyLength = 0
            if given.unicodeScalars.allSatisfy(NameFormatter.isHan) {
                familyLength = 1
            } else if given.unicodeScalars.allSatisfy({ Transliteration.hangulSyllables.contains($0.value) }) {
                let firstTwo = String(given.unicodeScalars.prefix(2))
                familyLength = given.unicodeScalars.count >= 3
                    && Transliteration.koreanTwoSyllableFamilyNames.contains(firstTwo) ? 2 : 1
            }
            if familyLength > 0 {
                family = String(given.unicodeScalars.prefix(familyLength))
                given = String(given.unicodeScalars.dropFirst(familyLength))
            }
        }
        guard let givenLatin = latinOrPinyin(given), let familyLatin = latinOrPinyin(family),
            !givenLatin.isEmpty || !familyLatin.isEmpty
        else { return }
        if (given + family).unicodeScalars.contains(where: { Transliteration.hangulSyllables.contains($0.value) }) {
            // A name in one word is compared in its loose form as a whole, without the family
            // spellings table: `Ahnjihun` (안지훈).
            keys.latinSpelling = LatinSpellingKeys(
                given: Self.pinyinHash(Transliteration.koreanLooseForm(givenLatin, isFamilyName: false)),
                family: Self.pinyinHash(Transliteration.koreanLooseForm(familyLatin, isFamilyName: true)),
                nameWords: Self.nameWordsHash(givenLatin + " " + Transliteration.koreanCustomarySpelling(familyLatin)),
                joinedFamilyFirst: Self.pinyinHash(Transliteration.koreanLooseForm(familyLatin + givenLatin, isFamilyName: false)),
                joinedGivenFirst: Self.pinyinHash(Transliteration.koreanLooseForm(givenLatin + familyLatin, isFamilyName: false)))
            return
        }
        keys.latinSpelling = LatinSpellingKeys(
            given: Self.pinyinHash(givenLatin), family: Self.pinyinHash(familyLatin),
            nameWords: Self.nameWordsHash(givenLatin + " " + familyLatin),
            joinedFamilyFirst: Self.pinyinHash(familyLatin + givenLatin), joinedGivenFirst: Self.pinyinHash(givenLatin + familyLatin))
    }

    /// The hash two name parts are compared by across scripts: their letters without spaces
    /// (`xiao ming` and `xiaoming` are one given name); 0 for none.
    static func pinyinHash(_ folded: String) -> UInt64 {
        let letters = folded.utf8.filter { $0 != 0x20 }
        return letters.isEmpty ? 0 : TextFolding.stableHash(letters, seed: 9)
    }

    /// A folded name part as it is when Latin, in pinyin when all Han (syllables joined, as
    /// pinyin writes a given name: `小明` → `xiaoming`), in the Revised Romanization when all
    /// Hangul (`민준` → `minjun`); nil for any other script.
    private mutating func latinOrPinyin(_ folded: String) -> String? {
        if TextFolding.isLatin(folded) { return folded }
        var output = ""
        for scalar in folded.unicodeScalars {
            if scalar == " " { output.append(" "); continue }
            if let syllable = Transliteration.hangul(scalar.value) { output += syllable; continue }
            guard NameFormatter.isHan(scalar), let syllable = pinyinSpeller.pinyin(of: scalar) else { return nil }
            output += syllable
        }
        return output
    }
}
