import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Diagnostics come back one way in the library: as values beside what they describe
/// (``ContactSerialization/ReadResult``, ``ContactSerialization/Item``,
/// ``ContactSerialization/WriteResult``), in line order.
@Suite struct DiagnosticShapeTests {
    /// A card without VERSION (a card-level warning at line 1, found when the card ends), a
    /// line that is no property (line 5) between two bad dates (lines 3 and 6), then a second
    /// card with a bad date of its own.
    static let book = [
        "BEGIN:VCARD", "FN:Ada", "BDAY:1980-02-30", "NOTE:fine", "not a property", "ANNIVERSARY:2001-13-01",
        "END:VCARD", "BEGIN:VCARD", "VERSION:3.0", "FN:Bo", "BDAY:1980-02-31", "END:VCARD",
    ].map { $0 + "\r\n" }.joined()

    @Test func aReadResultListsCardWarningsBeforeLaterValueWarnings() throws {
        let result = try ContactSerialization.contacts(from: Self.book)
        #expect(result.contacts.count == 2)
        #expect(result.diagnostics.map(\.line) == [1, 3, 5, 6, 11])
        #expect(result.diagnostics.map(\.code) == [.missingVersion, .invalidDate, .malformedLine, .invalidDate, .invalidDate])
        // The reader itself hands them over as it finds them, not in line order.
        var reader = VCardReader(text: Self.book)
        _ = try reader.next()
        let found = reader.diagnostics.compactMap(\.line)
        #expect(found.count == 4)
        #expect(found != found.sorted())
    }

    @Test func streamedItemsListTheirDiagnosticsInLineOrder() throws {
        var reader = try ContactStreamReader(bytes: Array(Self.book.utf8))
        var lines: [[Int?]] = []
        while let item = try reader.next() { lines.append(item.diagnostics.map(\.line)) }
        #expect(lines == [[1, 3, 5, 6], [11]])
        let whole = try ContactSerialization.contacts(from: Self.book)
        #expect(lines.flatMap { $0 } == whole.diagnostics.map(\.line))
    }

    @Test func anInputWithNoContactsListsItsOwnWarningAtLineOne() throws {
        // Two NDJSON lines that are no contact: the input's warning (no contacts, line 1) is
        // found at the end, and listed before line 2's.
        let result = try ContactSerialization.contacts(from: "{not json\n{nor this\n")
        #expect(result.contacts.isEmpty)
        #expect(result.diagnostics.map(\.line) == [1, 1, 2])
        #expect(result.diagnostics.map(\.code).dropFirst().first == .noContacts)
        let unattached = try ContactStreamReader(bytes: Array("{not json\n{nor this\n".utf8)).drained()
        #expect(unattached == result.diagnostics)
    }

    @Test func writingInMemoryGivesTheDataAndTheDiagnosticsTogether() throws {
        var contact = Contact()
        contact.givenName = "Ada"
        contact.emailAddresses = (1...4).map { LabeledValue(label: .work, value: "ada\($0)@example.com") }
        let written = try ContactSerialization.write([contact], format: .csv(.outlook))
        #expect(written.data == (try ContactSerialization.data(from: [contact], format: .csv(.outlook))))
        #expect(written.string == (try ContactSerialization.string(from: [contact], format: .csv(.outlook))))
        #expect(written.diagnostics.contains { $0.code == .fieldLeftOut })
        // The same as the streaming writer gives.
        let direct = try Fixtures.write([contact]) { ContactFormat.csv(.outlook).makeWriter($0) }
        #expect(Array(written.data) == direct.bytes)
        #expect(written.diagnostics == direct.diagnostics)
    }

    @Test func anNDJSONObjectReadsAsAnItemAtItsLine() throws {
        var contact = Contact()
        contact.givenName = "Ada"
        contact.extensions = [ExtensionProperty(name: "X-OK", value: "1"), ExtensionProperty(name: "X BAD", value: "2")]
        let parsed = try JSONValue.parsedLine(NDJSONWriter.object(of: contact)[...], line: 7)
        #expect(parsed.line == 7)
        #expect(parsed.diagnostics.isEmpty)
        let item = try NDJSONReader.item(fromObject: parsed.value, line: 7)
        #expect(item.line == 7)
        #expect(item.contact.givenName == "Ada")
        #expect(item.contact.extensions.map(\.name) == ["X-OK"])
        #expect(item.diagnostics.count == 1)
        #expect(item.diagnostics.allSatisfy { $0.line == 7 })
        #expect(throws: NDJSONReader.ObjectError.self) { try NDJSONReader.item(fromObject: .array([]), line: 1) }
    }

    @Test func aJSONLineReadsAsAValueWithItsDiagnosticsAtItsLine() throws {
        // `"Ad\xFF"`: a byte that is no UTF-8, read as U+FFFD with a warning on the line.
        let bytes: [UInt8] = Array(#"{"givenName":"Ad"#.utf8) + [0xFF] + Array(#""}"#.utf8)
        let parsed = try JSONValue.parsedLine(bytes[...], line: 4)
        #expect(parsed.line == 4)
        #expect(parsed.value[member: "givenName"] == .string("Ad\u{FFFD}"))
        #expect(parsed.diagnostics.count == 1)
        #expect(parsed.diagnostics.allSatisfy { $0.line == 4 })
        #expect(throws: NDJSONReader.ObjectError.self) { try JSONValue.parsedLine(Array("{".utf8)[...], line: 1) }
    }
}

extension ContactStreamReader {
    /// Reads to the end; what no contact carried.
    fileprivate consuming func drained() throws -> [Diagnostic] {
        while try next() != nil {}
        return unattachedDiagnostics
    }
}
