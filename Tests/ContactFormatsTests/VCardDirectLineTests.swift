@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Simple properties the composer writes straight into the writer's lines
/// (``VCardCardComposer/writesDirectly``) come out byte for byte, with the same diagnostics
/// in the same order, as through the composed card (the writer with its short paths off):
/// values that need escapes, folding inside multi-byte characters, control characters,
/// empty values, custom labels in item groups, preferences, kept X- parameters that need
/// quotes or RFC 6868 encoding, lines composed through the card between direct ones, and
/// single-valued names an extension repeats.
@Suite struct VCardDirectLineTests {

    /// Text that needs each kind of care: escapes, line breaks, controls (DEL too), long
    /// lines whose 75th octet falls inside a two-, three- or four-byte character or on a
    /// space, nothing at all.
    static let tricky: [String] = [
        "", "Ada", "a;b,c\\d", "line\r\nnext\rthird\nfourth", "tab\there", "bell\u{7}ring", "del\u{7F}ete",
        String(repeating: "é", count: 60), String(repeating: "x", count: 70) + "日本語テキスト",
        String(repeating: "ab", count: 36) + "𠀋𠀋 end", String(repeating: "y", count: 73) + " spaced out words",
        "Zoë Ångström", "\u{0}", String(repeating: "z;", count: 50),
    ]

    static let labels: [Label?] = [
        nil, .home, .work, .mobile, .iPhone, .main, .homeFax, .workFax, .otherFax, .pager, .other, .school,
        .custom("Lake house"), .custom("a;b"), .custom("line\nbreak"), .custom(""), .custom("ctl\u{1}"),
    ]

    /// Kept parameters: none, plain X- ones whose values need quotes or RFC 6868, several
    /// values, no value; and some the direct path leaves to the card (TYPE, GROUP, X-PREF).
    static let parameterSets: [[Parameter]] = [
        [],
        [Parameter("X-OUTLOOK-DISPLAY-NAME", "Ann Lee (ann@example.com)")],
        [Parameter("X-NOTE", "a;b:c,d"), Parameter("x-quote", "say \"hi\" ^ caret\r\nline")],
        [Parameter(name: "X-MANY", values: ["one", "two;three", ""])],
        [Parameter(name: "X-NONE", values: [])],
        [Parameter("X-CTL", "a\u{1}b\u{7F}")],
        [Parameter("TYPE", "internet")],
        [Parameter("GROUP", "item7")],
        [Parameter("X-PREF", "2")],
        [Parameter("X-ALTID", "1")],
    ]

