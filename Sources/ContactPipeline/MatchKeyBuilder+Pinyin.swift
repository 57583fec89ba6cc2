import Foundation

/// Han names in pinyin, for meeting the same name written in Latin letters (`张伟` and
/// `Wei Zhang`).
///
/// The pinyin comes from the platform's CLDR `Han-Latin` transform (ICU) at run time, one
/// character at a time, without tone marks and in lower case; no table is kept in the
/// package. A transform call costs far more than a dictionary look-up, so each builder keeps
/// the pinyin of every Han character it has met: a book has a few thousand distinct ones.
///
/// The pinyin is only for comparing Han with Latin. Two Han names are compared as written:
/// `张伟` and `章伟` are both `zhang wei` and are two names.
extension MatchKeyBuilder {
    /// Sets the pinyin keys of `keys` when its given or family name is in Han (and the
    /// other is in Han or Latin): the hashes of each part's pinyin and of the sorted words
    /// of both, as ``MatchKeyBuilder/nameWordsHash(_:)`` hashes a Latin name.
    mutating func addPinyin(to keys: inout MatchKeys) {
        guard !keys.givenIsLatin || !keys.familyIsLatin else { return }
        var given = keys.given
        var family = keys.family
        // A Han name in one word ("张伟", a full name written without a space) is family
        // first, and Chinese family names are nearly all one character.
        if family.isEmpty, given.unicodeScalars.count >= 2, !given.contains(" "),
            given.unicodeScalars.allSatisfy(Self.isHan)
        {
            family = String(given.unicodeScalars.prefix(1))
            given = String(given.unicodeScalars.dropFirst())
        }
        guard let givenLatin = latinOrPinyin(given), let familyLatin = latinOrPinyin(family),
            !givenLatin.isEmpty || !familyLatin.isEmpty
        else { return }
        keys.givenPinyin = Self.pinyinHash(givenLatin)
        keys.familyPinyin = Self.pinyinHash(familyLatin)
        keys.pinyinNameWords = Self.nameWordsHash(givenLatin + " " + familyLatin)
    }

    /// The hash two name parts are compared by across scripts: their letters without spaces
    /// (`xiao ming` and `xiaoming` are one given name); 0 for none.
    static func pinyinHash(_ folded: String) -> UInt64 {
        let letters = folded.utf8.filter { $0 != 0x20 }
        return letters.isEmpty ? 0 : TextFolding.stableHash(letters, seed: 9)
    }

    /// A folded name part as it is when Latin, in pinyin when all Han (syllables joined, as
    /// pinyin writes a given name: `小明` → `xiaoming`); nil for any other script.
    private mutating func latinOrPinyin(_ folded: String) -> String? {
        if TextFolding.isLatin(folded) { return folded }
        var output = ""
        for scalar in folded.unicodeScalars {
            if scalar == " " { output.append(" "); continue }
            guard Self.isHan(scalar), let syllable = pinyin(of: scalar) else { return nil }
            output += syllable
        }
        return output
    }

    /// The pinyin of one Han character, lower-case ASCII letters without tones; nil when the
    /// transform has none.
    private mutating func pinyin(of scalar: Unicode.Scalar) -> String? {
        if let known = pinyinCache[scalar.value] { return known.isEmpty ? nil : known }
        var syllable = ""
        if let latin = String(Character(scalar)).applyingTransform(.toLatin, reverse: false) {
            let folded = TextFolding.fold(latin)
            if folded.utf8.allSatisfy({ $0 >= 97 && $0 <= 122 }) { syllable = folded }
        }
        pinyinCache[scalar.value] = syllable
        return syllable.isEmpty ? nil : syllable
    }

    /// Whether a code point is a Han ideograph.
    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isUnifiedIdeograph
    }
}
