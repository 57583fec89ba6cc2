@testable import ContactFormats
import Testing

/// ``CSVWriter/mustQuote(_:)`` looks at eight bytes at a time: it must say what a look at
/// every byte says, for each byte that forces quotes at every place of fields of every
/// length around a word's, beside bytes that differ from them by one bit.
@Suite struct CSVQuotingSearchTests {
    static func byteByByte(_ bytes: [UInt8]) -> Bool {
        bytes.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 10 || $0 == 13 }
    }

    static func search(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { CSVWriter.mustQuote($0) }
    }

    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: "\""), 10, 13])
    func everyPlaceOfEveryLength(special: UInt8) {
        // Neighbours of the special bytes in value and in bits, and bytes past 0x7F.
        let fillers: [UInt8] = [UInt8(ascii: "a"), 0x2D, 0x23, 0x0B, 0x0C, 0x2A, 0x82, 0xAC, 0xFF, 0x00, 0x01]
        for filler in fillers {
            for length in 0...25 {
                let plain = [UInt8](repeating: filler, count: length)
                #expect(Self.search(plain) == Self.byteByByte(plain), "filler \(filler), length \(length)")
                for place in 0..<length {
                    var bytes = plain
                    bytes[place] = special
                    #expect(Self.search(bytes), "\(special) at \(place) of \(length)")
                }
            }
        }
    }

    @Test func textAsWritten() {
        let cells = [
            "", "plain", "a, b", "say \"hi\"", "two\r\nlines", "ends in \\", "Ünïcödé 名前 🙂", "+1 (201) 555-0100",
            "exactly8", "exactly,8", "sixteen bytes ok", "sixteen bytes,ok", "line\nafter sixteen bytes",
        ]
        for cell in cells {
            #expect(Self.search(Array(cell.utf8)) == Self.byteByByte(Array(cell.utf8)), "\(cell)")
        }
    }
}
