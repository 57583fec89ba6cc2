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
        for text in ["1985-04-12", "4/12/1985", "12/31/1604", "11/2/1999"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { CSVDate.parseCommon($0) } != nil, "\(text)")
        }
    }
}
