extension Label {
    /// The raw string Apple's Contacts framework stores for this label, as it appears in
    /// `X-ABLabel` (`_$!<HomeFAX>!$_`); a custom label's own text.
    ///
    /// Spelled out label by label: a literal costs nothing, where the lookup in
    /// `appleNames` and the concatenation cost about 650 instructions a label (every
    /// `X-ABLabel` the vCard writer writes).
    public var appleRawValue: String {
        switch self {
        case .custom(let text): return text
        case .iPhone: return "iPhone"
        case .iCloud: return "iCloud"
        case .home: return "_$!<Home>!$_"
        case .work: return "_$!<Work>!$_"
        case .school: return "_$!<School>!$_"
        case .other: return "_$!<Other>!$_"
        case .mobile: return "_$!<Mobile>!$_"
        case .main: return "_$!<Main>!$_"
        case .homeFax: return "_$!<HomeFAX>!$_"
        case .workFax: return "_$!<WorkFAX>!$_"
        case .otherFax: return "_$!<OtherFAX>!$_"
        case .pager: return "_$!<Pager>!$_"
        case .homePage: return "_$!<HomePage>!$_"
        case .anniversary: return "_$!<Anniversary>!$_"
        case .father: return "_$!<Father>!$_"
        case .mother: return "_$!<Mother>!$_"
        case .parent: return "_$!<Parent>!$_"
        case .brother: return "_$!<Brother>!$_"
        case .sister: return "_$!<Sister>!$_"
        case .sibling: return "_$!<Sibling>!$_"
        case .child: return "_$!<Child>!$_"
        case .son: return "_$!<Son>!$_"
        case .daughter: return "_$!<Daughter>!$_"
        case .friend: return "_$!<Friend>!$_"
        case .spouse: return "_$!<Spouse>!$_"
        case .husband: return "_$!<Husband>!$_"
        case .wife: return "_$!<Wife>!$_"
        case .partner: return "_$!<Partner>!$_"
        case .assistant: return "_$!<Assistant>!$_"
        case .manager: return "_$!<Manager>!$_"
        case .grandfather: return "_$!<Grandfather>!$_"
        case .grandmother: return "_$!<Grandmother>!$_"
        case .grandparent: return "_$!<Grandparent>!$_"
        case .grandson: return "_$!<Grandson>!$_"
        case .granddaughter: return "_$!<Granddaughter>!$_"
        case .grandchild: return "_$!<Grandchild>!$_"
        case .uncle: return "_$!<Uncle>!$_"
        case .aunt: return "_$!<Aunt>!$_"
        case .nephew: return "_$!<Nephew>!$_"
        case .niece: return "_$!<Niece>!$_"
        case .cousin: return "_$!<Cousin>!$_"
        case .appleWatch: return "_$!<AppleWatch>!$_"
        }
    }

    /// Reads an `X-ABLabel` value: `_$!<Mobile>!$_` gives ``mobile``; any other text is a
    /// custom label. Unknown `_$!<...>!$_` names stay custom, with their wrapper kept.
    public init(appleRawValue raw: String) {
        // Custom text (most labels) starts with neither `i` nor `_`: one look at the first
        // byte, where comparing with `iPhone` and `iCloud` first cost two calls (about 75
        // instructions each) for every label. Only a text whose first byte is `i` can equal
        // either (a text canonically equal to them starts with `i` itself), and no character
        // is `_` but `_` itself. The others are judged on their bytes
        // when each byte is a character (ASCII without CR), else as characters.
        let first = raw.utf8.first
        if first == UInt8(ascii: "i") {
            if raw == "iPhone" { self = .iPhone; return }
            if raw == "iCloud" { self = .iCloud; return }
        }
        guard first == UInt8(ascii: "_") else {
            self = .custom(raw)
            return
        }
        // ASCII without CR (most): the wrapper and the name are compared on the bytes, with
        // no string made for the name (its copy, lower-casing and hashing cost about 2,000
        // instructions a label).
        var text = raw
        if let fromBytes = text.withUTF8({ Label.judged(asciiBytes: $0) }) {
            self = fromBytes ?? .custom(raw)
            return
        }
        let isWrapped = raw.hasPrefix("_$!<") && raw.hasSuffix(">!$_") && raw.count > 8
        if isWrapped {
            let name = String(raw.dropFirst(4).dropLast(4))
            if let label = Label.byAppleName[name.lowercased()] {
                self = label
                return
            }
        }
        self = .custom(raw)
    }

