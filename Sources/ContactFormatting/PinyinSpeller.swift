import Foundation

/// Han characters in pinyin, one at a time: lower-case ASCII letters without tone marks
/// (`张` → `zhang`, `吕` → `lu`), for matching a Han name with what a person types in Latin
/// letters (dedupe's keys, `--search`).
///
/// The pinyin is the platform's CLDR `Han-Latin` transform (ICU) at run time, each character's
/// most common reading; no table is kept in the package. A speller keeps the pinyin of the
/// characters it met; past ``charactersTransformedAlone`` of them it uses ``commonHanPinyin``,
/// the transform run once over the whole CJK Unified Ideographs block.
package struct PinyinSpeller {
    /// The pinyin of each character met so far, "" for none.
    package private(set) var cache: [UInt32: String] = [:]

    package init() {}

    /// The pinyin of one Han character; nil when the transform has none (it leaves the
    /// character in Han).
    package mutating func pinyin(of scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        if let known = cache[value] { return known.isEmpty ? nil : known }
        if cache.count >= Self.charactersTransformedAlone, Self.commonHan.contains(value),
            let table = Self.commonHanPinyin
        {
            let syllable = table[Int(value - Self.commonHan.lowerBound)]
            return syllable.isEmpty ? nil : syllable
        }
        let syllable = Self.toneless(String(Character(scalar)).applyingTransform(.toLatin, reverse: false))
        cache[value] = syllable
        return syllable.isEmpty ? nil : syllable
    }

    /// How many distinct characters a speller transforms one by one before it uses
    /// ``commonHanPinyin``: a call costs about half a millisecond (making the transform, not
    /// running it), the whole block about 0.2 s of CPU once, so a book with few Han
    /// characters never pays for the block, and one with thousands pays for it once.
    package static let charactersTransformedAlone = 256

    /// The CJK Unified Ideographs block, where nearly every character of a name lies.
    package static let commonHan: ClosedRange<UInt32> = 0x4E00...0x9FFF

    /// The pinyin of every character of ``commonHan`` ("" for none), made once for all
    /// spellers by one call of the transform on all of them. Nil if the transform's answer
    /// does not split into one syllable per character; each character is then transformed alone.
    package static let commonHanPinyin: [String]? = {
        var text = ""
        text.reserveCapacity(commonHan.count * 4)
        for value in commonHan {
            text.unicodeScalars.append(Unicode.Scalar(value)!)
            text.unicodeScalars.append(" ")
        }
        guard let latin = text.applyingTransform(.toLatin, reverse: false) else { return nil }
        let syllables = latin.split(separator: " ", omittingEmptySubsequences: false).dropLast()
        guard syllables.count == commonHan.count else { return nil }
        return syllables.map { toneless(String($0)) }
    }()

    /// A transform's answer in lower-case ASCII letters without tone marks (`zhāng` →
    /// `zhang`, `lǚ` → `lu`); "" when anything else is left (the character stayed in Han).
    package static func toneless(_ latin: String?) -> String {
        guard let latin, !latin.isEmpty else { return "" }
        var output: [UInt8] = []
        for scalar in latin.decomposedStringWithCanonicalMapping.unicodeScalars {
            let value = scalar.value
            if value >= 0x41 && value <= 0x5A {
                output.append(UInt8(value + 32))
            } else if value >= 0x61 && value <= 0x7A {
                output.append(UInt8(value))
            } else if !(0x300...0x36F).contains(value) {
                return ""  // not a letter with marks: the character stayed in Han
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}
