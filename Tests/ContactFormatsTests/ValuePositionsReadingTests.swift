import ContactFormats
import ContactModel
import Testing

/// Readers tell where each value of the contact they return was read
/// (``ContactReader/valuePositions``): the first physical line of its vCard property, the
/// first line of its CSV record and the column it came from.
@Suite struct ValuePositionsReadingTests {
    private func lines(_ positions: ValuePositions, _ list: Contact.ListField, count: Int) -> [Int?] {
        (0..<count).map { positions.position(of: list, at: $0)?.line }
    }

    @Test func vCardValuesAreAtTheirPropertysFirstLine() throws {
        let text = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:Ann", "TEL:1", "EMAIL:ann@example.com", "TEL;TYPE=WORK:2",
            " 3", "ADR:;;1 Main St;Springfield;;;", "item1.X-ABDATE:2001-02-03", "item1.X-ABLabel:Met",
            "END:VCARD",
            "BEGIN:VCARD", "VERSION:2.1", "N:Bo", "TEL;HOME;ENCODING=QUOTED-PRINTABLE:4=", "5", "EMAIL:bo@example.com",
            "END:VCARD",
        ].joined(separator: "\r\n") + "\r\n"
        var reader = VCardReader(text: text)
        let first = try #require(try reader.next())
        #expect(first.phoneNumbers.map(\.value) == ["1", "23"])
        #expect(lines(reader.valuePositions, .phoneNumbers, count: 3) == [4, 6, nil])
        #expect(lines(reader.valuePositions, .emailAddresses, count: 1) == [5])
        #expect(lines(reader.valuePositions, .postalAddresses, count: 1) == [8])
        #expect(lines(reader.valuePositions, .dates, count: 1) == [9])
        #expect(reader.valuePositions.position(of: .phoneNumbers, at: 0)?.column == nil)
        let second = try #require(try reader.next())
        #expect(second.phoneNumbers.map(\.value) == ["45"])
        // The first card's positions are gone: only the second card's values are placed.
        #expect(lines(reader.valuePositions, .phoneNumbers, count: 2) == [15, nil])
        #expect(lines(reader.valuePositions, .emailAddresses, count: 1) == [17])
        #expect(reader.valuePositions.position(of: .postalAddresses, at: 0) == nil)
    }

    @Test func aChunkNumbersFromItsFirstLine() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nTEL:1\r\nEND:VCARD\r\n"
        var reader = VCardReader(input: MemoryInput(text), firstLineNumber: 1001)
        _ = try #require(try reader.next())
        #expect(reader.valuePositions.position(of: .phoneNumbers, at: 0)?.line == 1004)
    }

    @Test func csvValuesAreAtTheirRecordWithTheirColumn() throws {
        let text = "Name,Notes,Phone,Mobile,Email\r\n"
            + "Ann,\"two\r\nlines\",1,2,ann@example.com\r\n"
            + "Bo,,,3,\r\n"
        var reader = CSVReader(input: MemoryInput(text))
        let ann = try #require(try reader.next())
        #expect(ann.phoneNumbers.map(\.value) == ["1", "2"])
        let positions = reader.valuePositions
        #expect(positions.position(of: .phoneNumbers, at: 0) == ValuePositions.Position(line: 2, column: "Phone"))
        #expect(positions.position(of: .phoneNumbers, at: 1) == ValuePositions.Position(line: 2, column: "Mobile"))
        #expect(positions.position(of: .emailAddresses, at: 0) == ValuePositions.Position(line: 2, column: "Email"))
        _ = try #require(try reader.next())
        #expect(reader.valuePositions.position(of: .phoneNumbers, at: 0) == ValuePositions.Position(line: 4, column: "Mobile"))
        #expect(reader.valuePositions.position(of: .emailAddresses, at: 0) == nil)
    }

    /// Google's ` ::: ` cells give several values of one column.
    @Test func googleMultiValuesShareTheirColumn() throws {
        let text = "Name,Phone 1 - Type,Phone 1 - Value\r\nAnn,* Mobile,1 ::: 2\r\n"
        var reader = CSVReader(input: MemoryInput(text), options: CSVReader.Options(layout: .google))
        let ann = try #require(try reader.next())
        #expect(ann.phoneNumbers.map(\.value) == ["1", "2"])
        #expect(reader.valuePositions.position(of: .phoneNumbers, at: 1) == ValuePositions.Position(line: 2, column: "Phone 1 - Value"))
    }

    /// jCard: a card is at the line where its array starts, a property (and what is said
    /// of it) at the line where its own array starts, not all at line 1.
    @Test func jCardCardsAndPropertiesAreAtTheirLines() throws {
        let text = """
            [["vcard",[["version",{},"text","4.0"],["fn",{},"text","A"],["tel",{},"text","1"]]],
             ["vcard",[["version",{},"text","4.0"],
              ["fn",{},"text","B [not a bracket"],
              ["bday",{},"date","1980-02-31"],
              ["tel",{},"text","2"]]]]
            """
        var reader = JCardReader(input: MemoryInput(text))
        _ = try #require(try reader.next())
        #expect(reader.contactLine == 1)
        #expect(reader.valuePositions.position(of: .phoneNumbers, at: 0)?.line == 1)
        _ = try #require(try reader.next())
        #expect(reader.contactLine == 2)
        #expect(reader.valuePositions.position(of: .phoneNumbers, at: 0)?.line == 5)
        #expect(reader.diagnostics.map(\.code) == [.invalidDate])
        #expect(reader.diagnostics.map(\.line) == [4])
    }

    @Test func aSingleJCardsPropertiesAreAtTheirLines() throws {
        let text = "[\"vcard\",\n [[\"version\",{},\"text\",\"4.0\"],\n  [\"tel\",{},\"text\",\"1\"]]]"
        var reader = JCardReader(input: MemoryInput(text))
        _ = try #require(try reader.next())
        #expect(reader.valuePositions.position(of: .phoneNumbers, at: 0)?.line == 3)
    }

    /// Readers that do not tell (NDJSON: one contact a line) give no positions.
    @Test func ndjsonGivesNone() throws {
        var reader = NDJSONReader(input: MemoryInput(#"{"schema":"contactkit/1","phoneNumbers":[{"value":"1"}]}"# + "\n"))
        _ = try #require(try reader.next())
        #expect(reader.valuePositions.isEmpty)
    }
}
