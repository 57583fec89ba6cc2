import Foundation

/// The key a locale's strings are filed under in ContactFormatting's tables: the language
/// code (`de`), and for Chinese the script too (`zh-Hans`, `zh-Hant`).
enum LanguageKey {
    static func key(for locale: Locale) -> String {
        let language = locale.language.languageCode?.identifier ?? "en"
        guard language == "zh" else { return language }
        if let script = locale.language.script?.identifier { return "zh-" + script }
        let region = locale.region?.identifier ?? ""
        return ["TW", "HK", "MO"].contains(region) ? "zh-Hant" : "zh-Hans"
    }
}
