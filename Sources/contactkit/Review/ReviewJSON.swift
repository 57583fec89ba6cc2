/// JSON text that is safe inside an HTML `<script type="application/json">` block: besides
/// what JSON requires (quotes, backslashes, control characters), `<`, `>` and `&` are written
/// as `\u003c`, `\u003e`, `\u0026` (so no `</script>` or `<!--` can end or change the block)
/// and U+2028, U+2029 as `\u2028`, `\u2029` (line terminators for older JavaScript).
enum ReviewJSON {
    /// `text` as a quoted JSON string, escaped for embedding in HTML.
    static func quoted(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &output)
        return output
    }

    /// Appends `text` as a quoted JSON string (opening quote included) to `output`.
    static func appendQuoted(_ text: String, to output: inout String) {
        output.append("\"")
        var plainStart = text.unicodeScalars.startIndex
        var index = plainStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if let escape = escape(for: scalar) {
                output.unicodeScalars.append(contentsOf: scalars[plainStart..<index])
                output.append(escape)
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output.unicodeScalars.append(contentsOf: scalars[plainStart..<scalars.endIndex])
        output.append("\"")
    }

    /// The escape for one scalar, or nil when it is written as it is.
    static func escape(for scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x22: return "\\\""
        case 0x5C: return "\\\\"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x09: return "\\t"
        case 0x00..<0x20, 0x3C, 0x3E, 0x26, 0x2028, 0x2029, 0x7F:
            return "\\u" + hex4(scalar.value)
        default: return nil
        }
    }

    /// A number as JSON: finite values with up to 4 decimals; infinities as ±1e308 (JSON has none).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "1e308" : "-1e308" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<4).map { digits[Int((value >> UInt32(12 - 4 * $0)) & 0xF)] })
    }
}