    static let contacts: [Contact] = {
        var contacts: [Contact] = []
        for (index, text) in tricky.enumerated() {
            var contact = Contact()
            contact.formattedName = index % 3 == 0 ? nil : text
            contact.familyName = text
            contact.givenName = tricky[(index + 1) % tricky.count]
            contact.middleName = tricky[(index + 2) % tricky.count]
            contact.nickname = tricky[(index + 3) % tricky.count]
            contact.organizationName = tricky[(index + 4) % tricky.count]
            contact.departmentName = index % 2 == 0 ? "" : "Sales;East"
            contact.jobTitle = tricky[(index + 5) % tricky.count]
            contact.note = tricky[(index + 6) % tricky.count]
            contact.phoneticGivenName = tricky[(index + 7) % tricky.count]
            contact.previousFamilyName = index % 4 == 0 ? text : ""
            contact.birthday = [
                PartialDate(year: 1984, month: 8, day: 16), PartialDate(month: 10, day: 1),
                PartialDate(year: 1980, month: 2, day: 30), nil,
            ][index % 4]
            contact.groups = index % 2 == 0 ? [text, "Book Club"] : []
            let phones = ["+1 657-555-0143", "+1-555-0100", "+1-555-0100 ext. 42", "098765 50182", text]
            for (offset, label) in labels.enumerated() {
                let parameters = parameterSets[(index + offset) % parameterSets.count]
                let preference: Int? = offset % 5 == 0 ? 1 : (offset % 7 == 0 ? 3 : nil)
                contact.phoneNumbers.append(
                    LabeledValue(
                        label: label, value: phones[(index + offset) % phones.count], preference: preference,
                        parameters: parameters))
                contact.emailAddresses.append(
                    LabeledValue(
                        label: label, value: offset % 2 == 0 ? "ann@example.com" : text, preference: preference,
                        parameters: parameters))
                if offset % 4 == index % 4 {
                    // Addresses in every shape; those with a TYPE, GROUP or X-PREF
                    // parameter go through the card, between direct lines.
                    let address = PostalAddress(
                        postOfficeBox: offset % 3 == 0 ? text : "", street: text, subLocality: offset % 2 == 0 ? "Old Town" : "",
                        city: "Oslo", subAdministrativeArea: offset % 3 == 1 ? text : "", state: "NO;3",
                        postalCode: "0150", sortingCode: offset % 5 == 2 ? "CEDEX 7" : "", country: text,
                        isoCountryCode: offset % 3 == 2 ? "" : "no",
                        formattedLabel: offset % 2 == 1 ? nil : "1 \"Main\" St\n0150 Oslo^" + text)
                    contact.postalAddresses.append(
                        LabeledValue(label: label, value: address, preference: preference, parameters: parameters))
                }
            }
            contact.urlAddresses = [LabeledValue(label: .home, value: index % 2 == 0 ? "https://example.com" : text)]
            // Extensions that repeat single-valued names written straight into the lines.
            contact.extensions = [
                ExtensionProperty(name: "PRODID", value: "-//Test//EN"),
                ExtensionProperty(name: index % 2 == 0 ? "N" : "BDAY", value: "Other;Name;;;"),
                ExtensionProperty(
                    name: "N", parameters: index % 3 == 0 ? [Parameter("ALTID", "1")] : [], value: "Third;;;;"),
                ExtensionProperty(name: "X-KIND", value: "org"),
                ExtensionProperty(name: "X-CUSTOM", value: text),
            ]
            if index % 5 == 0 { contact.fieldParameters[.note] = [Parameter("LANGUAGE", "en")] }
            if index % 5 == 1 { contact.fieldParameters[.name] = [Parameter("ALTID", "1")] }
            if index % 5 == 2 { contact.fieldParameters[.formattedName] = [] }
            contact.uid = index % 2 == 0 ? "urn:uuid:1" : nil
            contacts.append(contact)
        }
        return contacts
    }()

