extension Label {
    /// The raw string Apple's Contacts framework stores for this label, as it appears in
    /// `X-ABLabel` (`_$!<HomeFAX>!$_`); a custom label's own text.
    public var appleRawValue: String {
        switch self {
        case .custom(let text): return text
        case .iPhone: return "iPhone"
        case .iCloud: return "iCloud"
        case .appleWatch: return "_$!<AppleWatch>!$_"
        default: return Label.appleNames[self].map { "_$!<" + $0 + ">!$_" } ?? identifier
        }
    }

    /// Reads an `X-ABLabel` value: `_$!<Mobile>!$_` gives ``mobile``; any other text is a
    /// custom label. Unknown `_$!<...>!$_` names stay custom, with their wrapper kept.
    public init(appleRawValue raw: String) {
        if raw == "iPhone" { self = .iPhone; return }
        if raw == "iCloud" { self = .iCloud; return }
        // Custom text (most labels) does not start with `_`: no character is `_` but `_`
        // itself. The others are judged on their bytes when each byte is a character
        // (ASCII without CR), else as characters.
        let utf8 = raw.utf8
        guard utf8.first == UInt8(ascii: "_") else {
            self = .custom(raw)
            return
        }
        let isWrapped =
            utf8.allSatisfy({ $0 < 0x80 && $0 != 13 })
            ? utf8.count > 8 && utf8.starts(with: "_$!<".utf8) && utf8.suffix(4).elementsEqual(">!$_".utf8)
            : raw.hasPrefix("_$!<") && raw.hasSuffix(">!$_") && raw.count > 8
        if isWrapped {
            let name = String(raw.dropFirst(4).dropLast(4))
            if let label = Label.byAppleName[name.lowercased()] {
                self = label
                return
            }
        }
        self = .custom(raw)
    }

    private static let appleNames: [Label: String] = [
        .home: "Home", .work: "Work", .school: "School", .other: "Other",
        .mobile: "Mobile", .main: "Main", .homeFax: "HomeFAX", .workFax: "WorkFAX",
        .otherFax: "OtherFAX", .pager: "Pager", .homePage: "HomePage",
        .anniversary: "Anniversary", .father: "Father", .mother: "Mother", .parent: "Parent",
        .brother: "Brother", .sister: "Sister", .sibling: "Sibling", .child: "Child",
        .son: "Son", .daughter: "Daughter", .friend: "Friend", .spouse: "Spouse",
        .husband: "Husband", .wife: "Wife", .partner: "Partner", .assistant: "Assistant",
        .manager: "Manager", .grandfather: "Grandfather", .grandmother: "Grandmother",
        .grandparent: "Grandparent", .grandson: "Grandson", .granddaughter: "Granddaughter",
        .grandchild: "Grandchild", .uncle: "Uncle", .aunt: "Aunt", .nephew: "Nephew",
        .niece: "Niece", .cousin: "Cousin", .appleWatch: "AppleWatch",
    ]

    private static let byAppleName: [String: Label] = {
        var table: [String: Label] = [:]
        for (label, name) in appleNames { table[name.lowercased()] = label }
        return table
    }()
}
