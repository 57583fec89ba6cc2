@testable import ContactFormats
import ContactModel
import Testing

/// The builder's short paths for values whose types are codes (the label and parameters
/// read from the codes, no parameters gathered for a field with none, a birthday with no
/// rare parameters, a phone number's first byte) against the careful ones: the same cards
/// read with every property's types spelled out (which takes the general path everywhere).
@Suite struct VCardBuilderCodedPathTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    /// The short path's spelling of each label is the type table's test, for every word.
    @Test func labelSpellingsAreTheTypeTables() {
        let kinds: [VCardValueKind] = [.phone, .email, .address, .url, .date, .instantMessage, .socialProfile]
        let labels = Label.predefined + [.custom("x"), .custom("")]
        for kind in kinds {
            for label in labels {
                let spelling = VCardContactBuilder.spelling(of: label, kind: kind)
                for bit in 0..<16 {
                    let word = VCardTypeWords(rawValue: 1 << UInt16(bit))
                    #expect(
                        !spelling.isDisjoint(with: word) == VCardTypeTable.word(word, spells: label, kind: kind),
                        "\(kind) \(label) \(bit)")
                }
                #expect(!VCardTypeTable.word([], spells: label, kind: kind))
            }
        }
    }

    /// Phone numbers that start like a `tel:` URI, or nearly: the first-byte test lets
    /// through every one the careful test takes.
    @Test(arguments: [
        "", "t", "T", "tel", "tel:", "TEL:5", "Tel:+1", "tEl:5", "tel:\u{301}5", "tel:é5", "tel:\u{301}",
        "télé", "t\u{301}el:5", "+1 555", "(555) 0100", "5", "\u{301}", " tel:5", "tel :5", "tex:5",
        "Tel;5", "tel:;ext=1", "\ttel:5", "ťel:5", "TEL:+1-555;ext=42", "te", "tel:5\u{301}",
    ])
    func telSchemeFirstByte(_ text: String) {
        #expect(VCardContactBuilder.startsWithTelScheme(text) == VCardContactBuilder.startsWithTelSchemeCarefully(text))
    }

    /// Type values of every kind the coded path sees or hands on: common spellings in
    /// three cases, words that mean a label, defaults, `pref`, X- types (which spell the
    /// types out on both sides), nameless values.
    static let types = [
        "CELL", "cell", "Cell", "VOICE", "voice", "HOME", "home", "Home", "WORK", "work", "FAX", "fax",
        "INTERNET", "internet", "OTHER", "other", "MAIN", "PAGER", "IPHONE", "iPhone", "pref", "PREF",
        "HOMEPAGE", "homepage", "SCHOOL", "school", "HOME2", "WORK2", "HOMEFAX", "workfax", "MSG", "TEXT",
        "VIDEO", "dom", "intl", "postal", "parcel", "X-MAIN", "x-foo", "CAR", "PCS", "BBS", "x400",
    ]

    /// Apple labels, predefined and custom, and texts that are not labels at all.
    static let appleLabels = [
        "_$!<Mobile>!$_", "_$!<HomeFAX>!$_", "_$!<WorkFAX>!$_", "_$!<Home>!$_", "_$!<Work>!$_",
        "_$!<Other>!$_", "_$!<Main>!$_", "_$!<Pager>!$_", "_$!<HomePage>!$_", "_$!<School>!$_",
        "iPhone", "Lake house", "", "_$!<Anniversary>!$_", "_$!<Nope>!$_", "Mobile",
    ]

    static let names = [
        "TEL", "EMAIL", "ADR", "URL", "IMPP", "X-SOCIALPROFILE", "X-ABDATE", "N", "FN", "ORG", "TITLE",
        "NOTE", "BDAY", "NICKNAME", "UID", "KIND", "X-ABRELATEDNAMES", "X-AIM", "CATEGORIES",
    ]

    static func value(for name: String, _ generator: inout SeededGenerator) -> String {
        switch name {
        case "TEL": return ["+1 555 0100", "tel:+1-555-0100;ext=7", "TEL:5", "", "(555) 0100"].randomElement(using: &generator)!
        case "EMAIL": return "a@example.org"
        case "ADR": return [";;1 Road;Town;;12345;Land", ";;2 Road", ";;a\\;b;c;d;e;f;g;h"].randomElement(using: &generator)!
        case "URL": return "https://example.org"
        case "IMPP": return "xmpp:a@example.org"
        case "X-SOCIALPROFILE": return "https://twitter.com/a"
        case "X-ABDATE", "BDAY": return ["1604-04-12", "1985-04-12", "--04-12", "circa 1800", "1980-02-30"].randomElement(using: &generator)!
        case "N": return "Doe;Jane;;;"
        case "ORG": return "Company;Unit"
        case "KIND": return "org"
        case "CATEGORIES": return "a, b"
        default: return ["text", "", "a\\,b", "é"].randomElement(using: &generator)!
        }
    }

    /// A random property line: a name, maybe in an item group (in any case), type
    /// parameters, `pref`, other parameters.
    static func randomLine(_ generator: inout SeededGenerator, groups: Int) -> String {
        let name = names.randomElement(using: &generator)!
        var line = ""
        if groups > 0, Bool.random(using: &generator) {
            let group = Int.random(in: 1...groups, using: &generator)
            line += ["item", "ITEM", "Item"].randomElement(using: &generator)! + "\(group)."
        }
        line += name
        for _ in 0..<Int.random(in: 0...4, using: &generator) {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<6: line += ";type=" + types.randomElement(using: &generator)!
            case 6: line += ";TYPE=" + (0..<Int.random(in: 1...3, using: &generator)).map { _ in types.randomElement(using: &generator)! }.joined(separator: ",")
            case 7: line += ";X-FOO=bar"
            case 8: line += ";X-APPLE-OMIT-YEAR=1604"
            default: line += ";" + types.randomElement(using: &generator)!
            }
        }
        return line + ":" + value(for: name, &generator)
    }

    /// A random card: properties, item-group companions (labels, address countries and
    /// sub-localities, in any case, some with no item), in a random order.
    static func randomCard(_ generator: inout SeededGenerator) -> [String] {
        let groups = Int.random(in: 0...4, using: &generator)
        var lines = (0..<Int.random(in: 1...14, using: &generator)).map { _ in randomLine(&generator, groups: groups) }
        if groups > 0 {
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                let group = ["item", "ITEM", "iTem"].randomElement(using: &generator)! + "\(Int.random(in: 1...groups, using: &generator))"
                switch Int.random(in: 0..<4, using: &generator) {
                case 0, 1: lines.append("\(group).X-ABLabel:" + appleLabels.randomElement(using: &generator)!)
                case 2: lines.append("\(group).X-ABADR:de")
                default: lines.append("\(group).X-APPLE-SUBLOCALITY: Mitte")
                }
            }
            lines.shuffle(using: &generator)
        }
        return lines
    }

    /// Random cards read with their types as codes and spelled out give the same contact and
    /// the same problems, in every version.
    @Test func randomCardsReadAlikeWithTypesSpelledOut() throws {
        var generator = SeededGenerator(state: 0x5EED_B11D)
        var coded = 0
        for round in 0..<1_500 {
            let lines = Self.randomCard(&generator)
            let properties = lines.compactMap { VCardTypeCodesTests.parsed($0) }
            coded += properties.filter { $0.typeCodes != 0 && $0.typeCodes != VCardProperty.typesSpelledOut }.count
            for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
                let (fast, careful) = VCardTypeCodesTests.builtBothWays(properties, version: version)
                #expect(fast.contact == careful.contact, "round \(round) \(version): \(lines)")
                #expect(fast.problems == careful.problems, "round \(round) \(version): \(lines)")
            }
        }
        // The cards did take the coded path.
        #expect(coded > 3_000)
    }

    /// Random cards with item groups read alike when 70 other properties come first: past
    /// the 64th property the builder keeps companions in a list and scans every property
    /// for a group's members (the careful path), where it otherwise uses masks and looks
    /// once a card whether any two grouped properties share a group.
    @Test func randomGroupedCardsReadAlikePastTheSixtyFourth() throws {
        var generator = SeededGenerator(state: 0x6A0_0B11D)
        let padding = (1...70).compactMap { VCardTypeCodesTests.parsed("X-PAD-\($0):x") }
        var grouped = 0
        for round in 0..<800 {
            let lines = Self.randomCard(&generator)
            let properties = lines.compactMap { VCardTypeCodesTests.parsed($0) }
            grouped += properties.filter { $0.group != nil }.count
            for version in [VCardVersion.v3_0, .v4_0] {
                var short = properties
                var long = padding + properties
                let (shortContact, shortProblems) = VCardContactBuilder.build(version: version, properties: &short)
                var (longContact, longProblems) = VCardContactBuilder.build(version: version, properties: &long)
                longContact.extensions.removeAll { $0.name.hasPrefix("X-PAD-") }
                #expect(shortContact == longContact, "round \(round) \(version): \(lines)")
                #expect(shortProblems == longProblems, "round \(round) \(version): \(lines)")
            }
        }
        #expect(grouped > 2_000)
    }

    /// The short path's test for types that say nothing more holds as each code's word is
    /// one word or none.
    @Test func everyCodeIsOneWordOrNone() {
        for code in 1...VCardTypeSpellings.spellings.count {
            #expect(VCardTypeSpellings.word(ofCode: UInt8(code)).rawValue.nonzeroBitCount <= 1)
        }
        #expect(VCardContactBuilder.defaultWord(.phone) == .voice)
        #expect(VCardContactBuilder.defaultWord(.email) == .internet)
        for kind in [VCardValueKind.address, .url, .date, .instantMessage, .socialProfile] {
            #expect(VCardContactBuilder.defaultWord(kind).isEmpty)
        }
        for kind in [VCardValueKind.phone, .email, .address, .url, .date, .instantMessage, .socialProfile] {
            for bit in 0..<16 {
                let word = VCardTypeWords(rawValue: 1 << UInt16(bit))
                #expect(VCardTypeTable.isDefault(word, kind: kind) == VCardContactBuilder.defaultWord(kind).contains(word))
            }
        }
    }

    /// The coded path's figures, written out: labels from types and companions, the types
    /// kept beside them, groups with other members.
    @Test func codedLabelsAndParametersWrittenOut() throws {
        var properties = [
            "TEL;type=CELL;type=VOICE:1", "TEL;type=IPHONE;type=CELL;type=VOICE:2", "TEL;type=HOME;type=FAX;type=pref:3",
            "TEL;type=MSG;type=work;type=TEXT:4", "item1.TEL;type=CELL;type=HOME:5", "ITEM1.X-ABLabel:_$!<Mobile>!$_",
            "item2.EMAIL;type=INTERNET;type=HOME:a@example.org", "item2.URL;type=WORK:https://example.org",
            "item3.EMAIL;type=INTERNET;type=WORK:b@example.org", "Item3.X-ABLabel:Lake house",
        ].compactMap { VCardTypeCodesTests.parsed($0) }
        let (contact, _) = VCardContactBuilder.build(version: .v3_0, properties: &properties)
        #expect(contact.phoneNumbers.map(\.label) == [.mobile, .iPhone, .homeFax, .work, .mobile])
        #expect(contact.phoneNumbers.map(\.parameters) == [
            [], [], [], [Parameter(name: "TYPE", values: ["MSG", "TEXT"])], [Parameter("TYPE", "HOME")],
        ])
        #expect(contact.phoneNumbers.map(\.preference) == [nil, nil, 1, nil, nil])
        #expect(contact.emailAddresses.map(\.label) == [.home, .custom("Lake house")])
        #expect(contact.emailAddresses.map(\.parameters) == [
            [Parameter("GROUP", "item2")], [Parameter("TYPE", "WORK")],
        ])
        #expect(contact.urlAddresses.map(\.parameters) == [[Parameter("GROUP", "item2")]])
    }
}
