@testable import ContactFormats
import Testing

/// Strings appended to the writer's buffer, small ones from their two words
/// (`VCardByteBuffer+SmallStrings`): for every length, ASCII and not, strings made every
/// common way (a short one in reserved storage among them, which is not small), appending
/// gives the string's UTF-8. `StringSmallFormTests` compares the words themselves with the
/// standard library's bytes.
@Suite struct VCardByteBufferSmallStringTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    /// The string of `bytes` made several ways: decoded, interpolated, repeated, from a
    /// substring, grown by appends, and in storage reserved first (a large string however
    /// short).
    static func variants(_ bytes: [UInt8]) -> [String] {
        let decoded = String(decoding: bytes, as: UTF8.self)
        var grown = ""
        for character in decoded { grown.append(character) }
        var reserved = ""
        reserved.reserveCapacity(64)
        reserved += decoded
        // Cut by scalars: a leading combining mark joins `<` in one character.
        let padded = "<" + decoded + ">"
        let substring = String(Substring(padded.unicodeScalars.dropFirst().dropLast()))
        return [decoded, "\(decoded)", grown, reserved, substring, String(decoded.unicodeScalars)]
    }

    /// Appending a string, small or not, in any form, gives its UTF-8 after what is there.
    @Test func appendingGivesTheStringsBytes() {
        var generator = SeededGenerator(state: 0x5EED_0B_0F)
        for count in 0...40 {
            for round in 0..<60 {
                let bytes = StringSmallFormTests.text(count, ascii: round % 2 == 0, &generator)
                for text in Self.variants(bytes) {
                    var buffer = VCardByteBuffer()
                    buffer.append(Array("X:".utf8))
                    buffer.append(text)
                    buffer.append(UInt8(ascii: ";"))
                    #expect(buffer.withUnsafeBufferPointer { Array($0) } == Array("X:".utf8) + bytes + [59])
                }
            }
        }
    }
}