    @Test(arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func directLinesAreTheCardsLines(_ version: VCardVersion) throws {
        let direct = try VCardShortPathWriting.written(Self.contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(Self.contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
        // The contacts do take the direct path's corners: folding, replaced controls, item
        // groups, kept X- parameters, repeated single-valued names.
        if version != .v2_1 {
            #expect(direct.0.contains("\r\n "))
            #expect(direct.0.contains("\u{FFFD}"))
            #expect(direct.0.contains(".X-ABLabel:Lake house\r\n"))
            #expect(direct.0.contains(";X-OUTLOOK-DISPLAY-NAME=Ann Lee (ann@example.com)"))
            #expect(direct.0.contains("X-EXTRA-N:"))
            #expect(direct.1.contains { $0.code == .replacedCharacter })
        }
    }

    /// One property at a time, so each value's line is compared on its own too.
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func eachValueAlone(_ version: VCardVersion) throws {
        for text in Self.tricky {
            var contacts: [Contact] = []
            var contact = Contact()
            contact.formattedName = text
            contacts.append(contact)
            contact = Contact(familyName: text)
            contacts.append(contact)
            contact = Contact()
            contact.note = text
            contact.groups = [text, text]
            contacts.append(contact)
            for label in Self.labels {
                contact = Contact()
                contact.phoneNumbers = [LabeledValue(label: label, value: text)]
                contact.emailAddresses = [LabeledValue(label: label, value: text, preference: 2)]
                contacts.append(contact)
            }
            for parameters in Self.parameterSets {
                contact = Contact()
                contact.emailAddresses = [
                    LabeledValue(label: .work, value: text, parameters: parameters + [Parameter("X-V", text)])
                ]
                contacts.append(contact)
            }
            let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
            let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
            #expect(direct.0 == careful.0, "\(text.debugDescription)")
            #expect(direct.1 == careful.1, "\(text.debugDescription)")
        }
    }

    /// A kept X- parameter whose name no vCard line can hold is left out with a warning, in
    /// line order with the other warnings, as from the card.
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func unwritableParameterNameIsRefusedInOrder(_ version: VCardVersion) throws {
        var contact = Contact()
        contact.note = "bell\u{7}"
        contact.emailAddresses = [
            LabeledValue(label: .home, value: "a@example.com", parameters: [Parameter("X-A:B", "v")]),
            LabeledValue(label: .home, value: "b\u{1}@example.com"),
        ]
        contact.phoneNumbers = [LabeledValue(label: .custom("x\u{2}"), value: "1")]
        let direct = try VCardShortPathWriting.written([contact], version, shortPaths: true)
        let careful = try VCardShortPathWriting.written([contact], version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
        #expect(direct.1.count >= 4)
    }

    /// With lines to write into, 3.0 and 4.0 write the simple properties there and leave
    /// only the others in the card; 2.1 and the short paths off leave all in the card.
    @Test(arguments: [VCardVersion.v2_1, .v3_0, .v4_0])
    func simplePropertiesSkipTheCard(_ version: VCardVersion) throws {
        var contact = Contact(formattedName: "Ann Lee", givenName: "Ann", familyName: "Lee", note: "hi")
        contact.phoneNumbers = [LabeledValue(label: .mobile, value: "+1 555 0100")]
        contact.postalAddresses = [LabeledValue(label: .home, value: PostalAddress(city: "Oslo"))]
        contact.urlAddresses = [LabeledValue(label: .home, value: "https://example.com")]
        for shortPaths in [true, false] {
            var card = VCardComposedCard()
            var lines = VCardLineWriter(version: version)
            _ = withUnsafeMutablePointer(to: &lines) {
                VCardCardComposer.compose(contact, version: version, into: &card, lines: $0, shortPaths: shortPaths)
            }
            let names = card.properties.map { card.name(of: $0) }
            let text = lines.output.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            let direct = shortPaths && version != .v2_1
            #expect(names.contains("FN") == !direct, "\(names)")
            #expect(names.contains("TEL") == !direct, "\(names)")
            #expect(names.contains("ADR") == !direct, "\(names)")
            #expect(names.contains("URL") == !direct, "\(names)")
            #expect(text.hasPrefix("FN:Ann Lee\r\nN:Lee;Ann;;;\r\n"))
            #expect(text.contains("\r\nADR;"))
            #expect(text.contains("\r\nURL"))
        }
    }

    /// Addresses alone, in every shape the direct path writes: each part tricky, item
    /// groups from a custom label or from the ISO code or sub-locality, 3.0's LABEL with the
    /// address's types, parameters from the contact that need quotes, RFC 6868 or hold
    /// control characters.
    @Test(arguments: [VCardVersion.v3_0, .v4_0])
    func addressesAlone(_ version: VCardVersion) throws {
        var contacts: [Contact] = []
        for (index, text) in Self.tricky.enumerated() {
            for (offset, label) in Self.labels.enumerated() {
                let address = PostalAddress(
                    postOfficeBox: text, extendedAddress: index % 2 == 0 ? text : "", street: text,
                    subLocality: offset % 3 == 0 ? text : "", city: text,
                    subAdministrativeArea: offset % 4 == 0 ? text : "", state: text, postalCode: text,
                    sortingCode: offset % 5 == 0 ? text : "", country: text,
                    isoCountryCode: offset % 2 == 0 ? "" : "gb", formattedLabel: offset % 3 == 1 ? nil : text)
                var contact = Contact()
                contact.postalAddresses = [
                    LabeledValue(
                        label: label, value: address, preference: offset % 4 == 0 ? 1 : nil,
                        parameters: Self.parameterSets[(index + offset) % Self.parameterSets.count]),
                    LabeledValue(label: .work, value: PostalAddress(city: text)),
                ]
                contacts.append(contact)
            }
        }
        let direct = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
        let careful = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
        #expect(direct.0 == careful.0)
        #expect(direct.1 == careful.1)
        #expect(direct.0.contains(".X-ABADR:gb\r\n"))
        #expect(direct.0.contains(".X-APPLE-SUBLOCALITY:"))
        if version == .v3_0 { #expect(direct.0.contains(".LABEL;TYPE=")) }
    }

    /// jCard reads the composed card, which the direct path never touches: every property is
    /// in it.
    @Test func jCardCardHoldsEveryProperty() throws {
        for contact in Self.contacts.prefix(4) {
            var card = VCardComposedCard()
            _ = VCardCardComposer.compose(contact, version: .v4_0, into: &card)
            let names = card.properties.map { card.name(of: $0) }
            #expect(names.contains("FN"))
            #expect(names.contains("N"))
            #expect(names.filter { $0 == "TEL" }.count == contact.phoneNumbers.count)
        }
    }
}
