@testable import ContactFormats
import ContactModel
import Testing

/// The tokenizer's fast path (a whole record in its buffer, read in one pass) gives what the
/// careful path gives: the same inputs read at once and a few bytes at a time (every record
/// then runs past the buffer, so the careful path reads it) give the same contacts,
/// diagnostics and lines.
@Suite struct CSVTokenizerWholeRecordTests {
    /// Gives at most `step` bytes per read.
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

    private struct Reading: Equatable {
        var contacts: [Contact] = []
        var lines: [Int] = []
        var diagnostics: [String] = []
    }

    private func read(_ input: any ByteInput, options: CSVReader.Options) throws -> Reading {
        var reader = CSVReader(input: input, options: options)
        var reading = Reading()
        while let contact = try reader.next() {
            reading.contacts.append(contact)
            reading.lines.append(reader.contactLine)
            reading.diagnostics += reader.diagnostics.map { "\($0.line ?? 0) \($0.code) \($0.message)" }
        }
        reading.diagnostics += reader.diagnostics.map { "\($0.line ?? 0) \($0.code) \($0.message)" }
        return reading
    }

    private func expectSameReadings(_ text: String, options: CSVReader.Options = CSVReader.Options(layout: .generic)) throws {
        let bytes = Array(text.utf8)
        let whole = try read(MemoryInput(bytes), options: options)
        for step in [1, 2, 3, 7] {
            let trickled = try read(TrickleInput(bytes: bytes, step: step), options: options)
            #expect(trickled == whole, "step \(step): \(text.debugDescription)")
        }
    }

    static let cases: [String] = [
        "givenName,note\n\"Ann, Jr\",\"She said \"\"hi\"\"\r\nthen\rleft\nagain\"\r\nBo,plain\n",
        "givenName,familyName\rA,B\nC,D\r\nE,F",
        "givenName,familyName\nA,B\n\"multi\nline\"\nC,D,extra\n",
        "givenName,note\n\n\nA,\"\"\n\"\",\"\"\n,\n",
        "givenName,note\nA,5\" screen\nB,\"ok\"x,more\nC,\"fine\"\n",
        "givenName,note\nA,\"open\nB,c\n",
        "givenName,note\nA,\"" + String(repeating: "line\n", count: 70) + "end\"\nB,c\n",
        "givenName,note\nÉmile,\"Zoë\r\nœuvre\"\r\nK,\u{212A}\r",
        "givenName;note\nA;\"x;y\"\nB;'=SUM(A1)\n",
        "givenName\tnote\nA\t\"x\ty\"\nB\t'-HYPERLINK(x)\n",
        "givenName,note\nA,b\r",
        "givenName,note\nA,\"b\"\r",
    ]

    @Test(arguments: cases)
    func wholeRecordsReadAsTheCarefulPathReadsThem(_ text: String) throws {
        try expectSameReadings(text)
    }

    @Test func outlookEmptyMarkersAndGoogleMultipleValues() throws {
        let outlook =
            "\"First Name\",\"Birthday\",\"Sensitivity\",\"Mobile Phone\"\r\n"
            + "\"Ann\",\"0/0/00\",\"Normal\",\"+1 555 0100\"\r\n\"Bo\",\"8/16/1984\",\"Private\",\"\"\r\n"
        try expectSameReadings(outlook, options: CSVReader.Options(layout: .outlook))
        let google =
            "First Name,Labels,Phone 1 - Label,Phone 1 - Value\n"
            + "Ann,* myContacts ::: School,Mobile,+1 555 0100 ::: +1 555 0101\n"
            + "Bo,Friends,* Work,\"+1 555 0102 :::: x\"\n"
        try expectSameReadings(google, options: CSVReader.Options(layout: .google))
    }

    @Test func anEmptyMarkerMatchesByCanonicalEquivalence() {
        // U+212A KELVIN SIGN is canonically equivalent to "K": as `String` compares them.
        let column = CSVRowPlan.Column(
            action: .ignored, emptyValue: "OK", header: "x", emptyValueBytes: Array("OK".utf8), emptyValueIsASCII: true)
        for (text, expected) in [("OK", true), ("O\u{212A}", true), ("OKK", false), ("Ok", false), ("Ö", false)] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { column.isEmptyValue($0) } == expected, "\(text)")
        }
    }

    @Test func multipleValuesSplitLeftmostFirst() {
        #expect(CSVContactBuilder.parts(of: "a ::: b", separatedBy: " ::: ") == ["a", "b"])
        #expect(CSVContactBuilder.parts(of: "a :::: b", separatedBy: " ::: ") == nil)
        #expect(CSVContactBuilder.parts(of: " ::: ", separatedBy: " ::: ") == ["", ""])
        #expect(CSVContactBuilder.parts(of: "x ::: ::: y", separatedBy: " ::: ") == ["x", "::: y"])
        #expect(CSVContactBuilder.parts(of: "é;ü;", separatedBy: ";") == ["é", "ü", ""])
        #expect(CSVContactBuilder.parts(of: "abc", separatedBy: "abcd") == nil)
    }
}

