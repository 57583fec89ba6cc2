@testable import ContactFormats
import Testing

/// The chunkers' fast scans give what a byte-by-byte look gives: the CSV chunker's counts of
/// quotes and line breaks (sixteen bytes at a time, lanes summed every 255 blocks), on
/// random text dense in quotes, CRs and LFs, over ranges that start and end anywhere; the vCard
/// chunker's line numbers (line ends counted sixteen bytes at a time) and cuts (found back
/// from the end of what it read), on random cards of the lines that matter.
@Suite struct ChunkerScanTests {
    /// The suites' SplitMix64 generator, with a fixed seed: a failure can be replayed.
    private typealias SplitMix = MutationSmokeTests.SeededGenerator

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

    /// The line ends of `bytes` as a reader splits lines: LF, CRLF, lone CR, and a run of
    /// CRs followed by an LF as one.
    static func lineEnds(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            guard byte == 10 || byte == 13 else { continue }
            count += 1
            if byte == 13 {
                var next = index
                while next < bytes.endIndex && bytes[next] == 13 { next += 1 }
                if next < bytes.endIndex && bytes[next] == 10 { index = next + 1 }
            }
        }
        return count
    }

    /// The lines of `bytes` (their text without line ends), split as ``lineEnds(_:)`` counts.
    private static func lines(_ bytes: ArraySlice<UInt8>) -> [String] {
        var lines: [String] = []
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard byte == 10 || byte == 13 else {
                index += 1
                continue
            }
            lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
            index += 1
            if byte == 13 {
                var next = index
                while next < bytes.endIndex && bytes[next] == 13 { next += 1 }
                if next < bytes.endIndex && bytes[next] == 10 { index = next + 1 }
            }
            start = index
        }
        if start < bytes.endIndex { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }

    private static func isKeyword(_ line: String, _ keyword: String) -> Bool {
        let trimmed = line.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        return String(trimmed).uppercased() == keyword + ":VCARD" && !line.hasPrefix(" ") && !line.hasPrefix("\t")
    }

    /// Random cards of the lines that matter (BEGIN and END in any case, with white space
    /// after, soft breaks, blank and continued lines, nested `AGENT` cards) among plain ones
    /// of every length, with every kind of line end, cut at several target sizes: the pieces
    /// give the input back, each is numbered by the line ends before it, and each cut comes
    /// before a `BEGIN:VCARD` whose previous non-blank line is an `END:VCARD` not joined to
    /// a soft-broken line.
    @Test func vCardCutsAndLineNumbers() throws {
        var random = SplitMix(state: 2_026)
        let special = [
            "BEGIN:VCARD", "END:VCARD", "begin:vcard  ", "End:VCard\t", "AGENT:", "item1.AGENT;X=1: ",
            "BDAY:1990-01-01", "EMAIL:a@example.com", "NOTE;ENCODING=QUOTED-PRINTABLE:abc=", " folded",
            "\tfolded", "", "   ", "FN:x:", "X-A:b ", "E", "B", "=", ":", "BEGIN:VCARDX", "END:VCARD=",
        ]
        let ends = ["\r\n", "\n", "\r", "\r\r\n", "\r\r"]
        var cuts = 0
        for round in 0..<80 {
            var text = ""
            for _ in 0..<Int.random(in: 5..<150, using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: text += "FN:" + String(repeating: "x", count: Int.random(in: 0..<40, using: &random))
                case 1: text += ["BEGIN:VCARD", "END:VCARD"].randomElement(using: &random)!
                default: text += special.randomElement(using: &random)!
                }
                text += ends.randomElement(using: &random)!
            }
            let bytes = Array(text.utf8)
            for targetSize in [1, 5, 17, 64, 333] {
                var chunker = VCardChunker(input: MemoryInput(bytes), targetSize: targetSize, maximumChunkSize: 1 << 20)
                var offset = 0
                while let piece = try chunker.next() {
                    guard case .chunk(let chunk) = piece else {
                        Issue.record("round \(round), target \(targetSize): a rest piece")
                        break
                    }
                    let place = "round \(round), target \(targetSize), offset \(offset)"
                    #expect(chunk.firstLineNumber == 1 + Self.lineEnds(bytes[..<offset]), "\(place)")
                    #expect(Array(bytes[offset..<(offset + chunk.bytes.count)]) == chunk.bytes, "\(place)")
                    if offset > 0 {
                        cuts += 1
                        let after = Self.lines(bytes[offset...])
                        let before = Self.lines(bytes[..<offset])
                        #expect(after.first.map { Self.isKeyword($0, "BEGIN") } == true, "\(place)")
                        let blank = { (line: String) in line.allSatisfy { $0 == " " || $0 == "\t" } }
                        if let end = before.lastIndex(where: { !blank($0) }) {
                            #expect(Self.isKeyword(before[end], "END"), "\(place)")
                            #expect(end == 0 || !before[end - 1].hasSuffix("="), "\(place)")
                        } else {
                            Issue.record("\(place): nothing before a cut")
                        }
                    }
                    offset += chunk.bytes.count
                }
                #expect(offset == bytes.count, "round \(round), target \(targetSize)")
            }
        }
        #expect(cuts > 100)
    }
}
