@testable import ContactFormats
import Testing

/// The writer's eight-at-a-time scan for control characters against the plain byte test:
/// every byte value at every place in and around a word, after fillers that make the word
/// tests fire without a control character (TAB; bytes at 0x20, 0x7E, 0x80, 0xFF that borrow
/// or sit beside DEL).
@Suite struct ControlCharacterScanTests {
    static func expected(_ bytes: [UInt8], from start: Int) -> Bool {
        bytes[start...].contains { ($0 < 0x20 && $0 != 9) || $0 == 0x7F }
    }

    @Test(arguments: [UInt8(ascii: "a"), 9, 0x20, 0x7E, 0x80, 0xFF])
    func everyByteEverywhereMatchesTheByteTest(_ filler: UInt8) {
        for length in 1...19 {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: length)
                    bytes[position] = UInt8(value)
                    for start in [0, 1, 3, 8, 9] where start <= length {
                        let found = bytes.withUnsafeBufferPointer { $0.containsControlCharacter(from: start) }
                        if found != ControlCharacterScanTests.expected(bytes, from: start) {
                            Issue.record("byte \(value) at \(position) of \(length) (filler \(filler), from \(start)): \(found)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// A word whose test fires for TAB must still find the control character beside it.
    @Test func tabsBesideAControlCharacterAreLookedAtOneByOne() {
        var bytes = [UInt8](repeating: 9, count: 24)
        #expect(!bytes.withUnsafeBufferPointer { $0.containsControlCharacter(from: 0) })
        bytes[13] = 0x1F
        #expect(bytes.withUnsafeBufferPointer { $0.containsControlCharacter(from: 0) })
        #expect(!bytes.withUnsafeBufferPointer { $0.containsControlCharacter(from: 14) })
        #expect(![UInt8]().withUnsafeBufferPointer { $0.containsControlCharacter(from: 0) })
    }
}
