import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// A phone number's extension in each version's own form: 4.0's `tel:` URI carries it as
/// RFC 3966 `;ext=42`, 2.1 and 3.0 text (and the model) as ` ext. 42`. Before, the URI's
/// `;ext=42` came through as text, written `\;ext=42` in every version.
@Suite struct TelephoneExtensionTests {
    private func read(_ version: String, _ line: String) throws -> Contact {
        let text = ["BEGIN:VCARD", "VERSION:\(version)", "FN:Robin Vale", line, "END:VCARD", ""].joined(separator: "\r\n")
        return try #require(try Fixtures.readAll(Array(text.utf8)).contacts.first)
    }

    private func written(_ contact: Contact, _ version: VCardVersion) throws -> String {
        String(decoding: try Fixtures.write([contact], version: version), as: UTF8.self)
    }

    @Test func aURIExtensionIsReadAsText() throws {
        let contact = try read("4.0", "TEL;VALUE=uri:tel:+1-555-555-0100;ext=42")
        #expect(contact.phoneNumbers.map(\.value) == ["+1-555-555-0100 ext. 42"])
    }

    @Test func fourToThreeAndBack() throws {
        let contact = try read("4.0", "TEL;VALUE=uri;TYPE=work:tel:+1-555-555-0100;ext=42")
        let three = try written(contact, .v3_0)
        #expect(three.contains(":+1-555-555-0100 ext. 42\r\n"), "\(three)")
        #expect(!three.contains("\\;"))
        let four = try written(contact, .v4_0)
        #expect(four.contains(":tel:+1-555-555-0100;ext=42\r\n"), "\(four)")
        #expect(four.contains("VALUE=uri"))
        let back = try #require(try Fixtures.readAll(Array(three.utf8)).contacts.first)
        #expect(try written(back, .v4_0) == four)
    }

    @Test func threeToFourKeepsTheExtension() throws {
        // Spaces cannot stand in a URI as written: 4.0's free-form text keeps them and the extension.
        let spaced = try written(try read("3.0", "TEL:+1 555 555 0100 ext. 42"), .v4_0)
        #expect(spaced.contains("TEL;VALUE=text:+1 555 555 0100 ext. 42\r\n") || spaced.contains("TEL:+1 555 555 0100 ext. 42\r\n"), "\(spaced)")
        let global = try written(try read("3.0", "TEL:+15555550100 ext. 42"), .v4_0)
        #expect(global.contains(":tel:+15555550100;ext=42\r\n"), "\(global)")
    }

    @Test func jCardWritesTheURI() throws {
        let contact = try read("4.0", "TEL;VALUE=uri:tel:+1-555-555-0100;ext=42")
        let json = String(decoding: try Fixtures.write([contact]) { JCardWriter(sink: $0) }.bytes, as: UTF8.self)
        #expect(json.contains("\"tel:+1-555-555-0100;ext=42\""), "\(json)")
        let back = try Fixtures.roundTrip([contact], through: .jCard)
        #expect(back.first?.phoneNumbers.map(\.value) == ["+1-555-555-0100 ext. 42"])
    }

    @Test func otherURIParametersStayAsWritten() throws {
        let contact = try read("4.0", "TEL;VALUE=uri:tel:555-0100;ext=42;phone-context=example.com")
        #expect(contact.phoneNumbers.map(\.value) == ["555-0100;ext=42;phone-context=example.com"])
    }

    @Test(arguments: ["+1 555 555 0100 x42", "+1-555-555-0100 ext 4 2", "+1-555 ext. ", "+1-555 ext. 4a"])
    func onlyTheCanonicalTextBecomesAURI(_ text: String) throws {
        var contact = Contact()
        contact.phoneNumbers = [LabeledValue(label: nil, value: text)]
        let four = try written(contact, .v4_0)
        #expect(!four.contains("ext="), "\(four)")
    }
}
