/// The words of organization names that say little about which organization is meant, as
/// data (folded, as ``TextFolding/fold(_:)`` writes them): left out or weighed apart when two
/// organization names are compared (``OrganizationNames``).
enum OrganizationWords {
    /// Articles, conjunctions and prepositions (English, German, French, Spanish, Italian,
    /// Portuguese, Dutch): never compared ("Grill on the Alley" is "grill alley").
    static let stopWords: Set<String> = [
        "the", "a", "an", "of", "at", "in", "on", "and", "for", "by", "to", "de", "la", "le", "les", "du", "des",
        "del", "el", "los", "las", "il", "lo", "gli", "di", "da", "dei", "della", "der", "die", "das", "den", "dem",
        "und", "von", "zu", "zum", "zur", "y", "et", "e", "do", "dos", "het", "een", "en", "van",
    ]

    /// Legal forms: left out ("Acme Inc." is "Acme").
    static let legalForms: Set<String> = [
        "inc", "incorporated", "llc", "ltd", "limited", "co", "corp", "corporation", "plc", "gmbh", "ag", "kg",
        "ek", "ohg", "ug", "sa", "sas", "sarl", "srl", "spa", "sl", "slu", "bv", "nv", "pty", "lp", "llp", "pc",
        "pllc", "kk", "oy", "ab", "as", "aps",
    ]

    /// Words that name what kind of place it is rather than which one: shared, they do not
    /// make two names the same business ("Royal Bakery" and "Golden Bakery"); differing, they
    /// still tell two businesses apart ("Ritz-Carlton Café" and "Ritz-Carlton Dining Room").
    static let kindWords: Set<String> = [
        "restaurant", "restaurants", "cafe", "caffe", "coffee", "bar", "grill", "grille", "bistro", "brasserie",
        "trattoria", "pizzeria", "hotel", "inn", "shop", "store", "center", "centre", "school", "club", "service",
        "services", "group", "company", "clinic", "office", "studio", "agency", "house", "room", "dining", "kitchen",
        "bakery", "pharmacy", "salon", "association", "society", "foundation", "institute", "academy",
        "care", "childcare", "learning", "development", "child", "children", "family", "community", "program",
        "international", "associates", "partners", "consulting", "solutions", "holdings", "enterprises",
        "praxis", "laden", "apotheke", "boulangerie", "pharmacie", "farmacia", "panaderia", "ristorante",
    ]

    /// Words that tell one branch of an organization from another, beside numbers and a
    /// trailing place in brackets ("(Los Angeles)"): two names that differ only in them are
    /// two branches.
    static let branchMarkers: Set<String> = [
        "ii", "iii", "iv", "east", "west", "north", "south", "downtown", "uptown", "midtown", "airport", "express",
        "nord", "sud", "ost", "est", "ouest", "norte", "sur", "oeste", "centro", "mitte",
    ]

    /// Short forms of words in organization names that no rule of ``OrganizationNames``
    /// finds (two letters, or not the start of the word), each with the words it stands for,
    /// as ``MatchKeyBuilder/organizationText(_:)`` writes them (plural `s` removed): `St.
    /// Augustine` is `Saint Augustine`, `Logan Sq` is `Logan Square`.
    static let abbreviations: [String: [String]] = [
        "st": ["saint", "street"], "ste": ["sainte", "suite"], "sq": ["square"], "dr": ["doctor", "drive"],
        "mt": ["mount", "mountain"], "ft": ["fort"], "rd": ["road"], "pk": ["park"], "bro": ["brother"],
        "hq": ["headquarter"], "univ": ["university"], "hosp": ["hospital"],
    ]

    /// Whether a folded word is a branch marker: one of ``branchMarkers`` or a number.
    static func isBranchMarker<S: Collection>(_ word: S) -> Bool where S.Element == UInt8 {
        if word.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return !word.isEmpty }
        return branchMarkers.contains(String(decoding: word, as: UTF8.self))
    }
}
