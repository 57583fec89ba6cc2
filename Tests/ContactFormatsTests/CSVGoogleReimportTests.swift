import ContactFormats
import Foundation
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

    /// Google's `Photo` column holds the picture's address: it is the vCard's `PHOTO` URI
    /// both ways (before, an `X-CSV-PHOTO` extension one way and an empty cell the other).
    @Test func thePhotoColumnIsThePhotoURI() throws {
        let url = "https://lh3.googleusercontent.com/contacts/AbC123/photo.jpg"
        let csv = "First Name,Last Name,Photo,E-mail 1 - Label,E-mail 1 - Value\r\nHana,Sato,\(url),* Home,hana@example.com\r\n"
        let contacts = try Fixtures.readCSV(Array(csv.utf8)).contacts
        #expect(contacts.first?.extensions == [ExtensionProperty(name: "PHOTO", value: url)])
        let vCard = String(decoding: try Fixtures.write(contacts, version: .v3_0), as: UTF8.self)
        #expect(vCard.replacingOccurrences(of: "\r\n ", with: "").contains("PHOTO;VALUE=uri:" + url))
        let back = try throughGoogle(try Fixtures.readAll(Array(vCard.utf8)).contacts).contacts
        #expect(back.first?.extensions == [ExtensionProperty(name: "PHOTO", value: url)])
    }

    /// "Assistant" names a relation label; on a phone (Outlook's Assistant's Phone, through
    /// Google's CSV) it was read as that relation label, so a round trip changed the label.
    @Test func aRelationLabelOnAPhoneStaysItsText() throws {
        let csv = "First Name,Phone 1 - Label,Phone 1 - Value,Relation 1 - Label,Relation 1 - Value\r\nHana,Assistant,555-0101,Assistant,Kim Lee\r\n"
        let contact = try #require(try Fixtures.readCSV(Array(csv.utf8)).contacts.first)
        #expect(contact.phoneNumbers.first?.label == .custom("Assistant"))
        #expect(contact.contactRelations.first?.label == .assistant)
    }
}
