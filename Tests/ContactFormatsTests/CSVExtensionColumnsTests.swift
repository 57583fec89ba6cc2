import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Extension columns are written in time linear in the size of the table (issue 17, item 4:
/// the composer went through every extension of the contact for every column, so 4 cards
/// × 20k X- properties took 12 s to CSV, and 8k unknown columns × 40 rows 46 s).
@Suite struct CSVExtensionColumnsTests {
    /// Seconds `body` takes.
    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = Date()
        try body()
        return Date().timeIntervalSince(start)
    }

    @Test func manyExtensionsPerCardGoToTheirColumns() throws {
        let count = 16_000
        let contacts = (0..<2).map { card in
            Contact(
                givenName: "Card \(card)",
                extensions: (0..<count).map { ExtensionProperty(name: "X-FIELD-\($0)", value: "v\(card)-\($0)") }
                    + [ExtensionProperty(name: "X-FIELD-7", value: "again\(card)")])
        }
        var text = ""
        // Before: 2 × 16k × 16k name comparisons, twice (counting pass and writing pass):
        // well over a minute in a debug build; now well under a second. The bound leaves
        // room for a loaded machine.
        let elapsed = try seconds {
            let (bytes, _) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: .generic)) }
            text = String(decoding: bytes, as: UTF8.self)
        }
        #expect(elapsed < 20)
        let lines = text.components(separatedBy: "\r\n")
        let header = lines[0].components(separatedBy: ",")
        let row = lines[2].components(separatedBy: ",")
        #expect(header.count == row.count)
        let column = try #require(header.firstIndex(of: "extension:X-FIELD-15999"))
        #expect(row[column] == "v1-15999")
        let repeated = try #require(header.firstIndex(of: "extension:X-FIELD-7"))
        #expect(row[repeated] == "\"v1-7\nagain1\"")
    }

    @Test func manyUnknownColumnsRoundTrip() throws {
        let columns = 3_000
        let rows = 10
        var csv = "First Name,Last Name," + (0..<columns).map { "Custom \($0)" }.joined(separator: ",") + "\r\n"
        for row in 0..<rows {
            csv += "P\(row),Q," + (0..<columns).map { "r\(row)c\($0)" }.joined(separator: ",") + "\r\n"
        }
        var contacts: [Contact] = []
        var reader = ContactFormat.csv(.google).makeReader(MemoryInput(csv), limits: .standard)
        while let contact = try reader.next() { contacts.append(contact) }
        #expect(contacts.count == rows)
        var text = ""
        // Before: 10 rows × 3k columns × 3k extensions, each column name normalized again at
        // each comparison (91 s in a debug build on a loaded machine); now one index per row
        // (0.3 s idle, under 5 s loaded).
        let elapsed = try seconds {
            let (bytes, _) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: .google)) }
            text = String(decoding: bytes, as: UTF8.self)
        }
        #expect(elapsed < 20)
        let lines = text.components(separatedBy: "\r\n")
        let header = lines[0].components(separatedBy: ",")
        let last = lines[rows].components(separatedBy: ",")
        let column = try #require(header.firstIndex(of: "Custom \(columns - 1)"))
        #expect(last[column] == "r\(rows - 1)c\(columns - 1)")
        #expect(last[try #require(header.firstIndex(of: "Custom 0"))] == "r\(rows - 1)c0")
    }
}
