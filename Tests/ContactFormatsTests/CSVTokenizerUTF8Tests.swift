@testable import ContactFormats
import ContactModel
import Testing

/// The fast path's UTF-8 check of a record's bytes as they are in the input
/// (``CSVTokenizer/isWellFormedUTF8(_:count:)``, ``CSVTokenizer/Record/isKnownUTF8``) says
/// what the careful checks say: the whole check of the same bytes, and the check of the
/// fields with their ends (no sequence running from one field into the next).
@Suite struct CSVTokenizerUTF8Tests {
    /// Bytes from the edges of UTF-8's ranges, ASCII among them.
    static let edges: [UInt8] = [
        0x41, 0x20, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
    ]

    /// The check of `bytes`, read from a larger buffer whose bytes before and after them are
    /// `around` (a lead byte there must not be read as part of the text).
    private func check(_ bytes: [UInt8], around: UInt8) -> Bool {
        let padded = [UInt8](repeating: around, count: 16) + bytes + [UInt8](repeating: around, count: 24)
        return padded.withUnsafeBufferPointer { CSVTokenizer.isWellFormedUTF8($0.baseAddress! + 16, count: bytes.count) }
    }

    @Test func randomTextsAreWellFormedAsTheWholeCheckSays() {
        var generator = SystemRandomNumberGenerator()
        let samples = ["é", "€", "😀", "ab", "\u{10FFFF}", "\u{D7FF}", "\u{E000}", "\u{800}", "\u{10000}", "नई दिल्ली"].map {
            Array($0.utf8)
        }
        for round in 0..<4000 {
            var bytes: [UInt8] = []
            // ASCII runs of every length around the word sizes (8, 16) the check skips by.
            let length = Int.random(in: 0..<70, using: &generator)
            while bytes.count < length {
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes += samples.randomElement(using: &generator)!
                case 1 where round % 3 == 0: bytes.append(CSVTokenizerUTF8Tests.edges.randomElement(using: &generator)!)
                default: bytes += [UInt8](repeating: 0x61, count: Int.random(in: 1...17, using: &generator))
                }
            }
            let expected = bytes.withUnsafeBufferPointer { Charset.isValidUTF8($0) }
            for around: UInt8 in [0x41, 0xC3, 0xE2, 0x80] {
                #expect(check(bytes, around: around) == expected, "\(bytes) around \(around)")
            }
        }
    }

    /// Every run of up to three edge bytes after ASCII of every length up to 33 (so the
    /// run starts at every offset of the words and ends at the text's end).
    @Test func runsOfEdgeBytesAfterASCIIAreWellFormedAsTheWholeCheckSays() {
        let edges = CSVTokenizerUTF8Tests.edges
        var runs: [[UInt8]] = [[]] + edges.map { [$0] }
        runs += edges.flatMap { a in edges.map { [a, $0] } }
        runs += edges.flatMap { a in [UInt8]([0x80, 0xA0, 0xBF]).flatMap { b in edges.map { [a, b, $0] } } }
        for prefix in 0...33 {
            for run in runs {
                for suffix in [[UInt8](), [0x41], [0xC3, 0xA9], Array("abcdefghijklmnopq".utf8)] {
                    let bytes = [UInt8](repeating: 0x62, count: prefix) + run + suffix
                    let expected = bytes.withUnsafeBufferPointer { Charset.isValidUTF8($0) }
                    #expect(check(bytes, around: 0xC3) == expected, "\(bytes)")
                }
            }
        }
    }

    /// Random records with non-ASCII fields, sequences cut by a delimiter, a quote, a `""`
    /// or a line break among them: a record the fast path calls UTF-8 has UTF-8 fields by
    /// the careful check, and ``CSVTokenizer/Record/fieldsAreUTF8`` is the careful check.
    @Test(arguments: [UInt8(ascii: ","), UInt8(ascii: ";"), 9])
    func recordsKnownUTF8HaveUTF8Fields(delimiter: UInt8) throws {
        var generator = SystemRandomNumberGenerator()
        let quote = UInt8(ascii: "\"")
        let pieces: [[UInt8]] = [
            Array("abcdefgh".utf8), Array("é".utf8), Array("€".utf8), Array("😀".utf8), Array("दीपिका".utf8),
            [0xC3], [0xA9], [0xE2, 0x82], [0x82, 0xAC], [0xF0, 0x9F], [0x98, 0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80],
        ]
        var knownCount = 0
        for _ in 0..<300 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                for field in 0..<Int.random(in: 1...30, using: &generator) {
                    if field > 0 { text.append(delimiter) }
                    let quoted = Bool.random(using: &generator)
                    if quoted { text.append(quote) }
                    for _ in 0..<Int.random(in: 0...3, using: &generator) {
                        text += pieces.randomElement(using: &generator)!
                        if quoted && Int.random(in: 0..<6, using: &generator) == 0 {
                            text += [[quote, quote], [10], [13, 10], [delimiter]].randomElement(using: &generator)!
                        }
                    }
                    if quoted { text.append(quote) }
                }
                text += [[13, 10], [10], [13]].randomElement(using: &generator)!
            }
            var tokenizer = CSVTokenizer(input: MemoryInput(text), delimiter: delimiter)
            var record = CSVTokenizer.Record()
            while try tokenizer.next(into: &record) {
                let careful = record.bytes.withUnsafeBufferPointer { bytes in
                    record.ends.withUnsafeBufferPointer { CSVTokenizer.Record.isValidUTF8(bytes, fieldEnds: $0) }
                }
                if record.isKnownUTF8 {
                    knownCount += 1
                    #expect(careful, "\(text)")
                }
                #expect(record.fieldsAreUTF8 == careful, "\(text)")
            }
        }
        #expect(knownCount > 0)
    }
}
