@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// The corners of the writer's direct lines that ``VCardDirectLineTests`` does not walk:
/// every preference rank, addresses with each of their own parameters, the single-valued
/// names told by their length, and folding done in place against the folding it replaced.
@Suite struct VCardDirectLineDetailTests {
    /// Preference ranks 3.0 says as `TYPE=pref` (1 and below) or `X-PREF` (above), and 4.0
    /// as `PREF=n` (`1` a literal, any other spelled out): the same bytes on both paths.
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func everyPreferenceRank(_ version: VCardVersion) throws {
        var contacts: [Contact] = []
        for rank in [-1, 0, 1, 2, 3, 10, 12345] as [Int?] + [nil] {
            for label in [nil, Label.home, .mobile, .homeFax, .custom("Cabin")] {
                var contact = Contact()
                contact.phoneNumbers = [LabeledValue(label: label, value: "+1-555-0100", preference: rank)]
                contact.emailAddresses = [
                    LabeledValue(
                        label: label, value: "a@example.com", preference: rank,
                        parameters: [Parameter("X-OUTLOOK-DISPLAY-NAME", "A;B")])
                ]
                contact.postalAddresses = [
                    LabeledValue(label: label, value: PostalAddress(street: "1 Main St", city: "Oslo"), preference: rank)
                ]
                contacts.append(contact)
            }
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
        if version == .v4_0 {
            #expect(direct.0.contains(";PREF=12345:"))
            #expect(direct.0.contains(";PREF=-1:"))
        } else {
            #expect(direct.0.contains(";X-PREF=10:"))
            #expect(direct.0.contains("TYPE=HOME,pref"))
        }
    }

    /// An address's own parameters (sub-administrative area, sorting code, 4.0's label),
    /// with and without kept X- parameters and controls in them, its components escaped
    /// straight into the line: the same bytes and warnings as through the card.
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func addressParametersAndComponents(_ version: VCardVersion) throws {
        let texts = ["", "Oslo", "a;b,c\\d", "two\r\nlines", "ctl\u{1}x", String(repeating: "å", count: 50)]
        var contacts: [Contact] = []
        for (index, text) in texts.enumerated() {
            for shape in 0..<8 {
                let address = PostalAddress(
                    postOfficeBox: shape & 1 == 0 ? "" : text, extendedAddress: text, street: text,
                    subLocality: shape == 3 ? text : "", city: text,
                    subAdministrativeArea: shape & 2 == 0 ? "" : text, state: text, postalCode: text,
                    sortingCode: shape & 4 == 0 ? "" : "CEDEX " + text, country: text,
                    isoCountryCode: shape == 5 ? "fr" : "", formattedLabel: shape % 3 == 0 ? nil : text + "\n2")
                var contact = Contact()
                contact.postalAddresses = [
                    LabeledValue(
                        label: [nil, .home, .work, .custom("Barn")][(index + shape) % 4], value: address,
                        preference: shape == 6 ? 1 : nil,
                        parameters: shape == 7 ? [Parameter("X-KEPT", text)] : []),
                    LabeledValue(label: .other, value: address),
                ]
                contacts.append(contact)
            }
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
        #expect(direct.0.contains("X-CONTACTKIT-SORTING-CODE="))
        #expect(direct.0.contains("X-APPLE-SUBADMINISTRATIVEAREA="))
    }

    /// A first `PRODID` before any other extension goes straight into the lines; in every
    /// other place (after an extension the cardinality pass may rename, a second one, with a
    /// group or parameters, a value that needs changes) it takes the card: the same bytes
    /// and warnings either way.
    @Test(arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func productIDs(_ version: VCardVersion) throws {
        let values = [
            "-//Apple Inc.//iPhone OS 17.0//EN", "a,b", "two\r\nlines", "ctl\u{1}x\u{7F}",
            "data:text/plain;base64,QQ==", String(repeating: "long ", count: 30), "",
        ]
        var contacts: [Contact] = []
        for value in values {
            let shapes: [[ExtensionProperty]] = [
                [ExtensionProperty(name: "PRODID", value: value)],
                [ExtensionProperty(name: "PRODID", value: value), ExtensionProperty(name: "PRODID", value: "second")],
                [ExtensionProperty(name: "N", value: "Other;;;;"), ExtensionProperty(name: "PRODID", value: value)],
                [ExtensionProperty(name: "X-A", value: "1"), ExtensionProperty(name: "PRODID", value: value)],
                [ExtensionProperty(name: "PRODID", value: value), ExtensionProperty(name: "N", value: "Other;;;;")],
                [ExtensionProperty(group: "item1", name: "PRODID", value: value)],
                [ExtensionProperty(name: "PRODID", parameters: [Parameter("X-P", "1")], value: value)],
                [
                    ExtensionProperty(name: "PRODID", parameters: [Parameter("ALTID", "1")], value: "first"),
                    ExtensionProperty(name: "PRODID", value: value),
                ],
                [ExtensionProperty(name: "prodid", value: value)],
            ]
            for extensions in shapes {
                var contact = Contact(formattedName: "Ann", givenName: "Ann", familyName: "Lee")
                contact.phoneNumbers = [LabeledValue(label: .custom("Cabin"), value: "1")]
                contact.extensions = extensions
                contact.uid = "urn:uuid:1"
                contacts.append(contact)
            }
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
        #expect(direct.0.contains("X-EXTRA-PRODID:second"))
    }

    /// Card after card, a `PRODID` that is the last card's very string (shared, as a reader
    /// shares it), one with the same bytes in storage of its own, other bytes, small strings
    /// and a value that is not plain: the same bytes and warnings as the card's path.
    @Test(arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func productIDsCardAfterCard(_ version: VCardVersion) throws {
        let shared = "-//Apple Inc.//iPhone OS 17.4.1//EN"
        let sameBytes = String(decoding: Array(shared.utf8), as: UTF8.self)
        let other = "-//Apple Inc.//iPhone OS 17.4.2//EN"
        let values = [shared, shared, sameBytes, shared, other, other, shared, "ab", "ab", "a,b", "a,b", shared, "", shared]
        let contacts = values.map { value in
            Contact(formattedName: "Ann", givenName: "Ann", extensions: [ExtensionProperty(name: "PRODID", value: value)])
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
        #expect(direct.0.contains("PRODID:-//Apple Inc.//iPhone OS 17.4.2//EN"))
    }

    /// One string is the same string; the same bytes in storage of their own are not (false
    /// says nothing of the bytes); small strings of the same bytes are.
    @Test func sameStringIsTheSameWords() {
        let shared = "-//Apple Inc.//iPhone OS 17.4.1//EN"
        let copy = shared
        let sameBytes = String(decoding: Array(shared.utf8), as: UTF8.self)
        let small = String(decoding: Array("ab".utf8), as: UTF8.self)
        withUnsafePointer(to: shared) { shared in
            withUnsafePointer(to: copy) { #expect(VCardCardComposer.isSameString(shared, as: $0)) }
            withUnsafePointer(to: sameBytes) { #expect(!VCardCardComposer.isSameString(shared, as: $0)) }
        }
        withUnsafePointer(to: small) { small in
            withUnsafePointer(to: "ab") { #expect(VCardCardComposer.isSameString(small, as: $0)) }
            withUnsafePointer(to: "ac") { #expect(!VCardCardComposer.isSameString(small, as: $0)) }
        }
    }

    /// The item group names the direct lines write (the first nine as one word) are the
    /// names the card's path gives (``VCardCardComposer/itemGroupName(_:)``), past the nine
    /// too; after bytes already there, and with the bytes after them written over.
    @Test func itemGroupLiteralsAreTheNames() {
        for number in 1...40 {
            var buffer = VCardByteBuffer()
            VCardCardComposer.appendItemGroup(number, to: &buffer)
            let written = buffer.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            #expect(written == "item\(number).")
            #expect(VCardCardComposer.itemGroupName(number) == "item\(number)")
            var line = VCardByteBuffer()
            line.append(Array("X".utf8))
            VCardCardComposer.appendItemGroup(number, to: &line)
            line.append(UInt8(ascii: "T"))
            #expect(line.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) } == "Xitem\(number).T")
        }
    }

    /// ``VCardCardComposer/singleValuedSlot(of:modern:)`` gives each name of
    /// ``VCardVersionTable/singleValuedProperties(in:)`` its index, and nil for every other
    /// name the composer writes directly.
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func singleValuedSlotsMatchTheTable(_ version: VCardVersion) {
        let names = VCardVersionTable.singleValuedProperties(in: version)
        let others = VCardVersionTable.singleValuedProperties(in: version == .v4_0 ? .v3_0 : .v4_0)
            .filter { !names.contains($0) }
        func slot(_ name: String) -> Int? {
            Array(name.utf8).withUnsafeBufferPointer {
                VCardCardComposer.singleValuedSlot(of: $0, modern: version == .v4_0)
            }
        }
        for (index, name) in names.enumerated() { #expect(slot(name) == index, "\(name)") }
        for name in others + [
            "FN", "NICKNAME", "X-MAIDENNAME", "ORG", "TITLE", "NOTE", "PHOTO", "CATEGORIES", "TEL", "EMAIL", "ADR",
            "X-ABADR", "X-APPLE-SUBLOCALITY", "LABEL", "X-ABLabel", "NN", "UIX", "BDAX", "", "n",
        ] {
            #expect(slot(name) == nil, "\(name)")
        }
    }

    /// Folding in place cuts where moving the line out and back did: lines of every length
    /// around the cuts, a multi-byte character or a run of spaces across each cut.
    @Test func foldingInPlaceMatchesTheFoldingItReplaced() throws {
        let pieces = ["", "é", "日", "𠀋", " ", "   ", "a b", "é ", " 日"]
        for length in [60, 70, 72, 73, 74, 75, 76, 77, 140, 148, 149, 150, 151, 152, 230, 400] {
            for piece in pieces {
                for position in [0, 1, 2, 3, 4] {
                    var note = String(repeating: "x", count: max(0, length - 6 - position))
                    for _ in 0..<6 { note += piece }
                    note += String(repeating: "y", count: position)
                    var contact = Contact()
                    contact.note = note
                    for version in [VCardVersion.v3_0, .v4_0, .v2_1] {
                        let written = try VCardWriter.string(from: [contact], version: version)
                        let lines = written.components(separatedBy: "\r\n")
                        // The note's line, unfolded, folded the old way.
                        var unfolded: [UInt8] = []
                        var inNote = false
                        var folded: [String] = []
                        for line in lines {
                            if line.hasPrefix("NOTE") {
                                inNote = true
                            } else if inNote && !line.hasPrefix(" ") {
                                break
                            }
                            if inNote {
                                folded.append(line)
                                unfolded += Array((line.hasPrefix(" ") ? String(line.dropFirst()) : line).utf8)
                            }
                        }
                        guard version != .v2_1 || !note.utf8.contains(where: { $0 >= 0x80 }) else { continue }
                        let expected = Self.foldTheOldWay(unfolded)
                        #expect(Array(folded.joined(separator: "\r\n").utf8) + [13, 10] == expected)
                    }
                }
            }
        }
    }

    /// The folding ``VCardLineWriter`` did before it folded in place: the line moved out,
    /// copied back segment by segment.
    static func foldTheOldWay(_ line: [UInt8], keepingWhole: Int = 0) -> [UInt8] {
        var output: [UInt8] = []
        var start = 0
        var limit = max(75, keepingWhole)
        while line.count - start > limit {
            var cut = start + limit
            while cut > start + 1 && line[cut] & 0xC0 == 0x80 { cut -= 1 }
            if line[cut] == 32 {
                var earlier = cut
                while earlier > start + 1 && (line[earlier] == 32 || line[earlier] & 0xC0 == 0x80) { earlier -= 1 }
                if line[earlier] != 32 && line[earlier] & 0xC0 != 0x80 { cut = earlier }
            }
            output += line[start..<cut]
            output += [13, 10, 32]
            start = cut
            limit = 74
        }
        output += line[start...]
        output += [13, 10]
        return output
    }
}
