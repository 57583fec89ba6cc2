import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A WebDAV `multistatus` answer (RFC 4918), reduced to what a CardDAV client reads.
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
    }

    var responses: [Response] = []
    /// The `sync-token` of a `sync-collection` report's answer.
    var syncToken: String?

    /// Parses a multistatus body; throws when it is not well-formed XML.
    init(data: Data) throws(DAVParseError) {
        let delegate = Collector()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        guard parser.parse() else {
            throw DAVParseError(reason: parser.parserError.map { "\($0.localizedDescription)" } ?? "not XML")
        }
        // XMLParser on Linux accepts a document cut short; an answer cut short would lose cards.
        guard delegate.closedMultistatus else {
            throw DAVParseError(reason: "the answer is not a complete multistatus (cut short?)")
        }
        responses = delegate.responses
        syncToken = delegate.syncToken
    }
}

/// The XML of an answer could not be parsed.
struct DAVParseError: Error {
    var reason: String
}

/// The XMLParser delegate that fills a ``DAVMultistatus``.
private final class Collector: NSObject, XMLParserDelegate {
    var responses: [DAVMultistatus.Response] = []
    var syncToken: String?
    /// True once the root `multistatus` element has been closed.
    var closedMultistatus = false

    private var stack: [String] = []
    private var response: DAVMultistatus.Response?
    private var propstatProperties: [String: DAVMultistatus.Property] = [:]
    private var propstatStatus: Int?
    private var property: (name: String, value: DAVMultistatus.Property)?
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let parent = stack.last
        stack.append(elementName)
        text = ""
        switch elementName {
        case "response" where parent == "multistatus":
            response = DAVMultistatus.Response(href: "")
        case "propstat" where parent == "response":
            propstatProperties = [:]
            propstatStatus = nil
        default:
            if parent == "prop", stack.count >= 3, stack[stack.count - 3] == "propstat" {
                property = (elementName, DAVMultistatus.Property())
            } else if property != nil, stack.count >= 2, stack[stack.count - 2] == property?.name {
                property?.value.childNames.append(elementName)
            }
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { text += String(decoding: CDATABlock, as: UTF8.self) }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
        let parent = stack.last
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let current = property {
            if elementName == current.name, parent == "prop" {
                var value = current.value
                value.text = elementName == "address-data" ? text : trimmed
                propstatProperties[elementName] = value
                property = nil
            } else if elementName == "href" {
                property?.value.hrefs.append(trimmed)
            }
            text = ""
            return
        }
        switch elementName {
        case "href" where parent == "response":
            response?.href = trimmed
        case "status" where parent == "propstat":
            propstatStatus = Self.statusCode(trimmed)
        case "status" where parent == "response":
            response?.status = Self.statusCode(trimmed)
        case "propstat":
            if (200..<300).contains(propstatStatus ?? 200) {
                response?.properties.merge(propstatProperties) { _, new in new }
            }
        case "response":
            if let response { responses.append(response) }
            response = nil
        case "sync-token" where parent == "multistatus":
            syncToken = trimmed
        case "multistatus" where parent == nil:
            closedMultistatus = true
        default:
            break
        }
        text = ""
    }

    /// The code in a status line: 404 in `HTTP/1.1 404 Not Found`.
    static func statusCode(_ line: String) -> Int? {
        let words = line.split(separator: " ")
        return words.count >= 2 ? Int(words[1]) : nil
    }
}
