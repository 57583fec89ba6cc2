import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Rows held until the header is known are written from their bytes (no string a cell);
/// streamed rows (`--slots`) are written from strings. Both must give the same bytes and the
/// same warnings for cells that must be quoted, guarded against formulas, end in a
/// backslash, or are not ASCII, in each encoding.
@Suite struct CSVHeldRowBytesTests {
    static let people: [Contact] = {
        let notes = [
            "=HYPERLINK(\"http://example.invalid\")", "a, b", "say \"hi\"", "two\r\nlines", "ends in \\",
            "@SUM(A1)", "+1 (201) 555-0100", "-cmd|' /C calc'!A0", "Ünïcödé 名前 🙂", "", "'=already",
        ]
        return notes.enumerated().map { index, note in
            var person = Contact(givenName: "Given\(index)", familyName: index % 2 == 0 ? "=Family" : "Family, Jr")
            person.note = note
            person.phoneNumbers = [LabeledValue(label: .mobile, value: "+1 201 555 01\(10 + index)")]
            person.emailAddresses = [LabeledValue(label: .work, value: "p\(index)@example.com")]
            return person
        }
    }()

    @Test(arguments: [CSVLayout.google, .outlook], [CSVEncoding.utf8, .utf16, .windows1252])
    func heldRowsWriteAsStreamedRows(layout: CSVLayout, encoding: CSVEncoding) throws {
        let held = try Fixtures.write(Self.people) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout, encoding: encoding)) }
        let slots: [CSVList: Int] = [.phoneNumbers: 1, .emailAddresses: 1]
        let streamed = try Fixtures.write(Self.people) {
            CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout, encoding: encoding, slots: slots))
        }
        #expect(held.bytes == streamed.bytes)
        // The same warnings; a held row's losses are reported when it is written in, its
        // guarded cells when it is written out, so the order differs.
        let sortedMessages = { (list: [Diagnostic]) in list.map { "\($0.code) \($0.line ?? 0) \($0.message)" }.sorted() }
        #expect(sortedMessages(held.diagnostics) == sortedMessages(streamed.diagnostics))
        #expect(held.diagnostics.contains { $0.code == .formulaGuarded })
    }
}
