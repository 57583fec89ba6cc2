import ContactModel

/// How people spell the predefined labels, in several languages, as data: each entry is a
/// predefined label and the folded custom texts that mean it.
enum LabelSpellings {
    static let entries: [(Label, [String])] = [
        (.mobile, ["mobile", "cell", "cellular", "cell phone", "mobile phone", "cellphone", "handy",
            "mobil", "mobiltelefon", "portable", "movil", "celular", "cellulare", "mobiel",
            "mobilnyy", "keitai"]),
        (.home, ["home", "house", "private", "privat", "zuhause", "domicile", "maison", "casa",
            "thuis", "dom", "personal"]),
        (.work, ["work", "office", "business", "job", "arbeit", "buro", "geschaftlich",
            "dienstlich", "travail", "bureau", "professionnel", "trabajo", "oficina", "lavoro",
            "ufficio", "werk", "rabochiy"]),
        (.main, ["main", "zentrale", "principal", "standard", "switchboard"]),
        (.homeFax, ["home fax", "fax home", "fax privat", "fax domicile"]),
        (.workFax, ["work fax", "fax work", "business fax", "fax geschaftlich", "fax travail"]),
        (.otherFax, ["fax", "other fax", "telefax"]),
        (.pager, ["pager", "beeper", "bip"]),
        (.other, ["other", "andere", "sonstige", "sonstiges", "autre", "otro", "altro", "overig"]),
        (.iPhone, ["iphone"]),
        (.school, ["school", "schule", "ecole", "escuela", "scuola"]),
        (.homePage, ["homepage", "home page", "website", "web"]),
        (.anniversary, ["anniversary", "jahrestag", "hochzeitstag", "aniversario"]),
        (.mother, ["mother", "mom", "mum", "mutter", "mama", "mere", "madre"]),
        (.father, ["father", "dad", "vater", "papa", "pere", "padre"]),
        (.spouse, ["spouse", "ehepartner", "conjoint", "conyuge"]),
        (.partner, ["partner", "partenaire", "pareja"]),
        (.assistant, ["assistant", "assistent", "assistente", "asistente"]),
        (.manager, ["manager", "vorgesetzter", "chef", "jefe"]),
    ]

    /// Folded text → predefined label.
    static let byFoldedText: [String: Label] = {
        var table: [String: Label] = [:]
        for (label, spellings) in entries {
            for spelling in spellings where table[spelling] == nil { table[spelling] = label }
        }
        return table
    }()
}
