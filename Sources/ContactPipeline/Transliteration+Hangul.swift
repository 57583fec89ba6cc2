/// Hangul in Latin letters, for matching keys only: the Revised Romanization of Korean
/// (Ministry of Culture and Tourism, Notice 2000-8), letter by letter, and the looser form a
/// Hangul name and a Latin one are compared by.
///
/// A precomposed syllable (U+AC00 가 … U+D7A3 힣) is `0xAC00 + (initial × 21 + medial) × 28 +
/// final`, so the whole table is three short lists: ``hangulInitials``, ``hangulMedials`` and
/// ``hangulFinals``. Personal names are romanized without the sound changes between
/// syllables (the Notice's rule for names), so one syllable at a time is the standard's answer.
extension Transliteration {
    /// The 19 initial consonants in Unicode order (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ);
    /// the silent ㅇ is "".
    static let hangulInitials = [
        "g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h",
    ]

    /// The 21 vowels in Unicode order (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ).
    static let hangulMedials = [
        "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we", "wi",
        "yu", "eu", "ui", "i",
    ]

    /// The 28 finals in Unicode order (none, ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ),
    /// as they sound at the end of a syllable.
    static let hangulFinals = [
        "", "k", "k", "k", "n", "n", "n", "t", "l", "k", "m", "l", "l", "l", "p", "l", "m", "p", "p", "t", "t",
        "ng", "t", "t", "k", "t", "p", "t",
    ]

    /// The precomposed Hangul syllables.
    static let hangulSyllables: ClosedRange<UInt32> = 0xAC00...0xD7A3

    /// The Revised Romanization of one precomposed syllable, or nil for any other scalar.
    static func hangul(_ value: UInt32) -> String? {
        guard hangulSyllables.contains(value) else { return nil }
        let index = Int(value - hangulSyllables.lowerBound)
        return hangulInitials[index / (21 * 28)] + hangulMedials[index / 28 % 21] + hangulFinals[index % 28]
    }

    /// Customary Latin spellings of Korean family names, by the name's Revised Romanization,
    /// the most used first: the spellings most bearers use in passports (김 Kim, 이 Lee, 박 Park,
    /// 최 Choi). The first is the name's block key (a Latin `Kim Minjun` meets `김민준`); every
    /// one is compared as the Revised Romanization (``koreanLooseForm(_:isFamilyName:)``
    /// already makes `Kim` and `Gim`, `Jung` and `Jeong` one).
    static let koreanFamilySpellings: [(String, [String])] = [
        ("gim", ["kim"]), ("i", ["lee", "yi", "rhee", "rhie", "ree", "yee", "ri"]),
        ("bak", ["park", "pak", "bahk"]), ("choe", ["choi", "choy", "chey"]), ("jeong", ["jung", "chung", "cheong"]),
        ("gang", ["kang"]), ("jo", ["cho"]), ("yun", ["yoon", "youn"]), ("jang", ["jang", "chang"]),
        ("im", ["lim", "rim"]), ("o", ["oh"]), ("seo", ["seo", "suh"]), ("sin", ["shin"]),
        ("gwon", ["kwon"]), ("an", ["ahn"]), ("go", ["ko", "koh"]), ("mun", ["moon"]),
        ("son", ["son", "sohn"]), ("baek", ["baek", "paik", "baik", "paek"]), ("heo", ["heo", "hur", "huh"]),
        ("no", ["noh", "roh"]), ("eom", ["eom", "uhm", "um"]), ("u", ["woo"]), ("ju", ["joo"]),
        ("gu", ["koo"]), ("gong", ["kong"]), ("gwak", ["kwak"]),
    ]

    /// Korean family names of two syllables: a full name written without a space starting
    /// with one of them is split after it.
    static let koreanTwoSyllableFamilyNames: Set<String> = ["남궁", "황보", "제갈", "선우", "독고", "사공", "서문"]

    /// The customary spelling of a Korean family name given in the Revised Romanization
    /// (``koreanFamilySpellings``), or the name itself.
    static func koreanCustomarySpelling(_ romanized: String) -> String {
        koreanCustomary[romanized] ?? romanized
    }

    /// The form a romanized Korean name and a Latin spelling of it meet on: letters only, the
    /// customary family-name spellings mapped to the Revised Romanization, then the spellings
    /// that older systems and common use vary on made one: `eo`, `oo`, `ou` and `wu` → `u`,
    /// `ee` → `i`, `sh` → `s`, `ch` → `j`, and `k`, `t`, `p`, `r` → `g`, `d`, `b`, `l` (the
    /// McCune–Reischauer spellings of plain consonants, and ㄹ written r or l), and an `h` after
    /// a vowel and before a consonant or the end is dropped (`Suh-joon`). So `Seo-yeon`,
    /// `Seoyeon` and `Seoyoun` meet, as do `Jihoon` and `Jihun`, `Lee` and 이 (`i`); the
    /// McCune–Reischauer vowels (`Soyeon`) do not.
    static func koreanLooseForm(_ folded: String, isFamilyName: Bool) -> String {
        var letters = String(decoding: folded.utf8.filter { $0 >= 97 && $0 <= 122 }, as: UTF8.self)
        if isFamilyName, let spelling = koreanFamilySpelling[letters] { letters = spelling }
        var output: [UInt8] = []
        output.reserveCapacity(letters.utf8.count)
        for byte in letters.utf8 {
            var byte = byte
            switch byte {
            case 107: byte = 103  // k → g
            case 116: byte = 100  // t → d
            case 112: byte = 98  // p → b
            case 114: byte = 108  // r → l
            default: break
            }
            if let last = output.last {
                switch (last, byte) {
                case (101, 111), (111, 111), (111, 117), (119, 117):  // eo, oo, ou, wu → u
                    output[output.count - 1] = 117
                    if output.count >= 2 && output[output.count - 2] == 119 { output.remove(at: output.count - 2) }  // woo → u
                    continue
                case (101, 101):  // ee → i
                    output[output.count - 1] = 105
                    continue
                case (115, 104):  // sh → s
                    continue
                case (99, 104):  // ch → j
                    output[output.count - 1] = 106
                    continue
                default: break
                }
            }
            output.append(byte)
        }
        // An h that only lengthens a vowel (`Suh`, `Ahn`, `Uhm`: after a vowel, before a
        // consonant or at the end) is left out.
        var index = 1
        while index < output.count {
            if output[index] == 104, isVowel(output[index - 1]), index + 1 == output.count || !isVowel(output[index + 1]) {
                output.remove(at: index)
            } else {
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isVowel(_ byte: UInt8) -> Bool {
        byte == 97 || byte == 101 || byte == 105 || byte == 111 || byte == 117
    }

    private static let koreanCustomary: [String: String] = {
        var table: [String: String] = [:]
        for (romanized, spellings) in koreanFamilySpellings { table[romanized] = spellings[0] }
        return table
    }()

    private static let koreanFamilySpelling: [String: String] = {
        var table: [String: String] = [:]
        for (romanized, spellings) in koreanFamilySpellings {
            for spelling in spellings { table[spelling] = romanized }
        }
        return table
    }()
}
