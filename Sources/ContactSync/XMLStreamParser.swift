/// A streaming XML parser for the answers of a CardDAV server, fed bytes as they arrive.
///
/// It reads what WebDAV answers hold (elements, namespaces, text, CDATA, comments, processing
/// instructions) and no more, with every count bounded so a hostile answer costs linear time
/// and bounded memory: a tag is at most ``Limits/maximumTagBytes`` long with at most
/// ``Limits/maximumAttributes`` attributes, elements nest at most ``Limits/maximumDepth``
/// deep, and one text node is at most ``Limits/maximumTextBytes``. A document type
/// declaration is skipped, never read: its entities are not defined, so no entity expands
/// (no billion laughs) and nothing outside the answer is ever read. An entity reference other
/// than the five XML predefines and character references is kept as written (`&e;`) and
/// counted in ``unresolvedEntities`` for a warning, never dropped.
///
/// Only UTF-8 (and its ASCII subset) is read; an answer declaring another encoding fails.
struct XMLStreamParser {
    /// The bounds of one answer.
    struct Limits {
        /// The longest start or end tag, attributes included.
        var maximumTagBytes = 64 << 10
        /// The most attributes (namespace declarations included) on one element.
        var maximumAttributes = 64
        /// The deepest nesting of elements.
        var maximumDepth = 256
        /// The longest text node (a card's `address-data`), in bytes as written.
        var maximumTextBytes = 64 << 20
    }

    /// An element's name: its namespace URI (nil for none) and local name.
    struct Name: Equatable {
        var namespace: String?
        var local: String
    }

    /// What the parser reports, in document order.
    enum Event {
        /// An element starts, with its attributes other than namespace declarations (by
        /// qualified name, values decoded; empty for most elements of a DAV answer).
        case start(Name, attributes: [(name: String, value: String)])
        /// An element ends.
        case end(Name)
        /// The text between two tags (entities and CDATA decoded); never empty.
        case text(String)
    }

    /// Why an answer could not be parsed.
    struct Failure: Error, Equatable {
        var reason: String
        /// True when the failure is a text node over ``Limits/maximumTextBytes``.
        var isTextTooLarge = false
    }

    let limits: Limits
    /// Entity references that could not be resolved, as written (`e` for `&e;`), the first
    /// few; ``unresolvedEntityCount`` counts them all.
    private(set) var unresolvedEntities: [String] = []
    /// How many entity references could not be resolved.
    private(set) var unresolvedEntityCount = 0

    private enum State {
        case content, comment, cdata, processingInstruction
        case doctype(subset: Bool, quote: UInt8?)
    }

    private var state = State.content
    private var buffer: [UInt8] = []
    private var text: [UInt8] = []
    private var open: [(qualified: [UInt8], name: Name)] = []
    private var namespaces: [(depth: Int, prefix: String, uri: String)] = []
    private var sawRoot = false
    private var closedRoot = false
    private var sawStart = false

    init(limits: Limits = Limits()) { self.limits = limits }

    /// True once the root element has been closed.
    var isComplete: Bool { closedRoot }

    /// Parses the next bytes of the answer, reporting each event to `handle`.
    mutating func feed(_ bytes: some Collection<UInt8>, _ handle: (Event) throws -> Void) throws {
        buffer.append(contentsOf: bytes)
        var position = 0
        if !sawStart {
            if buffer.count < 3, buffer.elementsEqual([0xEF, 0xBB, 0xBF].prefix(buffer.count)) { return }
            sawStart = true
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
            if buffer.starts(with: [0xFE, 0xFF]) || buffer.starts(with: [0xFF, 0xFE]) {
                throw Failure(reason: "the answer is UTF-16; only UTF-8 is read")
            }
        }
        defer {
            buffer.removeFirst(min(position, buffer.count))
        }
        while position < buffer.count {
            switch state {
            case .content:
                guard try content(&position, handle) else { return }
            case .comment:
                guard skip(until: Self.commentEnd, &position) else { return }
                state = .content
            case .processingInstruction:
                guard skip(until: Self.instructionEnd, &position) else { return }
                state = .content
            case .cdata:
                guard let end = Self.find(Self.cdataEnd, in: buffer, from: position) else {
                    let keep = max(position, buffer.count - (Self.cdataEnd.count - 1))
                    try appendText(buffer[position..<keep], decoding: false)
                    position = keep
                    return
                }
                try appendText(buffer[position..<end], decoding: false)
                position = end + Self.cdataEnd.count
                state = .content
            case .doctype(let subset, let quote):
                guard skipDoctype(subset: subset, quote: quote, &position) else { return }
                state = .content
            }
        }
    }