    /// The predefined label an `X-ABLabel` value's bytes name when they are a wrapped Apple
    /// name (`_$!<Mobile>!$_`, in any case) in ASCII without CR; nil for any other bytes.
    /// What ``init(appleRawValue:)`` gives for their text when it is not custom: a reader
    /// reads such a label from the line, with no string made for it.
    package static func predefined(appleRawBytes bytes: UnsafeBufferPointer<UInt8>) -> Label? {
        guard bytes.first == UInt8(ascii: "_"), let judged = judged(asciiBytes: bytes) else { return nil }
        return judged
    }

    /// What bytes that start with `_` say as ASCII without CR: the label of a wrapped Apple
    /// name, `.some(nil)` for a custom label, nil when they are not such ASCII (then they
    /// are judged as characters).
    private static func judged(asciiBytes bytes: UnsafeBufferPointer<UInt8>) -> Label?? {
        guard !bytes.contains(where: { $0 >= 0x80 || $0 == 13 }) else { return nil }
        guard bytes.count > 8, bytes[1] == UInt8(ascii: "$"), bytes[2] == UInt8(ascii: "!"),
            bytes[3] == UInt8(ascii: "<"), bytes[bytes.count - 4] == UInt8(ascii: ">"),
            bytes[bytes.count - 3] == UInt8(ascii: "!"), bytes[bytes.count - 2] == UInt8(ascii: "$"),
            bytes[bytes.count - 1] == UInt8(ascii: "_")
        else { return .some(nil) }
        return .some(byAppleName(UnsafeBufferPointer(rebasing: bytes[4..<(bytes.count - 4)])))
    }

    /// Apple's name of each predefined label but `iPhone` and `iCloud` (`HomeFAX`), which
    /// its raw value wraps in `_$!<` and `>!$_`: taken from ``appleRawValue``, where each is
    /// spelled once.
    static let appleNames: [Label: String] = {
        var names: [Label: String] = [:]
        for label in predefined {
            let raw = label.appleRawValue
            guard raw.hasPrefix("_$!<"), raw.hasSuffix(">!$_") else { continue }
            names[label] = String(raw.dropFirst(4).dropLast(4))
        }
        return names
    }()

