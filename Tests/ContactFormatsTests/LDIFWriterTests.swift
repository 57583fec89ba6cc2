import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Issue 30, LDIF: what `LDIFWriter` writes — Thunderbird's attributes and order, base64
/// and folding by RFC 2849, DNs escaped by RFC 4514, lists with their members' DNs, and a
/// warning for what the schema cannot hold.
@Suite struct LDIFWriterTests {
    static func write(_ contacts: [Contact]) throws -> (text: String, diagnostics: [Diagnostic]) {
        let (bytes, diagnostics) = try Fixtures.write(contacts) { LDIFWriter(sink: $0) }
        return (String(decoding: bytes, as: UTF8.self), diagnostics)
    }

    static func readBack(_ text: String) throws -> [Contact] {
        var reader = LDIFReader(text: text)
        return try Fixtures.readAll(&reader).contacts
    }

    static let jane = Contact(
        uid: "urn:uuid:7d3c2c1e-0000-4000-8000-000000000001", formattedName: "Jane Doe", givenName: "Jane",
        familyName: "Doe", nickname: "JD", organizationName: "Example Corp", jobTitle: "Engineer",
        birthday: PartialDate(month: 4, day: 12), note: "Line one\nLine two",
        phoneNumbers: [LabeledValue(label: .work, value: "+1 555 0100"), LabeledValue(label: .mobile, value: "+1 555 0101")],
        emailAddresses: [LabeledValue(value: "jane@example.com")],
        postalAddresses: [LabeledValue(label: .home, value: PostalAddress(street: "1 Main St", city: "Springfield", postalCode: "12345"))])

