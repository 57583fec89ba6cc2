import ContactFormats
import ContactModel
import ContactTestSupport
import Testing
import ContactSupport

/// A base64 value cut short (issue 16, round three) warns with its line and keeps the bytes
/// it holds; before, a value whose length was not a multiple of 4, or whose padding did not
/// fit, decoded silently, and one cut by the end of the file gave no sign either.
@Suite struct Base64TruncationTests {
    /// A small PNG's bytes (a signature and the start of a header), base64: 24 characters.
    static let photo = "iVBORw0KGgoAAAANSUhEUgAA"

    func read(_ photoLine: String, end: Bool = true) throws -> (Contact, [Diagnostic]) {
        var lines = ["BEGIN:VCARD", "VERSION:3.0", "FN:Robin Vale", photoLine]
        if end { lines.append("END:VCARD") }
        let (contacts, diagnostics) = try Fixtures.readAll(Array((lines.joined(separator: "\r\n") + "\r\n").utf8))
        return (try #require(contacts.first), diagnostics)
    }

    @Test func aWholeValueDoesNotWarn() throws {
        let (contact, diagnostics) = try read("PHOTO;ENCODING=b;TYPE=PNG:" + Self.photo)
        #expect(contact.imageBytes?.count == 18)
        #expect(!diagnostics.contains { $0.code == .truncatedBase64 || $0.code == .invalidBase64 })
    }

    /// Photo lines cut short, and the bytes each still holds.
    static let cutShort: [(line: String, kept: Int)] = {
        let prefix = "PHOTO;ENCODING=b;TYPE=PNG:"
        let twentyTwo = String(photo.dropLast(2))
        let twentyThree = String(photo.dropLast(1))
        return [
            (prefix + twentyTwo, 16),  // 22 characters, no padding
            (prefix + twentyThree, 17),  // 23 characters
            (prefix + twentyTwo + "=", 16),  // one '=' where two belong
            (prefix + photo + "==", 18),  // padding where none belongs
            ("PHOTO:data:image/png;base64," + twentyThree, 17),
        ]
    }()

    @Test(arguments: cutShort)
    func aValueCutShortWarnsWithItsLineAndKeepsTheBytes(_ line: String, _ kept: Int) throws {
        let (contact, diagnostics) = try read(line)
        #expect(contact.imageBytes?.count == kept)
        let warning = try #require(diagnostics.first { $0.code == .truncatedBase64 })
        #expect(warning.line == 4)
        #expect(warning.property == "PHOTO")
    }

    @Test func theEndOfTheFileInsideAValueWarns() throws {
        // A multiple of 4 and no END:VCARD: only the end of the input tells.
        let (contact, diagnostics) = try read("PHOTO;ENCODING=b;TYPE=PNG:" + Self.photo, end: false)
        #expect(contact.imageBytes?.count == 18)
        #expect(diagnostics.contains { $0.code == .truncatedBase64 && $0.line == 4 })
        #expect(diagnostics.contains { $0.code == .missingEnd })
    }

    @Test func aLoneCharacterLeftOverIsStillInvalidAndKeptAsWritten() throws {
        let (contact, diagnostics) = try read("PHOTO;ENCODING=b;TYPE=PNG:" + Self.photo + "Q")
        #expect(contact.imageBytes == nil)
        #expect(diagnostics.contains { $0.code == .invalidBase64 })
        #expect(contact.extensions.contains { $0.name == "PHOTO" && $0.value.hasSuffix("AAQ") })
    }

    static let defects: [(String, Base64.Defect?)] = [
        ("QUJD", nil), ("QUJDRA", .missingPadding), ("QUJDRA==", nil), ("QUJDRA=", .wrongPadding),
        ("QUJDREU", .missingPadding), ("QUJDREU=", nil), ("QUJD====", .wrongPadding),
    ]

    @Test(arguments: defects)
    func theDecoderSaysWhatIsWrong(_ text: String, _ defect: Base64.Defect?) throws {
        let decoded = try #require(Base64.decodeReportingDefect(Array(text.utf8)))
        #expect(decoded.defect == defect, "\(text)")
        #expect(Base64.decode(Array(text.utf8)) == decoded.bytes)
    }
}
