/// The text that joins the lines of an address written on one line, per language.
enum AddressLineJoiner {
    /// Separators by language; languages not listed use `, `.
    static let separators: [String: String] = [
        "ja": "", "zh": "", "zh-Hans": "", "zh-Hant": "", "yue": "",
        "ko": " ", "th": " ",
        "ar": "، ", "fa": "، ", "ur": "، ", "ps": "، ", "ckb": "، ",
    ]

    /// The separator for a BCP 47 language (`zh-Hant` falls back to `zh`).
    static func separator(forLanguage language: String) -> String {
        if let separator = separators[language] { return separator }
        let base = language.split(separator: "-").first.map(String.init) ?? language
        return separators[base] ?? ", "
    }
}
