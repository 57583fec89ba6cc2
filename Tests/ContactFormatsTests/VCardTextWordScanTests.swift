@testable import ContactFormats
import Testing

/// Values split and unescaped with the bytes scanned eight at a time read as the careful
/// path reads them: separators and backslashes at every place of a word, at a word's end,
/// in the last bytes, escaped separators, a backslash as the last byte, non-ASCII around.
@Suite struct VCardTextWordScanTests {
    /// The parts as the byte-by-byte loop the word scan replaced gave them.
    static func carefulParts(_ bytes: [UInt8], on separator: UInt8) -> [String] {
        var parts: [String] = []
        var start = 0
        var index = 0
        var sawBackslash = false
        func part(_ end: Int) -> String {
            let piece = Array(bytes[start..<end])
            return sawBackslash ? VCardText.unescape(String(decoding: piece, as: UTF8.self)) : String(decoding: piece, as: UTF8.self)
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                sawBackslash = true
                index += 2
                continue
            }
            if bytes[index] == separator {
                parts.append(part(index))
                start = index + 1
                sawBackslash = false
            }
            index += 1
        }
        parts.append(part(bytes.count))
        return parts
    }

    static func values() -> [[UInt8]] {
        let pieces = ["a", "bc", ";", ",", "\\;", "\\,", "\\n", "\\\\", "é", "日本", "😀", "        ", "street 12"]
        var values: [[UInt8]] = [[], Array("\\".utf8), Array("abcdefg\\".utf8), Array("abcdefgh\\".utf8)]
        for length in 0...20 {
            for marker in [";", "\\", ",", "\\;"] {
                values.append(Array((String(repeating: "x", count: length) + marker + "yz").utf8))
                values.append(Array((String(repeating: "x", count: length) + marker).utf8))
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text += pieces.randomElement(using: &generator)! }
            values.append(Array(text.utf8))
        }
        return values
    }

    @Test func partsAreTheCarefulParts() {
        for value in Self.values() {
            for separator in [UInt8(ascii: ";"), UInt8(ascii: ",")] {
                var parts: [String] = []
                let count = value.withUnsafeBufferPointer { bytes in
                    VCardText.forEachUnescapedPart(bytes: bytes, on: separator) { _, part in parts.append(part) }
                }
                let expected = Self.carefulParts(value, on: separator)
                #expect(parts == expected, "\(String(decoding: value, as: UTF8.self))")
                #expect(count == parts.count)
            }
        }
    }

    @Test func textIsTheCarefulText() {
        for value in Self.values() {
            let text = value.withUnsafeBufferPointer { VCardText.unescapedText(validUTF8: $0) }
            #expect(text == VCardText.unescape(String(decoding: value, as: UTF8.self)), "\(String(decoding: value, as: UTF8.self))")
        }
    }
}
