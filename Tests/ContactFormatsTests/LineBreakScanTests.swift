@testable import ContactFormats
import ContactModel
import Testing

/// The reader's eight-at-a-time search for a line end against the plain byte test: every
/// byte value at every place in and around a word, after fillers that make the word test
/// borrow (bytes just above CR and LF, 0x80, 0xFF) or flag a control byte below 14 that is
/// neither (NUL, tab, 11), and the "has an 8-bit byte" flag that
/// comes with it, which must count only the bytes before the line end.
@Suite struct LineBreakScanTests {
    static func expected(_ bytes: [UInt8], from start: Int) -> (Int?, Bool) {
        let end = bytes[start...].firstIndex { $0 == 10 || $0 == 13 }
        let before = bytes[start..<(end ?? bytes.count)]
        return (end, before.contains { $0 >= 0x80 })
    }

    @Test(arguments: [UInt8(ascii: "a"), 0, 9, 11, 14, 0x80, 0xFF])
    func everyByteEverywhereMatchesTheByteTest(_ filler: UInt8) {
        for length in 1...19 {
            for position in 0..<length {
                for value in 0...255 {
                    var bytes = [UInt8](repeating: filler, count: length)
                    bytes[position] = UInt8(value)
                    for start in [0, 1, 3, 8, 9] where start <= length {
                        var highBits: UInt64 = 0
                        let found = bytes.withUnsafeBufferPointer { $0.firstLineBreak(from: start, highBits: &highBits) }
                        let (end, eightBit) = LineBreakScanTests.expected(bytes, from: start)
                        if found != end || (highBits != 0) != eightBit {
                            Issue.record(
                                "byte \(value) at \(position) of \(length) (filler \(filler), from \(start)): \(String(describing: found)), \(highBits)")
                            return
                        }
                    }
                }
            }
        }
    }

    /// A CR and an LF in one word: the first of them is the line end, whichever it is, and
    /// an 8-bit byte after it does not count for the line.
    @Test func theFirstOfTwoLineEndsInAWordWins() {
        var highBits: UInt64 = 0
        let crFirst: [UInt8] = Array("abc\r\ndé".utf8)
        #expect(crFirst.withUnsafeBufferPointer { $0.firstLineBreak(from: 0, highBits: &highBits) } == 3)
        #expect(highBits == 0)
        let lfFirst: [UInt8] = Array("ab\nc\rdéfghij".utf8)
        #expect(lfFirst.withUnsafeBufferPointer { $0.firstLineBreak(from: 0, highBits: &highBits) } == 2)
        #expect(highBits == 0)
        let eightBitFirst: [UInt8] = Array("aé\nbcdefgh".utf8)
        #expect(eightBitFirst.withUnsafeBufferPointer { $0.firstLineBreak(from: 0, highBits: &highBits) } == 3)
        #expect(highBits != 0)
    }

    /// `END:VCARD` is found on its bytes in any case, and with white space around the value.
    @Test(arguments: ["VCARD", "vcard", "vCard", " VCARD", "VCARD\t", "  vcard  "])
    func endValuesInAnyCaseCloseTheCard(_ value: String) throws {
        var reader = VCardReader(text: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:\(value)\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nEND:VCARD\r\n")
        #expect(try reader.next()?.formattedName == "A")
        #expect(!reader.diagnostics.contains { $0.code == .malformedLine })
        #expect(try reader.next()?.formattedName == "B")
    }

    @Test(arguments: ["VCARDS", "VCAR", "VCÄRD", "X"])
    func otherEndValuesAreReported(_ value: String) throws {
        var reader = VCardReader(text: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:\(value)\r\nEND:VCARD\r\n")
        #expect(try reader.next()?.formattedName == "A")
        #expect(reader.diagnostics.contains { $0.code == .malformedLine })
    }

    /// The three versions read from their bytes, and others through the careful path.
    @Test(arguments: [
        ("2.1", VCardVersion.v2_1, false), ("3.0", .v3_0, false), ("4.0", .v4_0, false),
        (" 3.0 ", .v3_0, false), ("2", .v2_1, false), ("3.1", .v4_0, true), ("4.x", .v4_0, true),
        ("3,0", .v4_0, true),
    ])
    func versionsAreReadFromTheirBytes(_ value: String, _ version: VCardVersion, _ reported: Bool) {
        var reader = VCardReader(text: "")
        #expect(reader.resolveVersion(Array(value.utf8)[...]) == version)
        #expect(reader.diagnostics.contains { $0.code == .unsupportedVersion } == reported)
    }
}
