extension JSONParser {
    /// Reads a string after its opening quote, decoding escapes; runs without escapes are
    /// copied as they are.
    mutating func string() throws -> String {
        position += 1
        var output: [UInt8] = []
        var runStart = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                output.append(contentsOf: bytes[runStart..<position])
                position += 1
                return decoded(output)
            }
            if byte < 0x20 { throw failure("a control character in a string") }
            guard byte == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            output.append(contentsOf: bytes[runStart..<position])
            position += 1
            guard position < bytes.count else { break }
            let escape = bytes[position]
            position += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(escape)
            case UInt8(ascii: "b"): output.append(8)
            case UInt8(ascii: "f"): output.append(12)
            case UInt8(ascii: "n"): output.append(10)
            case UInt8(ascii: "r"): output.append(13)
            case UInt8(ascii: "t"): output.append(9)
            case UInt8(ascii: "u"): appendScalar(try unicodeEscape(), to: &output)
            default: throw failure("an unknown escape")
            }
            runStart = position
        }
        throw failure("a string that does not end")
    }

    /// The string of UTF-8 `output`; each ill-formed sequence becomes U+FFFD and is counted
    /// in ``replacements``.
    private mutating func decoded(_ output: [UInt8]) -> String {
        // ASCII is always valid: only strings with a byte of 0x80 or more are checked.
        guard output.contains(where: { $0 >= 0x80 }) else { return String(decoding: output, as: UTF8.self) }
        var decoder = UTF8()
        var iterator = output.makeIterator()
        var text = String.UnicodeScalarView()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.append(scalar)
            case .emptyInput: break loop
            case .error:
                text.append("\u{FFFD}")
                replacements += 1
            }
        }
        return String(text)
    }

    /// The scalar of `\uXXXX` (a surrogate pair when one follows); U+FFFD for a lone
    /// surrogate, counted in ``replacements``.
    private mutating func unicodeEscape() throws -> UInt32 {
        let high = try hexQuad()
        guard high >= 0xD800 && high < 0xDC00 else {
            if high >= 0xDC00 && high < 0xE000 {
                replacements += 1
                return 0xFFFD
            }
            return high
        }
        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
            bytes[position + 1] == UInt8(ascii: "u")
        else {
            replacements += 1
            return 0xFFFD
        }
        let saved = position
        position += 2
        let low = try hexQuad()
        guard low >= 0xDC00 && low < 0xE000 else {
            position = saved
            replacements += 1
            return 0xFFFD
        }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure("a short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case 48...57: digit = UInt32(byte - 48)
            case 65...70: digit = UInt32(byte - 55)
            case 97...102: digit = UInt32(byte - 87)
            default: throw failure("a \\u escape that is not hexadecimal")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        output.append(contentsOf: String(scalar).utf8)
    }
}
