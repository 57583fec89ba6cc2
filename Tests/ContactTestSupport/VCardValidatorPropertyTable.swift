import ContactFormats

/// The checker's table of what each version registers: properties with the value types
/// they take (the default first), the shape of their value and how often a card may hold
/// them; parameters; value type names. Written from RFC 2425 §5.8.3 and RFC 2426 §4 (3.0);
/// RFC 6350 §5–6, RFC 6474, RFC 6715, RFC 8605 and RFC 9554 (4.0).
///
/// Decisions where the RFCs leave room, each taken the strict way unless real readers need
/// otherwise:
/// - 3.0 counts: RFC 2426 §5 says only that VERSION, N and FN must be present. The checker
///   holds N, BDAY, PRODID, REV, UID, SORT-STRING and CLASS to one as well: each states one
///   fact about the card, and 4.0 made the first five `*1`.
/// - X- properties take any `VALUE-CHAR` in both versions (RFC 2425 §5.8.2 `value`): RFC
///   2426 §4 asks `text-value` of them, but X- values are agreed between two parties, and
///   Android's `X-ANDROID-CUSTOM` needs its raw `;` (escaping it would break Android's
///   reader). With `VALUE=` naming a type, the value is checked as that type.
/// - Which parameters RFC 2426 allows on each property (none on URL, only TYPE on TEL) is
///   not checked: Apple's 3.0, the dialect the writer follows, puts TYPE on URL and X-
///   parameters everywhere, as RFC 2425's general grammar allows.
/// - Apple's `X-ALTBDAY;CALSCALE=chinese` in 3.0: CALSCALE is a 4.0 parameter, but Apple's
///   3.0 spells its lunar birthdays so and reads no other spelling; the one dialect
///   exception (``dialectParameters``).
/// - N: RFC 6350 has five components, RFC 9554 seven; ADR seven and eighteen. 3.0's grammar
///   allows fewer; the checker wants all five and seven (the project's design).
enum VCardValidatorPropertyTable {
    /// The shape of a property's value when its type is text.
    enum Shape: Equatable {
        case text
        /// Items separated by `,` (NICKNAME, CATEGORIES).
        case textList
        /// Components separated by `;`, each a list of text when `lists`; any of `counts`.
        case components(counts: [Int], lists: Bool)
        /// One or more components (ORG).
        case organization
        /// `sex [";" text]` (4.0 GENDER).
        case gender
        /// `float ";" float` (3.0 GEO).
        case geoPair
        /// `1*DIGIT ";" uri` (4.0 CLIENTPIDMAP).
        case clientPIDMap
        /// One token (KIND, CLASS).
        case token
    }

    struct Property {
        /// Value types the property takes (lower case), the default first.
        let types: [String]
        var shape: Shape = .text
        /// At most once per card.
        var single = false
    }

    static func properties(_ version: VCardVersion) -> [String: Property] {
        version == .v4_0 ? properties4 : properties3
    }

    private static let properties3: [String: Property] = [
        "SOURCE": Property(types: ["uri"]), "NAME": Property(types: ["text"]), "PROFILE": Property(types: ["text"]),
        "FN": Property(types: ["text"]),
        "N": Property(types: ["text"], shape: .components(counts: [5], lists: true), single: true),
        "NICKNAME": Property(types: ["text"], shape: .textList),
        "PHOTO": Property(types: ["binary", "uri"]), "LOGO": Property(types: ["binary", "uri"]),
        "SOUND": Property(types: ["binary", "uri"]),
        "BDAY": Property(types: ["date", "date-time"], single: true),
        "ADR": Property(types: ["text"], shape: .components(counts: [7], lists: false)),
        "LABEL": Property(types: ["text"]), "TEL": Property(types: ["phone-number"]),
        "EMAIL": Property(types: ["text"]), "MAILER": Property(types: ["text"]),
        "TZ": Property(types: ["utc-offset", "text"]), "GEO": Property(types: ["float"], shape: .geoPair),
        "TITLE": Property(types: ["text"]), "ROLE": Property(types: ["text"]),
        "AGENT": Property(types: ["vcard", "uri"]), "ORG": Property(types: ["text"], shape: .organization),
        "CATEGORIES": Property(types: ["text"], shape: .textList), "NOTE": Property(types: ["text"]),
        "PRODID": Property(types: ["text"], single: true), "REV": Property(types: ["date-time", "date"], single: true),
        "SORT-STRING": Property(types: ["text"], single: true), "UID": Property(types: ["text"], single: true),
        "URL": Property(types: ["uri"]), "CLASS": Property(types: ["text"], shape: .token, single: true),
        "KEY": Property(types: ["binary", "text"]),
        // RFC 4770
        "IMPP": Property(types: ["uri"]),
        // RFC 2739
        "FBURL": Property(types: ["uri"]), "CALADRURI": Property(types: ["uri"]), "CALURI": Property(types: ["uri"]),
    ]

