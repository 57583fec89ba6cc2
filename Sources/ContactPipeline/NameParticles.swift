/// Words that are part of a name but neither given nor family name, as data: honorific
/// prefixes, suffixes, and the particles that belong to a family name (van, de, al).
///
/// Entries are folded (see ``TextFolding``); several languages.
enum NameParticles {
    static let prefixes: Set<String> = [
        "mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "rev", "fr",
        "herr", "frau", "m", "mme", "mlle", "sr", "sra", "srta", "don", "dona", "sig", "sigra",
    ]

    static let suffixes: Set<String> = [
        "jr", "sr", "ii", "iii", "iv", "v", "phd", "md", "esq", "dds", "mba", "jun", "sen",
    ]

    static let familyParticles: Set<String> = [
        "van", "von", "der", "den", "de", "da", "das", "dos", "del", "della", "di", "du", "le",
        "la", "bin", "ibn", "al", "el", "ter", "ten", "zu", "y", "st",
    ]

    /// Suffixes that tell generations apart: two records whose suffixes differ and both come
    /// from this set are different people (father and son).
    static let generationSuffixes: Set<String> = ["jr", "sr", "ii", "iii", "iv", "jun", "sen"]
}
