@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Reading every card into one contact (``ContactReader/next(into:)``, whose lists keep
/// their storage) gives what reading each into a new contact (``ContactReader/next()``)
/// gives: nothing of a card is left in the next, whichever lists, groups, extensions,
/// diagnostics and pictures each has.
@Suite struct ReaderContactReuseTests {
    static let cards = ReaderContactReuseBook.cards
    static let book = ReaderContactReuseBook.text

    @Test func vCardIntoOneContactEqualsEachIntoANewOne() throws {
        var careful = VCardReader(text: Self.book)
        var reusing = VCardReader(text: Self.book)
        var contact = Contact.empty
        var kept: [Contact] = []
        var expected: [Contact] = []
        var sawFull = false
        while let next = try careful.next() {
            #expect(try reusing.next(into: &contact))
            #expect(contact == next, "card at line \(careful.contactLine)")
            #expect(reusing.diagnostics == careful.diagnostics, "line \(careful.contactLine)")
            #expect(reusing.contactLine == careful.contactLine)
            #expect(reusing.valuePositions == careful.valuePositions)
            #expect(reusing.bytesRead == careful.bytesRead)
            if next.uid == "urn:uuid:1111" {
                sawFull = true
                #expect(!next.phoneNumbers.isEmpty && !next.contactRelations.isEmpty && next.imageData != nil)
                #expect(!next.extensions.isEmpty && !next.fieldParameters.isEmpty && !next.groups.isEmpty)
            }
            // Every other contact is kept: a copy taken must not change as the reader reuses.
            if expected.count.isMultiple(of: 2) { kept.append(contact) }
            expected.append(next)
        }
        #expect(sawFull)
        #expect(try !reusing.next(into: &contact))
        #expect(contact == expected.last, "the end of the input leaves the contact as it was")
        #expect(reusing.diagnostics == careful.diagnostics)
        #expect(kept == expected.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
        #expect(expected.count == Self.cards.count * 5)
    }

    /// The readers without their own reuse get the default, which assigns ``next()``'s.
    @Test func theDefaultAssignsTheNextContact() throws {
        let contacts = try Fixtures.readAll(Array(Self.book.utf8)).contacts
        let json = try Fixtures.write(contacts) { NDJSONWriter(sink: $0) }.bytes
        var reader = NDJSONReader(input: MemoryInput(json))
        var contact = Contact.empty
        var read: [Contact] = []
        while try reader.next(into: &contact) { read.append(contact) }
        #expect(read == contacts)
    }

    @Test(arguments: [CSVLayout.google, .outlook])
    func csvIntoOneContactEqualsEachIntoANewOne(layout: CSVLayout) throws {
        let contacts = try Fixtures.readAll(Array(Self.book.utf8)).contacts
        var csv = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }.bytes
        // A short row, a long row, a row that is not UTF-8 (read as Windows-1252), blank
        // lines, and the first rows again.
        let rows = csv.split(separator: 10, omittingEmptySubsequences: false)
        csv += Array("Short,row\r\n".utf8)
        csv += Array(String(repeating: "x,", count: 200).utf8) + [13, 10]
        csv += Array("Caf".utf8) + [0xE9] + Array(",r\u{e9}sum\u{e9}\r\n\r\n".utf8)
        for row in rows.dropFirst().prefix(12) { csv += row + [10] }
        var options = CSVReader.Options()
        options.layout = layout
        var careful = CSVReader(input: MemoryInput(csv), options: options)
        var reusing = CSVReader(input: MemoryInput(csv), options: options)
        var contact = Contact.empty
        var kept: [Contact] = []
        var expected: [Contact] = []
        while let next = try careful.next() {
            #expect(try reusing.next(into: &contact))
            #expect(contact == next, "row at line \(careful.contactLine)")
            #expect(reusing.diagnostics == careful.diagnostics, "line \(careful.contactLine)")
            #expect(reusing.contactLine == careful.contactLine)
            #expect(reusing.valuePositions == careful.valuePositions)
            if expected.count.isMultiple(of: 3) { kept.append(contact) }
            expected.append(next)
        }
        #expect(try !reusing.next(into: &contact))
        #expect(reusing.diagnostics == careful.diagnostics)
        #expect(kept == expected.enumerated().filter { $0.offset.isMultiple(of: 3) }.map(\.element))
        // Group cards are no rows; the rows added after are read too.
        #expect(expected.count > contacts.filter { $0.kind != .group }.count)
        #expect(expected.contains { !$0.phoneNumbers.isEmpty && !$0.groups.isEmpty && !$0.extensions.isEmpty })
        #expect(expected.contains { $0.phoneNumbers.isEmpty && $0.groups.isEmpty })
    }
}
