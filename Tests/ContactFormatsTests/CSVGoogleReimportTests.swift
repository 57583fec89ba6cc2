import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// `--to csv:google` output read by the `csv` reader (layout detected) gives the same contacts.
@Suite struct CSVGoogleReimportTests {
    private func throughGoogle(_ contacts: [Contact]) throws -> (contacts: [Contact], layout: CSVLayout) {
        let (bytes, _) = try Fixtures.write(contacts) { ContactFormat.csv(.google).makeWriter($0) }
        var reader = CSVReader(input: MemoryInput(bytes))
        let back = try Fixtures.readAll(&reader).contacts
        return (back, reader.layout)
    }

    @Test func googleExportReimportsAsTheSameContacts() throws {
        let first = try Fixtures.readCSV(try Fixtures.bytes("csv/google-contacts.csv")).contacts
        let (back, layout) = try throughGoogle(first)
        #expect(layout == .google)
        #expect(back.count == first.count)
        for (original, final) in zip(first, back) {
            #expect(final == original, Comment(rawValue: ContactDifference.describe(original, final)))
        }
    }

    /// For contacts from vCard, the first Google CSV is the fixed point: writing it again
    /// and reading it back changes nothing.
    @Test(arguments: Fixtures.vCardFileNames)
    func googleOutputOfVCardFixturesIsStable(_ name: String) throws {
        let vCard = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let once = try throughGoogle(vCard).contacts
        let twice = try throughGoogle(once).contacts
        #expect(twice.count == once.count)
        for (original, final) in zip(once, twice) {
            #expect(final == original, Comment(rawValue: "\(name):\n" + ContactDifference.describe(original, final)))
        }
    }
}
