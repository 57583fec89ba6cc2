@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing
import ContactSupport

/// The content-line layer: unfolding, line ends, quoted-printable soft breaks and 2.1
/// base64 blocks, all on bytes.
@Suite struct VCardLineReaderTests {
    func lines(_ bytes: [UInt8], chunkedBy chunk: Int? = nil) throws -> [(String, Int)] {
        var reader: VCardLineReader
        if let chunk {
            reader = VCardLineReader(input: TrickleInput(bytes: bytes, chunk: chunk))
        } else {
            reader = VCardLineReader(input: MemoryInput(bytes))
        }
        var result: [(String, Int)] = []
        while let line = try reader.nextLine() {
            result.append((String(decoding: line.bytes, as: UTF8.self), line.number))
        }
        return result
    }

    func texts(_ text: String, chunkedBy chunk: Int? = nil) throws -> [String] {
        try lines(Array(text.utf8), chunkedBy: chunk).map { $0.0 }
    }

    @Test func unfoldsSpaceAndTabContinuations() throws {
        #expect(try texts("NOTE:one\r\n two\r\n\tthree\r\nFN:x\r\n") == ["NOTE:onetwothree", "FN:x"])
    }

    @Test(arguments: ["\r\n", "\n", "\r"])
    func acceptsEveryLineEnd(_ end: String) throws {
        let text = ["BEGIN:VCARD", "FN:A", " B", "END:VCARD", ""].joined(separator: end)
        #expect(try texts(text) == ["BEGIN:VCARD", "FN:AB", "END:VCARD"])
    }

    @Test func crCrLfIsOneLineEndEvenAcrossChunks() throws {
        // iOS 5 ends lines with CR CR LF: not a line and a blank line, which would end the
        // fold of a base64 value.
        let text = "BEGIN:VCARD\r\r\nPHOTO;ENCODING=b:AAAA\r\r\n BBBB\r\r\nEND:VCARD\r\r\n"
        for chunk in [nil, 1, 2, 3, 5] as [Int?] {
            let result = try lines(Array(text.utf8), chunkedBy: chunk)
            #expect(result.map { $0.0 } == ["BEGIN:VCARD", "PHOTO;ENCODING=b:AAAABBBB", "END:VCARD"])
            #expect(result.map { $0.1 } == [1, 2, 4])
        }
    }

    @Test func crsNotFollowedByLfAreOneLineEndEach() throws {
        #expect(try lines(Array("FN:A\r\rN:B\r".utf8)).map { $0.1 } == [1, 3])
    }

    @Test func crlfSplitAcrossChunksIsOneLineEnd() throws {
        let text = "FN:A\r\nN:B\r\n"
        for chunk in 1...6 {
            #expect(try lines(Array(text.utf8), chunkedBy: chunk).map { $0.1 } == [1, 2])
        }
    }

    @Test func skipsBlankAndWhitespaceOnlyLines() throws {
        #expect(try texts("\r\nFN:A\r\n   \r\n\t\r\nN:B\r\n\r\n") == ["FN:A", "N:B"])
    }

    @Test func countsPhysicalLines() throws {
        let result = try lines(Array("A:1\r\n b\r\n\r\nC:2\r\n".utf8))
        #expect(result.map { $0.1 } == [1, 4])
    }

    @Test func joinsQuotedPrintableSoftBreaksWithoutLeadingSpace() throws {
        let text = "NOTE;ENCODING=QUOTED-PRINTABLE:abc=\r\ndef=\r\n ghi\r\nFN:x\r\n"
        #expect(try texts(text) == ["NOTE;ENCODING=QUOTED-PRINTABLE:abcdef ghi", "FN:x"])
    }

    @Test func aBackslashAtTheEndContinuesTheValueOnALineThatIsNoProperty() throws {
        // Windows Mobile's 2.1 ADR: the line break becomes a `\n` escape in the value.
        let text = "ADR;HOME:;;c/o A\\\r\nBox 5\\\r\nMain St 3;Kiel;;24103;DE\r\nFN:x\r\n"
        #expect(try texts(text) == ["ADR;HOME:;;c/o A\\nBox 5\\nMain St 3;Kiel;;24103;DE", "FN:x"])
    }

    @Test func anEscapedBackslashOrANextPropertyEndsTheValue() throws {
        #expect(try texts("NOTE:C:\\\\\r\nnot a property\r\n") == ["NOTE:C:\\\\", "not a property"])
        #expect(try texts("NOTE:ends in \\\r\nTEL;HOME:1\r\n") == ["NOTE:ends in \\", "TEL;HOME:1"])
    }

