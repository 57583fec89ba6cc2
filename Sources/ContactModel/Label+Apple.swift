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
        if raw.hasPrefix("_$!<"), raw.hasSuffix(">!$_"), raw.count > 8 {
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
