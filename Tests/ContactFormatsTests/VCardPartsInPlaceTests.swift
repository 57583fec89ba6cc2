@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// `N` and `ADR` parts written straight into the contact (the address built in place in its
/// list, its taken parameters dropped from the built list) give what the parts as an array
/// give: each field is the part ``VCardProperty/components(_:)`` has at its place, the
/// parameters are the property's without the ones taken into fields.
@Suite struct VCardPartsInPlaceTests {
    /// Values with escapes, empty parts, too few and too many parts, non-ASCII, a trailing
    /// backslash, quoted-printable and a declared charset (the careful path), long parts.
    static let values = [
        ";;1 Road;Town;;12345;Land",
        "",
        ";;;;;;",
        "a\\;b;c\\,d;e\\nf;g\\\\;h;i;j",
        "box;ext;street;city;state;code;country;eighth;ninth",
        "only one",
        ";;Paseo de Gracia 170 con una calle muy larga;Barcelona;Barcelona;08081;España",
        ";;138\\, एमजी रोड;मुंबई;महाराष्ट्र;400899;भारत",
        "a;b;c\\",
    ]

    static let parameterForms = [
        "", ";CHARSET=UTF-8", ";ENCODING=QUOTED-PRINTABLE", ";LABEL=\"1 Road\\nTown\"",
        ";X-APPLE-SUBLOCALITY=Mitte;label=L;X-OTHER=1;X-CONTACTKIT-SORTING-CODE=CEDEX",
        ";X-APPLE-SUBADMINISTRATIVEAREA=Kreis;LABEL=;LABEL=second",
    ]

    static func card(_ lines: [String]) -> [UInt8] {
        Array((["BEGIN:VCARD", "VERSION:3.0", "FN:A"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)
    }

    static func property(_ line: String) throws -> VCardProperty {
        try #require(VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1)))
    }

    @Test(arguments: parameterForms)
    func addressPartsAreTheComponents(_ parameters: String) throws {
        for value in VCardPartsInPlaceTests.values {
            let line = "item1.ADR;TYPE=HOME,x-odd\(parameters):\(value)"
            let lines = [line, "item1.X-ABADR: de ", "ITEM1.X-APPLE-SUBLOCALITY:Kreuzberg", "ADR;TYPE=work:;;2 Road"]
            let (contacts, _) = try Fixtures.readAll(VCardPartsInPlaceTests.card(lines))
            let contact = try #require(contacts.first)
            #expect(contact.postalAddresses.count == 2)
            let address = try #require(contact.postalAddresses.first)
            var diagnostics: [Diagnostic] = []
            let property = try VCardPartsInPlaceTests.property(line)
            let parts = property.components(&diagnostics)
            func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
            #expect(address.value.postOfficeBox == part(0), "\(line)")
            #expect(address.value.extendedAddress == part(1))
            #expect(address.value.street == part(2))
            #expect(address.value.city == part(3))
            #expect(address.value.state == part(4))
            #expect(address.value.postalCode == part(5))
            #expect(address.value.country == part(6))
            #expect(address.value.isoCountryCode == "de")
            #expect(address.value.subLocality == "Kreuzberg")
            #expect(address.label == .home)
            // The parameters are the property's less the ones taken into fields.
            let taken = ["LABEL", "X-APPLE-SUBLOCALITY", "X-APPLE-SUBADMINISTRATIVEAREA", "X-CONTACTKIT-SORTING-CODE"]
            let kept = property.otherParameters.filter { parameter in
                !taken.contains { parameter.hasName($0) && property.otherParameters.firstValue(named: $0) != nil }
            }
            #expect(address.parameters == [Parameter(name: "TYPE", values: ["x-odd"])] + kept)
            #expect(address.value.formattedLabel == property.otherParameters.firstValue(named: "LABEL"))
            #expect(contact.postalAddresses[1].label == .work)
            #expect(contact.postalAddresses[1].value.street == "2 Road")
            // A value of more than seven parts is also kept whole.
            #expect(contact.extensions.contains { $0.name == "ADR" } == (parts.count > 7))
        }
    }

    @Test(arguments: parameterForms.prefix(3))
    func nameFieldsAreTheComponents(_ parameters: String) throws {
        for value in VCardPartsInPlaceTests.values {
            let line = "N\(parameters):\(value)"
            let (contacts, _) = try Fixtures.readAll(VCardPartsInPlaceTests.card([line]))
            let contact = try #require(contacts.first)
            var diagnostics: [Diagnostic] = []
            let parts = try VCardPartsInPlaceTests.property(line).components(&diagnostics)
            func part(_ index: Int) -> String { index < parts.count ? parts[index] : "" }
            #expect(contact.familyName == VCardContactBuilder.removingCopy(of: part(5), from: part(0), keepsSole: true), "\(line)")
            #expect(contact.givenName == part(1))
            #expect(contact.middleName == part(2))
            #expect(contact.namePrefix == part(3))
            #expect(contact.nameSuffix == VCardContactBuilder.removingCopy(of: part(6), from: part(4), keepsSole: false))
            #expect(contact.secondaryFamilyName == part(5))
            #expect(contact.nameGeneration == part(6))
            #expect(contact.extensions.contains { $0.name == "N" } == (parts.count > 7))
        }
    }

    /// The name's sixth and seventh parts wait for the companion properties, in any order.
    @Test func nameCompanionsAfterTheName() throws {
        let lines = ["N:Pérez,Gómez;Pablo;;;Jr.;Gómez;Jr.", "X-SECONDARY-SURNAME:Other", "X-NAME-GENERATION:Jr."]
        let (contacts, _) = try Fixtures.readAll(VCardPartsInPlaceTests.card(lines))
        let contact = try #require(contacts.first)
        #expect(contact.familyName == "Pérez")
        #expect(contact.secondaryFamilyName == "Gómez")
        #expect(contact.nameSuffix == "")
        #expect(contact.nameGeneration == "Jr.")
        #expect(contact.extensions.map(\.name) == ["X-SECONDARY-SURNAME"])
        let (short, _) = try Fixtures.readAll(VCardPartsInPlaceTests.card(["X-SECONDARY-SURNAME:Gómez", "N:Pérez;Pablo"]))
        #expect(short.first?.secondaryFamilyName == "Gómez")
        #expect(short.first?.familyName == "Pérez")
    }
}
