@testable import ContactFormats
import Testing

/// The escaping's last bytes (fewer than eight) are looked at as one word that overlaps
/// bytes looked at already, and a `PRODID` is scanned eight bytes at a time: each must give
/// what the byte-by-byte scan gave.
@Suite struct VCardEscapingTailTests {
    static func escaped(_ text: String) -> String {
        var buffer = VCardByteBuffer()
        VCardText.appendEscaped(text, to: &buffer)
        return buffer.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    static let specials = ["\\", ";", ",", "\r", "\n", "\r\n", "\t", "\u{01}", "é", "日"]

    /// Two bytes that matter, one anywhere and one in the last eight: an escape just
    /// before the tail makes the overlapping word say yes, and the tail is then looked at
    /// byte by byte.
    @Test func twoSpecialBytesWithOneInTheTail() {
        for length in 0..<20 {
            for first in Self.specials {
                for second in Self.specials {
                    for firstOffset in 0...length {
                        for secondOffset in Swift.max(0, length - 8)...length {
                            var characters = Array(String(repeating: "b", count: length))
                            characters.insert(contentsOf: second, at: secondOffset)
                            characters.insert(contentsOf: first, at: firstOffset)
                            let text = String(characters)
                            #expect(Self.escaped(text) == VCardText.escape(text), "\(text.debugDescription)")
                        }
                    }
                }
            }
        }
    }

    /// The tail word against a byte-by-byte look at the same bytes, for every length and
    /// every byte at every position.
    @Test func theTailWordSaysYesWhenAByteNeedsAnEscape() {
        for length in 0..<20 {
            for byte in 0...255 {
                for position in 0..<Swift.max(length, 1) where length > 0 {
                    var bytes = [UInt8](repeating: UInt8(ascii: "q"), count: length)
                    bytes[position] = UInt8(byte)
                    bytes.withUnsafeBufferPointer { buffer in
                        let answer = VCardText.tailMayNeedEscape(buffer.baseAddress!, count: length)
                        let tailStart = length - length % 8
                        let needs = bytes[tailStart...].contains { $0 < 0x20 || $0 == 0x5C || $0 == 0x3B || $0 == 0x2C }
                        if length < 4 {
                            #expect(answer == nil)
                        } else if needs {
                            #expect(answer == true, "\(length) \(byte) at \(position)")
                        } else if length < 8 {
                            // Four to seven bytes: every byte is in the word.
                            #expect(answer == false, "\(length) \(byte) at \(position)")
                        }
                    }
                }
            }
        }
    }

    /// A `PRODID` is plain when it has no CR, LF or comma, wherever they are.
    @Test func aProductIDIsPlainAsTheByteScanSays() {
        let bytes: [String] = ["\r", "\n", ",", ";", "\\", "\t", "\u{01}", "é", "/", " "]
        for length in 0..<40 {
            for special in bytes {
                for offset in 0...length {
                    var characters = Array(String(repeating: "-//Apple Inc.//iPhone OS 17.0//EN", count: 2).prefix(length))
                    characters.insert(contentsOf: special, at: offset)
                    let text = String(characters)
                    let plain = !text.utf8.contains { $0 == 13 || $0 == 10 || $0 == UInt8(ascii: ",") }
                    #expect(VCardCardComposer.isPlainProductID(text) == plain, "\(text.debugDescription)")
                }
            }
        }
    }
}
