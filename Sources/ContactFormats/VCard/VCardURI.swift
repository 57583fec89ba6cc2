/// What makes a value a URI for the vCard writers (RFC 3986 §3: a scheme, `:`, then only
/// unreserved, reserved and percent-encoded characters), and the URI form of web addresses
/// people type without a scheme (`www.example.com`), which 3.0's and 4.0's `URL` cannot hold
/// as they are.
enum VCardURI {
    /// Whether `text` is a URI: `scheme ":" …` with nothing a URI cannot hold (no space, no
    /// control character, nothing beyond ASCII, `%` only before two hex digits).
    ///
    /// On the string's bytes in place: an array of them and a search of a literal for each
    /// byte cost about 2,000 instructions a URL.
    static func isURI(_ text: String) -> Bool {
        text.withUTF8Bytes { isURI(bytes: $0) }
    }

    /// ``isURI(_:)`` of UTF-8 bytes.
    static func isURI(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isAlpha(bytes[0]),
            bytes[1..<colon].allSatisfy({
                isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else { return false }
        var index = colon + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            guard isURIByte(byte) else { return false }
            index += 1
        }
        return true
    }

    /// `http://` and `text` when `text` is a web address typed without a scheme: a host name
    /// with a dot (`www.example.com`, `example.co.uk:8080/path`), then URI characters only;
    /// nil for anything else.
    static func webAddress(fromSchemeless text: String) -> String? {
        let bytes = Array(text.utf8)
        let hostEnd = bytes.firstIndex { "/?#:".utf8.contains($0) } ?? bytes.count
        let host = bytes[0..<hostEnd]
        let labels = host.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy { isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "-") } }),
            let last = labels.last, last.count >= 2, last.allSatisfy(isAlpha)
        else { return nil }
        let candidate = "http://" + text
        return isURI(candidate) ? candidate : nil
    }

    private static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }

    /// RFC 3986's unreserved and reserved characters.
    private static func isURIByte(_ byte: UInt8) -> Bool {
        if isAlpha(byte) || isDigit(byte) { return true }
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"),
            UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "@"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}
