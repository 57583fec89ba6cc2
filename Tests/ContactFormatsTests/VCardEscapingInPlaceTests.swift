@testable import ContactFormats
import ContactModel
import Testing

/// ``VCardText/appendEscaped(_:to:)`` writes straight into the buffer's storage, sixteen
/// bytes at a time with the last bytes as the block that ends at the last byte (a short text
/// a word at a time, the last bytes as one padded word): the same bytes as the careful
/// ``VCardText/escape(_:escapingCommas:)`` for texts of every length to past three blocks with
/// each byte that needs care at every place, two of them at every pair of places around the
/// blocks' edges, and long texts; it says "no control character" only when there is none;
/// the string overload (small strings read from their words) writes the same bytes.
@Suite struct VCardEscapingInPlaceTests {
    static let specials: [[UInt8]] = [
        [92], [59], [44], [13], [10], [13, 10], [10, 13], [9], [0], [1], [0x1F], [0x7F], [0x20], [0x41],
        Array("é".utf8), Array("日".utf8), Array("𠀋".utf8), [0x5B], [0x3A], [0x7E], [0x80], [0xFF],
    ]

    @Test func everyByteAtEveryPlace() {
        for length in 0...50 {
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

    /// Two bytes that need care (or one that does and one that does not) at every pair of
    /// places near the edges of the 8- and 16-byte blocks and of the last block, in texts of
    /// 14 to 50 bytes, between letters or non-ASCII characters.
    @Test func twoBytesAroundTheBlockEdges() {
        let pairs: [[UInt8]] = [[92], [44], [59], [13], [10], [9], [0x7F], [0], [0x41], Array("é".utf8)]
        for length in 14...50 {
            let edges = [0, 1, 6, 7, 8, 9, 14, 15, 16, 17, 23, 24, 31, 32, 33]
                + [length - 17, length - 16, length - 15, length - 9, length - 8, length - 2, length - 1]
            let places = Set(edges.filter { $0 >= 0 && $0 < length }).sorted()
            for filler in [Array("x".utf8), Array("日".utf8)] {
                var base: [UInt8] = []
                while base.count < length { base += filler }
                base = Array(base.prefix(length))
                for first in places {
                    for second in places where second > first {
                        for (a, b) in zip(pairs, pairs.reversed()) {
                            var bytes = base
                            bytes.replaceSubrange(second..<second + 1, with: b)
                            bytes.replaceSubrange(first..<first + 1, with: a)
                            check(bytes)
                        }
                    }
                }
            }
        }
    }

    /// Long texts: clean, with a byte that needs care every few bytes, dense with them, and
    /// non-ASCII throughout; and a text whose every byte needs care.
    @Test func longTexts() {
        let clean = String(repeating: "Met at the trade show in Düsseldorf. 日本語のメモ ", count: 40)
        check(Array(clean.utf8))
        for spacing in [1, 2, 7, 8, 15, 16, 17, 31, 100] {
            var bytes: [UInt8] = []
            for (index, byte) in clean.utf8.prefix(1500).enumerated() {
                bytes.append(byte)
                if index % spacing == spacing - 1 { bytes += [[44], [59], [92], [13, 10], [10], [0x7F], [1]][index % 7] }
            }
            check(bytes)
        }
        check(Array(repeating: 44, count: 200))
        check(Array(repeating: 13, count: 33) + Array(repeating: 10, count: 33))
    }

    /// Which bytes of a block need a look (``VCardText/bytesNeedingALook(_:)``): every byte
    /// value in every lane, among letters and among non-ASCII bytes, against the byte's own
    /// answer.
    @Test func blockLooksAtEveryByteInEveryLane() {
        func needsALook(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == 0x7F || byte == 92 || byte == 59 || byte == 44
        }
        for filler: UInt8 in [0x61, 0xC3, 0x20, 0x7E] {
            for lane in 0..<16 {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: 16)
                    bytes[lane] = UInt8(value)
                    let block = bytes.withUnsafeBytes { $0.loadUnaligned(as: SIMD16<UInt8>.self) }
                    let look = VCardText.bytesNeedingALook(block)
                    var expected: (UInt64, UInt64) = (0, 0)
                    for (index, byte) in bytes.enumerated() where needsALook(byte) {
                        if index < 8 { expected.0 |= 0x80 << UInt64(index * 8) } else { expected.1 |= 0x80 << UInt64((index - 8) * 8) }
                    }
                    #expect(look.low == expected.0 && look.high == expected.1, "\(bytes)")
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
            let length = Int(next() % 70)
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
