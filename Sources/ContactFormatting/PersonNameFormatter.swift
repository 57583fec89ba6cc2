import Foundation

/// Formats a ``PersonName`` in its long, referring, formal form by CLDR's person-name data
/// and the formatting process of UTS #35, part 8:
///
/// 1. The name locale is the name's own language, else the language its script suggests
///    (Hangul: `ko`, kana: `ja`, Han: `zh`, or `ja` when formatting in Japanese), else, for a
///    name in the formatting locale's script, the formatting locale's language.
/// 2. When the name's script is not one the formatting locale writes (a Chinese name in
///    English), the name locale's data formats it instead.
/// 3. The order is surname first when the name locale's language is one of
///    `nameOrderLocales order="surnameFirst"`, given first otherwise.
/// 4. The pattern is filled, empty fields dropped with their literal text; spaces become the
///    formatting locale's `foreignSpaceReplacement` when the name's language is not the
///    formatting locale's (`ジョン・スミス`, `约翰·史密斯`).
public struct PersonNameFormatter: Sendable {
    /// The locale the name is shown in.
    public var locale: Locale

    /// Creates a formatter for a locale.
    public init(locale: Locale) {
        self.locale = locale
    }

    /// Whether CLDR data for the locale (or for the name's own locale) is in the table.
    public static func hasData(for locale: Locale) -> Bool {
        PersonNameData.entries[LanguageKey.key(for: locale)] != nil
    }

    /// The name's full form, or nil when neither the formatting locale nor the name's own
    /// locale has data in the table. `order` replaces the derived order when given.
    public func fullName(_ name: PersonName, order: NameOrder? = nil) -> String? {
        let formatting = LanguageKey.key(for: locale)
        let script = name.script
        let nameLanguage = Self.nameLanguage(of: name, script: script, formatting: formatting)
        var formattingKey = formatting
        if !Self.writes(formatting, script: script) {
            let ownKey = Self.dataKey(forLanguage: nameLanguage)
            formattingKey = Self.writes(ownKey, script: script) ? ownKey : Self.dataKey(for: script, formatting: formatting)
        }
        guard let entry = PersonNameData.entries[formattingKey] else { return nil }
        let surnameFirst = order.map { $0 == .familyFirst }
            ?? PersonNameData.surnameFirstLanguages.contains(nameLanguage)
        let pattern = surnameFirst ? entry.surnameFirst : entry.givenFirst
        var text = pattern.fill(name.values)
        let formattingLanguage = formattingKey.split(separator: "-").first.map(String.init) ?? formattingKey
        let replacement = nameLanguage == formattingLanguage
            ? entry.nativeSpaceReplacement : entry.foreignSpaceReplacement
        if replacement != " " {
            text = text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: replacement)
        }
        return text
    }

    /// The name's language: its own locale's, else by script.
    static func nameLanguage(of name: PersonName, script: NameScript, formatting: String) -> String {
        if let locale = name.locale, !locale.isEmpty {
            let subtags = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
            let language = subtags.first ?? ""
            if !language.isEmpty, language != "und" { return language }
            // `und-Latn`: a name of unknown language in a script's likely language.
            if subtags.count > 1, let script = scriptSubtags[subtags[1]] {
                return likelyLanguage[script] ?? "en"
            }
        }
        let formattingLanguage = formatting.split(separator: "-").first.map(String.init) ?? formatting
        switch script {
        case .kana: return "ja"
        case .hangul: return "ko"
        case .han: return formattingLanguage == "ja" ? "ja" : "zh"
        default:
            return writes(formatting, script: script) ? formattingLanguage : likelyLanguage[script] ?? "en"
        }
    }

    /// ISO 15924 codes (lower-cased) of the scripts a name locale may give.
    static let scriptSubtags: [String: NameScript] = [
        "latn": .latin, "cyrl": .cyrillic, "grek": .greek, "arab": .arabic, "hebr": .hebrew,
        "deva": .devanagari, "thai": .thai,
    ]

    /// The language a script suggests when the formatting locale does not write it.
    static let likelyLanguage: [NameScript: String] = [
        .latin: "en", .cyrillic: "ru", .greek: "el", .arabic: "ar", .hebrew: "he",
        .devanagari: "hi", .thai: "th",
    ]

    /// The scripts each table locale writes (CLDR likely scripts: Jpan covers Han and kana,
    /// Kore covers Hangul and Han).
    static let scriptsByLocale: [String: Set<NameScript>] = [
        "ja": [.han, .kana], "zh-Hans": [.han], "zh-Hant": [.han], "ko": [.hangul, .han],
        "ru": [.cyrillic], "ar": [.arabic], "hi": [.devanagari], "th": [.thai],
    ]

    /// Whether the formatting locale writes names in the script (Latin for the rest).
    static func writes(_ key: String, script: NameScript) -> Bool {
        (scriptsByLocale[key] ?? [.latin]).contains(script)
    }

    /// The table key for a name locale's language (`zh` is `zh-Hans`).
    static func dataKey(forLanguage language: String) -> String {
        language == "zh" ? "zh-Hans" : language
    }

    /// The table key of the locale a script is most likely written in (kana: `ja`; Han:
    /// `ja` when formatting in Japanese, else `zh-Hans`; Hangul: `ko`; Latin: `en`).
    static func dataKey(for script: NameScript, formatting: String) -> String {
        switch script {
        case .kana: return "ja"
        case .hangul: return "ko"
        case .han: return formatting == "ja" ? "ja" : (formatting == "zh-Hant" ? "zh-Hant" : "zh-Hans")
        default: return dataKey(forLanguage: likelyLanguage[script] ?? "en")
        }
    }
}

extension PersonNameFormatter {
    /// Fills any CLDR pattern (`{surname}, {given}`) with a name's fields, dropping empty
    /// fields and their literal text as the formatter does.
    public static func fill(_ pattern: String, with name: PersonName) -> String {
        NamePattern(pattern).fill(name.values)
    }
}
