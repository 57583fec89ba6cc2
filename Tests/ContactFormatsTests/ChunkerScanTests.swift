@testable import ContactFormats
import Testing

/// The chunkers' fast scans give what a byte-by-byte look gives: the CSV chunker's counts of
/// quotes and line breaks (sixteen bytes at a time, lanes summed every 255 blocks), on
/// random text dense in quotes, CRs and LFs, over ranges that start and end anywhere.
@Suite struct ChunkerScanTests {
    /// A generator with a fixed seed, so that a failure can be replayed.
    private struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Quotes and line breaks in `range`, one byte at a time: LF, CR not followed by LF (the
    /// byte after the range decides for a CR last in it), and each CR of CR LF not at all.
    private static func counted(_ bytes: [UInt8], _ range: Range<Int>) -> (quotes: Int, lineBreaks: Int) {
        var quotes = 0
        var lineBreaks = 0
        for index in range {
            switch bytes[index] {
            case UInt8(ascii: "\""): quotes += 1
            case 10: lineBreaks += 1
            case 13 where bytes[index + 1] != 10: lineBreaks += 1
            default: break
            }
        }
        return (quotes, lineBreaks)
    }

    @Test func csvCountsMatchByteByByteCounts() {
        var random = SplitMix(state: 32)
        let alphabet: [UInt8] = [UInt8(ascii: "\""), 13, 10, UInt8(ascii: "a"), UInt8(ascii: ","), 0xC3, 0]
        // Lengths around one block, one flush of 255 blocks (4,080 bytes) and several.
        for length in [1, 2, 15, 16, 17, 31, 33, 100, 4_079, 4_081, 4_097, 9_000, 20_000] {
            for _ in 0..<6 {
                let dense = Bool.random(using: &random)
                let bytes = (0..<length).map { _ in
                    dense || Int.random(in: 0..<8, using: &random) == 0
                        ? alphabet.randomElement(using: &random)! : UInt8(ascii: "x")
                }
                // The range stops at least one byte before the end, as the chunker's does.
                let upper = Int.random(in: 0..<length, using: &random)
                let lower = Int.random(in: 0...upper, using: &random)
                let counts = bytes.withUnsafeBufferPointer { CSVChunker.quotesAndLineBreaks($0, lower..<upper) }
                let expected = Self.counted(bytes, lower..<upper)
                #expect(counts.quotes == expected.quotes, "length \(length), \(lower)..<\(upper)")
                #expect(counts.lineBreaks == expected.lineBreaks, "length \(length), \(lower)..<\(upper)")
            }
        }
    }

    /// Every lane at its limit: 255 blocks of nothing but quotes, then CR LF pairs across
    /// every block boundary.
    @Test func csvCountsAtTheLaneLimit() {
        let quotes = [UInt8](repeating: UInt8(ascii: "\""), count: 16 * 255 * 2 + 7)
        let pairs: [UInt8] = (0..<5_000).flatMap { _ -> [UInt8] in [13, 10] } + [13, 13, 10, 13]
        let inputs: [[UInt8]] = [quotes, pairs, quotes + pairs]
        for bytes in inputs {
            let range = 0..<(bytes.count - 1)
            let counts = bytes.withUnsafeBufferPointer { CSVChunker.quotesAndLineBreaks($0, range) }
            let expected = Self.counted(bytes, range)
            #expect(counts.quotes == expected.quotes)
            #expect(counts.lineBreaks == expected.lineBreaks)
        }
    }
}
