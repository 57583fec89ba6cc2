import ContactModel
import Foundation

extension NameFormatter {
    /// Suffixes that are honorifics written after a CJK name (`様`, `さん`, `先生`, `씨`):
    /// CLDR's title, which Japanese and Chinese place after the name.
    static let honorificSuffixes: Set<String> = [
        "様", "さま", "さん", "殿", "先生", "君", "くん", "ちゃん", "氏", "女士", "小姐", "太太",
        "博士", "教授", "씨", "님", "선생님",
    ]

    /// Suffixes that name a generation (CLDR's `generation`); any other suffix is taken as
    /// credentials (`MD`, `Ph.D.`).
    static let generationSuffixes: Set<String> = [
        "jr", "jr.", "sr", "sr.", "ii", "iii", "iv", "v", "fils", "père", "ifj.", "id.",
        "мл.", "ст.", "júnior", "junior", "neto", "filho", "ジュニア", "二世", "三世", "주니어",
    ]

    /// The contact's name in CLDR's fields: the second surname is `surname2`; a generation
    /// the contact keeps apart is `generation`, its suffix then `credentials`, and a suffix
    /// alone is sorted by what it says (an honorific, a generation or credentials). A name
    /// written wholly in katakana, or a Han or Hangul name whose family name is longer than
    /// any Chinese or Korean surname, with no language of its own, is taken as a foreign name
    /// (how Japanese, Chinese and Korean write foreign names), not as one in the script's
    /// language.
    func personName(_ name: NameParts) -> PersonName {
        var result = PersonName(
            title: name.prefix, given: name.given, given2: name.middle, surname: name.family,
            surname2: name.secondaryFamily, generation: name.generation, locale: name.language)
        let suffix = name.suffix
        if !name.generation.isEmpty {
            result.credentials = suffix
        } else if !suffix.isEmpty {
            if NameFormatter.honorificSuffixes.contains(suffix), result.title.isEmpty {
                result.title = suffix
            } else if NameFormatter.generationSuffixes.contains(suffix.lowercased()) {
                result.generation = suffix
            } else {
                result.credentials = suffix
            }
        }
        if result.locale == nil, looksForeign(name) { result.locale = "und-Latn" }
        (result.surnamePrefix, result.surname) = Self.splitSurnamePrefix(
            name.family, sortKey: name.familySortKey, secondaryFamily: name.secondaryFamily)
        return result
    }

    /// A family name's prefix apart from its core, as CLDR's `surname-prefix` and
    /// `surname-core`. When vCard's `N` says how the family name sorts (`SORT-AS`, RFC 6350
    /// section 5.9) and the family name ends with that sort key after whole words (`वॉन
    /// वॉटसन` sorted as `वॉटसन`, `van der Harten` as `Harten`; a sort key that also holds the
    /// second surname counts without it), the words before it are the prefix: this works in
    /// every script, cased or not. Otherwise the lower-case particles are taken as the prefix
    /// (``splitSurnamePrefix(_:)``).
    static func splitSurnamePrefix(
        _ family: String, sortKey: String?, secondaryFamily: String = ""
    ) -> (prefix: String, core: String) {
        if var key = sortKey, !key.isEmpty {
            if !secondaryFamily.isEmpty, key.hasSuffix(" " + secondaryFamily) {
                key.removeLast(secondaryFamily.count + 1)
            }
            if family.count > key.count, family.hasSuffix(" " + key) {
                let prefix = family.dropLast(key.count + 1).trimmingCharacters(in: .whitespaces)
                if !prefix.isEmpty { return (prefix, key) }
            }
        }
        return splitSurnamePrefix(family)
    }

    /// A family name's lower-case particles apart from its core (`von Brühl` → `von`,
    /// `Brühl`; `van den Berg` → `van den`, `Berg`), as CLDR's `surname-prefix` and
    /// `surname-core`: the leading words that are wholly lower-case letters, when a word
    /// with a capital follows. Scripts without case (Arabic, Han, Devanagari) are split
    /// only by a sort key (``splitSurnamePrefix(_:sortKey:secondaryFamily:)``).
    static func splitSurnamePrefix(_ family: String) -> (prefix: String, core: String) {
        let words = family.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count > 1 else { return ("", family) }
        let particles = words.prefix { word in
            word.allSatisfy { $0.isLetter && $0.isLowercase }
        }
        guard !particles.isEmpty, particles.count < words.count,
              words[particles.count].first?.isUppercase == true else { return ("", family) }
        return (particles.joined(separator: " "), words.dropFirst(particles.count).joined(separator: " "))
    }

    /// Whether a CJK-script name without a language is a foreign name transliterated.
    func looksForeign(_ name: NameParts) -> Bool {
        switch name.script {
        case .kana:
            let parts = [name.given, name.family].filter { !$0.isEmpty }
            return !parts.isEmpty && parts.allSatisfy { NameScript.isKatakana($0) }
        case .hangul:
            return name.family.count > 2
        case .han:
            return languageCode != "ja" && name.family.count > 2 && !name.family.contains("々")
        default:
            return false
        }
    }
}

extension NameFormatter {
    /// The contact's name in the CLDR form `formatter` asks for (any length, usage,
    /// formality and order; the nickname is the informal given name), in the formatter's
    /// locale; ``order`` applies when `formatter` derives the order. Apple's full name when
    /// ContactKit has no CLDR data for the name, empty when the contact has no name parts.
    public func string(from contact: Contact, using formatter: PersonNameFormatter) -> String {
        let parts = NameParts(contact: contact)
        guard parts.hasCoreName else { return "" }
        var name = personName(parts)
        name.givenInformal = parts.nickname
        var cldr = formatter
        if cldr.displayOrder == .automatic, let order {
            cldr.displayOrder = order == .familyFirst ? .surnameFirst : .givenFirst
        }
        return cldr.string(from: name) ?? appleFullName(parts)
    }
}
