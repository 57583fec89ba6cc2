@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Extension columns are written with work linear in the size of the table (issue 17, item 4:
/// the composer went through every extension of the contact for every column, so 4 cards
/// × 20k X- properties took 12 s to CSV, and 8k unknown columns × 40 rows 46 s). The work is
/// counted (``CSVExtensionIndex/lookupCount``), not timed: a loaded machine cannot make
/// these tests fail, and a quadratic composer cannot pass them.
@Suite struct CSVExtensionColumnsTests {
    /// The CSV text of `contacts` in `layout`, and the writer's extension lookups.
    private func write(_ contacts: [Contact], layout: CSVLayout) throws -> (text: String, lookups: Int) {
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: CSVWriter.Options(layout: layout))
        for contact in contacts { try writer.write(contact) }
        try writer.finish()
        return (String(decoding: sink.bytes, as: UTF8.self), writer.extensionLookupCount)
    }

    @Test func manyExtensionsPerCardGoToTheirColumns() throws {
        let count = 16_000
        let contacts = (0..<2).map { card in
            Contact(
                givenName: "Card \(card)",
                extensions: (0..<count).map { ExtensionProperty(name: "X-FIELD-\($0)", value: "v\(card)-\($0)") }
                    + [ExtensionProperty(name: "X-FIELD-7", value: "again\(card)")])
        }
        // Before: 2 × 16k × 16k name comparisons, twice (counting pass and writing pass):
        // well over a minute in a debug build. Now, per row, one lookup per column and per
        // extension, and one per value found: about 4 × 16k.
        let (text, lookups) = try write(contacts, layout: .generic)
        #expect(lookups > 0)
        #expect(lookups <= 2 * 5 * (count + 1), "\(lookups) extension lookups for 2 rows of \(count + 1)")
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
        // Before: 10 rows × 3k columns × 3k extensions, each column name normalized again at
        // each comparison (91 s in a debug build on a loaded machine). Now, per row, one
        // index entry per extension and one lookup per column key: about 2 × 3k.
        let (text, lookups) = try write(contacts, layout: .google)
        #expect(lookups >= rows * columns)
        #expect(lookups <= rows * 4 * (columns + 2), "\(lookups) extension lookups for \(rows) rows of \(columns)")
        let lines = text.components(separatedBy: "\r\n")
        let header = lines[0].components(separatedBy: ",")
        let last = lines[rows].components(separatedBy: ",")
        let column = try #require(header.firstIndex(of: "Custom \(columns - 1)"))
        #expect(last[column] == "r\(rows - 1)c\(columns - 1)")
        #expect(last[try #require(header.firstIndex(of: "Custom 0"))] == "r\(rows - 1)c0")
    }
}
