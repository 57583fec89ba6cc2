/// The words of a street address that are not its name, as data (folded, as
/// ``TextFolding/fold(_:)`` writes them): what ``AddressParts`` leaves out of a street's core
/// so that `747 9th Ave.` meets `747 Ninth Avenue` and `10 S Kedzie Ave` meets `10 S. Kedzie`.
enum StreetWords {
    /// Street types and their abbreviations (English, German, French, Spanish, Italian, Dutch),
    /// left out of the core wherever they stand as a word.
    static let types: Set<String> = [
        "street", "st", "avenue", "ave", "av", "road", "rd", "drive", "dr", "boulevard", "blvd", "blv", "lane", "ln",
        "place", "pl", "court", "ct", "square", "sq", "way", "terrace", "ter", "parkway", "pkwy", "highway", "hwy",
        "circle", "cir", "crescent", "cres", "close", "trail", "alley", "plaza", "row", "walk", "circuit", "cct",
        "strasse", "str", "weg", "allee", "platz", "gasse", "ring", "damm",
        "rue", "boulevard", "bd", "chemin", "allee", "impasse", "quai", "route", "rte", "cours",
        "calle", "c", "avenida", "avda", "plaza", "paseo", "camino",
        "via", "viale", "corso", "piazza", "piazzale", "vicolo", "largo",
        "straat", "laan", "plein",
    ]

    /// Street types that are also written joined to the name (`Hauptstraße`, `goodwinstreet`,
    /// `Hauptstr.`): cut from the end of the street's last word when three letters or more are
    /// left.
    static let joinedTypes: [String] = ["strasse", "street", "avenue", "allee", "platz", "gasse", "road", "str", "weg"]

    /// Compass directions, kept apart from the core (`W 18th St` and `E 18th St` are two
    /// streets, `18th St` either).
    static let directions: [String: UInt8] = [
        "n": 1, "north": 1, "nord": 1, "s": 2, "south": 2, "sud": 2, "e": 3, "east": 3, "est": 3, "ost": 3,
        "w": 4, "west": 4, "ouest": 4, "ne": 5, "northeast": 5, "nw": 6, "northwest": 6, "se": 7, "southeast": 7,
        "sw": 8, "southwest": 8,
    ]

    /// English ordinals written out, as their figures (`ninth` → `9th`).
    static let ordinals: [String: String] = [
        "first": "1st", "second": "2nd", "third": "3rd", "fourth": "4th", "fifth": "5th", "sixth": "6th",
        "seventh": "7th", "eighth": "8th", "ninth": "9th", "tenth": "10th", "eleventh": "11th", "twelfth": "12th",
        "thirteenth": "13th", "fourteenth": "14th", "fifteenth": "15th", "sixteenth": "16th",
        "seventeenth": "17th", "eighteenth": "18th", "nineteenth": "19th", "twentieth": "20th",
    ]
}
