/// Folds text for comparison: case, width and diacritics removed, non-Latin scripts
/// transliterated where a table exists, punctuation dropped, words separated by one space.
///
/// Folding is for keys only; no normalizer writes folded text back into a contact.
/// `"Ｍüller-Lüdenscheidt"`, `"MULLER LUDENSCHEIDT"` and `"Мюллер"`-style spellings meet
/// on forms like `"muller ludenscheidt"`.
public enum TextFolding {
    /// The folded form of `text`: lower-case ASCII letters and digits where the script has
    /// a Latin transliteration, other letters lower-cased, words separated by single spaces.
    public static func fold(_ text: String) -> String {
        foldASCII(text) ?? foldScalars(text)
    }

    /// ``fold(_:)`` of ASCII text, byte by byte; nil for any other text.
    static func foldASCII(_ text: String) -> String? {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for var byte in text.utf8 {
            if byte >= 65 && byte <= 90 { byte += 32 }
            if (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                if pendingSpace && !output.isEmpty { output.append(32) }
                pendingSpace = false
                output.append(byte)
            } else if byte != 39 && byte != 46 {
                // Apostrophes and periods join; anything else separates words.
                pendingSpace = true
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// ``fold(_:)`` of any text, scalar by scalar.
    static func foldScalars(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 4)
        var pendingSpace = false
        var previousKanaVowel: UInt8 = 0
        // A vowel dropped as a long vowel, written back if a vowel follows (いのうえ → inoue).
        var droppedVowel: UInt8 = 0
        var pendingDouble = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // ASCII fast path.
            if value < 0x80 {
                previousKanaVowel = 0
                droppedVowel = 0
                var byte = UInt8(value)
                if byte >= 65 && byte <= 90 { byte += 32 }
                if (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) {
                    if pendingSpace && !output.isEmpty { output.append(32) }
                    pendingSpace = false
                    output.append(byte)
                } else if byte == 39 || byte == 46 {
                    // Apostrophes and periods join (O'Brien → obrien, J.R. → jr).
                    continue
                } else {
                    pendingSpace = true
                }
                continue
            }
            let replacement: String?
            if value >= 0xFF01 && value <= 0xFF5E, let ascii = Unicode.Scalar(value - 0xFEE0) {
                replacement = String(Character(ascii))
            } else if value >= 0x0300 && value <= 0x036F {
                continue  // combining diacritical marks
            } else if value == 0x3000 {
                replacement = " "
            } else if let kana = Transliteration.kana(value) {
                // Long vowels written out in kana (おう, うう) are dropped, as Hepburn without
                // macrons does: たろう → taro; but not before another vowel, where the う
                // begins a syllable of its own: いのうえ → inoue.
                let vowel = kana.utf8.last ?? 0
                if kana.utf8.count == 1, (previousKanaVowel == 111 && (vowel == 117 || vowel == 111))
                    || (previousKanaVowel == 117 && vowel == 117)
                {
                    droppedVowel = vowel
                    continue
                }
                if kana.utf8.count == 1 && droppedVowel != 0 { output.append(droppedVowel) }
                droppedVowel = 0
                let hiragana = value >= 0x30A1 ? value - 0x60 : value
                if hiragana == 0x3083 || hiragana == 0x3085 || hiragana == 0x3087,
                    output.last == 105
                {
                    // Small ya, yu, yo after an i-syllable: き + ゃ → kya, し + ゃ → sha.
                    output.removeLast()
                    let count = output.count
                    let afterPalatal = output.last == 106
                        || (count >= 2 && output[count - 1] == 104
                            && (output[count - 2] == 115 || output[count - 2] == 99))
                    if !afterPalatal { output.append(121) }
                    output.append(vowel)
                    previousKanaVowel = vowel
                    continue
                }
                if kana.isEmpty {
                    pendingDouble = true  // small tsu doubles the next consonant
                    previousKanaVowel = 0
                    continue
                }
                if pendingDouble, let first = kana.utf8.first {
                    if pendingSpace && !output.isEmpty { output.append(32) }
                    pendingSpace = false
                    output.append(first)
                }
                pendingDouble = false
                previousKanaVowel = vowel
                replacement = kana
            } else if value == 0x30FC {
                continue  // katakana long vowel mark
            } else {
                previousKanaVowel = 0
                droppedVowel = 0
                replacement = Transliteration.latin(value)
            }
            if let replacement {
                for var byte in replacement.utf8 {
                    if byte == 32 { pendingSpace = true; continue }
                    if byte >= 65 && byte <= 90 { byte += 32 }
                    if byte < 0x80 && !((byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57)) {
                        pendingSpace = true
                        continue
                    }
                    if pendingSpace && !output.isEmpty { output.append(32) }
                    pendingSpace = false
                    output.append(byte)
                }
                continue
            }
            let properties = scalar.properties
            if properties.isAlphabetic || properties.numericType != nil {
                if pendingSpace && !output.isEmpty { output.append(32) }
                pendingSpace = false
                if properties.changesWhenLowercased {
                    output.append(contentsOf: properties.lowercaseMapping.utf8)
                } else {
                    output.append(contentsOf: String(Character(scalar)).utf8)
                }
            } else if properties.generalCategory == .nonspacingMark {
                continue
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether `text` contains `character` (a space or a comma), as
    /// `text.contains(String(character))` says; searched by byte unless the byte is there in
    /// text that is not ASCII.
    ///
    /// In UTF-8 an ASCII byte stands only for its own scalar, and no other text is canonically
    /// equivalent to a space or a comma: text without the byte does not contain the
    /// character. In ASCII text, where each byte is one character but CR LF, the byte is the
    /// character. Elsewhere it may be part of a character (a comma and a combining accent),
    /// so the text is searched as text.
    static func contains(_ text: String, _ character: Unicode.Scalar) -> Bool {
        let byte = UInt8(character.value)
        guard text.utf8.contains(byte) else { return false }
        return text.utf8.allSatisfy { $0 < 0x80 } || text.contains(String(character))
    }

    /// Whether `text` contains `part`, as `text.contains(part)` says; searched by byte when
    /// both are printable ASCII (a family name in an e-mail's local part, `Unifier`).
    ///
    /// In printable ASCII each byte is one character (no CR LF, no combining mark), and no
    /// other text is canonically equivalent to it: `part` is in `text` as characters exactly
    /// when its bytes are. Anything else, and an empty `part`, is searched as text.
    static func contains(_ text: String, _ part: String) -> Bool {
        let isPrintableASCII = { (text: String) in text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        guard !part.isEmpty, isPrintableASCII(text), isPrintableASCII(part) else { return text.contains(part) }
        let text = Array(text.utf8)
        let part = Array(part.utf8)
        guard part.count <= text.count else { return false }
        for start in 0...(text.count - part.count) where text[start] == part[0] {
            if text[start..<(start + part.count)].elementsEqual(part) { return true }
        }
        return false
    }

    /// The words of `text` between spaces, as `text.split(separator: " ")` gives them; ASCII
    /// text is cut on bytes.
    static func spaceSeparatedWords(_ text: String) -> [Substring] {
        spaceSeparatedWords(text, isASCII: text.utf8.allSatisfy { $0 < 0x80 })
    }

    /// ``spaceSeparatedWords(_:)`` of text the caller knows to be ASCII (`isASCII`) or not.
    ///
    /// In ASCII each byte is one character but CR LF, and a space joins no other byte into a
    /// character, so the words cut on bytes are those cut by characters, without breaking
    /// the text into characters. Other text is cut by characters: there a space followed by
    /// a combining mark is one character, no space.
    static func spaceSeparatedWords(_ text: String, isASCII: Bool) -> [Substring] {
        guard isASCII else { return text.split(separator: " ") }
        return text.utf8.split(separator: 0x20).map { Substring($0) }
    }

    /// The words of the folded form.
    public static func words(_ text: String) -> [Substring] {
        fold(text).split(separator: " ")
    }

    /// Whether every letter of the folded form is ASCII (the text has a Latin form).
    public static func isLatin(_ folded: String) -> Bool {
        folded.utf8.allSatisfy { $0 < 0x80 }
    }

    /// A 64-bit FNV-1a hash of UTF-8 bytes: stable across runs, unlike `Hasher`.
    @inline(__always)
    public static func stableHash<S: Sequence>(_ bytes: S, seed: UInt64 = 0) -> UInt64
    where S.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}
