@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// The vCard composer's short paths (plain X- extensions and X- parameters written as they
/// are, TYPE values as literals) must write what the whole path writes: every output
/// byte and every diagnostic, in 2.1, 3.0 and 4.0, for tricky names, parameters and values.
@Suite struct VCardShortPathTests {
    static let versions: [VCardVersion] = [.v2_1, .v3_0, .v4_0]

    /// The text and diagnostics of writing `contacts`, with or without the short paths.
    func written(_ contacts: [Contact], _ version: VCardVersion, shortPaths: Bool) throws -> (String, [Diagnostic]) {
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: version, sink: sink)
        writer.takesShortPaths = shortPaths
        var diagnostics: [Diagnostic] = []
        for contact in contacts {
            try writer.write(contact)
            diagnostics += writer.diagnostics
        }
        try writer.finish()
        return (String(decoding: sink.bytes, as: UTF8.self), diagnostics)
    }

    func expectSame(_ contacts: [Contact], _ comment: String = "") throws {
        for version in Self.versions {
            let short = try written(contacts, version, shortPaths: true)
            let whole = try written(contacts, version, shortPaths: false)
            #expect(short.0 == whole.0, "\(version.rawValue) \(comment)")
            #expect(short.1 == whole.1, "\(version.rawValue) \(comment)")
        }
    }

    static let parameterNames = [
        "X-CSV-COLUMN", "x-outlook-display-name", "X-", "x-", "X", "XA", "X_A", "X-A_B", "X-A B", "X-A;B", "X-A:B",
        "X-A=B", "X-É", "X-ALTID", "x-altid", "X-AltId", "X-PID", "X-SORT-AS", "X-CALSCALE", "X-GEO", "X-TZ",
        "X-MEDIATYPE", "X-CC", "X-INDEX", "X-LEVEL", "X-PREF", "x-pref", "X-PREFX", "X-ALTIDS", "X-LABEL", "X-TYPE",
        "X-VALUE", "X-ENCODING", "X-CHARSET", "X-GROUP", "GROUP", "TYPE", "PREF", "ALTID", "ENCODING", "VALUE", "LABEL",
        "CHARSET", "FOO", "", "X-\u{301}", "Х-A", "X-CONTACTKIT-ORIGINAL", "X-A\r\nB", "X-A\u{7}",
    ]

    static let parameterValues: [[String]] = [
        ["v"], ["a;b", "c"], ["say \"hi\"", "x^y"], ["line\nbreak"], [], [""], ["é", "1"], ["2"], ["data:x"],
    ]

    /// Extensions with every parameter name above, in every version.
    @Test func extensionParameters() throws {
        var contacts: [Contact] = []
        for name in Self.parameterNames {
            for values in Self.parameterValues {
                let parameter = Parameter(name: name, values: values)
                contacts.append(
                    Contact(
                        givenName: "A",
                        extensions: [
                            ExtensionProperty(name: "X-CSV-INITIALS", parameters: [parameter], value: "R.A."),
                            ExtensionProperty(
                                group: "g1", name: "X-FOO", parameters: [Parameter("X-A", "b"), parameter], value: "v"),
                        ]))
            }
        }
        try expectSame(contacts, "extension parameters")
    }

    /// The same parameters kept on labeled values (Outlook's email display name).
    @Test func labeledValueParameters() throws {
        var contacts: [Contact] = []
        for name in Self.parameterNames {
            for values in Self.parameterValues {
                let parameters = [Parameter(name: name, values: values)]
                contacts.append(
                    Contact(
                        givenName: "A",
                        phoneNumbers: [LabeledValue(label: .mobile, value: "+1 555 0100", parameters: parameters)],
                        emailAddresses: [
                            LabeledValue(label: .home, value: "a@example.com", preference: 2, parameters: parameters),
                            LabeledValue(value: "b@example.com", parameters: parameters),
                        ],
                        postalAddresses: [
                            LabeledValue(label: .work, value: PostalAddress(street: "1 Main St"), parameters: parameters)
                        ],
                        fieldParameters: [.note: parameters, .formattedName: parameters]))
            }
        }
        try expectSame(contacts, "labeled value parameters")
    }

    static let extensionNames = [
        "X-CSV-INITIALS", "x-lower", "X-", "x-", "X", "X-A/B", "X-A_B", "X-É", "X-GENDER", "X-ANNIVERSARY", "X-KIND",
        "X-GENDER", "X-EXTRA-GENDER", "X-CONTACTKIT-NAME", "X-ABLabel", "X-PHOTO", "X-KEY", "X-GEO", "X-TZ", "X-REV",
        "X-SOCIALPROFILE", "X-\u{301}", "Х-FOO", "GENDER", "PRODID", "NOTE", "TZ", "GEO",
    ]

    static let extensionValues = [
        "R.A.", "", "a,b;c\\,d", "line\nbreak\r\nand\rmore", "data:image/png;base64,QUJD", "DATA:text/plain;base64,QUJD",
        "data:", "dáta:x", "D", "é and ü", "bell\u{7}", "http://example.com/x", "M;Male",
        String(repeating: "long value ", count: 12),
    ]

    /// Extensions of every name above with every value, alone and two of a name in a card
    /// (the cardinality pass), with a group, in every version.
    @Test func extensionNamesAndValues() throws {
        var contacts: [Contact] = []
        for name in Self.extensionNames {
            for value in Self.extensionValues {
                contacts.append(Contact(givenName: "A", extensions: [ExtensionProperty(name: name, value: value)]))
                contacts.append(
                    Contact(
                        givenName: "B",
                        extensions: [
                            ExtensionProperty(group: "item1", name: name, value: value),
                            ExtensionProperty(name: name, parameters: [Parameter("X-N", "1")], value: value + "2"),
                        ]))
            }
        }
        // Base64 and the X- names of 3.0's single-valued properties beside the model's own.
        contacts.append(
            Contact(
                kind: .group, givenName: "C", birthday: PartialDate(year: 1980, month: 2, day: 3),
                extensions: [
                    ExtensionProperty(name: "X-KIND", value: "group"),
                    ExtensionProperty(name: "X-IMAGE", parameters: [Parameter("ENCODING", "b")], value: "QUJD"),
                    ExtensionProperty(name: "X-ANNIVERSARY", parameters: [Parameter("X-A", "1")], value: "20000101"),
                ]))
        try expectSame(contacts, "extension names and values")
    }

    /// Every vCard and CSV fixture, read and written both ways.
    @Test func fixtures() throws {
        for name in Fixtures.vCardFileNames {
            let (contacts, _) = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name))
            try expectSame(contacts, name)
        }
        for name in Fixtures.csvFileNames {
            let (contacts, _) = try Fixtures.readCSV(try Fixtures.bytes("csv/" + name))
            try expectSame(contacts, name)
        }
    }

    /// ``VCardTypeTable/typeWords(for:kind:version:)`` gives what
    /// ``VCardTypeTable/types(for:kind:version:)`` gives, for every label, kind and version.
    @Test func typeWordsAreTheTypes() {
        let kinds: [VCardValueKind] = [.phone, .email, .address, .url, .date, .instantMessage, .socialProfile]
        for label in Label.predefined + [.custom("Boat"), .custom("home")] {
            for kind in kinds {
                for version in Self.versions {
                    let words = VCardTypeTable.typeWords(for: label, kind: kind, version: version)
                    let strings = words.map { [$0.first.description] + ($0.second.map { [$0.description] } ?? []) }
                    #expect(strings == VCardTypeTable.types(for: label, kind: kind, version: version), "\(label) \(kind)")
                }
            }
        }
    }

    /// Which parameter names the short path takes: X- names no version renames.
    @Test func plainParameterNames() {
        for name in ["X-CSV-COLUMN", "x-outlook-display-name", "X-", "X-PREFX", "X-LABEL", "X-TYPE", "X-GROUP"] {
            #expect(VCardCardComposer.isPlainExtensionParameterName(name), "\(name)")
        }
        for name in [
            "X-ALTID", "x-altid", "X-PREF", "x-Pref", "X-SORT-AS", "X-TZ", "X-CC", "X", "XA", "X_A", "X-É", "TYPE", "",
            "X-A B",
        ] {
            #expect(!VCardCardComposer.isPlainExtensionParameterName(name), "\(name)")
        }
        #expect(VCardCardComposer.isPlainExtensionName("X-CSV-INITIALS"))
        #expect(!VCardCardComposer.isPlainExtensionName("X-A/B"))
        #expect(!VCardCardComposer.isPlainExtensionName("GENDER"))
        // The short path relies on these: no X- name is renamed or single-valued in 4.0.
        let renamed = VCardVersionTable.version3Properties.union(VCardVersionTable.version4Properties)
        #expect(!renamed.contains { $0.uppercased().hasPrefix("X-") })
        #expect(!VCardVersionTable.singleValuedProperties(in: .v4_0).contains { $0.uppercased().hasPrefix("X-") })
    }

    /// ``VCardCardComposer/telephoneShape(_:)`` says what the scan over the `utf8` view said,
    /// and a number it finds no ` e` in has no extension to write as `;ext=`.
    @Test(arguments: [
        "+1-555-0100", "+", "+1", "+1 555", " ext. 1", "+1-555 ext. 42", "+1 (555) 0100 ext. 7", "+1-555 ext. 4a",
        "+é", "", "+1-555\u{301}", "1-555 ext. 2", "+1-555 Ext. 2", "+1-555  ext. 3", "+1.555.(0100)", "++1",
        "+1-555 e", "+1-555 ext.", "+1-555 ext. ", "+1-555 ext. 1-2", " e", "e", "+1-555e", "+1\u{300}-555 ext. 9",
    ])
    func telephoneShape(_ number: String) {
        var compatible = number.utf8.count > 1 && number.utf8.first == UInt8(ascii: "+")
        for byte in number.utf8.dropFirst() where !"0123456789-.()".utf8.contains(byte) { compatible = false }
        let shape = VCardCardComposer.telephoneShape(number)
        #expect(shape.uriCompatible == compatible)
        if !shape.mayHaveExtension {
            #expect(VCardTelephoneURI.uriBody(fromText: number, isNumberURICompatible: { _ in true }) == nil)
        }
    }

    /// Appends of 0 to 40 bytes (1 to 16 copied without `memcpy`) from every offset of a
    /// source give the bytes an array gives, after content of every length.
    @Test func shortCopies() {
        let source = (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
        for before in 0..<10 {
            for count in 0...40 {
                for offset in [0, 1, 3, 7, 8, 13] where offset + count <= source.count {
                    var buffer = VCardByteBuffer()
                    var model: [UInt8] = []
                    let prefix = Array(source.reversed().prefix(before))
                    buffer.append(prefix)
                    model += prefix
                    source.withUnsafeBufferPointer {
                        buffer.append(UnsafeBufferPointer(rebasing: $0[offset..<(offset + count)]))
                    }
                    model += source[offset..<(offset + count)]
                    buffer.append(UInt8(ascii: "!"))
                    model.append(UInt8(ascii: "!"))
                    #expect(buffer.withUnsafeBufferPointer { Array($0) } == model, "\(before) \(count) \(offset)")
                }
            }
        }
    }

    /// The eight-byte test of parameter values never misses a byte that needs quotes or a
    /// caret, at any position, beside any other byte.
    @Test func parameterValueWordTest() {
        let special: [UInt8] = [59, 58, 44, 34, 94, 10, 13, 0, 9, 31]
        for byte in UInt8.min...UInt8.max {
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                if special.contains(byte) || byte < 0x20 {
                    #expect(VCardWriter.mayNeedQuotesOrCaret(word), "\(byte) at \(position)")
                }
            }
        }
        let plain = Array("home wor".utf8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
        #expect(!VCardWriter.mayNeedQuotesOrCaret(plain))
    }

    /// Parameter values with quotes, carets, line breaks, separators at every offset are
    /// written as the byte-by-byte rules say (RFC 6868 in 3.0 and 4.0).
    @Test func parameterValuesAtEveryOffset() throws {
        for special in [";", ":", ",", "\"", "^", "\n", "\r\n", "é"] {
            for offset in 0..<20 {
                let value = String(repeating: "v", count: offset) + special + String(repeating: "w", count: 19 - offset)
                let contact = Contact(
                    givenName: "A", extensions: [ExtensionProperty(name: "X-A", parameters: [Parameter("X-P", value)], value: "v")])
                for version in [VCardVersion.v4_0, .v3_0] {
                    let text = try VCardWriter.string(from: [contact], version: version)
                    var expected = value.replacingOccurrences(of: "^", with: "^^")
                        .replacingOccurrences(of: "\"", with: "^'").replacingOccurrences(of: "\r\n", with: "^n")
                        .replacingOccurrences(of: "\n", with: "^n")
                    if [";", ":", ","].contains(special) { expected = "\"" + expected + "\"" }
                    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
                    #expect(unfolded.contains("X-A;X-P=" + expected + ":v\r\n"), "\(version.rawValue) \(unfolded)")
                }
            }
        }
    }
}