    @Test func softBreakOnlyCountsForQuotedPrintable() throws {
        #expect(try texts("NOTE:a=\r\nFN:x\r\n") == ["NOTE:a=", "FN:x"])
    }

    @Test func gathersUnindentedBase64UntilBlankLine() throws {
        let text = "PHOTO;ENCODING=BASE64;TYPE=JPEG:AAAA\r\nBBBB\r\nCC==\r\n\r\nFN:x\r\n"
        #expect(try texts(text) == ["PHOTO;ENCODING=BASE64;TYPE=JPEG:AAAABBBBCC==", "FN:x"])
    }

    /// Every kind of join in one logical line, one after another, read whole and a byte at
    /// a time: the line's own storage keeps what each join added, and the lines around it
    /// stay as they were.
    @Test(arguments: [nil, 1, 3] as [Int?])
    func everyKindOfJoinInOneLine(_ chunk: Int?) throws {
        let text = "N:a\r\nNOTE;ENCODING=QUOTED-PRINTABLE:one=\r\ntwo=\r\n three\r\n four\r\nFN:b\r\n"
            + "ADR;HOME:;;1 Main St\\\r\nFloor 2\\\r\nRoom 3;Town\r\n\tEnd\r\n"
            + "PHOTO;BASE64:QUJD\r\nREVG\r\n  R0hJ\r\n\r\nEND:VCARD\r\n"
        #expect(
            try texts(text, chunkedBy: chunk) == [
                "N:a", "NOTE;ENCODING=QUOTED-PRINTABLE:onetwo threefour", "FN:b",
                "ADR;HOME:;;1 Main St\\nFloor 2\\nRoom 3;TownEnd", "PHOTO;BASE64:QUJDREVG R0hJ", "END:VCARD",
            ])
    }

    @Test func unfoldingJoinsASplitUTF8Sequence() throws {
        // "é" is C3 A9; the fold falls between the two bytes.
        let bytes: [UInt8] = Array("FN:Caf".utf8) + [0xC3, 13, 10, 32, 0xA9] + Array("\r\n".utf8)
        #expect(try lines(bytes).map { $0.0 } == ["FN:Café"])
    }

    @Test func lastLineWithoutLineEnd() throws {
        #expect(try texts("FN:A\r\nEND:VCARD") == ["FN:A", "END:VCARD"])
    }
}

/// Hands out bytes a few at a time, to test chunk boundaries.
struct TrickleInput: ByteInput {
    var bytes: [UInt8]
    var chunk: Int
    var position = 0

    mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
        let count = min(chunk, maxLength, bytes.count - position)
        guard count > 0 else { return 0 }
        buffer += bytes[position..<position + count]
        position += count
        return count
    }
}

/// Inputs shaped to make a careless reader do quadratic work still read, and read right.
@Suite struct LargeInputTests {
    @Test func aLineLongerThanManyReadChunks() throws {
        let note = String(repeating: "0123456789", count: 300_000)  // 3 MB, several chunks
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nNOTE:\(note)\r\nEND:VCARD\r\n"
        var reader = VCardReader(input: TrickleInput(bytes: Array(text.utf8), chunk: 65_536))
        let contact = try #require(try reader.next())
        #expect(contact.note.utf8.count == note.utf8.count)
    }

    @Test func manyTypeValuesOnOneProperty() throws {
        let types = (0..<20_000).map { "X-T\($0)" }.joined(separator: ",")
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nTEL;TYPE=\(types):1\r\nEND:VCARD\r\n"
        let contacts = try Fixtures.readAll(Array(text.utf8)).contacts
        let output = try VCardWriter.string(from: contacts, version: .v4_0)
        #expect(output.contains("X-T19999"))
    }
}

/// Reader limits: exceeding one skips that part with a `limit-exceeded` warning naming the
/// option, and the rest of the input is still read.
@Suite struct ReadLimitTests {
    func read(_ text: String, _ limits: ReadLimits, chunk: Int = 7) throws -> ([Contact], [Diagnostic]) {
        var reader = VCardReader(input: TrickleInput(bytes: Array(text.utf8), chunk: chunk), limits: limits)
        var contacts: [Contact] = []
        var diagnostics: [Diagnostic] = []
        while let contact = try reader.next() {
            contacts.append(contact)
            diagnostics += reader.diagnostics
        }
        return (contacts, diagnostics)
    }

