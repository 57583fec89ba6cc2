import Foundation

/// Formats a ``PersonName`` by CLDR's person-name data and the formatting process of UTS #35,
/// part 8, in any length (long, medium, short), usage (referring, addressing, monogram),
/// formality (formal, informal) and order (the name's own, given first, surname first, or
/// CLDR's `sorting` form):
///
/// 1. The name locale is the name's own language, else the language its script suggests
///    (Hangul: `ko`, kana: `ja`, Han: `zh`, or `ja` when formatting in Japanese), else, for a
///    name in the formatting locale's script, the formatting locale's language.
/// 2. When the name's script is not one the formatting locale writes (a Chinese name in
///    English), the name locale's data formats it instead.
/// 3. The order is the formatting locale's `nameOrderLocales` entry for the name locale (the
///    full ID, then its language, then `und`), unless an order is asked.
/// 4. Among the patterns of the combination, the one that places the most fields the name
///    has wins (then the one with the fewest it lacks, then the first). A name without a
///    surname whose pattern has no given name, or only its initial, is formatted with the
///    given name as the surname (`Zendaya`, not an empty string).
/// 5. The pattern is filled, each field changed by its modifiers (`informal`, `prefix`,
///    `core`, `initial` by the locale's initial patterns, `retain` keeping a hyphen between
///    initials, `monogram`, `allCaps`, `initialCap`), empty fields dropped with their literal
///    text; spaces become the formatting locale's `foreignSpaceReplacement` when the name's
///    language is not the formatting locale's (`ジョン・スミス`, `约翰·史密斯`), and its
///    `nativeSpaceReplacement` when it is (nothing, in Japanese, Chinese and Korean).
public struct PersonNameFormatter: Sendable {
    /// How much of the name is shown: CLDR's `length`.
    public enum Length: String, Sendable, CaseIterable {
        /// Every part the pattern names (`Mr. Bertram Wilberforce Wooster Jr.`).
        case long
        /// The usual parts, often without the middle name (`Bertram W. Wooster`).
        case medium
        /// The fewest parts, with initials where the locale uses them (`B. Wooster`).
        case short
    }
    /// What the name is for: CLDR's `usage` (`addressing` is how one speaks to the person,
    /// `monogram` the initials).
    public enum Usage: String, Sendable, CaseIterable {
        /// Speaking about the person (`Bertram Wooster`).
        case referring
        /// Speaking to the person (`Mr. Wooster`, `Bertie`).
        case addressing
        /// The initials (`BWW`).
        case monogram
    }
    /// CLDR's `formality`.
    public enum Formality: String, Sendable, CaseIterable {
        /// The name as written, with title and credentials where the pattern has them.
        case formal
        /// The informal given name where there is one, fewer titles.
        case informal
    }
    /// The order of the name's parts: the one CLDR derives from the name's language, one
    /// forced, or CLDR's `sorting` form (`Wooster, Bertram`).
    public enum DisplayOrder: String, Sendable, CaseIterable {
        /// The order CLDR derives from the name's language and the formatting locale.
        case automatic
        /// Given name first, whatever the locale.
        case givenFirst
        /// Surname first, whatever the locale.
        case surnameFirst
        /// The sorting form (`Wooster, Bertram`).
        case sorting
    }

    /// The locale the name is shown in.
    public var locale: Locale
    /// How much of the name is shown (long by default).
    public var length: Length
    /// Whether the name is referred to, addressed or shown as a monogram (referring by default).
    public var usage: Usage
    /// Formal (title, credentials, full given name) or informal (the informal given name).
    public var formality: Formality
    /// The order of the parts: the name's own (by default), one forced, or CLDR's sorting form.
    public var displayOrder: DisplayOrder
    /// The CLDR data the formatter reads, by locale key: the generated table, or (in tests)
    /// another release's records parsed by `PersonNameData.parse(_:)`.
    var data: [String: PersonNameData.Entry] = PersonNameData.entries