    /// Ends the answer: fails when it was cut short (an element left open) or had no root.
    mutating func finish(_ handle: (Event) throws -> Void) throws {
        guard case .content = state, buffer.isEmpty else {
            throw Failure(reason: "the answer ends inside markup (cut short?)")
        }
        guard sawRoot, closedRoot else {
            throw Failure(reason: sawRoot ? "the answer ends with elements still open (cut short?)" : "the answer holds no XML element")
        }
    }

    // MARK: Content

    /// Reads text and the next tag; false when more bytes are needed.
    private mutating func content(_ position: inout Int, _ handle: (Event) throws -> Void) throws -> Bool {
        var index = position
        while index < buffer.count, buffer[index] != UInt8(ascii: "<") { index += 1 }
        var segmentEnd = index
        if index == buffer.count, let ampersand = buffer[position..<index].lastIndex(of: UInt8(ascii: "&")),
            !buffer[ampersand..<index].contains(UInt8(ascii: ";")), index - ampersand < 64
        {
            segmentEnd = ampersand  // an entity reference cut by the chunk: wait for its end
        }
        if segmentEnd > position {
            try appendText(buffer[position..<segmentEnd], decoding: true)
            position = segmentEnd
        }
        guard index < buffer.count else { return false }
        // buffer[index] == "<"
        guard index + 1 < buffer.count else { return false }
        switch buffer[index + 1] {
        case UInt8(ascii: "!"):
            if Self.has(Self.commentStart, in: buffer, at: index) {
                position = index + Self.commentStart.count
                state = .comment
            } else if Self.has(Self.cdataStart, in: buffer, at: index) {
                position = index + Self.cdataStart.count
                state = .cdata
            } else if Self.has(Self.doctypeStart, in: buffer, at: index) {
                guard !sawRoot else { throw Failure(reason: "a document type declaration inside the answer") }
                position = index + Self.doctypeStart.count
                state = .doctype(subset: false, quote: nil)
            } else if buffer.count - index < Self.doctypeStart.count {
                return false
            } else {
                throw Failure(reason: "unknown markup '<!' in the answer")
            }
            return true
        case UInt8(ascii: "?"):
            position = index + 2
            if !sawRoot, Self.has(Array("xml".utf8), in: buffer, at: position) {
                guard let end = Self.find(Self.instructionEnd, in: buffer, from: position) else {
                    position = index
                    guard buffer.count - index < limits.maximumTagBytes else {
                        throw Failure(reason: "an XML declaration longer than \(limits.maximumTagBytes) bytes")
                    }
                    return false
                }
                try checkDeclaration(buffer[position..<end])
                position = end + 2
                return true
            }
            state = .processingInstruction
            return true
        default:
            guard let end = tagEnd(from: index + 1) else {
                guard buffer.count - index <= limits.maximumTagBytes else {
                    throw Failure(reason: "a tag longer than \(limits.maximumTagBytes) bytes")
                }
                return false
            }
            guard end - index <= limits.maximumTagBytes else {
                throw Failure(reason: "a tag longer than \(limits.maximumTagBytes) bytes")
            }
            try flushText(handle)
            try tag(buffer[(index + 1)..<end], handle)
            position = end + 1
            return true
        }
    }

