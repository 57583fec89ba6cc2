import Foundation

/// Turns the country text people type into an ISO 3166-1 alpha-2 region code: ISO codes
/// (`de`, `DEU`), country names in the languages ContactKit speaks (`Deutschland`,
/// `Allemagne`, `ドイツ`) and common aliases (`USA`, `UK`, `Holland`).
///
/// Names come from Foundation's locale data, built once on first use; matching ignores
/// case, diacritics, punctuation and spacing (`Etats Unis` = `États-Unis`).
public enum CountryNames {
    /// The languages whose country names are recognized.
    public static let languages = [
        "en", "es", "fr", "de", "it", "pt", "nl", "sv", "ja", "zh-Hans", "zh-Hant", "ko", "ru",
        "ar", "hi", "tr", "pl", "vi", "th", "hu",
    ]

    /// The region code for a country name, alias or code; nil when the text names no
    /// country.
    public static func regionCode(for text: String) -> String? {
        let key = normalizedKey(text)
        guard !key.isEmpty else { return nil }
        return table[key]
    }

    /// Every two-letter ISO region Foundation knows.
    public static let regionCodes: [String] = Locale.Region.isoRegions
        .map(\.identifier).filter { $0.count == 2 && $0.allSatisfy(\.isLetter) }.sorted()

    /// The country's name in a locale (`DE` in `fr` → `Allemagne`).
    public static func localizedName(forRegionCode code: String, locale: Locale) -> String? {
        locale.localizedString(forRegionCode: code.uppercased())
    }

    /// Aliases Foundation's names do not cover, written as people type them.
    static let aliases: [String: String] = [
        "usa": "US", "u s a": "US", "us": "US", "u s": "US", "america": "US",
        "united states of america": "US", "uk": "GB", "u k": "GB", "great britain": "GB",
        "britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB",
        "northern ireland": "GB", "holland": "NL", "the netherlands": "NL", "korea": "KR",
        "south korea": "KR", "republic of korea": "KR", "north korea": "KP", "russia": "RU",
        "czech republic": "CZ", "turkey": "TR", "turkiye": "TR", "uae": "AE",
        "vatican": "VA", "ivory coast": "CI", "burma": "MM", "persia": "IR",
        "deutschland brd": "DE", "brd": "DE", "schweiz": "CH", "suisse": "CH", "svizzera": "CH",
        "prc": "CN", "mainland china": "CN", "taiwan roc": "TW", "hong kong sar": "HK",
        "eeuu": "US", "ee uu": "US", "etats unis d amerique": "US", "vereinigte staaten von amerika": "US",
        "stati uniti d america": "US", "republic of ireland": "IE", "eire": "IE",
        "russian federation": "RU", "viet nam": "VN", "slovak republic": "SK", "macau": "MO",
        "nippon": "JP", "nihon": "JP", "grossbritannien": "GB", "bundesrepublik deutschland": "DE",
        "アメリカ": "US", "米国": "US", "英国": "GB", "中華人民共和国": "CN", "中国大陆": "CN",
        "中华人民共和国": "CN", "대한민국": "KR", "한국": "KR", "사우디": "SA", "сша": "US",
        "россия": "RU", "أمريكا": "US", "अमेरिका": "US", "amerika": "US", "abd": "US",
        "amerika birlesik devletleri": "US", "stany zjednoczone ameryki": "US", "anglia": "GB",
        "zjednoczone krolestwo": "GB", "wielka brytania": "GB",
        "engeland": "GB", "angleterre": "GB", "inglaterra": "GB", "inghilterra": "GB",
    ]

    private static let table: [String: String] = {
        var table: [String: String] = [:]
        for code in regionCodes {
            table[normalizedKey(code)] = code
        }
        for language in languages {
            let locale = Locale(identifier: language)
            for code in regionCodes {
                if let name = locale.localizedString(forRegionCode: code) {
                    let key = normalizedKey(name)
                    if table[key] == nil { table[key] = code }
                }
            }
        }
        for (alias, code) in aliases { table[normalizedKey(alias)] = code }
        for (alpha3, code) in alpha3Codes { table[normalizedKey(alpha3)] = code }
        return table
    }()

    /// Lower-cased, diacritics and width folded, punctuation turned into single spaces.
    static func normalizedKey(_ text: String) -> String {
        let folded = text.folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var result = ""
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if pendingSpace && !result.isEmpty { result.unicodeScalars.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return result
    }
}
