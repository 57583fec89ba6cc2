@testable import ContactFormats
import ContactModel
import Testing

/// ``VCardText/appendEscaped(_:to:)`` writes straight into the buffer's storage, a word at a
/// time with the last bytes as one padded word: the same bytes as the careful
/// ``VCardText/escape(_:escapingCommas:)`` for texts of every length with each byte that
/// needs care at every place, and it says "no control character" only when there is none;
/// the string overload (small strings read from their words) writes the same bytes.
@Suite struct VCardEscapingInPlaceTests {
    static let specials: [[UInt8]] = [
        [92], [59], [44], [13], [10], [13, 10], [10, 13], [9], [0], [1], [0x1F], [0x7F], [0x20], [0x41],
        Array("é".utf8), Array("日".utf8), Array("𠀋".utf8), [0x5B], [0x3A], [0x7E], [0x80], [0xFF],
    ]

    @Test func everyByteAtEveryPlace() {
        for length in 0...26 {
            for special in Self.specials {
                for position in 0...length {
                    var bytes = Array(repeating: UInt8(ascii: "x"), count: length)
                    bytes.insert(contentsOf: special, at: position)
                    check(bytes)
                    // Two at once, one at each end.
                    check(special + bytes + special)
                }
            }
        }
    }

    @Test func seededMixes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for _ in 0..<4000 {
            var bytes: [UInt8] = []
            let length = Int(next() % 40)
            while bytes.count < length {
                if next() % 4 == 0 {
                    bytes += Self.specials[Int(next() % UInt64(Self.specials.count))]
                } else {
                    bytes.append(UInt8(0x61 + next() % 26))
                }
            }
            check(bytes)
        }
    }

    /// The appended bytes, after some already in the buffer, are the careful escape's; the
    /// answer about control characters is true whenever the escaped text holds one.
    private func check(_ bytes: [UInt8]) {
        // Only well-formed text reaches the writer; the escape works on bytes either way.
        let text = String(decoding: bytes, as: UTF8.self)
        let textBytes = Array(text.utf8)
        var buffer = VCardByteBuffer()
        buffer.append(Array("NOTE:".utf8))
        let mayHold = textBytes.withUnsafeBufferPointer { VCardText.appendEscaped($0, to: &buffer) }
        let written = buffer.withUnsafeBufferPointer { Array($0) }
        let expected = Array("NOTE:".utf8) + Array(VCardText.escape(text).utf8)
        #expect(written == expected, "\(textBytes)")
        let holds = expected.withUnsafeBufferPointer { $0.containsControlCharacter(from: 5) }
        if holds { #expect(mayHold, "\(textBytes)") }
        if textBytes.isEmpty { #expect(!mayHold) }
        if !textBytes.contains(where: { UnsafeBufferPointer<UInt8>.isControlCharacter($0) || $0 == 9 }) {
            #expect(!mayHold, "\(textBytes)")
        }
        // The string's path (a small string read from its words) writes the same bytes, for
        // the string in every form, and says "no control character" only when the bytes do.
        for form in VCardByteBufferSmallStringTests.variants(textBytes) {
            var stringBuffer = VCardByteBuffer()
            stringBuffer.append(Array("NOTE:".utf8))
            let stringMayHold = VCardText.appendEscaped(form, to: &stringBuffer)
            #expect(stringBuffer.withUnsafeBufferPointer { Array($0) } == expected, "\(textBytes)")
            if holds { #expect(stringMayHold, "\(textBytes)") }
        }
    }
}