    /// The label whose Apple name `name` is, in any ASCII case (what looking up the
    /// lower-cased name in ``byAppleName`` gives, for ASCII bytes without CR). The name's
    /// bytes, folded (bit 5 set: only `A`–`Z` become letters so), are two words compared
    /// with each name's: a loop over a table of the names, made once a run, cost about 600
    /// instructions a label and 1.3 M instructions to make (the tests compare every label
    /// in every case with the reading as characters).
    private static func byAppleName(_ name: UnsafeBufferPointer<UInt8>) -> Label? {
        let count = name.count
        guard count >= 3, count <= 16 else { return nil }
        // Bytes 0–7 in `first`, 8–15 in `second`, each first byte lowest, folded.
        var first: UInt64 = 0
        var second: UInt64 = 0
        for index in 0..<min(count, 8) {
            first |= UInt64(name[index] | 0x20) &<< UInt64(8 &* index)
        }
        for index in min(count, 8)..<count {
            second |= UInt64(name[index] | 0x20) &<< UInt64(8 &* (index &- 8))
        }
        // Each name's first eight bytes (or fewer) differ: they say which name it may be,
        // and `rest` the bytes past them that name has.
        let label: Label
        let rest: UInt64
        switch first {
        case 0x656d_6f68: (label, rest) = (.home, 0)  // home
        case 0x6b72_6f77: (label, rest) = (.work, 0)  // work
        case 0x6c6f_6f68_6373: (label, rest) = (.school, 0)  // school
        case 0x0072_6568_746f: (label, rest) = (.other, 0)  // other
        case 0x656c_6962_6f6d: (label, rest) = (.mobile, 0)  // mobile
        case 0x6e69_616d: (label, rest) = (.main, 0)  // main
        case 0x0078_6166_656d_6f68: (label, rest) = (.homeFax, 0)  // homefax
        case 0x0078_6166_6b72_6f77: (label, rest) = (.workFax, 0)  // workfax
        case 0x7861_6672_6568_746f: (label, rest) = (.otherFax, 0)  // otherfax
        case 0x0072_6567_6170: (label, rest) = (.pager, 0)  // pager
        case 0x6567_6170_656d_6f68: (label, rest) = (.homePage, 0)  // homepage
        case 0x7372_6576_696e_6e61: (label, rest) = (.anniversary, 0x0079_7261)  // anniversary
        case 0x7265_6874_6166: (label, rest) = (.father, 0)  // father
        case 0x7265_6874_6f6d: (label, rest) = (.mother, 0)  // mother
        case 0x746e_6572_6170: (label, rest) = (.parent, 0)  // parent
        case 0x0072_6568_746f_7262: (label, rest) = (.brother, 0)  // brother
        case 0x7265_7473_6973: (label, rest) = (.sister, 0)  // sister
        case 0x0067_6e69_6c62_6973: (label, rest) = (.sibling, 0)  // sibling
        case 0x0064_6c69_6863: (label, rest) = (.child, 0)  // child
        case 0x006e_6f73: (label, rest) = (.son, 0)  // son
        case 0x7265_7468_6775_6164: (label, rest) = (.daughter, 0)  // daughter
        case 0x646e_6569_7266: (label, rest) = (.friend, 0)  // friend
        case 0x6573_756f_7073: (label, rest) = (.spouse, 0)  // spouse
        case 0x0064_6e61_6273_7568: (label, rest) = (.husband, 0)  // husband
        case 0x6566_6977: (label, rest) = (.wife, 0)  // wife
        case 0x0072_656e_7472_6170: (label, rest) = (.partner, 0)  // partner
        case 0x6e61_7473_6973_7361: (label, rest) = (.assistant, 0x0074)  // assistant
        case 0x0072_6567_616e_616d: (label, rest) = (.manager, 0)  // manager
        case 0x7461_6664_6e61_7267: (label, rest) = (.grandfather, 0x0072_6568)  // grandfather
        case 0x746f_6d64_6e61_7267: (label, rest) = (.grandmother, 0x0072_6568)  // grandmother
        case 0x7261_7064_6e61_7267: (label, rest) = (.grandparent, 0x0074_6e65)  // grandparent
        case 0x6e6f_7364_6e61_7267: (label, rest) = (.grandson, 0)  // grandson
        case 0x7561_6464_6e61_7267: (label, rest) = (.granddaughter, 0x0072_6574_6867)  // granddaughter
        case 0x6968_6364_6e61_7267: (label, rest) = (.grandchild, 0x646c)  // grandchild
        case 0x0065_6c63_6e75: (label, rest) = (.uncle, 0)  // uncle
        case 0x746e_7561: (label, rest) = (.aunt, 0)  // aunt
        case 0x7765_6870_656e: (label, rest) = (.nephew, 0)  // nephew
        case 0x0065_6365_696e: (label, rest) = (.niece, 0)  // niece
        case 0x6e69_7375_6f63: (label, rest) = (.cousin, 0)  // cousin
        case 0x7461_7765_6c70_7061: (label, rest) = (.appleWatch, 0x6863)  // applewatch
        default: return nil
        }
        return second == rest ? label : nil
    }

    private static let byAppleName: [String: Label] = {
        var table: [String: Label] = [:]
        for (label, name) in appleNames { table[name.lowercased()] = label }
        return table
    }()
}
