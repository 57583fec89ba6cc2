/// What jCard (RFC 7095) needs to know about vCard properties: their default value type and
/// the shape of their value. One table, used both ways.
enum JCardPropertyTable {
    /// How a property's vCard value maps to jCard values.
    enum Shape {
        /// Escaped text, unescaped into one JSON string.
        case text
        /// `;`-separated components, each maybe `,`-separated: one JSON array.
        case structured
        /// `,`-separated text items: one JSON string per item.
        case list
        /// Written as is (URIs, dates, and X- and unknown properties, kept exactly).
        case raw
    }

    /// The default value type of each property RFC 6350 defines (`VALUE` absent).
    static let defaultTypes: [String: String] = [
        "SOURCE": "uri", "KIND": "text", "XML": "text", "FN": "text", "N": "text",
        "NICKNAME": "text", "PHOTO": "uri", "BDAY": "date-and-or-time",
        "ANNIVERSARY": "date-and-or-time", "GENDER": "text", "ADR": "text", "TEL": "text",
        "EMAIL": "text", "IMPP": "uri", "LANG": "language-tag", "TZ": "text", "GEO": "uri",
        "TITLE": "text", "ROLE": "text", "LOGO": "uri", "ORG": "text", "MEMBER": "uri",
        "RELATED": "uri", "CATEGORIES": "text", "NOTE": "text", "PRODID": "text",
        "REV": "timestamp", "SOUND": "uri", "UID": "uri", "CLIENTPIDMAP": "text", "URL": "uri",
        "VERSION": "text", "KEY": "uri", "FBURL": "uri", "CALADRURI": "uri", "CALURI": "uri",
    ]

    static let structured: Set<String> = ["N", "ADR", "GENDER", "ORG", "CLIENTPIDMAP"]
    static let lists: Set<String> = ["NICKNAME", "CATEGORIES"]
    static let texts: Set<String> = ["FN", "TITLE", "NOTE", "KIND", "TEL", "EMAIL", "PRODID", "VERSION"]

    /// The jCard type of a property (lower-case), given its `VALUE` parameter if any.
    static func type(of name: String, value: String?) -> String {
        if let value { return value.lowercased() }
        return defaultTypes[name] ?? "unknown"
    }

    /// How the value of a property with this name and jCard type is carried.
    static func shape(of name: String, type: String) -> Shape {
        guard type == "text" else { return .raw }
        if structured.contains(name) { return .structured }
        if lists.contains(name) { return .list }
        if texts.contains(name) { return .text }
        return .raw
    }
}
