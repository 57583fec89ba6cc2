@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// The builder matches groups by the key the split makes (`VCardProperty+GroupKey`): two
/// keys must say what comparing the groups' text in any ASCII case says, for short groups
/// (a key of their bytes), long ones and text no line gives (their text decides).
@Suite struct VCardGroupKeyTests {
    /// The property of `line`, split as the reader splits it.
    static func property(_ line: String) throws -> VCardProperty {
        let bytes = Array(line.utf8)
        return try #require(VCardProperty.parse(VCardLineReader.Line(bytes: bytes[...], number: 1)))
    }

    static let groups = [
        "item1", "ITEM1", "Item1", "item10", "item2", "a", "A", "b", "ab", "a-b", "A-B", "a_b", "A_B", "a/b",
        "abcdefg", "ABCDEFG", "abcdefgh", "ABCDEFGH", "abcdefgi", "abcdefghi", "ABCDEFGHI", "abcdefghj",
        "itemwithlongname1", "ITEMWITHLONGNAME1", "itemwithlongname2", "x9", "X9", "9x", "_", "__", "-",
    ]

    /// Whether the two texts are the same group, as the builder compared them before.
    static func sameText(_ left: String, _ right: String) -> Bool {
        left == right || left.equalsIgnoringASCIICase(right)
    }

    @Test func splitKeysMatchWhenTheGroupsDoInAnyCase() throws {
        for left in Self.groups {
            let a = try Self.property("\(left).TEL:1")
            #expect(a.group == left)
            #expect(a.groupKey != 0)
            // The key the split makes from the bytes is the one the text gives.
            #expect(a.groupKey == VCardProperty.groupKey(of: left), "\(left)")
            for right in Self.groups {
                let b = try Self.property("\(right).X-ABADR:us")
                #expect(a.hasSameGroup(as: b) == Self.sameText(left, right), "\(left) \(right)")
            }
        }
    }

    /// The key is kept in the property's padding: at 129 bytes (over 128) every copy of a
    /// property became a call to `memcpy` (about 6.5 M instructions on 10k cards).
    @Test func thePropertyStillFitsIn128Bytes() {
        #expect(MemoryLayout<VCardProperty>.size <= 128)
    }

    @Test func noGroupHasKeyZeroAndMatchesNothing() throws {
        let plain = try Self.property("TEL:1")
        #expect(plain.group == nil && plain.groupKey == 0)
        #expect(!plain.hasSameGroup(as: plain))
        let grouped = try Self.property("item1.TEL:1")
        #expect(!plain.hasSameGroup(as: grouped) && !grouped.hasSameGroup(as: plain))
    }

    /// A group set as text (another format's, or taken away) carries its key: text that is
    /// no name (another format's) is compared as text, an empty group matches only itself.
    @Test func settingTheGroupSetsItsKey() throws {
        var property = try Self.property("item1.TEL:1")
        let other = try Self.property("ITEM1.X-ABADR:us")
        property.group = nil
        #expect(property.groupKey == 0 && !property.hasSameGroup(as: other))
        property.group = "Item1"
        #expect(property.hasSameGroup(as: other))
        for (left, right) in [("grüppe", "GRüPPE"), ("grüppe", "grüppa"), ("a b", "A B"), ("", ""), ("", "a"), ("a.b", "A.B")] {
            var a = try Self.property("TEL:1")
            var b = try Self.property("TEL:2")
            a.group = left
            b.group = right
            #expect(a.groupKey != 0 && b.groupKey != 0)
            #expect(a.hasSameGroup(as: b) == Self.sameText(left, right), "\(left) \(right)")
        }
    }

    /// Companions go with their item in any case of the group, short or long, and not with
    /// an item whose group only starts alike.
    @Test func companionsFollowTheirItemsGroup() throws {
        let (contacts, _) = try Fixtures.readAll(RealExportQuirksTests.card("3.0", [
            "item1.ADR:;;1 Main St;Springfield;;;", "ITEM1.X-ABADR:us", "item10.ADR:;;2 Side St;Shelbyville;;;",
            "item10.X-ABADR:ca", "AddressOfTheLakeHouse.ADR:;;3 Lake Rd;Ogdenville;;;",
            "addressofthelakehouse.X-ABADR:mx", "AddressOfTheLakeHouse.X-ABLabel:Lake house",
            "item2.TEL:+1 555 0100", "Item2.X-ABLabel:_$!<Mobile>!$_", "item3.TEL:+1 555 0101", "item33.X-ABLabel:Boat",
        ]))
        let contact = try #require(contacts.first)
        #expect(contact.postalAddresses.map(\.value.isoCountryCode) == ["us", "ca", "mx"])
        #expect(contact.postalAddresses.map(\.label) == [nil, nil, .custom("Lake house")])
        #expect(contact.phoneNumbers.map(\.label) == [.mobile, nil])
        // A companion of no item stays as written.
        #expect(contact.extensions.map(\.group) == ["item33"])
    }
}