    /// Creates a formatter for a locale; by default the long, referring, formal form (the
    /// full name) in the name's own order.
    public init(
        locale: Locale, length: Length = .long, usage: Usage = .referring,
        formality: Formality = .formal, displayOrder: DisplayOrder = .automatic
    ) {
        self.locale = locale
        self.length = length
        self.usage = usage
        self.formality = formality
        self.displayOrder = displayOrder
    }

    /// Whether CLDR data for the locale (or for the name's own locale) is in the table.
    public static func hasData(for locale: Locale) -> Bool {
        PersonNameData.entries[LanguageKey.key(for: locale)] != nil
    }

    /// The name's full form (long, referring, formal), or nil when neither the formatting
    /// locale nor the name's own locale has data in the table. `order` replaces the derived
    /// order when given.
    public func fullName(_ name: PersonName, order: NameOrder? = nil) -> String? {
        var formatter = PersonNameFormatter(locale: locale)
        if let order { formatter.displayOrder = order == .familyFirst ? .surnameFirst : .givenFirst }
        return formatter.string(from: name)
    }

    /// The name in the formatter's length, usage, formality and order, or nil when neither
    /// the formatting locale nor the name's own locale has data in the table.
    public func string(from name: PersonName) -> String? {
        let formatting = LanguageKey.key(for: locale)
        let script = name.script
        let nameLanguage = Self.nameLanguage(of: name, script: script, formatting: formatting)
        var formattingKey = formatting
        if !Self.writes(formatting, script: script) {
            let ownKey = Self.dataKey(forLanguage: nameLanguage)
            formattingKey = Self.writes(ownKey, script: script) ? ownKey : Self.dataKey(for: script, formatting: formatting)
        }
        guard let entry = data[formattingKey] else { return nil }
        let orderKey: String
        switch displayOrder {
        case .sorting: orderKey = "sorting"
        case .givenFirst: orderKey = "givenFirst"
        case .surnameFirst: orderKey = "surnameFirst"
        case .automatic:
            orderKey = Self.surnameFirst(name, language: nameLanguage, entry: entry) ? "surnameFirst" : "givenFirst"
        }
        let patterns = entry.patterns(
            order: orderKey, length: length.rawValue,
            usage: displayOrder == .sorting ? Usage.referring.rawValue : usage.rawValue,
            formality: formality.rawValue)
        guard let filled = Self.bestFill(of: patterns, name: name, entry: entry, locale: locale) else { return nil }
        let formattingLanguage = formattingKey.split(separator: "-").first.map(String.init) ?? formattingKey
        let replacement = nameLanguage == formattingLanguage
            ? entry.nativeSpaceReplacement : entry.foreignSpaceReplacement
        guard replacement != " " else { return filled }
        return filled.split(separator: " ", omittingEmptySubsequences: true).joined(separator: replacement)
    }

    /// Whether the name goes surname first by the formatting locale's `nameOrderLocales`:
    /// the name locale's full ID, then its language, then `und`.
    static func surnameFirst(_ name: PersonName, language: String, entry: PersonNameData.Entry) -> Bool {
        var candidates: [String] = []
        if let own = name.locale?.replacingOccurrences(of: "-", with: "_"), !own.isEmpty,
           !own.lowercased().hasPrefix("und") {
            candidates.append(own)
        }
        candidates += [language, "und"]
        for candidate in candidates {
            if entry.surnameFirstLocales.contains(candidate) { return true }
            if entry.givenFirstLocales.contains(candidate) { return false }
        }
        return false
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

    /// The scripts each table locale writes names in (CLDR likely scripts: Jpan covers Han
    /// and kana). Korean names are written in Hangul: a name in Han shown in Korean is a
    /// Chinese or Japanese name and is formatted by its own locale's data (`山田太郎`, not
    /// Korean's spaced `{surname} {given}` with a foreign space), as issue 18 asks.
    static let scriptsByLocale: [String: Set<NameScript>] = [
        "ja": [.han, .kana], "zh-Hans": [.han], "zh-Hant": [.han], "ko": [.hangul],
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
