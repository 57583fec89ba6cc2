import Foundation

extension NameFormatter {
    /// "No Name" in each language the formatter supports, keyed by language code
    /// (Chinese by script).
    static let noNameStrings: [String: String] = [
        "en": "No Name", "de": "Kein Name", "fr": "Sans nom", "it": "Nessun nome",
        "es": "Sin nombre", "pt": "Sem nome", "nl": "Geen naam", "sv": "Inget namn",
        "pl": "Bez nazwy", "tr": "Adsız", "ru": "Без имени", "ar": "بدون اسم",
        "hi": "कोई नाम नहीं", "th": "ไม่มีชื่อ", "ja": "名前なし", "zh-Hans": "无姓名",
        "zh-Hant": "無姓名", "ko": "이름 없음", "hu": "Nincs név", "vi": "Không có tên",
    ]

    /// "No Name" in the locale's language; English for languages not in the table.
    public static func noName(in locale: Locale) -> String {
        noNameStrings[LanguageKey.key(for: locale)] ?? noNameStrings["en"]!
    }
}
