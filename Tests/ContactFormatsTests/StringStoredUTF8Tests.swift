@testable import ContactFormats
import Testing

/// ``Swift/String/storedUTF8``, a large string's bytes read where its storage holds them:
/// for every length, ASCII and not, strings made every common way give the standard
/// library's own UTF-8, or nil (a small string); and the writer's paths that use it
/// (appending, escaping) give the same bytes as before for large strings.
@Suite struct StringStoredUTF8Tests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    /// A large string's stored bytes are its UTF-8; a small string has none.
    @Test func storedBytesAreTheStringsUTF8() {
        var generator = SeededGenerator(state: 0x5707_ED)
        for count in 0...80 {
            for round in 0..<20 {
                let bytes = StringSmallFormTests.text(count, ascii: round % 2 == 0, &generator)
                for text in VCardByteBufferSmallStringTests.variants(bytes) {
                    let stored = text.storedUTF8.map { Array($0) }
                    if text.smallStringWords != nil {
                        #expect(stored == nil)
                    } else {
                        #expect(stored == bytes, "\(count) bytes, \(text.debugDescription)")
                    }
                }
            }
        }
    }

    /// Literals (immortal, their bytes in the binary) are read where they are too.
    @Test func literalsGiveTheirBytes() {
        let literal = "a literal of more than fifteen bytes, Ünïcödé too"
        #expect(literal.storedUTF8.map { Array($0) } == Array(literal.utf8))
        #expect("short".storedUTF8 == nil)
    }

    /// Escaping a large string into the writer's buffer gives the bytes that escaping its
    /// bytes gives.
    @Test func escapingALargeStringMatchesItsBytes() {
        let texts = [
            "Paseo de Gracia 170, piso 3; puerta B\\C", "a note with\r\na line break and a tab\there",
            "no escape at all in this long enough value", "контрольный\u{7}символ и запятая, да",
        ]
        for text in texts {
            var fromString = VCardByteBuffer()
            let stringControls = VCardText.appendEscaped(text, to: &fromString)
            var fromBytes = VCardByteBuffer()
            let bytes = Array(text.utf8)
            let byteControls = bytes.withUnsafeBufferPointer { VCardText.appendEscaped($0, to: &fromBytes) }
            #expect(fromString.withUnsafeBufferPointer { Array($0) } == fromBytes.withUnsafeBufferPointer { Array($0) })
            #expect(stringControls == byteControls)
        }
    }
}
