/// Given names and the short forms people use for them, in several languages, so that
/// "Bob Miller" and "Robert Miller", or "Sascha Iwanow" and "Aleksandr Ivanov", can meet.
///
/// The table is data: each line is a canonical name (folded, Latin) followed by its
/// diminutives and spelling variants. A short form that belongs to several names (`sasha`
/// for Aleksandr and Aleksandra, `chris`) lists them all; two given names are compatible
/// when their canonical sets meet.
///
/// A larger, generated table (`NicknameTable+Generated.swift`, see
/// `NicknameTable+Diminutives.swift`) lists diminutives in twelve languages; agreeing through
/// it is an estimated level of its own, not an equality.
public enum NicknameTable {
    static let lines: [String] = [
        // English
        "robert bob bobby rob robbie bert",
        "william bill billy will willy liam",
        "richard dick rick ricky rich richie",
        "james jim jimmy jamie",
        "john jack johnny jon",
        "jonathan jon jonny nathan",
        "michael mike mikey mick mickey",
        "thomas tom tommy",
        "charles charlie chuck chas",
        "edward ed eddie ted teddy ned",
        "joseph joe joey",
        "daniel dan danny",
        "david dave davey",
        "christopher chris kit topher",
        "christine chris chrissy tina",
        "christina chris chrissy tina",
        "matthew matt matty",
        "anthony tony",
        "andrew andy drew",
        "benjamin ben benny benji",
        "samuel sam sammy",
        "samantha sam sammy",
        "alexander alex al sandy xander",
        "alexandra alex sandra sandy lexi",
        "elizabeth liz lizzy beth betty eliza lisa libby",
        "margaret maggie meg peggy marge greta",
        "katherine kate katie kathy kat kitty catherine kathryn",
        "jennifer jen jenny",
        "patricia pat patty trish tricia",
        "patrick pat paddy",
        "susan sue susie suzanne",
        "deborah deb debbie",
        "rebecca becky becca",
        "victoria vicky tori",
        "nicholas nick nicky",
        "stephen steve stevie steven",
        "gregory greg",
        "timothy tim timmy",
        "kenneth ken kenny",
        "peter pete",
        "frederick fred freddy fritz",
        "henry harry hank",
        "lawrence larry laurence",
        "raymond ray",
        "ronald ron ronnie",
        "donald don donny",
        "gerald gerry jerry",
        "abigail abby gail",
        "jessica jess jessie",
        "dorothy dot dottie",
        "eleanor ellie nora elle",
        "joshua josh",
        // German
        "johannes hans hannes jo johann",
        "josef sepp joseph",
        "wolfgang wolf",
        "friedrich fritz",
        "elisabeth lisa liesel elsbeth",
        "katharina kathi katja trina",
        "franziska franzi",
        "maximilian max maxi",
        "matthias matze",
        "stefan steffen stephan",
        "jurgen jorg",
        // French
        "jean jeannot",
        "francois franck",
        "guillaume guy",
        "nicolas nico",
        "dominique dom",
        "isabelle isa bella",
        "marguerite margot",
        // Spanish and Portuguese
        "francisco paco pancho chico",
        "jose pepe chepe",
        "manuel manolo",
        "guadalupe lupe",
        "ignacio nacho",
        "enrique quique",
        "dolores lola",
        "concepcion concha conchita",
        "rosario charo",
        "antonio toni tono",
        // Italian
        "giuseppe beppe peppe pino",
        "giovanni gianni vanni",
        "alessandro sandro ale",
        "francesca franca",
        // Russian and Ukrainian (transliterated)
        "aleksandr sasha shura sanya alexander alex",
        "aleksandra sasha shura alexandra",
        "aleksey alyosha lyosha alexei aleksei",
        "dmitry dima mitya dmitri dmitriy",
        "mikhail misha",
        "nikolay kolya nikolai",
        "vladimir volodya vova",
        "ivan vanya",
        "yekaterina katya katerina ekaterina",
        "yelena lena elena",
        "mariya masha mariia maria",
        "natalya natasha natalia",
        "tatyana tanya tatiana",
        "anastasiya nastya anastasia",
        "sergey seryozha sergei",
        "yevgeny zhenya evgeny evgeniy",
        "pavel pasha",
        "konstantin kostya",
        // Dutch and Scandinavian
        "cornelis kees",
        "johan janne",
        // Japanese (romanized; honorific-free variants)
        "takahashi taka",
        "kazuhiro kazu",
    ]

    /// Canonical names for each folded given name that appears in the table.
    static let canonicalNames: [String: [String]] = {
        var table: [String: [String]] = [:]
        for line in lines {
            let words = line.split(separator: " ").map(String.init)
            guard let canonical = words.first else { continue }
            for word in words where !(table[word]?.contains(canonical) ?? false) {
                table[word, default: []].append(canonical)
            }
        }
        return table
    }()

    /// The canonical names for a folded given name; the name itself when the table does not
    /// know it.
    public static func canonicalForms(of foldedGivenName: String) -> [String] {
        canonicalNames[foldedGivenName] ?? [foldedGivenName]
    }

    /// One canonical name, used as a blocking key: the first in the hand-written table, else
    /// the first formal name the generated table lists the name under (so `gosia` and
    /// `malgorzata` share a key), else the name itself.
    public static func canonical(_ foldedGivenName: String) -> String {
        canonicalNames[foldedGivenName]?.first ?? diminutiveFormalNames[foldedGivenName]?.first ?? foldedGivenName
    }
}
