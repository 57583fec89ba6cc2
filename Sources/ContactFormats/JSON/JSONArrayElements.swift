/// Hands out the elements of a top-level JSON array one at a time, as bytes, in constant
/// memory (one element at a time): `[a, b, c]` gives `a`, `b`, `c`. It only finds where each
/// element ends (nesting, strings, escapes); parsing the element is the caller's job.
struct JSONArrayElements {
    enum Problem: Error {
        /// The input does not start with `[` (after white space).
        case notAnArray
        /// The input ends inside an element or before `]`.
        case truncated
        /// Something other than `,` or `]` after an element.
        case unexpected(UInt8)

        /// Whether the input is not an array at all (reported at its first line).
        var isNotAnArray: Bool {
            if case .notAnArray = self { return true }
            return false
        }
    }

    private var input: any ByteInput
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private var started = false
    private var finished = false
    private(set) var bytesConsumed = 0
    /// The most bytes one element may have (`--max-line-length`); a longer one is skipped.
    var maximumElementLength = ReadLimits.standard.maximumLineLength
    /// Whether the element last returned was longer than the limit (its bytes were dropped).
    private(set) var lastElementExceededLimit = false
    /// The 1-based line reached (line feeds passed so far).
    private(set) var line = 1
    /// The 1-based line where the element last returned starts.
    private(set) var lastElementLine = 1

    init(input: any ByteInput) { self.input = input }

    /// The next element's bytes, or nil after the closing `]`.
    mutating func next() throws -> [UInt8]? {
        if finished { return nil }
        if !started {
            started = true
            guard try skipWhiteSpace(), buffer[position] == UInt8(ascii: "[") else {
                if position < buffer.count { throw Problem.notAnArray }
                finished = true
                return nil
            }
            position += 1
        } else {
            guard try skipWhiteSpace() else { throw Problem.truncated }
            let byte = buffer[position]
            if byte == UInt8(ascii: "]") {
                position += 1
                finished = true
                return nil
            }
            guard byte == UInt8(ascii: ",") else { throw Problem.unexpected(byte) }
            position += 1
        }
        guard try skipWhiteSpace() else { throw Problem.truncated }
        if buffer[position] == UInt8(ascii: "]") {
            position += 1
            finished = true
            return nil
        }
        return try element()
    }

    /// Reads one value: to the bracket or brace that closes it, or to the next `,` or `]`
    /// for a scalar.
    private mutating func element() throws -> [UInt8] {
        var element: [UInt8] = []
        lastElementExceededLimit = false
        lastElementLine = line
        var depth = 0
        var strings = JSONStringTracker()
        while true {
            if position >= buffer.count {
                guard try refill() else { throw Problem.truncated }
            }
            let byte = buffer[position]
            if byte == 10 { line += 1 }
            if !strings.belongsToString(byte) {
                switch byte {
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 { return element }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 { return element }
                default: break
                }
            }
            if element.count < maximumElementLength {
                element.append(byte)
            } else {
                lastElementExceededLimit = true
            }
            position += 1
            if depth == 0 && !strings.isInString && (byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")) {
                return element
            }
        }
    }

    /// Skips white space; false at the end of the input.
    private mutating func skipWhiteSpace() throws -> Bool {
        while true {
            while position < buffer.count {
                let byte = buffer[position]
                if byte != 32 && byte != 9 && byte != 10 && byte != 13 { return true }
                if byte == 10 { line += 1 }
                position += 1
            }
            guard try refill() else { return false }
        }
    }

    private mutating func refill() throws -> Bool {
        if atEnd { return false }
        bytesConsumed += position
        buffer.removeSubrange(0..<position)
        position = 0
        if try input.read(into: &buffer, maxLength: 1 << 16) == 0 {
            atEnd = true
            return false
        }
        return true
    }
}
