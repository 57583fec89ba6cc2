import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// A photo whose base64 decodes to nothing (`====`) or does not decode stays as written, with
/// an `invalid-base64` warning: a vCard of the same version writes it back byte for byte.
/// Before, `====` became an empty photo and its TYPE and text were gone, and the spaces of
/// text that is not base64 were taken out.
@Suite struct UndecodablePhotoTests {
    static let cases: [(version: VCardVersion, line: String)] = [
        (.v2_1, "PHOTO;ENCODING=BASE64;TYPE=JPEG:===="),
        (.v2_1, "PHOTO;ENCODING=BASE64;TYPE=JPEG:!!not base64**"),
        (.v3_0, "PHOTO;ENCODING=b;TYPE=JPEG:===="),
        (.v3_0, "PHOTO;ENCODING=b;TYPE=JPEG:!!not base64**"),
        (.v4_0, "PHOTO:data:image/jpeg;base64,===="),
        (.v4_0, "PHOTO:data:image/jpeg;base64,!!not base64**"),
    ]

    private func card(_ version: VCardVersion, _ line: String) -> [UInt8] {
        Array(["BEGIN:VCARD", "VERSION:\(version.rawValue)", "FN:Robin Vale", line, "END:VCARD", ""]
            .joined(separator: "\r\n").utf8)
    }

    @Test(arguments: cases)
    func keptAsWrittenWithAWarning(_ version: VCardVersion, _ line: String) throws {
        let (contacts, diagnostics) = try Fixtures.readAll(card(version, line))
        let contact = try #require(contacts.first)
        #expect(contact.imageBytes == nil)
        #expect(diagnostics.contains { $0.code == .invalidBase64 && $0.line == 4 })
        #expect(contact.extensions.contains { $0.name == "PHOTO" })
        let written = String(decoding: try Fixtures.write([contact], version: version), as: UTF8.self)
        #expect(written.contains("\r\n" + line + "\r\n"), "\(written)")
    }

    @Test func anEmptyValueKeepsItsTypeWithoutAWarning() throws {
        let line = "PHOTO;ENCODING=b;TYPE=JPEG:"
        let (contacts, diagnostics) = try Fixtures.readAll(card(.v3_0, line))
        let contact = try #require(contacts.first)
        #expect(contact.imageBytes == nil)
        #expect(!diagnostics.contains { $0.code == .invalidBase64 || $0.code == .truncatedBase64 })
        let written = String(decoding: try Fixtures.write([contact], version: .v3_0), as: UTF8.self)
        #expect(written.contains("\r\n" + line + "\r\n"), "\(written)")
    }

    @Test func otherOutputsReportIt() throws {
        let (contacts, _) = try Fixtures.readAll(card(.v3_0, "PHOTO;ENCODING=b;TYPE=JPEG:===="))
        let (_, diagnostics) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: .google)) }
        #expect(diagnostics.contains { $0.code == .fieldLeftOut && ($0.property ?? "").contains("PHOTO") }, "\(diagnostics)")
    }
}
