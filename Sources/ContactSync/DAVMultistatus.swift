import Foundation

/// A WebDAV `multistatus` answer (RFC 4918), reduced to what a CardDAV client reads; read
/// whole here, or one response at a time as it arrives by ``DAVMultistatusReader``.
///
/// Property names are kept by local name (`getetag`, `displayname`, `address-data`): the
/// namespaces CardDAV servers use never give two of them the same local name.
struct DAVMultistatus {
    /// One `response` element.
    struct Response {
        /// The resource, as the server wrote it (an absolute path, usually).
        var href: String
        /// The response's own status (`HTTP/1.1 404 Not Found`), as a code; nil when absent.
        var status: Int?
        /// The properties found with a 2xx status, by local name.
        var properties: [String: Property] = [:]

        /// The text of a property, trimmed; nil when the property is absent.
        func text(_ name: String) -> String? { properties[name]?.text }
    }

    /// One property's content.
    struct Property {
        /// The text content (for `address-data`, the vCard), trimmed of surrounding white space
        /// except for `address-data`, whose bytes are kept.
        var text: String = ""
        /// The local names of the child elements (`resourcetype`: `collection`, `addressbook`).
        var childNames: [String] = []
        /// The `href` elements inside (`current-user-principal`, `addressbook-home-set`).
        var hrefs: [String] = []
        /// The `version` attributes of the child elements (`supported-address-data`:
        /// `<address-data-type content-type="text/vcard" version="4.0"/>`).
        var versions: [String] = []
        /// The names of the reports a `supported-report-set` lists (`addressbook-query`,
        /// `sync-collection`), with or without the `report` element RFC 3253 puts around them.
        var reports: [String] = []
    }

    var responses: [Response] = []
    /// The `sync-token` of a `sync-collection` report's answer.
    var syncToken: String?
    /// Entity references the answer held that could not be resolved (kept as written).
    var unresolvedEntities: [String] = []
    /// How many there were.
    var unresolvedEntityCount = 0

    /// Parses a whole multistatus body; throws when it is not a well-formed multistatus.
    init(data: some Collection<UInt8>, limits: XMLStreamParser.Limits = XMLStreamParser.Limits()) throws(DAVParseError) {
        var collected: [Response] = []
        var reader = DAVMultistatusReader(limits: limits) { collected.append($0) }
        try reader.feed(data)
        self = try reader.finish()
        responses = collected
    }

    init() {}
}

/// The XML of an answer could not be parsed.
struct DAVParseError: Error {
    var reason: String
    /// True when one text (a card) was over the parser's text limit.
    var isTextTooLarge = false
}
