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

extension RealExportQuirksTests {
    @Test func oneStrayByteSpoilsOnlyItself() throws {
        let bytes = try Fixtures.bytes("vcard/android-2.1-stray-byte.vcf")
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.count == 2)
        let name = String(repeating: "Ñ", count: 44) + "\u{FFFD}"
        #expect(contacts.first?.formattedName == name)
        #expect(contacts.first?.familyName == "Núñez")
        let invalid = diagnostics.filter { $0.code == .invalidBytes }
        #expect(invalid.map(\.line) == [5])
        #expect(!diagnostics.contains { $0.code == .charsetFallback })
        #expect(contacts.last?.formattedName == "Ana Muñoz")
    }
}
