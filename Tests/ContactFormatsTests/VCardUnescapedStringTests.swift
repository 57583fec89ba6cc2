@testable import ContactFormats
import Testing

/// `VCardText.unescapedString(validUTF8:)` (runs copied eight bytes at a time, no check of
/// the result) against `VCardText.unescape(bytes:)`, the byte-at-a-time path: every escape
/// and a few that are none at every place of a word and across word ends, backslashes
/// in runs and as the last byte, non-ASCII before and after, results under and over 15 bytes.
@Suite struct VCardUnescapedStringTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    static let escapes = ["\\n", "\\N", "\\\\", "\\,", "\\;", "\\:", "\\\"", "\\x", "\\ ", "\\é", "\\\\\\", "\\"]

    static func agree(_ text: [UInt8]) {
        let fast = text.withUnsafeBufferPointer { VCardText.unescapedString(validUTF8: $0) }
        let careful = text.withUnsafeBufferPointer { VCardText.unescape(bytes: $0) }
        #expect(fast == careful, "\(String(decoding: text, as: UTF8.self))")
        #expect(Array(fast.utf8) == Array(careful.utf8))
    }

    @Test func everyEscapeAtEveryPlace() {
        for escape in Self.escapes {
            for before in 0...17 {
                for after in [0, 1, 6, 7, 8, 9, 16] {
                    for filler in ["a", "é"] {
                        let head = String(repeating: filler, count: before / filler.utf8.count)
                        let tail = String(repeating: "z", count: after)
                        Self.agree(Array((head + escape + tail).utf8))
                        Self.agree(Array((head + escape + tail + escape).utf8))
                    }
                }
            }
        }
    }

    @Test func randomValues() {
        var generator = SeededGenerator(state: 0x0E5C_A9E5)
        let pieces = Self.escapes + ["a", "bc", "street 12", ";", ",", "日本", "😀", "ü", "        "]
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...14, using: &generator) { text += pieces.randomElement(using: &generator)! }
            Self.agree(Array(text.utf8))
        }
    }
}
