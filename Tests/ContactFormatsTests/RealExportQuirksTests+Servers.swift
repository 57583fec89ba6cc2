@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing
import ContactSupport

/// Quirks of what CardDAV servers hand out (ownCloud, Nextcloud's Sabre/VObject, Radicale's
/// vobject): each failed before its fix.
extension RealExportQuirksTests {
    static let pngBase64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"

    static func card(_ version: String, _ lines: [String]) -> [UInt8] {
        Array((["BEGIN:VCARD", "VERSION:" + version, "FN:Berit Lund"] + lines + ["END:VCARD", ""])
            .joined(separator: "\r\n").utf8)
    }

    /// Sabre/VObject's 3.0 form of a 4.0 photo (`VALUE=URI:DATA:IMAGE/PNG;BASE64\,…`, the
    /// comma escaped) and Radicale's (`data:image/png\;base64\,…`): the photo was an
    /// unreadable extension, so `show` had none and CSV dropped it.
    @Test(arguments: [
        ("3.0", "PHOTO;VALUE=URI:DATA:IMAGE/PNG;BASE64\\," + pngBase64),
        ("4.0", "PHOTO:data:image/png\\;base64\\," + pngBase64),
        ("3.0", "PHOTO;VALUE=uri:data:image/png;base64," + pngBase64),
    ])
    func anEscapedDataURIIsThePhoto(_ version: String, _ line: String) throws {
        let (contacts, diagnostics) = try Fixtures.readAll(Self.card(version, [line]))
        let expected = try #require(Base64.decode(Array(Self.pngBase64.utf8)[...]))
        #expect(contacts.first?.imageBytes == expected)
        #expect(contacts.first?.extensions.isEmpty == true)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let written = String(decoding: try Fixtures.write(contacts, version: .v3_0), as: UTF8.self)
        #expect(written.contains("PHOTO;ENCODING=b;TYPE=PNG:"))
    }

    /// ownCloud 9 and Sabre/VObject 3 escaped the commas of a TYPE list
    /// (`TYPE=WORK\,FAX`): the backslash stuck to the first type, so a work fax read as
    /// "other fax" and 3.0 output had `TYPE=FAX,WORK\:` (the colon escaped away).
    @Test func escapedCommasInATypeListSeparateTypes() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card("3.0", [
            "TEL;TYPE=VOICE\\,CELL:+1 555 555 0101", "TEL;TYPE=WORK\\,FAX:+1 555 555 0102",
            "EMAIL;TYPE=INTERNET\\,HOME:berit@example.com",
        ]))
        let contact = try #require(contacts.first)
        #expect(contact.phoneNumbers.map(\.label) == [.mobile, .workFax])
        #expect(contact.emailAddresses.first?.label == .home)
        #expect(contact.phoneNumbers.allSatisfy { $0.parameters.isEmpty })
        #expect(contact.emailAddresses.first?.parameters.isEmpty == true)
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            let written = String(decoding: try Fixtures.write(contacts, version: version), as: UTF8.self)
            #expect(!written.contains("\\:"), "\(written)")
        }
    }

    /// Proton keeps an address's pinned key and encryption settings in the address's group
    /// (`ITEM1.EMAIL`, `ITEM1.KEY`, `ITEM1.X-PM-ENCRYPT`); its apps look them up by the
    /// group of the address. Before, the address was written without its group, and the
    /// key and settings belonged to no address.
    @Test func aValueKeepsTheGroupItsCompanionsShare() throws {
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/proton-4.0.vcf")).contacts
        for version in [VCardVersion.v3_0, .v4_0] {
            let lines = String(decoding: try Fixtures.write(contacts, version: version), as: UTF8.self)
                .replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
            let email = version == .v4_0 ? "ITEM1.EMAIL;PREF=1:lena.vogt@example.org" : "ITEM1.EMAIL;TYPE=INTERNET,pref:lena.vogt@example.org"
            #expect(lines.contains(email), "\(lines)")
            #expect(lines.contains("ITEM1.X-PM-ENCRYPT:true"))
            #expect(lines.contains { $0.hasPrefix("ITEM2.EMAIL;") && $0.hasSuffix(":lena@vogt-design.example") })
            #expect(lines.contains("ITEM2.X-PM-ENCRYPT:false"))
            // No new item group takes a kept one.
            #expect(lines.filter { $0.hasPrefix("ITEM1.EMAIL") || $0.hasPrefix("item1.") }.count == 1)
        }
        // An address alone in its group does not keep it (nothing to keep it with).
        #expect(contacts.last?.emailAddresses.first?.parameters.isEmpty == true)
    }

    /// A kept group and a new item group for a custom label do not meet.
    @Test func aKeptGroupIsNotHandedOutAgain() throws {
        var contact = Contact(formattedName: "Jo")
        contact.emailAddresses = [LabeledValue(value: "jo@example.org", parameters: [Parameter("GROUP", "item1")])]
        contact.phoneNumbers = [LabeledValue(label: .custom("Boat"), value: "+1 555 555 0101")]
        let text = String(decoding: try Fixtures.write([contact], version: .v3_0), as: UTF8.self)
        #expect(text.contains("item1.EMAIL;TYPE=INTERNET:jo@example.org"))
        #expect(text.contains("item2.TEL;TYPE=VOICE:+1 555 555 0101\r\nitem2.X-ABLabel:Boat"))
        #expect(!text.contains("GROUP="))
    }

    /// jCard writes a UTC offset with its colon (RFC 7095), vCard 4.0 without.
    @Test func jCardWritesTheOffsetWithItsColon() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card("3.0", ["TZ:+05:30", "GEO:59.91;10.75"]))
        let sink = ByteSink.memory()
        var writer = JCardWriter(sink: sink)
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        let json = String(decoding: sink.bytes, as: UTF8.self)
        #expect(json.contains(#"["tz",{},"utc-offset","+05:30"]"#))
        #expect(json.contains(#"["geo",{},"uri","geo:59.91,10.75"]"#))
    }
}