    /// The index of the `>` ending the tag that starts at `start`, outside quoted values.
    private func tagEnd(from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        let limit = min(buffer.count, start + limits.maximumTagBytes + 1)
        while index < limit {
            let byte = buffer[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Adds text to the pending text node: entity references decoded (`decoding`), or as
    /// written (CDATA).
    private mutating func appendText(_ bytes: ArraySlice<UInt8>, decoding: Bool) throws {
        guard !bytes.isEmpty else { return }
        guard text.count + bytes.count <= limits.maximumTextBytes else {
            throw Failure(
                reason: "a text of more than \(limits.maximumTextBytes) bytes in one element", isTextTooLarge: true)
        }
        if open.isEmpty {
            // Outside the root only white space may stand.
            guard bytes.allSatisfy(Self.isSpace) else {
                throw Failure(reason: closedRoot ? "text after the end of the answer" : "text before the answer's root element")
            }
            return
        }
        if decoding, bytes.contains(UInt8(ascii: "&")) {
            appendDecoded(bytes)
        } else {
            text.append(contentsOf: bytes)
        }
    }

    private mutating func flushText(_ handle: (Event) throws -> Void) throws {
        guard !text.isEmpty else { return }
        let value = String(decoding: text, as: UTF8.self)
        text.removeAll(keepingCapacity: text.count <= 1 << 16)
        try handle(.text(value))
    }

    // MARK: Skipping

    private mutating func skip(until terminator: [UInt8], _ position: inout Int) -> Bool {
        if let end = Self.find(terminator, in: buffer, from: position) {
            position = end + terminator.count
            return true
        }
        position = max(position, buffer.count - (terminator.count - 1))
        return false
    }

    /// Skips a document type declaration, internal subset and all: nothing in it is used.
    private mutating func skipDoctype(subset: Bool, quote: UInt8?, _ position: inout Int) -> Bool {
        var subset = subset
        var quote = quote
        while position < buffer.count {
            let byte = buffer[position]
            position += 1
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                subset = true
            } else if byte == UInt8(ascii: "]") {
                subset = false
            } else if byte == UInt8(ascii: ">"), !subset {
                return true
            }
        }
        state = .doctype(subset: subset, quote: quote)
        return false
    }

    private func checkDeclaration(_ bytes: ArraySlice<UInt8>) throws {
        let declaration = String(decoding: bytes, as: UTF8.self).lowercased()
        guard let range = declaration.range(of: "encoding") else { return }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return }
        let name = rest.dropFirst().prefix { $0 != quote }
        guard ["utf-8", "utf8", "us-ascii", "ascii"].contains(String(name)) else {
            throw Failure(reason: "the answer is in \(name.prefix(40)); only UTF-8 is read")
        }
    }

    // MARK: Helpers

    static let commentStart = Array("<!--".utf8)
    static let commentEnd = Array("-->".utf8)
    static let cdataStart = Array("<![CDATA[".utf8)
    static let cdataEnd = Array("]]>".utf8)
    static let doctypeStart = Array("<!DOCTYPE".utf8)
    static let instructionEnd = Array("?>".utf8)

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func has(_ pattern: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard pattern.count <= bytes.count else { return nil }
        var index = start
        let first = pattern[0]
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, has(pattern, in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    // Tags, namespaces and entity decoding are in XMLStreamParser+Markup.swift.
    mutating func appendPendingText(_ bytes: [UInt8]) { text.append(contentsOf: bytes) }

    mutating func noteUnresolved(_ name: String) {
        unresolvedEntityCount += 1
        if unresolvedEntities.count < 5, !unresolvedEntities.contains(name) { unresolvedEntities.append(name) }
    }

    mutating func pushElement(_ qualified: [UInt8], _ name: Name) throws {
        guard open.count < limits.maximumDepth else {
            throw Failure(reason: "elements nested more than \(limits.maximumDepth) deep")
        }
        guard !closedRoot else { throw Failure(reason: "a second root element in the answer") }
        sawRoot = true
        open.append((qualified, name))
    }

    mutating func popElement(_ qualified: [UInt8]) throws -> Name {
        guard let last = open.last, last.qualified == qualified else {
            throw Failure(reason: "an end tag '\(String(decoding: qualified.prefix(80), as: UTF8.self))' that closes no open element")
        }
        open.removeLast()
        namespaces.removeAll { $0.depth > open.count }
        if open.isEmpty { closedRoot = true }
        return last.name
    }

    var depth: Int { open.count }

    mutating func declare(prefix: String, uri: String, depth: Int) {
        namespaces.append((depth, prefix, uri))
    }

    func namespace(ofPrefix prefix: String) -> String?? {
        if let entry = namespaces.last(where: { $0.prefix == prefix }) { return .some(entry.uri.isEmpty ? nil : entry.uri) }
        return prefix.isEmpty ? .some(nil) : nil
    }
}