/// ``CSVDate/parseCommon(_:)`` reads the two common forms as the general reading does.
@Suite struct CSVCommonDateTests {
    static let texts = [
        "1985-04-12", "0000-00-00", "1985-13-45", "198a-04-12", "1985/04/12", "1985-04-1",
        "4/12/1985", "04/12/1985", "12/31/1604", "0/0/0000", "0/5/2001", "123/1/2000", "1//2000",
        "1/2/200", "1/2/20000", "1/22/1999", "11/2/1999", "a/2/1999", "1/b/1999", "-1/2/1999",
        "1/2/-999", "+1/2/1999", "1/2/1999 ", " 1/2/1999", "2021-02-29",
        "--04-12", "--00-00", "--13-45", "--4-12", "--04-1", "--0a-12", "--04-1b", "--04/12",
        "-+04-12", "+-04-12", "---04-12", "--04-12-", "--0412", "--04--1", "--04-+1",
    ]

    @Test(arguments: texts)
    func commonFormsReadAsTheGeneralReadingReadsThem(_ text: String) {
        let bytes = Array(text.utf8)
        let common = bytes.withUnsafeBufferPointer { CSVDate.parseCommon($0) }
        let general = bytes.withUnsafeBufferPointer { CSVDate.parse($0[...], as: CSVDate.Form(of: $0)) }
        if let common { #expect(common == general, "\(text)") }
        #expect(CSVDate.parse(text) == general || text.hasPrefix(" ") || text.hasSuffix(" "), "\(text)")
    }

    @Test func theCommonFormsTakeTheFastPath() {
        for text in ["1985-04-12", "--04-12", "4/12/1985", "12/31/1604", "11/2/1999"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { CSVDate.parseCommon($0) } != nil, "\(text)")
        }
    }
}

/// Label cells read through the builder's cache give what the plan gives, byte for byte.
@Suite struct CSVLabelCacheTests {
    @Test func labelCellsKeepTheirOwnBytes() throws {
        let composed = "Caf\u{E9}"
        let decomposed = "Cafe\u{301}"
        var text = "First Name,Phone 1 - Label,Phone 1 - Value\n"
        for (index, label) in [composed, decomposed, "Mobile", "* Work", composed, "Mobile", decomposed].enumerated() {
            text += "P\(index),\(label),+1 555 010\(index)\n"
        }
        var reader = CSVReader(input: MemoryInput(Array(text.utf8)), options: CSVReader.Options(layout: .google))
        var labels: [Label?] = []
        while let contact = try reader.next() { labels.append(contact.phoneNumbers.first?.label) }
        #expect(labels.count == 7)
        for index in [0, 4] { #expect(labels[index].map { Array($0.identifier.utf8) } == Array(composed.utf8)) }
        for index in [1, 6] { #expect(labels[index].map { Array($0.identifier.utf8) } == Array(decomposed.utf8)) }
        #expect(labels[2] == .mobile && labels[5] == .mobile)
        #expect(labels[3] == .work)
    }

    @Test func keysAreTheBytes() {
        #expect(CSVLabelCache.key(of: "Mobile") != CSVLabelCache.key(of: "Mobil"))
        #expect(CSVLabelCache.key(of: "Caf\u{E9}") != CSVLabelCache.key(of: "Cafe\u{301}"))
        #expect(CSVLabelCache.key(of: "0123456789abcdef") != nil)
        #expect(CSVLabelCache.key(of: "0123456789abcdefg") == nil)
        #expect(CSVLabelCache.key(of: "a") != CSVLabelCache.key(of: "a\u{0}"))
    }

    /// Keys read by overlapping loads are the bytes packed one by one, for every length and
    /// offset, whatever bytes lie around them.
    @Test func keysReadByWordsAreTheBytesPackedOneByOne() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let buffer = (0..<48).map { _ in UInt8.random(in: 0...255, using: &generator) }
            for count in 0...17 {
                for offset in [0, 1, 7, 48 - count] {
                    let bytes = Array(buffer[offset..<offset + count])
                    var words: [UInt64] = [0, 0, 0]
                    for (index, byte) in bytes.enumerated() { words[index / 8] |= UInt64(byte) << (8 * UInt64(index % 8)) }
                    let expected = count > 16 ? nil : CSVLabelCache.Key(low: words[0], high: words[1], count: count)
                    let key = buffer.withUnsafeBufferPointer { CSVLabelCache.key(of: UnsafeBufferPointer(rebasing: $0[offset..<offset + count])) }
                    #expect(key == expected, "\(bytes)")
                }
            }
        }
    }
}

/// The chunker's word-at-a-time count of quotes and line breaks is the byte-by-byte one.
@Suite struct CSVChunkerCountTests {
    @Test func wordCountsAreByteCounts() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [10, 13, 13, 10, 34, 34, 65, 0xC3, 0xA9, 44, 0, 0x0D0 & 0xFF]
        for _ in 0..<300 {
            let count = Int.random(in: 2..<80, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            let lower = Int.random(in: 0..<count - 1, using: &generator)
            let upper = Int.random(in: lower...(count - 1), using: &generator)
            var quotes = 0
            var breaks = 0
            for index in lower..<upper {
                if bytes[index] == 34 { quotes += 1 }
                if bytes[index] == 10 || (bytes[index] == 13 && bytes[index + 1] != 10) { breaks += 1 }
            }
            let counted = bytes.withUnsafeBufferPointer { CSVChunker.quotesAndLineBreaks($0, lower..<upper) }
            #expect(counted.quotes == quotes && counted.lineBreaks == breaks, "\(bytes) \(lower)..<\(upper)")
        }
    }
}
