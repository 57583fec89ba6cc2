@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// `needsCharset()` (8-bit bytes that are not UTF-8) against the standard library's decoder
/// on values of ASCII, UTF-8 and Windows-1252 pieces of every length, quoted-printable ones
/// included: the check runs over the whole value, with no pass of its own over the ASCII
/// first.
@Suite struct VCardNeedsCharsetTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    @Test func agreesWithTheDecoder() throws {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("Straße".utf8), Array("日本".utf8), Array("नमस्ते".utf8), Array("😀".utf8),
            Array("abcdefghijklmnop".utf8), [0xE9], [0xC3], [0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xFF],
        ]
        var generator = SeededGenerator(state: 26)
        for _ in 0..<5000 {
            var value: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) { value += pieces.randomElement(using: &generator)! }
            let line = Array("NOTE:".utf8) + value
            var property = try #require(VCardProperty.parse(VCardLineReader.Line(bytes: line[...], number: 1)))
            property.hasEightBitBytes = true
            #expect(property.needsCharset() == !VCardValidator.isUTF8(value), "\(value)")
            let encoded = value.map { $0 >= 0x80 ? "=" + String($0, radix: 16, uppercase: true) : String(UnicodeScalar($0)) }
            let quoted = Array("NOTE;ENCODING=QUOTED-PRINTABLE:".utf8) + Array(encoded.joined().utf8)
            let printable = try #require(VCardProperty.parse(VCardLineReader.Line(bytes: quoted[...], number: 1)))
            #expect(printable.needsCharset() == !VCardValidator.isUTF8(value), "\(value)")
        }
    }
}
