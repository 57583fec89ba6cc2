import ContactFormats
import ContactModel
import Testing

@testable import ContactKitCLI

/// `StreamOutput.write(_:)` hands back what the writer said about each contact, read in
/// place rather than from a copy of the writer: the same warnings, for the same contact, as
/// a writer driven directly, and the same bytes.
@Suite struct StreamOutputDiagnosticsTests {
    /// Contacts that warn in 3.0 and 2.1 (a second surname, a month-only birthday) between
    /// contacts that do not.
    static let contacts: [Contact] = {
        var plain = Contact()
        plain.givenName = "Ada"
        plain.familyName = "Lovelace"
        var surname = Contact(givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "Gómez", nameGeneration: "Jr.")
        surname.phoneNumbers = [LabeledValue(label: .mobile, value: "+1 555 0100")]
        var birthday = Contact()
        birthday.givenName = "Zoë"
        birthday.birthday = PartialDate(year: 1985, month: 4)
        return [plain, surname, plain, birthday, plain]
    }()

    @Test(arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func eachContactsWarningsComeBackWithIt(_ version: VCardVersion) throws {
        let directory = try TemporaryDirectory()
        let output = try StreamOutput(path: directory.path("out.vcf"), format: .vCard(version))
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: version, sink: sink)
        var warned = 0
        for contact in Self.contacts {
            let said = try output.write(contact)
            try writer.write(contact)
            #expect(said == writer.diagnostics)
            if !said.isEmpty { warned += 1 }
        }
        _ = try output.finish()
        try writer.finish()
        #expect(warned == (version == .v4_0 ? 0 : 2))
        #expect(directory.read("out.vcf") == String(decoding: sink.bytes, as: UTF8.self))
    }
}
