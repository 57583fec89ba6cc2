/// JSON text that is safe inside an HTML `<script type="application/json">` block: besides
/// what JSON requires (quotes, backslashes, control characters), `<`, `>` and `&` are written
/// as `\u003c`, `\u003e`, `\u0026` (so no `</script>` or `<!--` can end or change the block)
/// and U+2028, U+2029 as `\u2028`, `\u2029` (line terminators for older JavaScript).
///
/// Works on UTF-8 bytes: the page of a large book is built as one byte array.
enum ReviewJSON {
    /// `text` as a quoted JSON string, escaped for embedding in HTML.
    static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a quoted JSON string, escaped for embedding in HTML, to `output`.
    static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(0x22)
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x22: output += [0x5C, 0x22]
                case 0x5C: output += [0x5C, 0x5C]
                case 0x0A: output += [0x5C, 0x6E]
                case 0x0D: output += [0x5C, 0x72]
                case 0x09: output += [0x5C, 0x74]
                case 0x00..<0x20, 0x3C, 0x3E, 0x26, 0x7F: appendEscape(UInt32(byte), to: &output)
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    appendEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &output)
                    index += 2
                default: output.append(byte)
                }
                index += 1
            }
        }
        output.append(0x22)
    }

    /// A number as JSON: finite values with up to 4 decimals; infinities as ±1e308 (JSON has none).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return value > 0 ? "1e308" : "-1e308" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `\uXXXX` for a value below 0x10000.
    private static func appendEscape(_ value: UInt32, to output: inout [UInt8]) {
        let digits = Array("0123456789abcdef".utf8)
        output += [0x5C, 0x75]
        for shift in stride(from: 12, through: 0, by: -4) { output.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
    }
}
