@testable import ContactFormats
import Testing

/// `ChunkerLines.count` counts LFs sixteen bytes at a time and only notes a CR no LF
/// follows, counting that block's batch again exactly (lone CRs are line ends, a run of CRs
/// and an LF is one): every kind of line end, at every place of a block and around the end
/// of a batch of 255 blocks, and whatever the number of blocks left after those taken four at a
/// time, gives what a byte-by-byte count gives.
@Suite struct VCardChunkerLineCountTests {
    /// The suites' SplitMix64 generator, with a fixed seed: a failure can be replayed.
    typealias SplitMix = MutationSmokeTests.SeededGenerator

    static func counted(_ bytes: [UInt8]) -> Int {
        // The chunker counts ranges that start and end right after line ends.
        bytes.withUnsafeBufferPointer { ChunkerLines(bytes: $0, lowerBound: 0).count(0..<$0.count) }
    }

    /// Lines of 0–40 bytes, `end` after each, about `length` bytes in all.
    static func text(length: Int, end: [UInt8], random: inout SplitMix) -> [UInt8] {
        var bytes: [UInt8] = []
        while bytes.count < length {
            bytes += [UInt8](repeating: UInt8(ascii: "x"), count: Int.random(in: 0...40, using: &random))
            bytes += end
        }
        return bytes
    }

    @Test(arguments: [[10], [13, 10]] as [[UInt8]])
    func plainLineEndsAcrossBatches(_ end: [UInt8]) {
        var random = SplitMix(state: 32)
        // Every length to a few blocks of four (the count takes four blocks a turn, then one
        // at a time), and around the end of the first and second batch of 255 blocks.
        let lengths = Array(0...140) + Array(stride(from: 4_000, through: 4_200, by: 3)) + [8_140, 8_160, 8_170, 9_000]
        for length in lengths {
            let bytes = Self.text(length: length, end: end, random: &random)
            #expect(Self.counted(bytes) == ChunkerScanTests.lineEnds(bytes[...]), "length \(length)")
        }
    }

    /// One odd line end (a lone CR, CRs before an LF, CRs at the end) put at every place of
    /// the first two batches of LF or CRLF text.
    @Test(arguments: [[13], [13, 13, 10], [13, 13], [13, 10, 13]] as [[UInt8]])
    func oddLineEndsAtEveryPlace(_ odd: [UInt8]) {
        var random = SplitMix(state: 7)
        for end in [[10], [13, 10]] as [[UInt8]] {
            let text = Self.text(length: 8_300, end: end, random: &random)
            var place = 0
            while place < 8_200 {
                // Right after a line end, as the chunker's ranges start.
                var cut = place
                while cut > 0, cut < text.count, text[cut - 1] != 10 { cut += 1 }
                let bytes = Array(text[..<cut]) + odd + Array(text[cut...])
                #expect(Self.counted(bytes) == ChunkerScanTests.lineEnds(bytes[...]), "place \(cut), odd \(odd)")
                place += place < 4_000 || place > 4_150 ? 37 : 1
            }
        }
    }

    /// Ranges that start and end at any line start of text with blank lines (an LF first in
    /// a range, an LF right after a batch of blocks), as the chunker counts a chunk's part
    /// before and after a cut: the LFs of each block are counted on the bytes after it.
    @Test(arguments: [[10], [13, 10]] as [[UInt8]])
    func rangesFromAnyLineStart(_ end: [UInt8]) {
        var random = SplitMix(state: 11)
        var text: [UInt8] = []
        while text.count < 4_400 {
            // Blank lines often: an LF at a range's first byte and at a block's end.
            let length = Int.random(in: 0...3, using: &random) == 0 ? 0 : Int.random(in: 0...40, using: &random)
            text += [UInt8](repeating: UInt8(ascii: "x"), count: length) + end
        }
        let starts = [0] + text.indices.filter { text[$0] == 10 }.map { $0 + 1 }
        text.withUnsafeBufferPointer { bytes in
            for (number, lower) in starts.enumerated() where number % 5 == 0 {
                let lines = ChunkerLines(bytes: bytes, lowerBound: lower)
                for upper in starts where upper >= lower && (upper - lower) % 7 < 3 {
                    let expected = ChunkerScanTests.lineEnds(text[lower..<upper])
                    #expect(lines.count(lower..<upper) == expected, "range \(lower)..<\(upper)")
                }
            }
        }
    }
}