    static let second = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Second\r\nEND:VCARD\r\n"

    @Test(arguments: [1, 7, 4096])
    func overlongLineIsSkippedAndTheRestIsRead(_ chunk: Int) throws {
        let long = String(repeating: "x", count: 5_000)
        let folded = String(repeating: "y", count: 300)
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:First\r\nNOTE:\(long)\r\n \(folded)\r\nTEL:1\r\nEND:VCARD\r\n" + Self.second
        let (contacts, diagnostics) = try read(text, ReadLimits(maximumLineLength: 1_000), chunk: chunk)
        #expect(contacts.map(\.formattedName) == ["First", "Second"])
        #expect(contacts.first?.note == "")
        #expect(contacts.first?.phoneNumbers.map(\.value) == ["1"])
        #expect(diagnostics.map(\.code) == [.limitExceeded])
        #expect(diagnostics.first?.line == 4)
        #expect(diagnostics.first?.message.contains("--max-line-length") == true)
        #expect(diagnostics.first?.message.contains("5306 bytes") == true)
    }

    @Test func onlyTheOverlongLineIsFlaggedNotTheOneBeforeIt() throws {
        // Regression: the length of a peeked line was counted before knowing it continued
        // the current one, so the short line before an overlong line was skipped too.
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Long\r\nNOTE:\(String(repeating: "x", count: 3_000))\r\nEND:VCARD\r\n"
        let (contacts, diagnostics) = try read(text, ReadLimits(maximumLineLength: 1_024), chunk: 1 << 20)
        #expect(contacts.first?.formattedName == "Long")
        #expect(diagnostics.map(\.line) == [4])
    }

    @Test func foldedLineThatGrowsPastTheLimit() throws {
        let pieces = (0..<50).map { _ in " " + String(repeating: "z", count: 70) }.joined(separator: "\r\n")
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:First\r\nNOTE:start\r\n\(pieces)\r\nEND:VCARD\r\n" + Self.second
        let (contacts, diagnostics) = try read(text, ReadLimits(maximumLineLength: 1_000))
        #expect(contacts.count == 2)
        #expect(diagnostics.map(\.code) == [.limitExceeded])
    }

    @Test func valueLargerThanTheLimit() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:First\r\nNOTE:\(String(repeating: "n", count: 2_000))\r\nTEL:1\r\nEND:VCARD\r\n"
        let (contacts, diagnostics) = try read(text, ReadLimits(maximumValueLength: 1_000))
        #expect(contacts.first?.note == "")
        #expect(contacts.first?.phoneNumbers.map(\.value) == ["1"])
        #expect(diagnostics.first?.message.contains("--max-value-length") == true)
        #expect(diagnostics.first?.line == 4)
    }

    @Test func tooManyProperties() throws {
        let phones = (0..<50).map { "TEL:\($0)" }.joined(separator: "\r\n")
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:First\r\n\(phones)\r\nEND:VCARD\r\n" + Self.second
        let (contacts, diagnostics) = try read(text, ReadLimits(maximumPropertiesPerCard: 10))
        #expect(contacts.count == 2)
        #expect(contacts.first?.phoneNumbers.count == 8)  // VERSION and FN count too
        #expect(diagnostics.map(\.code) == [.limitExceeded])
        #expect(diagnostics.first?.message.contains("--max-properties") == true)
    }

    @Test func photoLargerThanTheLimit() throws {
        let photo = Base64.encode([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 1, count: 3_000))
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:First\r\nPHOTO;ENCODING=b;TYPE=JPEG:\(String(decoding: photo, as: UTF8.self))\r\nEND:VCARD\r\n"
        let (contacts, diagnostics) = try read(text, ReadLimits(maximumBinarySize: 1_000))
        #expect(contacts.first?.imageBytes == nil)
        #expect(diagnostics.first?.message.contains("--max-photo-size") == true)
        let (kept, _) = try read(text, ReadLimits())
        #expect(kept.first?.imageBytes?.count == 3_003)
    }

    @Test func agentCardsNestedTooDeep() throws {
        var nested = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Inner\r\nEND:VCARD\r\n"
        for _ in 0..<4 { nested = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Outer\r\nAGENT:\r\n" + nested + "END:VCARD\r\n" }
        let (contacts, diagnostics) = try read(nested + Self.second, ReadLimits(maximumNestingDepth: 2))
        #expect(contacts.count == 2)
        #expect(diagnostics.contains { $0.code == .limitExceeded && $0.message.contains("--max-nesting") })
    }
}
