extension XMLStreamParser {
    /// Reads one start or end tag (`bytes` is what stands between `<` and `>`) and reports it.
    mutating func tag(_ bytes: ArraySlice<UInt8>, _ handle: (Event) throws -> Void) throws {
        var bytes = bytes
        while let last = bytes.last, Self.isSpace(last) { bytes.removeLast() }
        if bytes.first == UInt8(ascii: "/") {
            let qualified = Array(bytes.dropFirst())
            let name = try popElement(qualified)
            try handle(.end(name))
            return
        }
        let selfClosing = bytes.last == UInt8(ascii: "/")
        if selfClosing { bytes.removeLast() }
        var index = bytes.startIndex
        while index < bytes.endIndex, !Self.isSpace(bytes[index]) { index += 1 }
        let qualified = Array(bytes[bytes.startIndex..<index])
        guard !qualified.isEmpty else { throw Failure(reason: "a tag without a name") }
        let elementDepth = depth + 1
        var attributes = 0
        var attributeValues: [(name: String, value: String)] = []
        while true {
            while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.endIndex else { break }
            attributes += 1
            guard attributes <= limits.maximumAttributes else {
                throw Failure(reason: "an element with more than \(limits.maximumAttributes) attributes")
            }
            let nameStart = index
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: "="), !Self.isSpace(bytes[index]) { index += 1 }
            let attributeName = bytes[nameStart..<index]
            while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "=") else {
                throw Failure(reason: "an attribute without a value")
            }
            index += 1
            while index < bytes.endIndex, Self.isSpace(bytes[index]) { index += 1 }
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw Failure(reason: "an attribute value without quotes")
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.endIndex, bytes[index] != quote { index += 1 }
            guard index < bytes.endIndex else { throw Failure(reason: "an attribute value without its closing quote") }
            let value = bytes[valueStart..<index]
            index += 1
            if attributeName.elementsEqual("xmlns".utf8) {
                declare(prefix: "", uri: decodedString(value), depth: elementDepth)
            } else if attributeName.starts(with: "xmlns:".utf8) {
                let prefix = String(decoding: attributeName.dropFirst(6), as: UTF8.self)
                declare(prefix: prefix, uri: decodedString(value), depth: elementDepth)
            } else {
                attributeValues.append((String(decoding: attributeName, as: UTF8.self), decodedString(value)))
            }
        }
        let name = resolve(qualified)
        try pushElement(qualified, name)
        try handle(.start(name, attributes: attributeValues))
        if selfClosing {
            _ = try popElement(qualified)
            try handle(.end(name))
        }
    }

    /// `prefix:local` resolved against the namespace declarations in scope. An undeclared
    /// prefix leaves the name without a namespace (the local name is what answers are read by).
    func resolve(_ qualified: [UInt8]) -> Name {
        guard let colon = qualified.firstIndex(of: UInt8(ascii: ":")) else {
            return Name(namespace: namespace(ofPrefix: "") ?? nil, local: String(decoding: qualified, as: UTF8.self))
        }
        let prefix = String(decoding: qualified[..<colon], as: UTF8.self)
        let local = String(decoding: qualified[(colon + 1)...], as: UTF8.self)
        return Name(namespace: namespace(ofPrefix: prefix) ?? nil, local: local)
    }

    /// An attribute value with its references decoded.
    mutating func decodedString(_ bytes: ArraySlice<UInt8>) -> String {
        var decoded: [UInt8] = []
        decode(bytes, into: &decoded)
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Appends `bytes` to the pending text with their references decoded.
    mutating func appendDecoded(_ bytes: ArraySlice<UInt8>) {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        decode(bytes, into: &decoded)
        appendPendingText(decoded)
    }

    /// Decodes the five predefined entities and character references; any other reference
    /// stays as written and is counted (``unresolvedEntities``).
    mutating func decode(_ bytes: ArraySlice<UInt8>, into output: inout [UInt8]) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&") else {
                output.append(byte)
                index += 1
                continue
            }
            let limit = min(bytes.endIndex, index + 40)
            guard let semicolon = bytes[index..<limit].firstIndex(of: UInt8(ascii: ";")) else {
                noteUnresolved("&")
                output.append(byte)
                index += 1
                continue
            }
            let name = bytes[(index + 1)..<semicolon]
            if let scalar = Self.reference(name) {
                output.append(contentsOf: String(Character(scalar)).utf8)
            } else {
                noteUnresolved(String(decoding: name, as: UTF8.self))
                output.append(contentsOf: bytes[index...semicolon])
            }
            index = semicolon + 1
        }
    }

    /// The character a reference names: `amp`, `lt`, `gt`, `quot`, `apos`, `#NN`, `#xHH`.
    static func reference(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let text where text.hasPrefix("#x") || text.hasPrefix("#X"):
            return UInt32(text.dropFirst(2), radix: 16).flatMap(Self.allowedScalar)
        case let text where text.hasPrefix("#"):
            return UInt32(text.dropFirst(), radix: 10).flatMap(Self.allowedScalar)
        default:
            return nil
        }
    }

    /// A character XML 1.0 allows (no NUL or other C0 control but tab, LF and CR).
    static func allowedScalar(_ value: UInt32) -> Unicode.Scalar? {
        guard value >= 0x20 || value == 0x09 || value == 0x0A || value == 0x0D else { return nil }
        return Unicode.Scalar(value)
    }
}
