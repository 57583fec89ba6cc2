@testable import ContactFormats
import ContactModel
import Testing

/// Rows the tokenizer's fast path reads in runs (empty fields, `"",`) read as the careful
/// path reads them, at any buffer boundary and length limit; a row's UTF-8 check skips
/// ASCII and says what the whole check and the field starts say.
@Suite struct CSVTokenizerRunTests {
    struct TrickleInput: ByteInput {
        var bytes: [UInt8]
        var offset = 0
        let step: Int

        mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
            let count = min(step, maxLength, bytes.count - offset)
            buffer += bytes[offset..<offset + count]
            offset += count
            return count
        }
    }

    private func records(_ input: any ByteInput, limit: Int, delimiter: UInt8 = UInt8(ascii: ",")) throws -> [String] {
        var tokenizer = CSVTokenizer(input: input, delimiter: delimiter)
        tokenizer.maximumRecordLength = limit
        var record = CSVTokenizer.Record()
        var read: [String] = []
        while try tokenizer.next(into: &record) {
            // A record past the limit is skipped by the reader: what it kept of its bytes
            // depends on where the buffer's reads ended, in the careful path too.
            let fields = record.exceededLimit ? [] : (0..<record.count).map { Array(record.field($0)) }
            // A record the fast path calls ASCII must be.
            let wronglyASCII = record.isKnownASCII && record.bytes.contains { $0 >= 0x80 }
            read.append(
                "\(record.line) \(record.exceededLimit) \(wronglyASCII) \(fields) \(tokenizer.diagnostics.map(\.message))")
        }
        return read
    }

    static let texts: [String] = [
        "\"\",\"\",\"\",\"x\",\"\"\r\n\"\",\"\"\n\"\",\"\",\"\"\r\"a\",\"\",\"\",\n",
        ",,,a,,\n,,,,\n,\r\n,,\"\",,\"\"\n",
        "\"\",\"\"x\",\"\",\n\"\"\"\",\"\",\"\"\"\"\"\",\n",
        "\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\"",
        String(repeating: "\"\",", count: 1030) + "\"end\"\n" + String(repeating: ",", count: 1030) + "x\n\"\",a\n",
        "aaaaaaaaaa,bbbbbbbbbb,\"\",\"\",cccccccccc\n\"\",\"\",dd\nee,\"\",\"\"\n",
        "\"\",\"\",\"x\ny\",\"\",\"\",\"\"\r\n,,\"\r\n\",,\n",
        // Control bytes other than CR and LF are field bytes, plain and quoted.
        "a\tb,\u{0B}\u{0C}\u{0E}\u{0F},\u{00}x\u{1F},\"\t\u{0B}\",\"\u{0C}\r\u{0E}\"\r\u{0D}\t\n\t\t\t\t\t\t\t\t\tz\n",
        // Runs of delimiters of every length, starting at every offset of a word, to the end.
        (0..<8).map { String(repeating: "x", count: $0) + String(repeating: ",", count: 1 + $0 * 3) }.joined(separator: "\n")
            + "\r\n" + String(repeating: ",", count: 17),
        (1..<12).map { String(repeating: "\"\",", count: $0) + String(repeating: "y", count: $0) }.joined(separator: "\r")
            + "\n\"\",\"\",\"\",\"\",\"\"",
        // Runs of `"",` of every length up to 17 (read four, two and one at a time) before a
        // quoted, plain, empty and empty quoted field, and one at the end of the input.
        (1...17).map { String(repeating: "\"\",", count: $0) + ["\"z\"", "w", "", "\"\""][$0 % 4] }.joined(separator: "\n")
            + "\r\n" + String(repeating: "\"\",", count: 13),
    ]

    @Test(arguments: texts)
    func runsOfEmptyFieldsReadAsTheCarefulPathReadsThem(_ text: String) throws {
        for limit in [ReadLimits.standard.maximumLineLength, 12, 25] {
            let whole = try records(MemoryInput(Array(text.utf8)), limit: limit)
            for step in [1, 2, 3, 4, 5, 7] {
                let trickled = try records(TrickleInput(bytes: Array(text.utf8), step: step), limit: limit)
                #expect(trickled == whole, "step \(step), limit \(limit): \(text.debugDescription)")
            }
        }
    }

    /// Random records (empty, plain, quoted and damaged fields of delimiters, quotes, CR,
    /// LF, other control bytes, ASCII and UTF-8; CRLF, LF or CR ends) with `,`, `;` and tab
    /// as delimiters: read whole (the fast path) as one byte a read (the careful path).
    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: ";"), 9])
    func randomRecordsReadAsTheCarefulPathReadsThem(delimiter: UInt8) throws {
        var generator = SystemRandomNumberGenerator()
        let quote = UInt8(ascii: "\"")
        let plainBytes: [[UInt8]] = [
            Array("abcdefgh".utf8), [0x41], [0x20], [9], [0], [0x0B], [0x0C], [0x0E], [0x0F], [0x1F], [0x7F],
            Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0x80], [0xC3],
        ]
        let quotedBytes = plainBytes + [[quote, quote], [delimiter], [13, 10], [10], [13]]
        let ends: [[UInt8]] = [[13, 10], [10], [13]]
        for _ in 0..<400 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                // Short records, and records of 60 to 140 fields (the ends' slots are reused).
                let fieldCount = Bool.random(using: &generator) ? Int.random(in: 1...24, using: &generator) : Int.random(in: 60...140, using: &generator)
                for field in 0..<fieldCount {
                    if field > 0 { text.append(delimiter) }
                    let parts = Int.random(in: 0...4, using: &generator)
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0..<3: break
                    case 3..<6:
                        for _ in 0..<parts { text += plainBytes.randomElement(using: &generator)! }
                    case 6..<9:
                        text.append(quote)
                        for _ in 0..<parts { text += quotedBytes.randomElement(using: &generator)! }
                        text.append(quote)
                    default:
                        // Damaged: a stray quote in a plain field, or text after a closing quote.
                        text += Int.random(in: 0..<2, using: &generator) == 0 ? [0x61, quote, 0x62] : [quote, 0x61, quote, 0x62]
                    }
                }
                text += ends.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { text.removeLast() }
            let whole = try records(MemoryInput(text), limit: ReadLimits.standard.maximumLineLength, delimiter: delimiter)
            let careful = try records(
                TrickleInput(bytes: text, step: 1), limit: ReadLimits.standard.maximumLineLength, delimiter: delimiter)
            #expect(whole == careful, "\(text)")
        }
    }

    @Test func rowsAreUTF8AsTheWholeCheckAndFieldStartsSay() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [
            0x41, 0x20, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0xED, 0xA0, 0xE0, 0x80, 0xF4, 0x90,
            0xC0, 0xFF,
        ]
        let samples = ["é", "€", "😀", "ab", "\u{10FFFF}", "\u{D7FF}", "\u{E000}", "\u{800}", "\u{10000}"].map {
            Array($0.utf8)
        }
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                if round % 2 == 0 {
                    bytes += samples.randomElement(using: &generator)!
                } else {
                    bytes.append(alphabet.randomElement(using: &generator)!)
                }
                if Int.random(in: 0..<4, using: &generator) == 0 { bytes += Array("plain ascii".utf8) }
            }
            var ends = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                Int.random(in: 0...bytes.count, using: &generator)
            }
            ends.append(bytes.count)
            ends.sort()
            var expected = bytes.withUnsafeBufferPointer { Charset.isValidUTF8($0) }
            for end in ends.dropLast() where end < bytes.count && bytes[end] & 0xC0 == 0x80 { expected = false }
            let found = bytes.withUnsafeBufferPointer { bytes in
                ends.withUnsafeBufferPointer { CSVTokenizer.Record.isValidUTF8(bytes, fieldEnds: $0) }
            }
            #expect(found == expected, "\(bytes) \(ends)")
        }
    }

    /// Every run of up to three bytes from the edges of UTF-8's ranges, between ASCII and a
    /// two-byte sequence (so runs of sequences are checked one after the other), with one
    /// field end at each position: the check says what the whole check and the field starts say.
    @Test func runsOfSequencesAreUTF8AsTheWholeCheckAndFieldStartsSay() {
        let edges: [UInt8] = [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5]
        var runs: [[UInt8]] = edges.map { [$0] }
        for _ in 0..<2 { runs += runs.filter { $0.count == runs.last!.count }.flatMap { run in edges.map { run + [$0] } } }
        for run in runs {
            for (prefix, suffix) in [([UInt8](), [UInt8]()), (Array("abcdefghi".utf8), [0xC3, 0xA9]), ([0xE2, 0x82, 0xAC], [0x80])] {
                let bytes = prefix + run + suffix
                for end in 0...bytes.count {
                    let ends = end == bytes.count ? [end] : [end, bytes.count]
                    var expected = bytes.withUnsafeBufferPointer { Charset.isValidUTF8($0) }
                    if end < bytes.count && bytes[end] & 0xC0 == 0x80 { expected = false }
                    let found = bytes.withUnsafeBufferPointer { bytes in
                        ends.withUnsafeBufferPointer { CSVTokenizer.Record.isValidUTF8(bytes, fieldEnds: $0) }
                    }
                    #expect(found == expected, "\(bytes) \(ends)")
                }
            }
        }
    }
}
