/// Arabic and Hebrew letters as the consonant classes of ``ConsonantSkeleton``, for matching
/// keys only.
///
/// Each letter's classes are its romanization in the ALA-LC tables (Arabic 2012, Hebrew
/// 2011) without diacritics, and the other spellings names commonly take (see
/// ``ConsonantSkeleton``); `?` first marks a letter that may be left out (a vowel letter, or a
/// letter often not written in Latin). Class letters: `x` kh/ch, `w` sh, `c` ts; b stands for
/// b and v, f for f and p, k for k, q and c.
extension Transliteration {
    /// The Arabic letters (U+0621 … U+064A, and the Persian/Urdu forms of kāf and yāʾ).
    static let arabicConsonants: [(Character, String)] = [
        ("ء", "?"), ("آ", "?"), ("أ", "?"), ("ؤ", "?"), ("إ", "?"), ("ئ", "?"), ("ا", "?"),
        ("ب", "b"), ("ة", "?ht"), ("ت", "t"), ("ث", "ts"), ("ج", "jg"), ("ح", "h"), ("خ", "xk"),
        ("د", "d"), ("ذ", "dz"), ("ر", "r"), ("ز", "z"), ("س", "s"), ("ش", "w"), ("ص", "s"),
        ("ض", "dz"), ("ط", "t"), ("ظ", "zd"), ("ع", "?"), ("غ", "g"), ("ف", "f"), ("ق", "kg"),
        ("ك", "k"), ("ل", "l"), ("م", "m"), ("ن", "n"), ("ه", "?h"), ("و", "?b"), ("ى", "?"),
        ("ي", "?j"), ("ٱ", "?"), ("ک", "k"), ("ی", "?j"), ("ۀ", "?h"), ("ہ", "?h"), ("پ", "f"),
        ("چ", "x"), ("ژ", "z"), ("گ", "g"),
    ]

    /// The Hebrew letters (U+05D0 … U+05EA), final forms with their letters.
    static let hebrewConsonants: [(Character, String)] = [
        ("א", "?"), ("ב", "b"), ("ג", "gj"), ("ד", "d"), ("ה", "?h"), ("ו", "?b"), ("ז", "z"),
        ("ח", "hx"), ("ט", "t"), ("י", "?j"), ("ך", "kx"), ("כ", "kx"), ("ל", "l"), ("ם", "m"),
        ("מ", "m"), ("ן", "n"), ("נ", "n"), ("ס", "s"), ("ע", "?"), ("ף", "f"), ("פ", "f"),
        ("ץ", "cz"), ("צ", "cz"), ("ק", "k"), ("ר", "r"), ("ש", "ws"), ("ת", "ts"),
    ]

    /// The slot of ``ConsonantSkeleton`` for one Arabic or Hebrew letter, or nil.
    static func consonantSlot(_ value: UInt32) -> UInt32? {
        guard value >= abjadLetters.lowerBound && value <= abjadLetters.upperBound else { return nil }
        let slot = consonantSlots[Int(value - abjadLetters.lowerBound)]
        return slot == 0 ? nil : slot
    }

    /// The letters of both tables lie in U+05D0 … U+06D3.
    private static let abjadLetters: ClosedRange<UInt32> = 0x5D0...0x6D3

    /// The slots by letter from U+05D0, 0 for a letter in neither table.
    private static let consonantSlots: [UInt32] = {
        var table = [UInt32](repeating: 0, count: abjadLetters.count)
        for (letter, classes) in arabicConsonants + hebrewConsonants {
            var slot: UInt32 = 0
            for byte in classes.utf8 {
                slot |= byte == 63 ? ConsonantSkeleton.optional : 1 << UInt32(byte - 97)
            }
            table[Int(letter.unicodeScalars.first!.value - abjadLetters.lowerBound)] = slot
        }
        return table
    }()
}
