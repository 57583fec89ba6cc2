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
    ]

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