    private static let properties4: [String: Property] = [
        "SOURCE": Property(types: ["uri"]), "KIND": Property(types: ["text"], shape: .token, single: true),
        "XML": Property(types: ["text"]), "FN": Property(types: ["text"]),
        "N": Property(types: ["text"], shape: .components(counts: [5, 7], lists: true), single: true),
        "NICKNAME": Property(types: ["text"], shape: .textList), "PHOTO": Property(types: ["uri"]),
        "BDAY": Property(types: ["date-and-or-time", "text"], single: true),
        "ANNIVERSARY": Property(types: ["date-and-or-time", "text"], single: true),
        "GENDER": Property(types: ["text"], shape: .gender, single: true),
        "ADR": Property(types: ["text"], shape: .components(counts: [7, 18], lists: true)),
        "TEL": Property(types: ["text", "uri"]), "EMAIL": Property(types: ["text"]), "IMPP": Property(types: ["uri"]),
        "LANG": Property(types: ["language-tag"]), "TZ": Property(types: ["text", "uri", "utc-offset"]),
        "GEO": Property(types: ["uri"]), "TITLE": Property(types: ["text"]), "ROLE": Property(types: ["text"]),
        "LOGO": Property(types: ["uri"]), "ORG": Property(types: ["text"], shape: .organization),
        "MEMBER": Property(types: ["uri"]), "RELATED": Property(types: ["uri", "text"]),
        "CATEGORIES": Property(types: ["text"], shape: .textList), "NOTE": Property(types: ["text"]),
        "PRODID": Property(types: ["text"], single: true), "REV": Property(types: ["timestamp"], single: true),
        "SOUND": Property(types: ["uri"]), "UID": Property(types: ["uri", "text"], single: true),
        "CLIENTPIDMAP": Property(types: ["text"], shape: .clientPIDMap), "URL": Property(types: ["uri"]),
        "KEY": Property(types: ["uri", "text"]), "FBURL": Property(types: ["uri"]),
        "CALADRURI": Property(types: ["uri"]), "CALURI": Property(types: ["uri"]),
        // RFC 6474
        "BIRTHPLACE": Property(types: ["text", "uri"], single: true),
        "DEATHPLACE": Property(types: ["text", "uri"], single: true),
        "DEATHDATE": Property(types: ["date-and-or-time", "text"], single: true),
        // RFC 6715
        "EXPERTISE": Property(types: ["text"]), "HOBBY": Property(types: ["text"]),
        "INTEREST": Property(types: ["text"]), "ORG-DIRECTORY": Property(types: ["uri"]),
        // RFC 8605
        "CONTACT-URI": Property(types: ["uri"]),
        // RFC 9554
        "CREATED": Property(types: ["timestamp"], single: true), "GRAMGENDER": Property(types: ["text"], shape: .token),
        "LANGUAGE": Property(types: ["language-tag"], single: true), "PRONOUNS": Property(types: ["text"]),
        "SOCIALPROFILE": Property(types: ["uri", "text"]),
    ]

    /// Parameters each version registers (RFC 2425 §5.8.3 and RFC 2426 for 3.0; RFC 6350
    /// §5, RFC 6715, RFC 8605 and RFC 9554 for 4.0). RFC 2426 §5 removed 2.1's CHARSET.
    static func parameters(_ version: VCardVersion) -> Set<String> {
        version == .v4_0 ? parameters4 : parameters3
    }

    private static let parameters3: Set<String> = ["TYPE", "VALUE", "ENCODING", "LANGUAGE", "CONTEXT"]
    private static let parameters4: Set<String> = [
        "LANGUAGE", "VALUE", "PREF", "ALTID", "PID", "TYPE", "MEDIATYPE", "CALSCALE", "SORT-AS", "GEO", "TZ",
        "LABEL", "INDEX", "LEVEL", "CC", "AUTHOR", "AUTHOR-NAME", "CREATED", "DERIVED", "PHONETIC", "PROP-ID",
        "SCRIPT", "SERVICE-TYPE", "USERNAME",
    ]

    /// Parameters the design's dialects write where the version does not register them:
    /// property name → parameter names. 3.0 only (see the decisions above).
    static let dialectParameters: [String: Set<String>] = ["X-ALTBDAY": ["CALSCALE"]]

    /// Value type names (`VALUE=`) each version registers.
    static func valueTypes(_ version: VCardVersion) -> Set<String> {
        version == .v4_0 ? valueTypes4 : valueTypes3
    }

    private static let valueTypes3: Set<String> = [
        "uri", "text", "date", "time", "date-time", "integer", "boolean", "float", "binary", "vcard",
        "phone-number", "utc-offset",
    ]
    private static let valueTypes4: Set<String> = [
        "text", "uri", "date", "time", "date-time", "date-and-or-time", "timestamp", "boolean", "integer",
        "float", "utc-offset", "language-tag",
    ]
}
