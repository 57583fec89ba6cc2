import ContactModel
import Foundation

extension NameFormatter {
    /// Letters with diacritics that some languages file under their own section rather
    /// than under the base letter (Swedish `Ö` after `Z`, not under `O`).
    static let separateSectionLetters: [String: Set<Character>] = [
        "sv": ["Å", "Ä", "Ö"], "fi": ["Å", "Ä", "Ö"], "da": ["Æ", "Ø", "Å"],
        "nb": ["Æ", "Ø", "Å"], "no": ["Æ", "Ø", "Å"], "tr": ["Ç", "Ğ", "İ", "Ö", "Ş", "Ü"],
        "pl": ["Ą", "Ć", "Ę", "Ł", "Ń", "Ó", "Ś", "Ź", "Ż"], "es": ["Ñ"],
        "hu": ["Ö", "Ü"], "cs": ["Č", "Ř", "Š", "Ž"],
    ]

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
    /// without diacritics unless the language treats the letter as its own), the kana row
    /// or Hangul initial for Japanese and Korean readings, and `#` for contacts without a
    /// name or organization, or whose key starts with something else.
    ///
    /// In Chinese, a sort key that starts with a Han character (a name without a reading
    /// that the sort key left in Han: a display name only, an organization) is filed under
    /// the pinyin initial of that character, as CLDR's Chinese collation orders Han by
    /// pinyin; so every Han name gets a letter, never `#` for some and a letter for
    /// others. Japanese and Korean file Han without a reading under `#`, all of them.
    public func sectionTitle(for contact: Contact, order: NameOrder = .familyFirst) -> String {
        let name = NameParts(contact: contact)
        let hasName = name.hasCoreName || !(contact.formattedName ?? "").isEmpty
            || !contact.nickname.isEmpty || !contact.organizationName.isEmpty
        guard hasName, let first = sectionSortKey(for: contact, order: order).first else { return "#" }
        return sectionTitle(forInitial: first)
    }

    /// The key a list sorts by within its sections: ``sortKey(for:order:)``, with a leading
    /// Han part in pinyin in Chinese (`张伟` → `zhāng wěi`), so a name without a reading
    /// sorts among the other names of its letter.
    public func sectionSortKey(for contact: Contact, order: NameOrder = .familyFirst) -> String {
        let key = sortKey(for: contact, order: order)
        guard languageCode == "zh", let first = key.unicodeScalars.first, NameFormatter.isHan(first) else {
            return key
        }
        return NameFormatter.pinyin(of: key) ?? key
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
        guard scalar.properties.isAlphabetic, !NameScript(of: String(character)).isCJK else {
            return "#"
        }
        let upper = Character(String(character).uppercased(with: locale))
        if NameFormatter.separateSectionLetters[languageCode]?.contains(upper) == true {
            return String(upper)
        }
        let folded = String(upper).folding(options: .diacriticInsensitive, locale: locale)
        return folded.isEmpty ? "#" : String(folded.prefix(1))
    }

    /// The script a locale's own section letters are in (kana for Japanese, Hangul for
    /// Korean); Latin for the rest, Chinese included (its sections are pinyin letters).
    static let nativeSectionScripts: [String: NameScript] = [
        "ja": .kana, "ko": .hangul, "ru": .cyrillic, "uk": .cyrillic, "bg": .cyrillic,
        "sr": .cyrillic, "el": .greek, "ar": .arabic, "fa": .arabic, "he": .hebrew,
        "hi": .devanagari, "th": .thai,
    ]

    /// Where a section goes in a list: the locale's own script first (`あ` before `A` in
    /// Japanese), then other scripts, then `#`. Compare sort keys within the same rank.
    public func sectionRank(_ title: String) -> Int {
        if title == "#" { return 2 }
        let native = NameFormatter.nativeSectionScripts[languageCode] ?? .latin
        return NameScript(of: title) == native ? 0 : 1
    }
}
