@testable import ContactFormats
import Testing

/// The plain `type=` value whose end is found in one load (`parsePlainType`) against the
/// general path (the same parameter with a space before its name): values of every length
/// up to nine bytes, each byte value alone, every end (`;`, `:`, `,`, a quote) with zero to
/// nine bytes after it, so the word holds the end, only part of the value, or is not loaded.
@Suite struct VCardPlainTypeWordTests {
    typealias Split = VCardPropertySplitPathTests

    static func agree(_ value: [UInt8], _ end: String, _ after: String) {
        let tail = Array(end.utf8) + Array(after.utf8)
        let line = Array("TEL;type=".utf8) + value + tail
        let spaced = Array("TEL; type=".utf8) + value + tail
        #expect(
            Split.summary(Split.parsed(line)) == Split.summary(Split.parsed(spaced)),
            "\(String(decoding: line, as: UTF8.self))")
    }

    @Test func everyValueEndAndTail() {
        var values: [[UInt8]] = Split.pieces.map { Array($0.utf8) }
        values += (0...255).map { [UInt8($0)] }
        values += (0...9).map { Array(String("HOMEWORKCE".prefix($0)).utf8) }
        values += [Array("ho me".utf8), Array("X-8".utf8), Array("a\u{7F}".utf8), Array("CELL;".utf8)]
        let tails = ["", "1", "12345", "1234567", "12345678", "123456789", "type=HOME:1", "TYPE=pref:+1 555", "X:é"]
        for value in values {
            for end in [";", ":", ",", "\"", ""] {
                for after in tails { Self.agree(value, end, after) }
            }
        }
    }
}
