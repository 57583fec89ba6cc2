@testable import ContactFormats
import ContactModel
import Testing

/// Decoding values as UTF-8, with Windows-1252 for bytes that are not.
@Suite struct CharsetTests {
    @Test(arguments: [
        [UInt8](), Array("plain ASCII".utf8), Array("Zoë, パターン, 😀".utf8), [0xF4, 0x8F, 0xBF, 0xBF],
    ])
    func wellFormedUTF8IsTakenAsIs(_ bytes: [UInt8]) {
        let decoded = Charset.decodeUTF8(bytes[...])
        #expect(decoded.problem == nil)
        #expect(Array(decoded.text.utf8) == bytes)
        #expect(bytes.withUnsafeBufferPointer { String.validatingUTF8($0) } == decoded.text)
    }

    /// Overlong forms, surrogates, values past U+10FFFF, a cut sequence, a stray
    /// continuation byte: not UTF-8, so read as Windows-1252 and reported.
    @Test(arguments: [
        [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x61, 0xC3], [0x80, 0x61],
        [0x63, 0x61, 0x66, 0xE9],
    ] as [[UInt8]])
    func malformedUTF8IsWindows1252(_ bytes: [UInt8]) {
        #expect(bytes.withUnsafeBufferPointer { String.validatingUTF8($0) } == nil)
        #expect(Charset.isValidUTF8(bytes[...]) == false)
        let decoded = Charset.decodeUTF8(bytes[...])
        #expect(decoded.problem == .charsetFallback)
        #expect(decoded.text.unicodeScalars.count == bytes.count)
    }

    @Test func windows1252Letters() {
        #expect(Charset.decodeUTF8([0x63, 0x61, 0x66, 0xE9][...]).text == "café")
    }
}
