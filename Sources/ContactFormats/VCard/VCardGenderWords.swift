/// The words exporters write for a gender where vCard 4.0's `GENDER` wants one letter
/// (RFC 6350 §6.2.7: M male, F female, O other, N none or not applicable, U unknown): The
/// Bat!'s and FullContact's `X-GENDER:Male`, Google's and Outlook's CSV "Gender" column in
/// the languages they export in. The 4.0 writer maps the word to its letter and keeps the
/// word as written in the identity component (`GENDER:M;Male`).
enum VCardGenderWords {
    /// The sex letter for `word` (any case, trimmed); nil when the word is not in the table.
    static func sex(for word: String) -> String? {
        letters[word.trimmingWhitespace().lowercased()]
    }

    private static let letters: [String: String] = {
        var table: [String: String] = [:]
        for (letter, words) in wordsByLetter {
            for word in words { table[word] = letter }
        }
        return table
    }()

    private static let wordsByLetter: [(String, [String])] = [
        (
            "M",
            [
                "male", "man", "masculine",  // English
                "männlich", "mann",  // German
                "homme", "masculin",  // French
                "hombre", "masculino", "varón",  // Spanish, Portuguese
                "maschio", "maschile", "uomo",  // Italian
                "homem",  // Portuguese
                "mannelijk",  // Dutch ("man" is above)
                "mężczyzna", "męski",  // Polish
                "мужской", "мужчина", "муж.",  // Russian
                "男", "男性",  // Japanese, Chinese
                "남", "남성", "남자",  // Korean
            ]
        ),
        (
            "F",
            [
                "female", "woman", "feminine",
                "weiblich", "frau",
                "femme", "féminin",
                "mujer", "femenino", "feminino",
                "femmina", "femminile", "donna",
                "mulher",
                "vrouw", "vrouwelijk",
                "kobieta", "żeński",
                "женский", "женщина", "жен.",
                "女", "女性",
                "여", "여성", "여자",
            ]
        ),
        ("O", ["other", "divers", "diverse", "autre", "otro", "outro", "altro", "anders", "inne", "другой", "その他", "其他"]),
        ("N", ["none", "not applicable", "n/a", "keine", "aucun", "ninguno", "nessuno", "geen"]),
        (
            "U",
            [
                "unknown", "unspecified", "not specified", "unbekannt", "nicht angegeben", "inconnu", "non spécifié",
                "desconocido", "no especificado", "sconosciuto", "non specificato", "desconhecido", "onbekend",
                "niet opgegeven", "nieznana", "неизвестно", "不明", "未知",
            ]
        ),
    ]
}
