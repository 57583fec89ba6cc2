import ContactModel

/// One content line split into its parts: `group.NAME;PARAM=value:value`.
///
/// The value stays as bytes until the card's version and the property's parameters say how
/// to decode it (quoted-printable, charset, base64).
struct VCardProperty {
    var group: String?
    /// Upper-cased (`TEL`, `X-ABLABEL`).
    var name: String
    var parameters: [Parameter]
    var value: ArraySlice<UInt8>
    var line: Int

    /// Splits a logical line. Returns nil when the line is not a property (no colon, or a
    /// name with characters a property name cannot have).
    init?(line: VCardLineReader.Line) {
        let bytes = line.bytes
        self.line = line.number
        var index = 0
        let count = bytes.count
        // Name, with an optional group before a dot.
        var nameStart = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: ".") {
                if group != nil || index == nameStart { return nil }
                group = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                nameStart = index + 1
            } else if !VCardProperty.isNameByte(byte) {
                return nil
            }
            index += 1
        }
        guard index < count, index > nameStart else { return nil }
        name = String(decoding: bytes[nameStart..<index], as: UTF8.self).asciiUppercased()
        parameters = []
        // Parameters.
        while index < count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            guard let (parameter, next) = VCardProperty.parseParameter(bytes, from: index) else {
                return nil
            }
            if let parameter { parameters.append(parameter) }
            index = next
        }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
        value = bytes[(index + 1)...]
    }

    init(group: String? = nil, name: String, parameters: [Parameter] = [], value: String, line: Int) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.value = Array(value.utf8)[...]
        self.line = line
    }

    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 65...90, 97...122, 48...57, UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"):
            return true
        default:
            return false
        }
    }

    /// Parses `NAME=value,"quoted value"` or a nameless 2.1 value (`HOME`), up to the next
    /// `;` or `:` outside quotes. Returns the parameter (nil for an empty one, `;;`) and the
    /// index after it.
    private static func parseParameter(_ bytes: [UInt8], from start: Int) -> (Parameter?, Int)? {
        var index = start
        let count = bytes.count
        var nameEnd: Int? = nil
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "=") { nameEnd = index; break }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: "\"") { break }
            index += 1
        }
        guard let nameEnd else {
            // Nameless (vCard 2.1 `TEL;HOME;VOICE`): the value of TYPE, or ENCODING/CHARSET
            // keywords written bare.
            let text = trimmedString(bytes[start..<index])
            if text.isEmpty { return (nil, index) }
            return (Parameter(name: "", values: [text]), index)
        }
        let name = trimmedString(bytes[start..<nameEnd])
        index = nameEnd + 1
        var values: [String] = []
        var current: [UInt8] = []
        var inQuotes = false
        var sawQuotes = false
        while index < count {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\"") {
                    inQuotes = false
                } else {
                    current.append(byte)
                }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inQuotes = true
                sawQuotes = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: ",") {
                values.append(decodeParameterValue(current, quoted: sawQuotes))
                current.removeAll(keepingCapacity: true)
                sawQuotes = false
                index += 1
                continue
            }
            current.append(byte)
            index += 1
        }
        if inQuotes { return nil }
        values.append(decodeParameterValue(current, quoted: sawQuotes))
        return (Parameter(name: name, values: values), index)
    }

    private static func trimmedString(_ bytes: ArraySlice<UInt8>) -> String {
        var slice = bytes
        while let first = slice.first, first == 32 || first == 9 { slice = slice.dropFirst() }
        while let last = slice.last, last == 32 || last == 9 { slice = slice.dropLast() }
        return Charset.decodeUTF8(slice).text
    }

    /// RFC 6868: `^n` is a line break, `^'` a double quote, `^^` a caret; any other `^` stays.
    private static func decodeParameterValue(_ bytes: [UInt8], quoted: Bool) -> String {
        guard bytes.contains(UInt8(ascii: "^")) else {
            return quoted ? Charset.decodeUTF8(bytes[...]).text : trimmedString(bytes[...])
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "^"), index + 1 < bytes.count {
                switch bytes[index + 1] {
                case UInt8(ascii: "n"), UInt8(ascii: "N"):
                    output.append(10); index += 2; continue
                case UInt8(ascii: "'"):
                    output.append(UInt8(ascii: "\"")); index += 2; continue
                case UInt8(ascii: "^"):
                    output.append(UInt8(ascii: "^")); index += 2; continue
                default: break
                }
            }
            output.append(byte)
            index += 1
        }
        return Charset.decodeUTF8(output[...]).text
    }
}
