import ContactModel
import Foundation

/// Names labels in a language, like `CNLabeledValue.localizedString(forLabel:)`, and finds
/// the label a localized string names.
///
/// Every predefined ``/ContactModel/Label`` has a display string in 19 written languages plus Traditional
/// Chinese (``languages``); custom labels are shown as the user typed them. Languages outside
/// the table fall back to English.
///
/// Casing follows one rule per language, as Apple's card shows labels: lower case
/// (`mobile`, `home fax`, `date de naissance`), except German, which capitalizes
/// (`Fax privat`), and brand names and acronyms, which keep their own (`iPhone`, `URL`).
public struct LabelLocalizer: Sendable {
    /// The languages with display strings for every predefined label: those of the table,
    /// and Traditional Chinese made from its Simplified Chinese column.
    public static var languages: [String] { tableLanguages + ["zh-Hant"] }

    /// The locale whose language names the labels.
    public var locale: Locale

    /// Creates a localizer for a locale (English by default).
    public init(locale: Locale = Locale(identifier: "en")) {
        self.locale = locale
    }

    /// The label's display string in ``locale``'s language; a custom label's own text.
    public func localizedString(for label: Label) -> String {
        LabelLocalizer.localizedString(for: label, language: LanguageKey.key(for: locale))
    }

    /// The label's display string in a language of ``languages`` (English otherwise).
    public static func localizedString(for label: Label, language: String) -> String {
        if case .custom(let text) = label { return text }
        guard let row = strings[label.identifier] else { return label.identifier }
        return row[column(forLanguage: language)]
    }

    /// The predefined label a display string names in any language of the table
    /// (`casa` → ``/ContactModel/Label/home``, ignoring case), or a custom label with the text.
    public static func label(forLocalizedString text: String) -> Label {
        let key = text.trimmingCharacters(in: .whitespaces)
            .folding(options: [.caseInsensitive], locale: nil)
        return reverse[key] ?? .custom(text)
    }

    /// The index of a language in ``languages`` (its base language's, else English's).
    static func column(forLanguage language: String) -> Int {
        let base = language.split(separator: "-").first.map(String.init) ?? language
        return languages.firstIndex(of: language) ?? languages.firstIndex(of: base) ?? 0
    }

    /// Words Traditional Chinese (as written in Taiwan and Hong Kong) says differently from
    /// the character-by-character conversion of the Simplified column: `住家` for a home,
    /// not `住宅`; `公司` for work; `備註`, not the variant `備注`; `首頁`; `呼叫器` for a
    /// pager; `即時通訊`. Each pair replaces the converted word wherever it stands.
    static let traditionalChineseWords: [(simplified: String, traditional: String)] = [
        ("住宅", "住家"), ("工作", "公司"), ("備注", "備註"), ("主頁", "首頁"), ("尋呼機", "呼叫器"),
        ("即時通信", "即時通訊"),
    ]

    /// Parses a `|` table whose columns follow ``tableLanguages``, adding the Traditional
    /// Chinese column by converting the Simplified Chinese one (`手机` → `手機`), then its
    /// words that Traditional Chinese says differently (``traditionalChineseWords``).
    static func parseTable(_ text: String) -> [String: [String]] {
        let simplified = tableLanguages.firstIndex(of: "zh-Hans")!
        var result: [String: [String]] = [:]
        for row in text.split(separator: "\n") {
            let columns = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard columns.count == tableLanguages.count + 1 else { continue }
            var strings = Array(columns.dropFirst())
            let hans = strings[simplified]
            var hant = hans.applyingTransform(StringTransform("Hans-Hant"), reverse: false) ?? hans
            for (converted, word) in traditionalChineseWords {
                hant = hant.replacingOccurrences(of: converted, with: word)
            }
            strings.append(hant)
            result[columns[0]] = strings
        }
        return result
    }

    /// Rows of ``table`` by label identifier.
    static let strings: [String: [String]] = parseTable(table)

    /// Display strings back to labels; a string two labels share keeps the first label.
    private static let reverse: [String: Label] = {
        var result: [String: Label] = [:]
        for label in Label.predefined {
            for text in strings[label.identifier] ?? [] {
                let key = text.folding(options: [.caseInsensitive], locale: nil)
                if result[key] == nil { result[key] = label }
            }
        }
        return result
    }()
}
