import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Social profiles as the exporters write them: Apple's `X-SOCIALPROFILE` with the service
/// as the first `TYPE` value, and RFC 9554's `SOCIALPROFILE` with `SERVICE-TYPE` (and
/// `VALUE=TEXT` for a user name instead of a URI), as a JSContact server writes vCard 4.0.
@Suite struct SocialProfileReadingTests {
    func profile(_ line: String) throws -> SocialProfile? {
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana Ruiz\r\n" + line + "\r\nEND:VCARD\r\n"
        let (contacts, diagnostics) = try Fixtures.readAll(Array(card.utf8))
        #expect(diagnostics.isEmpty)
        return contacts.first?.socialProfiles.first?.value
    }

    @Test func appleServiceIsTheFirstType() throws {
        let read = try profile("X-SOCIALPROFILE;TYPE=twitter;X-USER=anaruiz:https://twitter.com/anaruiz")
        #expect(read == SocialProfile(urlString: "https://twitter.com/anaruiz", username: "anaruiz", service: "twitter"))
    }

    @Test func rfc9554ServiceTypeNamesTheService() throws {
        let read = try profile("SOCIALPROFILE;SERVICE-TYPE=Mastodon:https://example.social/@ana")
        #expect(read == SocialProfile(urlString: "https://example.social/@ana", service: "Mastodon"))
    }

    @Test func rfc9554TextValueIsAUserName() throws {
        let read = try profile("SOCIALPROFILE;SERVICE-TYPE=ExampleChat;VALUE=TEXT:ana_ruiz")
        #expect(read == SocialProfile(urlString: "", username: "ana_ruiz", service: "ExampleChat"))
    }

    /// A service name with a comma cannot be a TYPE value: it stays the parameter it was, and
    /// reads back the same.
    @Test func aServiceWithACommaStaysAsWritten() throws {
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana Ruiz\r\nSOCIALPROFILE;SERVICE-TYPE=\"a:b;c,d\":https://x.example\r\nEND:VCARD\r\n"
        let (contacts, _) = try Fixtures.readAll(Array(card.utf8))
        #expect(contacts.first?.socialProfiles.first?.value.service == "")
        let (bytes, _) = try Fixtures.write(contacts) { VCardWriter(version: .v3_0, sink: $0) }
        #expect(String(decoding: bytes, as: UTF8.self).contains("SERVICE-TYPE=\"a:b;c,d\""))
    }

    /// Written back as Apple's 3.0 form, the service and the user name read again.
    @Test func theServiceSurvivesAConversionTo30() throws {
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana Ruiz\r\nSOCIALPROFILE;SERVICE-TYPE=Mastodon:https://example.social/@ana\r\n"
            + "SOCIALPROFILE;SERVICE-TYPE=ExampleChat;VALUE=TEXT:ana_ruiz\r\nEND:VCARD\r\n"
        let (contacts, _) = try Fixtures.readAll(Array(card.utf8))
        let (bytes, _) = try Fixtures.write(contacts) { VCardWriter(version: .v3_0, sink: $0) }
        let (again, diagnostics) = try Fixtures.readAll(bytes)
        #expect(diagnostics.isEmpty)
        #expect(again.first?.socialProfiles.map(\.value) == contacts.first?.socialProfiles.map(\.value))
        #expect(again.first?.socialProfiles.map(\.value.service) == ["Mastodon", "ExampleChat"])
    }
}
