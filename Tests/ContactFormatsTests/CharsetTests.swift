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

    /// The run-walking check on borrowed bytes against the standard library's decoder:
    /// every one- and two-byte sequence and every three- and four-byte lead with each
    /// second byte, after 0 to 9 ASCII bytes (so sequences start at every place of a word
    /// and straddle word ends) and before ASCII, a second sequence or the end; and random
    /// texts of mixed scripts with random damage.
    /// The check's four-byte path for two- and three-byte sequences against the decoder:
    /// every lead of two and three bytes with second and third bytes at and around the
    /// continuation range, in runs of two sequences and before ASCII or the end, at every
    /// place of a word.
    @Test func quadCheckAgreesWithTheDecoder() {
        func agree(_ bytes: [UInt8]) {
            let fast = bytes.withUnsafeBufferPointer { Charset.isValidUTF8($0) }
            if fast != Charset.isValidUTF8(bytes[...]) { Issue.record("\(bytes): \(fast)") }
        }
        let around: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC3, 0xE4, 0xFF]
        var sequences: [[UInt8]] = []
        for lead in 0xC0...0xDF {
            for second in around { sequences.append([UInt8(lead), second]) }
        }
        for lead in 0xE0...0xEF {
            for second in around {
                for third in around { sequences.append([UInt8(lead), second, third]) }
            }
        }
        let followers: [[UInt8]] = [[], [0x41], [0xC3, 0xA9], [0xE0, 0xA4, 0xA8], [0xED, 0x9F, 0xBF], [0x80], [0xF0, 0x9F, 0x98, 0x80]]
        for sequence in sequences {
            for prefix in [0, 1, 3, 5, 8] {
                for follower in followers {
                    agree(Array(repeating: 0x61, count: prefix) + sequence + follower)
                    agree(Array(repeating: 0x61, count: prefix) + sequence + follower + Array("abcd".utf8))
                }
            }
        }
        for text in ["नमस्ते दुनिया", "\u{D7FF}\u{E000}\u{FFFF}", "日本語テキスト", "Ελληνικά κείμενα", "ÀÉÎõü"] {
            agree(Array(text.utf8))
        }
    }

    @Test func borrowedCheckAgreesWithTheDecoder() {
        func agree(_ bytes: [UInt8]) {
            let fast = bytes.withUnsafeBufferPointer { Charset.isValidUTF8($0) }
            if fast != Charset.isValidUTF8(bytes[...]) { Issue.record("\(bytes): \(fast)") }
        }
        var sequences: [[UInt8]] = (0...255).map { [UInt8($0)] }
        for first in 0x80...0xFF {
            for second in 0...255 { sequences.append([UInt8(first), UInt8(second)]) }
        }
        for lead in 0xE0...0xF4 {
            for second in stride(from: 0x70, through: 0xC0, by: 1) {
                sequences.append([UInt8(lead), UInt8(second), 0x80])
                sequences.append([UInt8(lead), UInt8(second), 0xBF, 0x80])
                sequences.append([UInt8(lead), UInt8(second), 0x41, 0x80])
            }
        }
        let tails: [[UInt8]] = [[], [0x41], [0xC3, 0xA9], [0x80], Array("abcdefghij".utf8)]
        for sequence in sequences {
            for prefix in 0...9 {
                for tail in tails { agree(Array(repeating: 0x61, count: prefix) + sequence + tail) }
            }
        }
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = ["a", "Zürich", "日本語", "한국어", "😀", "Ελλάδα", "     ", "x;y,z"].map { Array($0.utf8) }
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            if !bytes.isEmpty, Bool.random(using: &generator) {
                bytes[Int.random(in: bytes.indices, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            }
            if !bytes.isEmpty, Bool.random(using: &generator) { bytes.removeLast() }
            agree(bytes)
        }
    }
}
