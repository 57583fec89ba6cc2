/// The URI schemes of messaging services, for vCard `IMPP` values (`skype:jo.doe`), and the
/// vendor property each service had before `IMPP` (`X-SKYPE`). One table, both directions.
enum InstantMessageSchemes {
    private static let table: [(service: String, scheme: String, property: String)] = [
        ("Skype", "skype", "X-SKYPE"),
        ("Jabber", "xmpp", "X-JABBER"),
        ("AIM", "aim", "X-AIM"),
        ("ICQ", "icq", "X-ICQ"),
        ("MSN", "msnim", "X-MSN"),
        ("Yahoo", "ymsgr", "X-YAHOO"),
        ("GaduGadu", "gg", "X-GADUGADU"),
        ("GoogleTalk", "gtalk", "X-GOOGLE-TALK"),
        ("QQ", "x-apple", "X-QQ"),
        ("Facebook", "xmpp", "X-FACEBOOK"),
        ("GroupWise", "x-apple", "X-GROUPWISE"),
        ("Twitter", "x-apple", "X-TWITTER"),
        ("Matrix", "matrix", "X-MATRIX"),
        ("SIP", "sip", "X-SIP"),
        ("IRC", "irc", "X-IRC"),
        ("SMS", "sms", "X-SMS"),
    ]

    /// KAddressBook's messaging properties before IMPP, `X-messaging/<id>-All` (kcontacts
    /// still reads them): the service of each id. An id not here names its own service.
    private static let kdeServices: [String: String] = [
        "AIM": "AIM", "ICQ": "ICQ", "XMPP": "Jabber", "MSN": "MSN", "YAHOO": "Yahoo", "GADU": "GaduGadu",
        "SKYPE": "Skype", "GROUPWISE": "GroupWise", "SMS": "SMS", "MEANWHILE": "Meanwhile", "IRC": "IRC",
        "GOOGLETALK": "GoogleTalk", "TWITTER": "Twitter",
    ]

    /// The service of a KAddressBook messaging property (`X-MESSAGING/XMPP-ALL`, upper-cased
    /// as the reader keeps names): `Jabber`; nil for any other name.
    static func service(forKDEProperty name: String) -> String? {
        let prefix = "X-MESSAGING/"
        let suffix = "-ALL"
        // Every extension name of every card is asked: turned away on its bytes first (a
        // name with no more bytes than the two parts has no more characters either, and one
        // that does not start with `X` does not start with the prefix).
        guard name.utf8.count > prefix.utf8.count + suffix.utf8.count, name.utf8.first == UInt8(ascii: "X") else {
            return nil
        }
        guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else {
            return nil
        }
        let id = String(name.dropFirst(prefix.count).dropLast(suffix.count))
        return kdeServices[id] ?? id.lowercased()
    }

    /// What joins two addresses in one KAddressBook messaging property (U+E000, private use).
    static let kdeSeparator: Character = "\u{E000}"

    /// The service a scheme names (`xmpp` → `Jabber`), for schemes unique to a service.
    static func service(forScheme scheme: String) -> String? {
        let matches = table.filter { $0.scheme == scheme }
        return matches.count >= 1 && scheme != "x-apple" ? matches[0].service : nil
    }

    /// The scheme to write for a service (any case); Apple's `x-apple` when unknown.
    static func scheme(forService service: String) -> String {
        let lower = service.lowercased()
        return table.first { $0.service.lowercased() == lower }?.scheme ?? "x-apple"
    }

    /// The pre-`IMPP` vendor property for a service, for vCard 2.1 output.
    static func vendorProperty(forService service: String) -> String? {
        let lower = service.lowercased()
        return table.first { $0.service.lowercased() == lower }?.property
    }
}
