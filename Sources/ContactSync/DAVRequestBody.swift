/// The XML bodies the client sends, in one place.
enum DAVRequestBody {
    static let header = #"<?xml version="1.0" encoding="utf-8"?>"#

    /// PROPFIND for discovery: the principal and the address book home.
    static let principal = header + """
        <d:propfind xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav">\
        <d:prop><d:current-user-principal/><card:addressbook-home-set/><d:resourcetype/></d:prop>\
        </d:propfind>
        """

    /// PROPFIND Depth 1 on the home: each collection's type, name and change markers.
    static let collections = header + """
        <d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/" \
        xmlns:card="urn:ietf:params:xml:ns:carddav">\
        <d:prop><d:resourcetype/><d:displayname/><cs:getctag/><d:sync-token/>\
        <card:addressbook-description/><card:supported-address-data/><d:supported-report-set/>\
        </d:prop></d:propfind>
        """

    /// PROPFIND Depth 1 on an address book: each card's ETag.
    static let members = header + """
        <d:propfind xmlns:d="DAV:"><d:prop><d:resourcetype/><d:getetag/></d:prop></d:propfind>
        """

    /// REPORT sync-collection (RFC 6578) from `token` (empty: everything), asking for each
    /// card's ETag, and its vCard too when `withData`.
    static func syncCollection(token: String, withData: Bool = false) -> String {
        header + """
            <d:sync-collection xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav">\
            <d:sync-token>\(escaped(token))</d:sync-token>\
            <d:sync-level>1</d:sync-level><d:prop><d:getetag/>\(withData ? "<card:address-data/>" : "")</d:prop>\
            </d:sync-collection>
            """
    }

    /// REPORT addressbook-query (RFC 6352 section 8.6) with an empty filter: every card of
    /// the book with its ETag and vCard.
    static let query = header + """
        <card:addressbook-query xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav">\
        <d:prop><d:getetag/><card:address-data/></d:prop><card:filter/></card:addressbook-query>
        """

    /// REPORT addressbook-multiget for `hrefs`: each card's ETag and vCard.
    static func multiget(hrefs: [String]) -> String {
        var body = header + """
            <card:addressbook-multiget xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav">\
            <d:prop><d:getetag/><card:address-data/></d:prop>
            """
        for href in hrefs { body += "<d:href>\(escaped(href))</d:href>" }
        return body + "</card:addressbook-multiget>"
    }

    /// Text made safe inside an XML element.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
