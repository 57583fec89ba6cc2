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
        // ASCII without CR (most): the wrapper and the name are compared on the bytes, with
        // no string made for the name (its copy, lower-casing and hashing cost about 2,000
        // instructions a label).
        var text = raw
        let fromBytes: Label?? = text.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == 13 }) else { return nil }
            guard bytes.count > 8, bytes[1] == UInt8(ascii: "$"), bytes[2] == UInt8(ascii: "!"),
                bytes[3] == UInt8(ascii: "<"), bytes[bytes.count - 4] == UInt8(ascii: ">"),
                bytes[bytes.count - 3] == UInt8(ascii: "!"), bytes[bytes.count - 2] == UInt8(ascii: "$"),
                bytes[bytes.count - 1] == UInt8(ascii: "_")
            else { return .some(nil) }
            return .some(Label.byAppleName(UnsafeBufferPointer(rebasing: bytes[4..<(bytes.count - 4)])))
        }
        if let fromBytes {
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
    /// lower-cased name in ``byAppleName`` gives, for ASCII bytes).
    private static func byAppleName(_ name: UnsafeBufferPointer<UInt8>) -> Label? {
        for (label, appleName) in appleNameBytes where appleName.count == name.count {
            var same = true
            for index in 0..<name.count {
                let byte = name[index]
                if (byte >= 65 && byte <= 90 ? byte + 32 : byte) != appleName[index] {
                    same = false
                    break
                }
            }
            if same { return label }
        }
        return nil
    }

    /// Each label's Apple name as lower-case ASCII bytes.
    private static let appleNameBytes: [(Label, [UInt8])] = appleNames.map { ($0.key, Array($0.value.lowercased().utf8)) }

    private static let byAppleName: [String: Label] = {
        var table: [String: Label] = [:]
        for (label, name) in appleNames { table[name.lowercased()] = label }
        return table
    }()
}
