import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Classes of real export that used to lose data (issue 16): each read from its synthetic
/// fixture, checking what the facts files cannot (warnings that must not appear).
@Suite struct RealExportQuirksTests {
    @Test func iOS5CrCrLfKeepsThePhotoWhole() throws {
        let bytes = try Fixtures.bytes("vcard/apple-ios5-crcrlf.vcf")
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.count == 2)
        #expect(contacts.first?.imageData?.count == 32_620)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}
