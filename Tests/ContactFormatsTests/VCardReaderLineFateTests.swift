@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Every way a card's line can end up in ``VCardReader``'s loop over a card's lines (kept,
/// closing, malformed, a stray END, over a limit, a nested card, a card cut short), one
/// after another in one input, read whole and in small pieces: the loop takes lines from the
/// line reader's inlined simple path and reports what is rare out of line, and must report
/// each in its place.
@Suite struct VCardReaderLineFateTests {
    static let limits = ReadLimits(maximumLineLength: 200, maximumValueLength: 100, maximumPropertiesPerCard: 7)

    static var text: [UInt8] {
        var lines = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:One",
            "NOTE:" + String(repeating: "x", count: 250),  // 4: over the line limit
            "%%% garbage",  // 5: not a property
            "END:NOTACARD",  // 6: a stray END
            "X-BIG:" + String(repeating: "y", count: 150),  // 7: over the value limit
            "TEL:1", "TEL:2", "TEL:3",
            "NOTE:Zoë", "TEL:4",  // 12: the eighth property, over the limit of seven
            "TEL:5", "END:VCARD",
            // 15: a nested 2.1 card after an empty AGENT.
            "BEGIN:VCARD", "VERSION:2.1", "FN:Outer", "AGENT:",
            "BEGIN:VCARD", "VERSION:2.1", "N:Inner", "END:VCARD", "END:vcard",
            // 24: a card without END before the next BEGIN.
            "BEGIN:VCARD", "VERSION:3.0", "FN:Three",
        ].map { Array($0.utf8) }
        // 27: Latin-1 values with no charset (read as windows-1252, said once, at the first),
        // then a card the input ends inside, in a photo.
        lines += [Array("BEGIN:VCARD".utf8), Array("VERSION:3.0".utf8), Array("FN:Caf".utf8) + [0xE9]]
        lines += [Array("NOTE:Caf".utf8) + [0xE9], Array("END:VCARD".utf8)]
        lines += ["BEGIN:VCARD", "VERSION:3.0", "FN:Four", "PHOTO;ENCODING=b:AAAA"].map { Array($0.utf8) }
        return Array(lines.joined(separator: [13, 10]))
    }

    func read(chunk: Int?) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        let bytes = Self.text
        let input: any ByteInput = chunk.map { TrickleInput(bytes: bytes, chunk: $0) } ?? MemoryInput(bytes)
        var reader = VCardReader(input: input, limits: Self.limits)
        let read = try Fixtures.readAll(&reader)
        #expect(reader.lastLineClosedCard == false)
        return read
    }

    @Test(arguments: [nil, 1, 7, 64])
    func eachFateIsReportedInItsPlace(chunk: Int?) throws {
        let (contacts, diagnostics) = try read(chunk: chunk)
        #expect(contacts.map(\.formattedName) == ["One", "Outer", "Three", "Café", "Four"])
        #expect(contacts[0].phoneNumbers.map(\.value) == ["1", "2", "3", "4"])
        #expect(contacts[0].note == "Zoë")
        #expect(contacts[3].note == "Café")
        #expect(
            diagnostics.map(\.code) == [
                .limitExceeded, .malformedLine, .malformedLine, .limitExceeded, .limitExceeded,
                .missingEnd, .charsetHint, .missingEnd, .truncatedBase64,
            ])
        #expect(diagnostics.map(\.line) == [4, 5, 6, 7, 13, 24, 29, 32, 35])
        #expect(diagnostics[0].message.contains("--max-line-length"))
        #expect(diagnostics[1].message.contains("'%%% garbage'"))
        #expect(diagnostics[2].message.hasPrefix("END:NOTACARD inside a card"))
        #expect(diagnostics[3].message.contains("--max-value-length"))
        #expect(diagnostics[4].message.contains("--max-properties"))
        #expect(diagnostics[5].message.contains("before the next BEGIN:VCARD (line 27)"))
        #expect(diagnostics[7].message.contains("before the end of the input"))
    }

    /// A `BEGIN:VCARD` inside a card is found once its line is parsed: a property named
    /// BEGIN whose whole line is `BEGIN:VCARD`, or a line that is no property (white space,
    /// a byte-order mark); a BEGIN with a group, parameters or another value is none. Line
    /// numbers after a folded line (the folded path) stay right.
    @Test(arguments: [nil, 1, 5])
    func beginLinesAreFoundOnceParsed(chunk: Int?) throws {
        let lines = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:A", "NOTE:one", " two", " three",
            "%%% bad",  // 7
            "item1.BEGIN:VCARD", "BEGIN;X=1:VCARD", "BEGIN:VCALENDAR", "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "FN:B",  // 12
            "\u{FEFF}BEGIN:VCARD", "VERSION:3.0", "FN:C",  // 15
            "BEGIN : VCARD", "VERSION:3.0", "FN:D", "begin:vcard ",  // 18, 21
            "VERSION:3.0", "FN:E", "END:VCARD",
        ]
        let bytes = Array(lines.joined(separator: "\r\n").utf8)
        let input: any ByteInput = chunk.map { TrickleInput(bytes: bytes, chunk: $0) } ?? MemoryInput(bytes)
        var reader = VCardReader(input: input)
        var contacts: [Contact] = []
        var diagnostics: [Diagnostic] = []
        while let contact = try reader.next() {
            contacts.append(contact)
            diagnostics += reader.diagnostics
        }
        #expect(contacts.map(\.formattedName) == ["A", "B", "C", "D", "E"])
        #expect(contacts.first?.note == "onetwothree")
        #expect(diagnostics.map(\.code) == [.malformedLine, .missingEnd, .missingEnd, .missingEnd])
        #expect(diagnostics.map(\.line) == [7, 12, 15, 18])
        #expect(diagnostics.dropFirst().map { $0.message.suffix(9) } == ["(line 15)", "(line 18)", "(line 21)"])
    }

    /// The reader's lines are the line reader's, simple path or not: the card ends where the
    /// careful path says, and `lastLineClosedCard` is set only by the closing END.
    @Test func lastLineClosedCardOnlyAfterTheClosingEnd() throws {
        var reader = VCardReader(text: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\n")
        #expect(try reader.next()?.formattedName == "A")
        #expect(reader.lastLineClosedCard)
        #expect(try reader.next() == nil)
        #expect(reader.lastLineClosedCard)
        var open = VCardReader(text: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:B\r\n")
        _ = try open.next()
        _ = try open.next()
        #expect(try open.next() == nil)
        #expect(open.lastLineClosedCard == false)
    }
}
