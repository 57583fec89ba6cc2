@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Labels and left-over types read from each type's word, worked out once per property
/// (the first four words held in an integer, the rest read again), give what reading them
/// from the type strings gives; companions taken by items are tracked in a mask (past the
/// 64th, in a list) and the others still stay as extensions, in place.
@Suite struct VCardLabeledWordsTests {
    static let spellings = [
        "HOME", "home", "Work", "CELL", "iphone", "FAX", "VOICE", "voice", "INTERNET", "MAIN",
        "PAGER", "HOME2", "work2", "OTHER", "HOMEPAGE", "SCHOOL", "HOMEFAX", "workfax", "X-CUSTOM",
        "PREF2", "",
    ]
    static let kinds: [VCardValueKind] = [.phone, .email, .address, .url, .date, .instantMessage, .socialProfile]
    static let labels: [Label] = [
        .home, .work, .school, .other, .mobile, .iPhone, .main, .homeFax, .workFax, .otherFax,
        .pager, .homePage, .anniversary, .friend, .custom("Lake house"),
    ]

    @Test func wordsGiveWhatTheStringsGive() {
        for kind in Self.kinds {
            for spelling in Self.spellings {
                let word = VCardTypeWords(type: spelling)
                #expect(VCardTypeTable.isDefault(word, kind: kind) == VCardTypeTable.isDefaultType(spelling, kind: kind))
                for label in Self.labels {
                    #expect(VCardTypeTable.word(word, spells: label, kind: kind) == VCardTypeTable.type(spelling, spells: label, kind: kind))
                }
                for other in Self.spellings {
                    let types = [spelling, other]
                    #expect(VCardTypeTable.label(fromWords: VCardTypeWords(types: types), kind: kind)
                        == VCardTypeTable.label(fromTypes: types, kind: kind))
                }
            }
        }
    }

    /// Six types, so the fifth and sixth words are read again from their strings.
    @Test func typesPastTheFourthAreStillSorted() throws {
        let text = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN:A\r
            TEL;TYPE=X-ONE;TYPE=x-two;TYPE=X-THREE;TYPE=X-FOUR;TYPE=voice;TYPE=CELL:1\r
            TEL;TYPE=VOICE;TYPE=X-A;TYPE=X-B;TYPE=X-C;TYPE=FAX;TYPE=work;TYPE=X-D:2\r
            item1.TEL;TYPE=X-A;TYPE=X-B;TYPE=X-C;TYPE=X-D;TYPE=CELL;TYPE=IPHONE:3\r
            item1.X-ABLabel:_$!<Mobile>!$_\r
            END:VCARD\r

            """
        let (contacts, _) = try Fixtures.readAll(Array(text.utf8))
        let phones = try #require(contacts.first?.phoneNumbers)
        #expect(phones.map(\.label) == [.mobile, .workFax, .mobile])
        #expect(phones.map { $0.parameters.first(where: { $0.hasName("TYPE") })?.values ?? [] } == [
            ["X-ONE", "x-two", "X-THREE", "X-FOUR"], ["X-A", "X-B", "X-C", "X-D"], ["X-A", "X-B", "X-C", "X-D", "IPHONE"],
        ])
    }

    /// Seventy item groups: the companions past the 64th are tracked too, and the ones no
    /// item took stay extensions in card order.
    @Test func companionsPastTheSixtyFourthAreTracked() throws {
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:A"]
        for item in 1...70 {
            lines.append("item\(item).X-ABLabel:label \(item)")
            if item % 10 != 0 { lines.append("item\(item).TEL:\(item)") }
        }
        lines += ["END:VCARD", ""]
        let (contacts, _) = try Fixtures.readAll(Array(lines.joined(separator: "\r\n").utf8))
        let contact = try #require(contacts.first)
        let taken = (1...70).filter { $0 % 10 != 0 }
        #expect(contact.phoneNumbers.map(\.label) == taken.map { .custom("label \($0)") })
        #expect(contact.extensions.map(\.value) == [10, 20, 30, 40, 50, 60, 70].map { "label \($0)" })
        #expect(contact.extensions.map(\.group) == [10, 20, 30, 40, 50, 60, 70].map { "item\($0)" })
    }
}
