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

    private func records(_ input: any ByteInput, limit: Int) throws -> [String] {
        var tokenizer = CSVTokenizer(input: input, delimiter: UInt8(ascii: ","))
        tokenizer.maximumRecordLength = limit
        var record = CSVTokenizer.Record()
        var read: [String] = []
        while try tokenizer.next(into: &record) {
            // A record past the limit is skipped by the reader: what it kept of its bytes
            // depends on where the buffer's reads ended, in the careful path too.
            let fields =
                record.exceededLimit ? [] : (0..<record.count).map { String(decoding: record.field($0), as: UTF8.self) }
            read.append("\(record.line) \(record.exceededLimit) \(fields) \(tokenizer.diagnostics.map(\.message))")
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
