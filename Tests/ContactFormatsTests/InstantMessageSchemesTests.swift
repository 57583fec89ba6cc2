@testable import ContactFormats
import Testing

/// KAddressBook's messaging property names, and the names the quick byte test turns away.
@Suite struct InstantMessageSchemesTests {
    @Test(arguments: [
        ("X-MESSAGING/XMPP-ALL", "Jabber"), ("X-MESSAGING/SKYPE-ALL", "Skype"),
        ("X-MESSAGING/MATRIX-ALL", "matrix"), ("X-MESSAGING/A-ALL", "a"),
    ])
    func messagingNamesGiveTheirService(_ name: String, _ service: String) {
        #expect(InstantMessageSchemes.service(forKDEProperty: name) == service)
    }

    @Test(arguments: [
        "PRODID", "X-ABADR", "X-MESSAGING/-ALL", "X-MESSAGING/XMPP", "Y-MESSAGING/XMPP-ALL",
        "X-MESSAGING-XMPP-ALL", "x-messaging/xmpp-all", "", "X-MESSAGING/XMPP-ALLX",
    ])
    func otherNamesGiveNone(_ name: String) {
        #expect(InstantMessageSchemes.service(forKDEProperty: name) == nil)
    }
}
