/// Escaping and splitting of vCard values, on UTF-8 bytes.
///
/// Reading is lenient: `\n` and `\N` are line breaks; `\\`, `\,`, `\;` and the non-standard
/// `\:` and `\"` (Apple) stand for the character; any other backslash is kept as written.
/// Writing is strict: backslash, comma, semicolon and line breaks are escaped, per RFC 6350.
enum VCardText {
    /// Decodes the escapes of a text value.
    static func unescape(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "\\")) else { return text }
        var text = text
        return text.withUTF8 { unescape(bytes: $0) }
    }

    static func unescape(bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBufferPointer { unescape(bytes: $0) }
    }

    static func unescape(bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Unescaping only shortens: the string is written in place, with no byte array.
        String(unsafeUninitializedCapacity: bytes.count) { output in
            var written = 0
            var index = bytes.startIndex
            let end = bytes.endIndex
            while index < end {
                var byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\\"), index < end {
                    switch bytes[index] {
                    case UInt8(ascii: "n"), UInt8(ascii: "N"):
                        byte = 10
                        index += 1
                    case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
                        UInt8(ascii: "\""):
                        byte = bytes[index]
                        index += 1
                    default:
                        break
                    }
                }
                output[written] = byte
                written += 1
            }
            return written
        }
    }

    /// Splits a raw (still escaped) value at every `separator` not escaped by a backslash.
    static func split(_ raw: String, on separator: UInt8) -> [Substring] {
        guard raw.containsByte(separator) else { return [raw[...]] }
        let utf8 = raw.utf8
        var parts: [Substring] = []
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\\") {
                index = utf8.index(after: index)
                if index < utf8.endIndex { index = utf8.index(after: index) }
                continue
            }
            if byte == separator {
                parts.append(raw[start..<index])
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        parts.append(raw[start..<utf8.endIndex])
        return parts
    }

    /// The components of a structured value (`N`, `ADR`, `ORG`), unescaped.
    static func components(_ raw: String) -> [String] {
        unescapedParts(raw, on: UInt8(ascii: ";"))
    }

    /// The items of a list value (`CATEGORIES`, `NICKNAME`), unescaped, empty ones dropped.
    static func list(_ raw: String) -> [String] {
        var items = unescapedParts(raw, on: UInt8(ascii: ","))
        items.removeAll { $0.isEmpty }
        return items
    }

    /// Escapes a text value or one component of a structured value.
    static func escape(_ text: String, escapingCommas: Bool = true) -> String {
        let comma: UInt8 = escapingCommas ? UInt8(ascii: ",") : UInt8(ascii: "\\")
        let needs = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 == 92 || $0 == 59 || $0 == 10 || $0 == 13 || $0 == comma }
        } ?? true
        guard needs else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 8)
        var previousWasCR = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): output += [92, 92]
            case UInt8(ascii: ";"): output += [92, UInt8(ascii: ";")]
            case UInt8(ascii: ",") where escapingCommas: output += [92, UInt8(ascii: ",")]
            case 13: output += [92, UInt8(ascii: "n")]
            case 10:
                if !previousWasCR { output += [92, UInt8(ascii: "n")] }
            default: output.append(byte)
            }
            previousWasCR = byte == 13
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` escaped for vCard 2.1: backslash and semicolon only (line breaks
    /// travel in quoted-printable there).
    static func appendEscapedForVersion2_1<Sharing>(_ text: String, to output: inout VCardBytes<Sharing>) {
        text.withUTF8Bytes { appendEscapedForVersion2_1($0, to: &output) }
    }

    /// ``appendEscapedForVersion2_1(_:to:)`` of bytes.
    static func appendEscapedForVersion2_1<Sharing>(
        _ bytes: UnsafeBufferPointer<UInt8>, to output: inout VCardBytes<Sharing>
    ) {
        var runStart = 0
        for index in 0..<bytes.count where bytes[index] == 92 || bytes[index] == 59 {
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(92)
            runStart = index
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// Appends `raw` as ``removingLineBreaks(_:)`` returns it.
    /// A value without line breaks (nearly all) is found so eight bytes at a time and
    /// copied in one piece.
    static func appendRemovingLineBreaks<Sharing>(_ raw: String, to output: inout VCardBytes<Sharing>) {
        raw.withUTF8Bytes { bytes in
            guard bytes.firstLineBreak(from: 0) != nil else {
                output.append(bytes)
                return
            }
            var runStart = 0
            for index in 0..<bytes.count where bytes[index] == 13 || bytes[index] == 10 {
                output.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                // CRLF is one line break.
                if bytes[index] == 10, index > 0, bytes[index - 1] == 13 { continue }
                output.append(92, UInt8(ascii: "n"))
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// Makes a raw value safe for one content line: real line breaks become `\n`.
    static func removingLineBreaks(_ raw: String) -> String {
        guard raw.containsByte(10) || raw.containsByte(13) else { return raw }
        var output: [UInt8] = []
        var previousWasCR = false
        for byte in raw.utf8 {
            if byte == 13 {
                output += [92, UInt8(ascii: "n")]
            } else if byte == 10 {
                if !previousWasCR { output += [92, UInt8(ascii: "n")] }
            } else {
                output.append(byte)
            }
            previousWasCR = byte == 13
        }
        return String(decoding: output, as: UTF8.self)
    }
}
