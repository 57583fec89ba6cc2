/// Latin forms of letters from other scripts, for matching keys only.
///
/// The tables are data, one place each: Latin letters with diacritics (``latinGroups``),
/// Cyrillic and Greek (``cyrillic``, ``greek``, in alphabet order) and the Japanese kana
/// (``kanaSyllables``, in the order of the hiragana block). Scripts that do not fold (Han,
/// Hangul, Arabic, Hebrew) are compared as they are, or through the contact's phonetic name;
/// against a Latin name, Han is also spelled in pinyin and Hangul in the Revised Romanization
/// (`MatchKeyBuilder+LatinSpelling.swift`, `Transliteration+Hangul.swift`), and Arabic and Hebrew are
/// compared on their consonants (`Transliteration+Abjad.swift`, ``ConsonantSkeleton``).
enum Transliteration {
    /// The Latin form of one scalar, or nil when there is none.
    static func latin(_ value: UInt32) -> String? {
        if value >= 0xC0 && value < 0x250 { return latinTable[Int(value - 0xC0)] }
        if value >= 0x400 && value < 0x460 { return cyrillicTable[Int(value - 0x400)] }
        if value >= 0x386 && value < 0x3D0 { return greekTable[Int(value - 0x386)] }
        return nil
    }

    /// The romanization of a hiragana or katakana scalar ("" for the small tsu), or nil.
    static func kana(_ value: UInt32) -> String? {
        var offset = value
        if value >= 0x30A1 && value <= 0x30F6 { offset = value - 0x60 }
        guard offset >= 0x3041 && offset <= 0x3096 else { return nil }
        return kanaTable[Int(offset - 0x3041)]
    }

    /// Base letters and the accented letters that fold to them (both cases).
    static let latinGroups: [(String, String)] = [
        ("a", "ÀÁÂÃÄÅàáâãäåĀāĂăĄąǍǎ"), ("ae", "Ææ"), ("c", "ÇçĆćĈĉĊċČč"),
        ("d", "ĎďĐđÐð"), ("e", "ÈÉÊËèéêëĒēĔĕĖėĘęĚě"), ("g", "ĜĝĞğĠġĢģ"),
        ("h", "ĤĥĦħ"), ("i", "ÌÍÎÏìíîïĨĩĪīĬĭĮįİıǏǐ"), ("ij", "Ĳĳ"), ("j", "Ĵĵ"),
        ("k", "Ķķ"), ("l", "ĹĺĻļĽľĿŀŁł"), ("n", "ÑñŃńŅņŇňŉ"),
        ("o", "ÒÓÔÕÖØòóôõöøŌōŎŏŐőǑǒ"), ("oe", "Œœ"), ("r", "ŔŕŖŗŘř"),
        ("s", "ŚśŜŝŞşŠšſ"), ("ss", "ß"), ("t", "ŢţŤťŦŧ"), ("th", "Þþ"),
        ("u", "ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųǓǔǕǖǗǘǙǚǛǜ"), ("w", "Ŵŵ"), ("y", "ÝýÿŶŷŸ"),
        ("z", "ŹźŻżŽž"),
    ]

    /// Russian, Ukrainian and Belarusian letters, lower case, with their Latin forms.
    static let cyrillic: [(Character, String)] = [
        ("а", "a"), ("б", "b"), ("в", "v"), ("г", "g"), ("д", "d"), ("е", "e"), ("ё", "e"),
        ("ж", "zh"), ("з", "z"), ("и", "i"), ("й", "y"), ("к", "k"), ("л", "l"), ("м", "m"),
        ("н", "n"), ("о", "o"), ("п", "p"), ("р", "r"), ("с", "s"), ("т", "t"), ("у", "u"),
        ("ф", "f"), ("х", "kh"), ("ц", "ts"), ("ч", "ch"), ("ш", "sh"), ("щ", "shch"),
        ("ъ", ""), ("ы", "y"), ("ь", ""), ("э", "e"), ("ю", "yu"), ("я", "ya"),
        ("є", "ye"), ("і", "i"), ("ї", "yi"), ("ґ", "g"), ("ў", "u"),
    ]

    /// Greek letters, lower case, with their Latin forms.
    static let greek: [(Character, String)] = [
        ("α", "a"), ("β", "v"), ("γ", "g"), ("δ", "d"), ("ε", "e"), ("ζ", "z"), ("η", "i"),
        ("θ", "th"), ("ι", "i"), ("κ", "k"), ("λ", "l"), ("μ", "m"), ("ν", "n"), ("ξ", "x"),
        ("ο", "o"), ("π", "p"), ("ρ", "r"), ("σ", "s"), ("ς", "s"), ("τ", "t"), ("υ", "y"),
        ("φ", "f"), ("χ", "ch"), ("ψ", "ps"), ("ω", "o"), ("ά", "a"), ("έ", "e"), ("ή", "i"),
        ("ί", "i"), ("ό", "o"), ("ύ", "y"), ("ώ", "o"), ("ϊ", "i"), ("ϋ", "y"),
    ]

    /// Hepburn romanization of U+3041 ぁ through U+3096 ゖ, in block order.
    static let kanaSyllables: [String] = [
        "a", "a", "i", "i", "u", "u", "e", "e", "o", "o",
        "ka", "ga", "ki", "gi", "ku", "gu", "ke", "ge", "ko", "go",
        "sa", "za", "shi", "ji", "su", "zu", "se", "ze", "so", "zo",
        "ta", "da", "chi", "ji", "", "tsu", "zu", "te", "de", "to", "do",
        "na", "ni", "nu", "ne", "no",
        "ha", "ba", "pa", "hi", "bi", "pi", "fu", "bu", "pu", "he", "be", "pe", "ho", "bo", "po",
        "ma", "mi", "mu", "me", "mo",
        "ya", "ya", "yu", "yu", "yo", "yo",
        "ra", "ri", "ru", "re", "ro",
        "wa", "wa", "i", "e", "o", "n", "vu", "ka", "ke",
    ]

    private static let latinTable: [String?] = {
        var table = [String?](repeating: nil, count: 0x250 - 0xC0)
        for (base, letters) in latinGroups {
            for scalar in letters.unicodeScalars where scalar.value >= 0xC0 && scalar.value < 0x250 {
                table[Int(scalar.value - 0xC0)] = base
            }
        }
        return table
    }()

    private static let cyrillicTable: [String?] = {
        var table = [String?](repeating: nil, count: 0x60)
        for (letter, latin) in cyrillic {
            for scalar in (String(letter) + String(letter).uppercased()).unicodeScalars
            where scalar.value >= 0x400 && scalar.value < 0x460 {
                table[Int(scalar.value - 0x400)] = latin
            }
        }
        return table
    }()

    private static let greekTable: [String?] = {
        var table = [String?](repeating: nil, count: 0x3D0 - 0x386)
        for (letter, latin) in greek {
            for scalar in (String(letter) + String(letter).uppercased()).unicodeScalars
            where scalar.value >= 0x386 && scalar.value < 0x3D0 {
                table[Int(scalar.value - 0x386)] = latin
            }
        }
        return table
    }()

    private static let kanaTable: [String] = kanaSyllables
}
