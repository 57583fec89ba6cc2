@testable import ContactFormats
import Testing

/// `VCardURI.isURI` looks at the string's bytes in place; it must say what the array and
/// literal-search version said, for every byte in every part of a URI.
@Suite struct VCardURIBytesTests {
    /// The version before, written out.
    static func isURIAsBefore(_ text: String) -> Bool {
        func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }
        let bytes = Array(text.utf8)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, isAlpha(bytes[0]),
            bytes[1..<colon].allSatisfy({ isAlpha($0) || isDigit($0) || "+-.".utf8.contains($0) })
        else { return false }
        var index = colon + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            guard isAlpha(byte) || isDigit(byte) || "-._~:/?#[]@!$&'()*+,;=".utf8.contains(byte) else { return false }
            index += 1
        }
        return true
    }

    @Test func everyByteInEveryPart() {
        for value in 0..<128 {
            let character = String(UnicodeScalar(UInt8(value)))
            for text in [
                "http:" + character, character + ":x", "h" + character + "p:x", "https://a.example/" + character + "q",
                "x:%" + character + "0", "x:%0" + character, "mailto:a" + character + "b@c",
            ] {
                #expect(VCardURI.isURI(text) == Self.isURIAsBefore(text), "\(text.debugDescription)")
            }
        }
        for text in [
            "", ":", "a:", "1a:b", "https://example.com/hanako", "tel:+1-555", "urn:uuid:1234", "x:%41%4", "x:%",
            "www.example.com", "http://é.example", "http://a b", "a+b.c-d:x", "http:\u{301}", "data:image/png;base64,QUJD",
        ] {
            #expect(VCardURI.isURI(text) == Self.isURIAsBefore(text), "\(text.debugDescription)")
        }
    }
}
