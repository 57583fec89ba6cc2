@testable import ContactFormats
import ContactModel
import Testing

/// Rows held until the header is known are composed against a header just wide enough for
/// each: rows of the same shape (the same counts of phones, e-mails, addresses, ...) share
/// one composer instead of making one per row, which cost more than composing the row
/// (Outlook CSV of 100k contacts: 8.3 CPU seconds, 3.6 with the composers shared). The
/// composers are counted, not timed.
@Suite struct CSVRowComposerReuseTests {
    private static func contact(_ index: Int, phones: Int) -> Contact {
        var contact = Contact(givenName: "Given \(index)", familyName: "Family")
        contact.phoneNumbers = (0..<phones).map { LabeledValue(label: .mobile, value: "+1 201 555 \(1000 + $0)") }
        contact.postalAddresses = [
            LabeledValue(label: .home, value: PostalAddress(street: "\(index) Main Street\nFlat 2", city: "Springfield"))
        ]
        return contact
    }

    @Test(arguments: [CSVLayout.google, .outlook, .generic])
    func rowsOfOneShapeShareAComposer(layout: CSVLayout) throws {
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: CSVWriter.Options(layout: layout))
        // Two shapes: one phone, or three; interleaved.
        for index in 0..<1_000 { try writer.write(Self.contact(index, phones: index % 2 == 0 ? 1 : 3)) }
        #expect(writer.heldRowComposerCount == 2)
        try writer.finish()
        let text = String(decoding: sink.bytes, as: UTF8.self)
        #expect(text.contains("999 Main Street"))
        #expect(text.contains("+1 201 555 1002"))
    }

    @Test func theStreetLinesGoToTheirColumnsWithTheCacheInUse() throws {
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: CSVWriter.Options(layout: .outlook))
        for index in 0..<3 { try writer.write(Self.contact(index, phones: 1)) }
        try writer.finish()
        let lines = String(decoding: sink.bytes, as: UTF8.self).components(separatedBy: "\r\n")
        let header = lines[0].components(separatedBy: ",")
        let street = try #require(header.firstIndex(of: "\"Home Street\""))
        let street2 = try #require(header.firstIndex(of: "\"Home Street 2\""))
        let row = lines[3].components(separatedBy: ",")
        #expect(row[street] == "\"2 Main Street\"")
        #expect(row[street2] == "\"Flat 2\"")
    }
}
