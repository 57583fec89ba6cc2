import ContactModel

/// Parses one JSON value (RFC 8259) from bytes. Strict about syntax, with errors that give
/// the byte offset; nesting deeper than ``maximumDepth`` is refused rather than overflowing
/// the stack.
struct JSONParser {
    static let maximumDepth = 256

    let bytes: [UInt8]
    var position = 0
    private var depth = 0
    /// Characters of strings that became U+FFFD: lone surrogate escapes (`\ud800`) and
    /// bytes that are not UTF-8.
    var replacements = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The value `bytes` hold, with nothing but white space after it.
    static func parse<Bytes: Collection>(_ bytes: Bytes) throws -> JSONValue where Bytes.Element == UInt8 {
        var replacements = 0
        return try parse(bytes, replacements: &replacements)
    }

    /// The value `bytes` hold; `replacements` grows by the characters of its strings that
    /// became U+FFFD (the reader warns about them: nothing is replaced silently).
    static func parse<Bytes: Collection>(
        _ bytes: Bytes, replacements: inout Int
    ) throws -> JSONValue where Bytes.Element == UInt8 {
        var parser = JSONParser(Array(bytes))
        parser.skipWhiteSpace()
        let value = try parser.value()
        parser.skipWhiteSpace()
        guard parser.position == parser.bytes.count else { throw parser.failure("text after the JSON value") }
        replacements += parser.replacements
        return value
    }

    /// The warning for `count` characters that became U+FFFD in one line or card.
    static func replacementWarning(_ count: Int, line: Int) -> Diagnostic {
        .warning(
            .invalidBytes, line: line,
            "\(count) character\(count == 1 ? "" : "s") of text not valid Unicode (a lone surrogate escape such as "
                + "\\ud800, or bytes that are not UTF-8) read as U+FFFD")
    }

    func failure(_ message: String) -> JSONValueError {
        JSONValueError("not valid JSON: \(message) at byte \(position + 1)")
    }

    private mutating func skipWhiteSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 32 || byte == 9 || byte == 10 || byte == 13 else { return }
            position += 1
        }
    }

    private mutating func value() throws -> JSONValue {
        guard position < bytes.count else { throw failure("unexpected end") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw failure("unexpected end") }
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for index in 0..<count where bytes[position + index] != expected[index] {
            throw failure("unexpected character")
        }
        position += count
    }

    private mutating func number() throws -> String {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        var digits = 0
        while position < bytes.count {
            let byte = bytes[position]
            let isNumberByte = (byte >= 48 && byte <= 57) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-")
            guard isNumberByte else { break }
            if byte >= 48 && byte <= 57 { digits += 1 }
            position += 1
        }
        guard digits > 0 else { throw failure("a number without digits") }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func enter() throws {
        depth += 1
        if depth > JSONParser.maximumDepth { throw failure("nesting deeper than \(JSONParser.maximumDepth)") }
    }

    private mutating func array() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhiteSpace()
            elements.append(try value())
            skipWhiteSpace()
            guard position < bytes.count else { throw failure("unexpected end in an array") }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "]") { return .array(elements) }
            guard byte == UInt8(ascii: ",") else { throw failure("expected , or ] in an array") }
        }
    }

    private mutating func object() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhiteSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhiteSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                throw failure("expected a key")
            }
            let key = try string()
            skipWhiteSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw failure("expected :") }
            position += 1
            skipWhiteSpace()
            members.append((key, try value()))
            skipWhiteSpace()
            guard position < bytes.count else { throw failure("unexpected end in an object") }
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "}") { return .object(members) }
            guard byte == UInt8(ascii: ",") else { throw failure("expected , or } in an object") }
        }
    }
}
