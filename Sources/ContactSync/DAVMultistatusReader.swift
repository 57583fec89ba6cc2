/// Reads a multistatus answer as it arrives and hands over each `response` element as soon
/// as it is complete, so a multiget of a thousand cards with photos is never held whole: only
/// the card being read is (at most ``XMLStreamParser/Limits/maximumTextBytes``).
struct DAVMultistatusReader {
    private var parser: XMLStreamParser
    private let receive: (DAVMultistatus.Response) throws -> Void
    private var summary = DAVMultistatus()

    private var stack: [String] = []
    private var response: DAVMultistatus.Response?
    private var propstatProperties: [String: DAVMultistatus.Property] = [:]
    private var propstatStatus: Int?
    private var property: (name: String, value: DAVMultistatus.Property)?
    private var text = ""
    private var closedMultistatus = false

    /// - Parameter receive: called with each `response` once its end tag is read.
    init(limits: XMLStreamParser.Limits, receive: @escaping (DAVMultistatus.Response) throws -> Void) {
        parser = XMLStreamParser(limits: limits)
        self.receive = receive
    }

    /// Reads the next bytes of the answer.
    mutating func feed(_ bytes: some Collection<UInt8>) throws(DAVParseError) {
        var events: [XMLStreamParser.Event] = []
        do {
            try parser.feed(bytes) { events.append($0) }
        } catch let failure as XMLStreamParser.Failure {
            try handle(events)
            throw DAVParseError(reason: failure.reason, isTextTooLarge: failure.isTextTooLarge)
        } catch {
            throw DAVParseError(reason: "\(error)")
        }
        try handle(events)
    }

    /// Ends the answer: the sync-token and entity counts; throws when the answer was cut short.
    mutating func finish() throws(DAVParseError) -> DAVMultistatus {
        do {
            try parser.finish { _ in }
        } catch let failure as XMLStreamParser.Failure {
            throw DAVParseError(reason: failure.reason)
        } catch {
            throw DAVParseError(reason: "\(error)")
        }
        guard closedMultistatus else {
            throw DAVParseError(reason: "the answer is not a multistatus")
        }
        summary.unresolvedEntities = parser.unresolvedEntities
        summary.unresolvedEntityCount = parser.unresolvedEntityCount
        return summary
    }

    private mutating func handle(_ events: [XMLStreamParser.Event]) throws(DAVParseError) {
        for event in events {
            switch event {
            case .start(let name, let attributes): start(name.local, attributes: attributes)
            case .text(let value): text += value
            case .end(let name):
                do {
                    try end(name.local)
                } catch let error as DAVParseError {
                    throw error
                } catch {
                    throw DAVParseError(reason: "\(error)")
                }
            }
        }
    }

    private mutating func start(_ elementName: String, attributes: [(name: String, value: String)]) {
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
                if let version = attributes.first(where: { $0.name == "version" })?.value {
                    property?.value.versions.append(version)
                }
            } else if property?.name == "supported-report-set", elementName != "report",
                parent == "report" || parent == "supported-report"
            {
                property?.value.reports.append(elementName)
            }
        }
    }

    private mutating func end(_ elementName: String) throws {
        stack.removeLast()
        let parent = stack.last
        defer { text = "" }
        if let current = property {
            if elementName == current.name, parent == "prop" {
                var value = current.value
                value.text = elementName == "address-data" ? text : Self.trimmed(text)
                propstatProperties[elementName] = value
                property = nil
            } else if elementName == "href" {
                property?.value.hrefs.append(Self.trimmed(text))
            }
            return
        }
        switch elementName {
        case "href" where parent == "response":
            response?.href = Self.trimmed(text)
        case "status" where parent == "propstat":
            propstatStatus = Self.statusCode(text)
        case "status" where parent == "response":
            response?.status = Self.statusCode(text)
        case "propstat":
            if (200..<300).contains(propstatStatus ?? 200) {
                response?.properties.merge(propstatProperties) { _, new in new }
            }
            propstatProperties = [:]
        case "response":
            if let response { try receive(response) }
            response = nil
        case "sync-token" where parent == "multistatus":
            summary.syncToken = Self.trimmed(text)
        case "multistatus" where parent == nil:
            closedMultistatus = true
        default:
            break
        }
    }

    /// Text without the white space around it.
    static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(text[first...last])
    }

    /// The code in a status line: 404 in `HTTP/1.1 404 Not Found`.
    static func statusCode(_ line: String) -> Int? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        return words.count >= 2 ? Int(words[1]) : nil
    }
}
