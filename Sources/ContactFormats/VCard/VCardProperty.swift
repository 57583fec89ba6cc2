import ContactModel

/// One content line split into its parts: `group.NAME;PARAM=value:value`.
///
/// The value stays as bytes until the card's version and the property's parameters say how
/// to decode it (quoted-printable, charset, base64).
struct VCardProperty {
    var group: String?
    /// Upper-cased (`TEL`, `X-ABLABEL`).
    var name: String
    /// What the name means to the reader, when it is one it treats specially.
    var kind: VCardPropertyKind?
    var parameters: [Parameter]
    var value: ArraySlice<UInt8>
    var line: Int

    /// Splits a logical line. Returns nil when the line is not a property (no colon, or a
    /// name with characters a property name cannot have).
    init?(line: VCardLineReader.Line) {
        let bytes = line.bytes
        self.line = line.number
        guard let (group, name, kind, parameters, valueStart) = bytes.withUnsafeBufferPointer(VCardProperty.split)
        else { return nil }
        self.group = group
        self.name = name
        self.kind = kind
        self.parameters = parameters
        value = bytes[valueStart...]
    }

    init(group: String? = nil, name: String, parameters: [Parameter] = [], value: String, line: Int) {
        self.group = group
        self.name = name
        kind = VCardPropertyKind.recognize(name)
        self.parameters = parameters
        self.value = Array(value.utf8)[...]
        self.line = line
    }

    /// The parts before the value, and where the value starts; nil when the line is not a
    /// property. Works on the line's storage directly (no bounds checks, no copies).
    private static func split(
        _ bytes: UnsafeBufferPointer<UInt8>
    ) -> (String?, String, VCardPropertyKind?, [Parameter], Int)? {
        var index = 0
        let count = bytes.count
        var group: String? = nil
        // Name, with an optional group before a dot.
        var nameStart = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: ".") {
                if group != nil || index == nameStart { return nil }
                group = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
                nameStart = index + 1
            } else if !VCardProperty.isNameByte(byte) {
                return nil
            }
            index += 1
        }
        guard index < count, index > nameStart else { return nil }
        let nameBytes = UnsafeBufferPointer(rebasing: bytes[nameStart..<index])
        let name: String
        let kind: VCardPropertyKind?
        if let known = VCardPropertyKind.recognize(nameBytes) {
            (kind, name) = known
        } else {
            kind = nil
            name = String(decoding: nameBytes, as: UTF8.self).asciiUppercased()
        }
        var parameters: [Parameter] = []
        while index < count, bytes[index] == UInt8(ascii: ";") {
            index += 1
            guard let (parameter, next) = VCardProperty.parseParameter(bytes, from: index) else {
                return nil
            }
            if let parameter { parameters.append(parameter) }
            index = next
        }
        guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
        return (group, name, kind, parameters, index + 1)
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
    private static func parseParameter(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> (Parameter?, Int)? {
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
            let text = trimmedString(bytes, start..<index)
            if text.isEmpty { return (nil, index) }
            return (Parameter(name: "", values: [text]), index)
        }
        let name = trimmedString(bytes, start..<nameEnd)
        // Most values have no quotes: split them at commas straight from the line.
        var values: [String] = []
        var valueStart = nameEnd + 1
        index = valueStart
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                return parseQuotedValues(bytes, name: name, from: nameEnd + 1)
            }
            if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") { break }
            if byte == UInt8(ascii: ",") {
                values.append(unquotedValue(bytes, valueStart..<index))
                valueStart = index + 1
            }
            index += 1
        }
        values.append(unquotedValue(bytes, valueStart..<index))
        return (Parameter(name: name, values: values), index)
    }

    /// The general case of ``parseParameter(_:from:)``: values with double quotes anywhere,
    /// which keep `;`, `:` and `,` inside them.
    private static func parseQuotedValues(
        _ bytes: UnsafeBufferPointer<UInt8>, name: String, from start: Int
    ) -> (Parameter?, Int)? {
        var index = start
        let count = bytes.count
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

    /// An unquoted value: trimmed, with RFC 6868 escapes decoded when it has a caret.
    private static func unquotedValue(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let piece = UnsafeBufferPointer(rebasing: bytes[range])
        guard piece.contains(UInt8(ascii: "^")) else { return trimmedString(bytes, range) }
        return decodeParameterValue(Array(piece), quoted: false)
    }

    private static func trimmedString(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, bytes[start] == 32 || bytes[start] == 9 { start += 1 }
        while end > start, bytes[end - 1] == 32 || bytes[end - 1] == 9 { end -= 1 }
        return Charset.decodeUTF8(UnsafeBufferPointer(rebasing: bytes[start..<end])).text
    }

    private static func trimmedString(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { trimmedString($0, 0..<$0.count) }
    }

    /// RFC 6868: `^n` is a line break, `^'` a double quote, `^^` a caret; any other `^` stays.
    private static func decodeParameterValue(_ bytes: [UInt8], quoted: Bool) -> String {
        guard bytes.contains(UInt8(ascii: "^")) else {
            return quoted ? Charset.decodeUTF8(bytes[...]).text : trimmedString(bytes)
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
