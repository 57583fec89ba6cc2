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

    func expectSame(_ contacts: [Contact], _ comment: String = "") throws {
        for version in Self.versions {
            let short = try VCardShortPathWriting.written(contacts, version, shortPaths: true)
            let whole = try VCardShortPathWriting.written(contacts, version, shortPaths: false)
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
        let kinds: [VCardValueKind] = [.phone, .email, .address, .url, .relation, .date, .instantMessage, .socialProfile]
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

    /// ``VCardTypeTable/typeWords(forLabelAt:kind:version:)``, the label read in place, gives
    /// what ``VCardTypeTable/typeWords(for:kind:version:)`` gives (nil for no label), and
    /// ``VCardTypeTable/addsVoice(forLabelAt:)`` what ``VCardTypeTable/addsVoice(for:)``
    /// gives, for every label, kind and version.
    @Test func typeWordsOfALabelInPlace() {
        let kinds: [VCardValueKind] = [.phone, .email, .address, .url, .relation, .date, .instantMessage, .socialProfile]
        let labels: [Label?] = Label.predefined + [.custom("Boat"), .custom("home"), .custom("a custom label, long"), nil]
        for label in labels {
            withUnsafePointer(to: label) { lent in
                #expect(VCardTypeTable.addsVoice(forLabelAt: lent) == VCardTypeTable.addsVoice(for: label))
                for kind in kinds {
                    for version in Self.versions {
                        let inPlace = VCardTypeTable.typeWords(forLabelAt: lent, kind: kind, version: version)
                        let bound = label.flatMap { VCardTypeTable.typeWords(for: $0, kind: kind, version: version) }
                        let describe = { (words: (first: StaticString, second: StaticString?)?) in
                            words.map { [$0.first.description] + ($0.second.map { [$0.description] } ?? []) }
                        }
                        #expect(describe(inPlace) == describe(bound), "\(String(describing: label)) \(kind) \(version)")
                    }
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
        for special in [";", ":", ",", "\"", "^", "\n", "\r\n", "é", "\r", "\n\n", "\r\n\r\n^\"", "\n\r"] {
            for offset in 0..<20 {
                let value = String(repeating: "v", count: offset) + special + String(repeating: "w", count: 19 - offset)
                let contact = Contact(
                    givenName: "A", extensions: [ExtensionProperty(name: "X-A", parameters: [Parameter("X-P", value)], value: "v")])
                for version in [VCardVersion.v4_0, .v3_0] {
                    let text = try VCardWriter.string(from: [contact], version: version)
                    var expected = value.replacingOccurrences(of: "^", with: "^^")
                        .replacingOccurrences(of: "\"", with: "^'").replacingOccurrences(of: "\r\n", with: "^n")
                        .replacingOccurrences(of: "\n", with: "^n").replacingOccurrences(of: "\r", with: "^n")
                    if [";", ":", ","].contains(special) { expected = "\"" + expected + "\"" }
                    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
                    #expect(unfolded.contains("X-A;X-P=" + expected + ":v\r\n"), "\(version.rawValue) \(unfolded)")
                }
            }
        }
    }

    static let years: [Int?] = [nil, -1, 0, 5, 999, 1604, 1984, 9999, 10000]
    static let dateParts: [Int?] = [nil, -1, 0, 1, 2, 9, 10, 12, 13, 29, 30, 31, 99, 100]

    /// The 4.0 basic form written straight as digits is ``VCardDate/format(_:version:)``'s,
    /// for every shape of date; only a time or a part beyond the plain digits is left to it.
    @Test func basicDateForms() {
        for year in Self.years {
            for month in Self.dateParts {
                for day in Self.dateParts {
                    for time in [nil, "10:00:00"] as [String?] {
                        let date = PartialDate(year: year, month: month, day: day, time: time)
                        var buffer = VCardByteBuffer()
                        let wrote = VCardDate.appendBasicForm(date, to: &buffer)
                        let plain = time == nil && (year.map { (0...9999).contains($0) } ?? true)
                            && (month.map { (0...99).contains($0) } ?? true) && (day.map { (0...99).contains($0) } ?? true)
                        #expect(wrote == plain, "\(date)")
                        if wrote {
                            #expect(
                                buffer.withUnsafeBufferPointer { Array($0) } == Array(VCardDate.format(date, version: .v4_0).utf8),
                                "\(date)")
                        } else {
                            #expect(buffer.count == 0)
                        }
                    }
                }
            }
        }
    }

    /// Birthdays of every shape, photos and addresses with every optional part, written
    /// with the short paths on and off.
    @Test func birthdaysPhotosAndAddresses() throws {
        var contacts: [Contact] = []
        for year in Self.years {
            for month in Self.dateParts {
                for day in [nil, 1, 29, 30, 31, 100] as [Int?] {
                    contacts.append(Contact(givenName: "A", birthday: PartialDate(year: year, month: month, day: day)))
                }
            }
        }
        contacts.append(Contact(givenName: "T", birthday: PartialDate(year: 1984, month: 8, day: 16, time: "10:00:00")))
        contacts.append(
            Contact(
                givenName: "N", birthday: PartialDate(year: 1984, month: 2, day: 30),
                nonGregorianBirthday: NonGregorianDate(calendar: "chinese", date: PartialDate(year: 41, month: 8, day: 16))))
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + (0..<300).map { UInt8(truncatingIfNeeded: $0) }
        for image in [png, [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3], [1, 2, 3], []] as [[UInt8]] {
            contacts.append(Contact(givenName: "P", imageData: Data(image)))
            contacts.append(
                Contact(
                    givenName: "Q", imageData: Data(image), fieldParameters: [.image: [Parameter("X-A", "1")]]))
        }
        let addresses = [
            PostalAddress(street: "1 Main St", city: "Springfield"),
            PostalAddress(
                postOfficeBox: "PO 1", extendedAddress: "Apt 2", street: "3 Rue; de, la\\ Paix\nbis", subLocality: "Quartier",
                city: "Paris", subAdministrativeArea: "Île", state: "IDF", postalCode: "75001", sortingCode: "CEDEX 01",
                country: "France", isoCountryCode: "fr", formattedLabel: "3 Rue de la Paix\n75001 Paris"),
            PostalAddress(street: "é", isoCountryCode: "jp"),
            PostalAddress(subLocality: "Shibuya"),
        ]
        for address in addresses {
            for label in [nil, Label.home, .work, .other, .custom("Lake house")] {
                contacts.append(
                    Contact(
                        givenName: "R",
                        postalAddresses: [
                            LabeledValue(label: label, value: address, preference: 1),
                            LabeledValue(label: label, value: address, parameters: [Parameter("GROUP", "item7")]),
                        ]))
            }
        }
        try expectSame(contacts, "birthdays, photos and addresses")
    }

    /// A 4.0 photo's direct line, folded as its base64 is copied in, is the card's path's
    /// line for every length around the cuts (a JPEG, a PNG and an unknown type, whose
    /// `data:` heads differ in length), after a property written through the card.
    @Test func photosOfEveryLengthAroundTheFolds() throws {
        var contacts: [Contact] = []
        let heads: [[UInt8]] = [[0xFF, 0xD8, 0xFF, 0xE0], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], [1]]
        for head in heads {
            for length in 0..<180 {
                let image = head + (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
                contacts.append(Contact(givenName: "P", imageData: Data(image)))
                contacts.append(
                    Contact(
                        givenName: "Q", organizationName: "O", departmentName: "D;E", imageData: Data(image),
                        extensions: [ExtensionProperty(name: "X-A", value: "1")]))
            }
        }
        try expectSame(contacts, "photos")
    }

    /// Relations on direct lines (RFC 6350's five words, other and custom labels, URIs and
    /// text, preferences, plain X- and other kept parameters, groups taken by extensions)
    /// are written as the card's path writes them.
    @Test func relations() throws {
        var contacts: [Contact] = []
        let labels: [Label?] = [nil, .friend, .spouse, .child, .parent, .sibling, .mother, .manager, .other, .custom("Coach"), .custom("a;b")]
        let values = ["Isla Wood", "प्रिया वर्मा", "urn:uuid:0d8f0b9c-1c1e-4a3b-9d8e-123456789abc", "a;b,c\\d\nline", "mailto:x@example.com", ""]
        let parameters: [[Parameter]] = [[], [Parameter("X-A", "1")], [Parameter("GROUP", "item4")], [Parameter("TYPE", "x-custom")]]
        for (index, label) in labels.enumerated() {
            for value in values {
                for kept in parameters {
                    contacts.append(
                        Contact(
                            givenName: "R\(index)",
                            contactRelations: [
                                LabeledValue(label: label, value: value, preference: index % 3 == 0 ? 1 : nil, parameters: kept),
                                LabeledValue(label: label, value: value, preference: 2),
                            ],
                            extensions: index % 2 == 0 ? [ExtensionProperty(group: "item1", name: "X-ABLabel", value: "x")] : []))
                }
            }
        }
        try expectSame(contacts, "relations")
    }

    /// ``VCardLineWriter/appendEndingLine(foldingPlainASCII:from:)`` ends a line as
    /// ``VCardLineWriter/endLine(from:valueStart:property:mayHoldControls:)`` does, for heads
    /// of every length up to the first cut and past it, and values of every length around
    /// the cuts.
    @Test func foldingAsTheBytesGoIn() {
        for headLength in [0, 1, 6, 44, 74, 75, 76, 90] {
            for valueLength in 0..<240 {
                let head = [UInt8](repeating: UInt8(ascii: "H"), count: headLength)
                let value = (0..<valueLength).map { UInt8(ascii: "A") + UInt8($0 % 26) }
                var folded = VCardLineWriter(version: .v4_0)
                var whole = VCardLineWriter(version: .v4_0)
                // Twice: a line before, so the line does not start at 0.
                for _ in 0..<2 {
                    folded.output.append("X:1\r\n" as StaticString)
                    whole.output.append("X:1\r\n" as StaticString)
                    let foldedStart = folded.output.count
                    folded.output.append(head)
                    value.withUnsafeBufferPointer { folded.appendEndingLine(foldingPlainASCII: $0, from: foldedStart) }
                    let wholeStart = whole.output.count
                    whole.output.append(head)
                    whole.output.append(value)
                    whole.endLine(from: wholeStart, valueStart: wholeStart + headLength, property: "PHOTO")
                }
                #expect(
                    folded.output.withUnsafeBufferPointer { Array($0) } == whole.output.withUnsafeBufferPointer { Array($0) },
                    "head \(headLength), value \(valueLength)")
            }
        }
    }

    /// The card-wide look for control characters passes over CR and LF in 3.0 and 4.0 only,
    /// and finds every other control character at every position.
    @Test func controlCharactersBesidesLineBreaks() {
        for byte in UInt8.min...UInt8.max {
            for count in [1, 7, 8, 9, 17] {
                for position in 0..<count {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: count)
                    bytes[position] = byte
                    let expected = (byte < 0x20 && byte != 9 && byte != 10 && byte != 13) || byte == 0x7F
                    #expect(
                        bytes.withUnsafeBufferPointer { VCardWriter.containsControlCharacterBesidesLineBreaks($0) } == expected,
                        "\(byte) at \(position) of \(count)")
                }
            }
        }
    }

    /// A line break in a parameter value is `^n` and reported nowhere; a bell beside it,
    /// in a parameter or a value, is replaced and reported, in every version.
    @Test func lineBreaksAndControlCharactersInParameters() throws {
        let address = PostalAddress(street: "1 Main St", city: "Springfield", formattedLabel: "1 Main St\nSpringfield")
        let clean = Contact(givenName: "A", postalAddresses: [LabeledValue(label: .home, value: address)])
        let bell = Contact(
            givenName: "B", postalAddresses: [LabeledValue(label: .home, value: address)],
            extensions: [ExtensionProperty(name: "X-A", parameters: [Parameter("X-P", "ding\u{7}dong")], value: "v")])
        let text4 = try VCardWriter.string(from: [clean], version: .v4_0)
        #expect(text4.contains("LABEL=1 Main St^nSpringfield"))
        let (bytes, diagnostics) = try Fixtures.write([clean, bell, clean]) { VCardWriter(version: .v4_0, sink: $0) }
        let written = String(decoding: bytes, as: UTF8.self)
        #expect(written.contains("X-A;X-P=ding\u{FFFD}dong:v"))
        #expect(diagnostics.filter { $0.message.contains("control character") }.count == 1)
        for version in [VCardVersion.v3_0, .v4_0] {
            let (_, cleanDiagnostics) = try Fixtures.write([clean]) { VCardWriter(version: version, sink: $0) }
            #expect(cleanDiagnostics.isEmpty, "\(version.rawValue)")
        }
    }

    /// Preferences of every rank (`PREF=1` and `TYPE=pref` as literals), on every kind of
    /// labeled value, beside types and kept parameters.
    @Test func preferences() throws {
        var contacts: [Contact] = []
        for rank in [nil, -1, 0, 1, 2, 10, 100] as [Int?] {
            for label in [nil, Label.home, .mobile, .other, .custom("Boat")] {
                let parameters = [Parameter(name: "TYPE", values: ["x-a", "pref"]), Parameter("X-B", "1")]
                contacts.append(
                    Contact(
                        givenName: "A",
                        dates: [LabeledValue(label: .anniversary, value: PartialDate(year: 2000, month: 1, day: 2), preference: rank)],
                        phoneNumbers: [LabeledValue(label: label, value: "+1 555 0100", preference: rank)],
                        emailAddresses: [LabeledValue(label: label, value: "a@example.com", preference: rank, parameters: parameters)],
                        postalAddresses: [LabeledValue(label: label, value: PostalAddress(city: "X"), preference: rank)],
                        urlAddresses: [LabeledValue(label: label, value: "https://example.com", preference: rank)],
                        contactRelations: [LabeledValue(label: .friend, value: "B", preference: rank)]))
            }
        }
        try expectSame(contacts, "preferences")
    }
}
