import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// An address part a layout has no column for is reported (Outlook has a PO box column but
/// none for the extended address; Thunderbird neither). Before, Gmail's
/// `ADR;TYPE=HOME:;Crescent moon drive…` (only the extended-address component) went to
/// Outlook and Thunderbird without a word: neither has a column for it (found by
/// `Benchmarks/exports/corpus-facts.py` on ez-vcard's Gmail sample).
@Suite struct CSVAddressPartLossTests {
    static let contact = Contact(
        givenName: "Rhea", familyName: "Lund",
        postalAddresses: [
            LabeledValue(
                label: .home,
                value: PostalAddress(postOfficeBox: "PO Box 12", extendedAddress: "Flat 3", street: "", subLocality: "Old Town")),
        ])

    static func losses(_ layout: CSVLayout) throws -> [String] {
        let (_, diagnostics) = try Fixtures.write([contact]) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
        return diagnostics.filter { $0.code == .fieldLeftOut }.compactMap(\.property)
    }

    @Test(arguments: [
        (CSVLayout.outlook, ["postalAddresses.extendedAddress", "postalAddresses.subLocality"]),
        (.thunderbird, ["postalAddresses.postOfficeBox", "postalAddresses.extendedAddress", "postalAddresses.subLocality"]),
        (.google, ["postalAddresses.subLocality"]),
        (.generic, ["postalAddresses.subLocality"]),
    ])
    func partsWithoutAColumnAreReported(_ layout: CSVLayout, _ expected: [String]) throws {
        let losses = try Self.losses(layout)
        for kind in expected { #expect(losses.contains(kind), "\(layout): \(losses)") }
        #expect(!losses.contains("postalAddresses.street"))
    }

    @Test(.enabled(if: SharedCorpora.root != nil), arguments: [CSVLayout.outlook, .thunderbird])
    func gmailsExtendedAddress(_ layout: CSVLayout) throws {
        let bytes = try #require(SharedCorpora.bytes("vcard-realworld/ez_John_Doe_GMAIL.vcf"))
        let contacts = try Fixtures.readAll(bytes).contacts
        let (_, diagnostics) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
        #expect(diagnostics.contains { $0.property == "postalAddresses.extendedAddress" && $0.message.contains("Crescent moon drive") })
    }
}
