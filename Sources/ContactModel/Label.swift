/// The label of a labeled value: one of Apple's predefined labels, or the user's own text.
///
/// Predefined labels have a stable ``identifier`` (`home`, `mobile`, `mother`) and the raw
/// value Apple's Contacts framework stores (``appleRawValue``, `_$!<Home>!$_`); localized
/// display strings live in `ContactFormatting`.
public enum Label: Sendable, Hashable {
    // Generic
    /// At home.
    case home
    /// At work.
    case work
    /// At school.
    case school
    /// Neither home nor work (Apple's "other").
    case other
    // Phone numbers
    /// A mobile phone.
    case mobile
    /// An iPhone (Apple's own phone label).
    case iPhone
    /// The main number of a company or household.
    case main
    /// A fax at home.
    case homeFax
    /// A fax at work.
    case workFax
    /// Another fax.
    case otherFax
    /// A pager.
    case pager
    /// An Apple Watch with its own number.
    case appleWatch
    // Email
    /// An iCloud address.
    case iCloud
    // URLs
    /// A home page.
    case homePage
    // Dates
    /// An anniversary.
    case anniversary
    // Relations
    /// The contact's father.
    case father
    /// The contact's mother.
    case mother
    /// A parent.
    case parent
    /// A brother.
    case brother
    /// A sister.
    case sister
    /// A brother or sister.
    case sibling
    /// A child.
    case child
    /// A son.
    case son
    /// A daughter.
    case daughter
    /// A friend.
    case friend
    /// A husband or wife.
    case spouse
    /// A husband.
    case husband
    /// A wife.
    case wife
    /// A partner.
    case partner
    /// An assistant.
    case assistant
    /// A manager.
    case manager
    /// A grandfather.
    case grandfather
    /// A grandmother.
    case grandmother
    /// A grandparent.
    case grandparent
    /// A grandson.
    case grandson
    /// A granddaughter.
    case granddaughter
    /// A grandchild.
    case grandchild
    /// An uncle.
    case uncle
    /// An aunt.
    case aunt
    /// A nephew.
    case nephew
    /// A niece.
    case niece
    /// A cousin.
    case cousin
    /// Text the user typed as a label (`Boat`, `Zweitwohnung`).
    case custom(String)

    /// Every predefined label, in a stable order.
    public static let predefined: [Label] = [
        .home, .work, .school, .other,
        .mobile, .iPhone, .main, .homeFax, .workFax, .otherFax, .pager, .appleWatch,
        .iCloud, .homePage, .anniversary,
        .father, .mother, .parent, .brother, .sister, .sibling, .child, .son, .daughter,
        .friend, .spouse, .husband, .wife, .partner, .assistant, .manager,
        .grandfather, .grandmother, .grandparent, .grandson, .granddaughter, .grandchild,
        .uncle, .aunt, .nephew, .niece, .cousin,
    ]

    /// The stable identifier of a predefined label (`homeFax`); a custom label's own text.
    ///
    /// A switch, not a `[Label: String]`: the first dictionary keyed by `Label` a process
    /// builds costs the runtime a scan of every protocol conformance record for
    /// `Label: Hashable` (about 340,000 instructions in the statically linked tool, paid by
    /// a Google CSV convert on its first label).
    public var identifier: String {
        switch self {
        case .home: return "home"
        case .work: return "work"
        case .school: return "school"
        case .other: return "other"
        case .mobile: return "mobile"
        case .iPhone: return "iPhone"
        case .main: return "main"
        case .homeFax: return "homeFax"
        case .workFax: return "workFax"
        case .otherFax: return "otherFax"
        case .pager: return "pager"
        case .appleWatch: return "appleWatch"
        case .iCloud: return "iCloud"
        case .homePage: return "homePage"
        case .anniversary: return "anniversary"
        case .father: return "father"
        case .mother: return "mother"
        case .parent: return "parent"
        case .brother: return "brother"
        case .sister: return "sister"
        case .sibling: return "sibling"
        case .child: return "child"
        case .son: return "son"
        case .daughter: return "daughter"
        case .friend: return "friend"
        case .spouse: return "spouse"
        case .husband: return "husband"
        case .wife: return "wife"
        case .partner: return "partner"
        case .assistant: return "assistant"
        case .manager: return "manager"
        case .grandfather: return "grandfather"
        case .grandmother: return "grandmother"
        case .grandparent: return "grandparent"
        case .grandson: return "grandson"
        case .granddaughter: return "granddaughter"
        case .grandchild: return "grandchild"
        case .uncle: return "uncle"
        case .aunt: return "aunt"
        case .nephew: return "nephew"
        case .niece: return "niece"
        case .cousin: return "cousin"
        case .custom(let text): return text
        }
    }

    /// Whether this is the user's own text rather than a predefined label.
    public var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }

    /// Creates a predefined label from its stable identifier (`"homeFax"`), or nil.
    public init?(identifier: String) {
        guard let label = Label.byIdentifier[identifier] else { return nil }
        self = label
    }

    private static let byIdentifier: [String: Label] = {
        var table: [String: Label] = [:]
        for label in predefined { table[label.identifier] = label }
        return table
    }()
}

extension Label: Codable {
    /// Encoded as one string: a predefined label's identifier, or `custom:` and the text.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        if text.hasPrefix("custom:") {
            self = .custom(String(text.dropFirst("custom:".count)))
        } else if let label = Label(identifier: text) {
            self = label
        } else {
            self = .custom(text)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .custom(let text): try container.encode("custom:" + text)
        default: try container.encode(identifier)
        }
    }
}