    @Test func writesThunderbirdsAttributesInItsOrder() throws {
        let (text, diagnostics) = try Self.write([Self.jane])
        #expect(text == """
            version: 1
            dn: cn=Jane Doe,mail=jane@example.com
            objectclass: top
            objectclass: person
            objectclass: organizationalPerson
            objectclass: inetOrgPerson
            objectclass: mozillaAbPersonAlpha
            givenName: Jane
            sn: Doe
            cn: Jane Doe
            mozillaNickname: JD
            mail: jane@example.com
            telephoneNumber: +1 555 0100
            mobile: +1 555 0101
            mozillaHomeStreet: 1 Main St
            mozillaHomeLocalityName: Springfield
            mozillaHomePostalCode: 12345
            title: Engineer
            o: Example Corp
            birthmonth: 4
            birthday: 12
            description:: TGluZSBvbmUKTGluZSB0d28=


            """)
        #expect(diagnostics.map(\.property) == ["uid"], Comment(rawValue: "\(diagnostics)"))
        #expect(diagnostics.allSatisfy { $0.code == .fieldLeftOut })
    }

    @Test func anEmptyOutputHasNoVersionLine() throws {
        #expect(try Self.write([]).text.isEmpty)
    }

    @Test(arguments: [
        ("plain", false), (" leading space", true), (":colon", true), ("<less-than", true), ("trailing space ", true),
        ("é", true), ("a\nb", true), ("a\rb", true), ("a\u{0}b", true), ("inner: colon and <", false),
    ])
    func base64WhenTheValueIsNoSafeString(_ value: String, _ isBase64: Bool) throws {
        let text = try Self.write([Contact(formattedName: "A", note: value)]).text
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("description") })
        #expect(line.hasPrefix("description:: ") == isBase64, Comment(rawValue: String(line)))
        #expect(try Self.readBack(text).first?.note == value)
    }

    @Test func longLinesAreFoldedAt76Bytes() throws {
        let note = String(repeating: "0123456789", count: 30)
        let photo: [UInt8] = [0xFF, 0xD8, 0xFF] + Array(repeating: 7, count: 2000)
        let text = try Self.write([Contact(formattedName: "A", note: note, imageData: Data(photo))]).text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.utf8.count <= 76 })
        #expect(lines.contains { $0.hasPrefix(" ") })
        let back = try #require(try Self.readBack(text).first)
        #expect(back.note == note && back.imageBytes == photo)
    }

    @Test func aHostileNameIsDataInTheDN() throws {
        let name = "x,mail=evil@example.com+cn=admin\\;<\"#> "
        let contact = Contact(formattedName: name, emailAddresses: [LabeledValue(value: "a@example.com")])
        let text = try Self.write([contact]).text
        #expect(text.contains("dn: cn=x\\,mail\\=evil@example.com\\+cn\\=admin\\\\\\;\\<\\\"#\\>\\ ,mail=a@example.com\n"))
        let back = try #require(try Self.readBack(text).first)
        #expect(back.formattedName == name)
        #expect(!back.extensions.contains { $0.name == LDIFWriter.distinguishedNameExtension })
    }

    @Test func lineBreaksInValuesNeverStartALine() throws {
        let contact = Contact(
            formattedName: "Eve\ndn: cn=root\nobjectclass: groupOfNames", familyName: "x\r\nmember: cn=root",
            note: "\n\ndn: cn=other\n")
        let text = try Self.write([contact]).text
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("dn") }.count == 1)
        #expect(!lines.contains { $0.hasPrefix("member") || $0.hasPrefix("objectclass: groupOfNames") })
        // In the DN, the line breaks are `\0A` escapes.
        #expect(lines[1] == "dn: cn=Eve\\0Adn: cn\\=root\\0Aobjectclass: groupOfNames")
        let back = try Self.readBack(text)
        #expect(back.count == 1 && back[0].formattedName == contact.formattedName && back[0].note == contact.note)
        #expect(back[0].kind == .individual)
    }

    @Test func aListAfterItsMembersNamesTheirDNs() throws {
        var list = Contact(uid: "list-1", kind: .group, formattedName: "Family")
        list.members = ["urn:uuid:7d3c2c1e-0000-4000-8000-000000000001", "mailto:grandma@example.net"]
        let (text, diagnostics) = try Self.write([Self.jane, list])
        #expect(text.hasSuffix("""
            dn: cn=Family
            objectclass: top
            objectclass: groupOfNames
            cn: Family
            member: cn=Jane Doe,mail=jane@example.com
            member: mail=grandma@example.net


            """))
        #expect(!diagnostics.contains { $0.code == .lossyMapping })
        let back = try Self.readBack(text)
        #expect(back[1].members == [back[0].uid!, "mailto:grandma@example.net"])
    }

    @Test func aListBeforeItsMembersWaitsForThem() throws {
        var list = Contact(kind: .group, formattedName: "Family")
        list.members = ["urn:uuid:7D3C2C1E-0000-4000-8000-000000000001", "urn:uuid:00000000-dead-4000-8000-000000000000"]
        let (text, diagnostics) = try Self.write([list, Self.jane])
        #expect(text.range(of: "dn: cn=Jane Doe")!.lowerBound < text.range(of: "dn: cn=Family")!.lowerBound)
        #expect(text.contains("member: cn=Jane Doe,mail=jane@example.com\nmember: uid=00000000-dead-4000-8000-000000000000\n"))
        let lost = diagnostics.filter { $0.code == .lossyMapping }
        #expect(lost.count == 1 && lost[0].message.contains("00000000-dead"))
        #expect(text.components(separatedBy: "version: 1").count == 2)
    }

    @Test func whatTheSchemaCannotHoldIsReported() throws {
        var contact = Self.jane
        contact.middleName = "Q"
        contact.emailAddresses += [
            LabeledValue(label: .work, value: "j@work.example.com"), LabeledValue(value: "third@example.com"),
        ]
        contact.phoneNumbers += [LabeledValue(label: .custom("Boat"), value: "+1 555 0199")]
        contact.contactRelations = [LabeledValue(label: .mother, value: "Mary")]
        contact.imageBytes = [0x89, 0x50, 0x4E, 0x47, 0, 0]
        contact.extensions = [ExtensionProperty(name: "X-ABUID", value: "1")]
        let (text, diagnostics) = try Self.write([contact])
        let kinds = Set(diagnostics.filter { $0.code == .fieldLeftOut }.compactMap(\.property))
        #expect(kinds.isSuperset(of: [
            "middleName", "emailAddresses", "emailAddresses.label", "phoneNumbers", "contactRelations", "X-ABUID", "uid",
        ]), Comment(rawValue: "\(kinds.sorted())"))
        #expect(diagnostics.contains { $0.code == .lossyMapping && $0.property == "photo" })
        #expect(text.contains("mozillaSecondEmail: j@work.example.com\n"))
        #expect(!text.contains("third@example.com"))
        #expect(!text.contains("+1 555 0199"), Comment(rawValue: "work and mobile are taken: the boat has no attribute"))
    }

    @Test func aNumberWithoutASlotOfItsOwnTakesTheFreeWorkAttribute() throws {
        let contact = Contact(
            formattedName: "A",
            phoneNumbers: [
                LabeledValue(label: .mobile, value: "1"), LabeledValue(label: .iPhone, value: "2"),
                LabeledValue(label: .main, value: "3"),
            ])
        let (text, diagnostics) = try Self.write([contact])
        #expect(text.contains("telephoneNumber: 2\nmobile: 1\n"))
        #expect(diagnostics.contains { $0.property == "phoneNumbers.label" && $0.message.contains("'iPhone' of phoneNumbers 2 (written as 'work')") })
        #expect(diagnostics.contains { $0.property == "phoneNumbers" && $0.message.contains("phoneNumbers 3 (main)") })
    }

    @Test func keptAttributesAreWrittenBack() throws {
        var contact = Contact(formattedName: "A")
        contact.extensions = [
            ExtensionProperty(name: "X-LDIF-UIDNUMBER", value: "10023"),
            ExtensionProperty(name: "X-LDIF-CN", parameters: [Parameter(LDIFWriter.optionsParameter, "lang-ja")], value: "木村"),
            ExtensionProperty(name: "X-LDIF-OID-2-5-4-13", value: "by OID"),
            ExtensionProperty(name: "X-LDIF-USERCERTIFICATE", parameters: [Parameter("ENCODING", "b")], value: "AAEC"),
            ExtensionProperty(name: LDIFWriter.objectClassExtension, value: "posixAccount"),
            ExtensionProperty(name: LDIFWriter.objectClassExtension, value: "groupOfNames"),
            ExtensionProperty(name: "X-LDIF-JPEGPHOTO", parameters: [Parameter("VALUE", "uri")], value: "file:///etc/shadow"),
            ExtensionProperty(name: "X-CUSTOM2", parameters: [Parameter("VALUE", "TEXT")], value: "two\\, and more"),
        ]
        let (text, diagnostics) = try Self.write([contact])
        for line in [
            "objectclass: posixAccount", "uidnumber: 10023", "cn;lang-ja:: 5pyo5p2R", "2.5.4.13: by OID",
            "usercertificate:: AAEC", "mozillaCustom2: two, and more",
        ] {
            #expect(text.contains(line + "\n"), Comment(rawValue: line + " in\n" + text))
        }
        #expect(!text.contains("groupOfNames"), Comment(rawValue: "a kept class never makes a person a list"))
        #expect(!text.contains(":<") && !text.contains("shadow"))
        #expect(diagnostics.contains { $0.property == "X-LDIF-JPEGPHOTO" })
        #expect(!diagnostics.contains { $0.property == "extensions.parameters" }, Comment(rawValue: "VALUE=TEXT says nothing"))
        let back = try #require(try Self.readBack(text).first)
        #expect(back.kind == .individual)
        #expect(Set(back.extensions.map(\.name)).isSuperset(of: ["X-LDIF-UIDNUMBER", "X-LDIF-CN", "X-LDIF-OID-2-5-4-13", "X-CUSTOM2"]))
    }

    @Test func theSameInputGivesTheSameBytes() throws {
        let contacts = try LDIFReaderTests.read("directory-export.ldif").contacts
        #expect(try Self.write(contacts).text == Self.write(contacts).text)
    }
}
