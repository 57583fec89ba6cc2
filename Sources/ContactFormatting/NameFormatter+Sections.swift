import ContactModel
import Foundation

extension NameFormatter {
    /// The Latin letters an index files under another label than their plain upper-case
    /// letter, by language (`root` for all): Swedish `Ö` and `Ø` under `Ö` after `Z`, `Ø`
    /// under `O` in English, Turkish `i` under `İ`. Generated from CLDR (see
    /// `LatinSections+Generated.swift`).
    static let latinSectionLabels: [String: [Character: String]] = generatedLatinSectionLabels.mapValues { text in
        var table: [Character: String] = [:]
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let letter = token.first else { continue }
            table[letter] = String(token.dropFirst())
        }
        return table
    }

    /// The two- and three-letter beginnings a language's index files apart (Danish `aa` under
    /// `Å`, Hungarian `cs` under `CS`, Czech `ch` under `CH`), lower case, by language.
    static let latinPrefixLabels: [String: [String: String]] = generatedLatinPrefixLabels.mapValues { text in
        var table: [String: String] = [:]
        for token in text.split(separator: " ") {
            let parts = token.split(separator: "=")
            if parts.count == 2 { table[String(parts[0])] = String(parts[1]) }
        }
        return table
    }

    /// The heads of the Japanese kana rows (あ か さ た な は ま や ら わ), by the last
    /// hiragana code point each row covers.
    static let kanaRows: [(last: UInt32, head: String)] = [
        (0x304A, "あ"), (0x3054, "か"), (0x305E, "さ"), (0x3069, "た"), (0x306E, "な"),
        (0x307D, "は"), (0x3082, "ま"), (0x3088, "や"), (0x308D, "ら"), (0x3096, "わ"),
    ]

    /// The Hangul initial consonants that head Korean sections, by syllable block order
    /// (double consonants file under their single one).
    static let hangulInitials: [Character] = [
        "ㄱ", "ㄱ", "ㄴ", "ㄷ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅂ", "ㅅ", "ㅅ", "ㅇ", "ㅈ", "ㅈ", "ㅊ",
        "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    /// The section a contact is listed under: the first letter of its sort key (upper-case,
    /// without diacritics unless the language files the letter on its own, as CLDR's index
    /// for the language does: Swedish `Ö`, `Ø` under `O` in English; Danish `Aa` under `Å`,
    /// Hungarian `Cs` under `CS`), the kana row
    /// or Hangul initial for Japanese and Korean readings, and `#` for contacts without a
    /// name or organization, or whose key starts with something else.
    ///
    /// A sort key that starts with a Han character (a name without a reading) is filed as
    /// the locale's CLDR collation orders Han: under the pinyin initial of that character
    /// in Simplified Chinese (`张` → `Z`), under its total stroke count in Traditional
    /// Chinese and Cantonese (`張` → `11劃`), under the Hangul initial of its reading in
    /// Korean (`李` → `ㄹ`, `#` for the few Han the Korean collation gives no reading),
    /// and under `#` in Japanese and the other languages, all of them.
    public func sectionTitle(for contact: Contact, order: NameOrder = .familyFirst) -> String {
        let name = NameParts(contact: contact)
        let hasName = name.hasCoreName || !(contact.formattedName ?? "").isEmpty
            || !contact.nickname.isEmpty || !contact.organizationName.isEmpty
        let key = sectionSortKey(for: contact, order: order)
        guard hasName, let first = key.first else { return "#" }
        if let prefixes = NameFormatter.latinPrefixLabels[languageCode] {
            let start = key.prefix(3).lowercased()
            for length in [3, 2] where start.count >= length {
                if let label = prefixes[String(start.prefix(length))] { return label }
            }
        }
        return sectionTitle(forInitial: first)
    }

    /// The key a list sorts by within its sections: the name parts in `order` (family name
    /// first by default), each replaced by its reading when it has one, else the display
    /// name. Han stays Han: the locale's collation orders it (by pinyin in Simplified
    /// Chinese, by stroke count in Traditional Chinese, by reading in Korean), as ICU's
    /// collator does, which a romanized key would not (`zhāng wěi` splits syllables).
    public func sectionSortKey(for contact: Contact, order: NameOrder = .familyFirst) -> String {
        collationKey(for: contact, order: order, romanizingHan: false)
    }

    /// Whether the locale's collation orders Han by pinyin: Chinese, but for Traditional
    /// Chinese, which orders it by stroke count.
    var ordersHanByPinyin: Bool {
        languageCode == "zh" && hanSections == nil
    }

    /// The locale's Han sections by its collation (strokes, Korean readings), if it has them.
    var hanSections: HanSectionIndex? {
        HanSectionIndex.forLanguage(LanguageKey.key(for: locale))
    }

    /// Whether a code point is a Han ideograph (CJK Unified Ideographs and extensions,
    /// compatibility ideographs). Dedupe's pinyin keys use it too.
    package static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isUnifiedIdeograph || (0xF900...0xFAFF).contains(scalar.value)
            || (0x2F800...0x2FA1F).contains(scalar.value)
    }

    /// Han text in pinyin with tone marks, by the platform's CLDR `Han-Latin` transform (the
    /// same CLDR data as the pinyin collation); nil when the transform leaves it in Han.
    static func pinyin(of text: String) -> String? {
        guard let latin = text.applyingTransform(.toLatin, reverse: false),
              let first = latin.unicodeScalars.first, !isHan(first)
        else { return nil }
        return latin
    }

    func sectionTitle(forInitial character: Character) -> String {
        guard let scalar = character.unicodeScalars.first else { return "#" }
        let value = scalar.value
        if (0x3041...0x3096).contains(value) || (0x30A1...0x30F6).contains(value) {
            let hiragana = value >= 0x30A1 ? value - 0x60 : value
            return NameFormatter.kanaRows.first { hiragana <= $0.last }?.head ?? "#"
        }
        if (0xAC00...0xD7A3).contains(value) {
            return String(NameFormatter.hangulInitials[Int((value - 0xAC00) / 588)])
        }
        if NameFormatter.isHan(scalar) {
            if let sections = hanSections { return sections.label(for: scalar) }
            if ordersHanByPinyin, let latin = NameFormatter.pinyin(of: String(character))?.first {
                return sectionTitle(forInitial: latin)
            }
        }
        guard scalar.properties.isAlphabetic, !NameScript(of: String(character)).isCJK else {
            return "#"
        }
        let tables = NameFormatter.latinSectionLabels
        if let label = tables[languageCode]?[character] ?? tables["root"]?[character] { return label }
        let upper = String(character).uppercased(with: locale)
        let folded = upper.folding(options: .diacriticInsensitive, locale: locale)
        return folded.isEmpty ? "#" : String(folded.prefix(1))
    }

    /// The script a locale's own section letters are in (kana for Japanese, Hangul for
    /// Korean, Han stroke counts for Traditional Chinese and Cantonese), by language key;
    /// Latin for the rest, Simplified Chinese included (its sections are pinyin letters).
    static let nativeSectionScripts: [String: NameScript] = [
        "ja": .kana, "ko": .hangul, "zh-Hant": .han, "yue": .han, "ru": .cyrillic, "uk": .cyrillic, "bg": .cyrillic,
        "sr": .cyrillic, "el": .greek, "ar": .arabic, "fa": .arabic, "he": .hebrew,
        "hi": .devanagari, "th": .thai,
    ]

    /// Where a section goes in a list: the locale's own script first (`あ` before `A` in
    /// Japanese, stroke counts before `A` in Traditional Chinese), then other scripts, then
    /// `#`. Within a rank, ``sectionPosition(_:)`` orders the sections, then sort keys.
    public func sectionRank(_ title: String) -> Int {
        if title == "#" { return 2 }
        let native = NameFormatter.nativeSectionScripts[LanguageKey.key(for: locale)] ?? .latin
        return NameScript(of: title) == native ? 0 : 1
    }

    /// Where a section goes among those of its rank: the position of its label in the
    /// locale's Han index (`2劃` before `10劃`, which the sort keys alone need not give);
    /// 0 for the rest, which their sort keys order.
    public func sectionPosition(_ title: String) -> Int {
        hanSections?.rank(of: title) ?? 0
    }

}
