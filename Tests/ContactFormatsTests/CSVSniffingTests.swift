import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Encodings, delimiters, preambles and layouts found from the bytes alone.
@Suite struct CSVSniffingTests {
    private func reader(_ name: String) throws -> (CSVReader, [Contact], [Diagnostic]) {
        var reader = CSVReader(input: MemoryInput(try Fixtures.bytes("csv/" + name)))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        return (reader, contacts, diagnostics)
    }

    @Test(arguments: [
        ("google-contacts.csv", CSVLayout.google), ("google-legacy-utf16.csv", .googleLegacy),
        ("outlook-desktop.csv", .outlook), ("outlook-desktop-de.csv", .outlook),
        ("outlook-desktop-fr.csv", .outlook), ("outlook-com.csv", .outlook),
        ("google-outlook-csv.csv", .outlook),
        ("outlook-windows-1252.csv", .outlook), ("thunderbird.csv", .thunderbird),
        ("thunderbird-de.csv", .thunderbird), ("thunderbird-fr.csv", .thunderbird),
        ("thunderbird-tab.csv", .thunderbird), ("linkedin-connections.csv", .linkedIn),
        ("excel-semicolon.csv", .generic), ("generic-quirks.csv", .generic),
        ("yahoo-mail.csv", .generic), ("club-members.csv", .generic),
        ("thunderbird-trimmed-semicolon.csv", .thunderbird), ("outlook-trimmed.csv", .outlook),
        ("google-mixed-columns.csv", .google), ("google-custom-fields.csv", .google),
    ])
    func layoutIsDetectedFromTheHeader(_ name: String, _ layout: CSVLayout) throws {
        let (reader, contacts, _) = try reader(name)
        #expect(reader.layout == layout)
        #expect(!contacts.isEmpty)
    }

    @Test(arguments: [
        ("First Name,Last Name,Company,Email", CSVLayout.generic),
        ("First Name,Last Name,URL,Email Address,Company,Position,Connected On", .linkedIn),
        ("Name,Email", .generic),
        ("givenName,familyName,phoneNumbers.1.value", .generic),
        ("First Name,Last Name,Labels,E-mail 1 - Value", .google),
        ("Display Name,Primary Email,Work Phone", .thunderbird),
        // Issue 30, class 3: a few columns are enough; before, LinkedIn and generic.
        ("First Name,Last Name,E-mail Address,E-mail 2 Address", .outlook),
        ("Display Name,First Name,Last Name,Primary Email", .thunderbird),
        ("Primary Email", .thunderbird),
        ("E-mail 2 Address", .outlook),
    ])
    func detectionPrefersTheGenericTableWhenItKnowsMore(_ header: String, _ layout: CSVLayout) {
        let names = header.split(separator: ",").map(String.init)
        #expect(CSVLayout.detect(header: names) == layout)
    }

    @Test func utf16WithByteOrderMarkIsRead() throws {
        let (_, contacts, diagnostics) = try reader("google-legacy-utf16.csv")
        #expect(contacts.map(\.familyName) == ["Åkesson", "Tanaka"])
        #expect(contacts[0].note == "日本語のメモ 😀")
        #expect(contacts[1].phoneticFamilyName == "タナカ")
        #expect(!diagnostics.contains { $0.code == .charsetFallback })
    }

    @Test func windows1252IsTheFallbackAndIsReported() throws {
        let (reader, contacts, diagnostics) = try reader("outlook-windows-1252.csv")
        #expect(reader.encoding == .windows1252)
        #expect(contacts[0].givenName == "Renée")
        #expect(contacts[0].familyName == "Müller-Lüdenscheidt")
        #expect(contacts[0].note == "Preis: 12 € – „gut“")
        #expect(diagnostics.contains { $0.code == .charsetFallback && $0.line == 1 })
    }

    @Test func encodingCanBeGiven() throws {
        let bytes = try Fixtures.bytes("csv/outlook-windows-1252.csv")
        let (contacts, diagnostics) = try Fixtures.readCSV(bytes, options: CSVReader.Options(encoding: .windows1252))
        #expect(contacts[0].organizationName == "Café Zürich")
        #expect(!diagnostics.contains { $0.code == .charsetFallback })
    }

    @Test func semicolonSeparatedExcelFileWithByteOrderMark() throws {
        let (reader, contacts, _) = try reader("excel-semicolon.csv")
        #expect(reader.delimiter == UInt8(ascii: ";"))
        #expect(contacts[0].givenName == "Anna")
        #expect(contacts[0].familyName == "Böhm")
        #expect(contacts[0].organizationName == "Müller; Söhne")
        #expect(contacts[0].note == "Preis 1,50 €")
        #expect(contacts[0].emailAddresses.map(\.value) == ["anna@example.de"])
        #expect(contacts[0].phoneNumbers.map(\.value) == ["+49 89 5550199"])
    }

    @Test func tabSeparatedThunderbird() throws {
        let (reader, contacts, _) = try reader("thunderbird-tab.csv")
        #expect(reader.delimiter == 9)
        #expect(contacts[0].emailAddresses.map(\.value) == ["lena@example.de", "lena.f@example.org"])
    }

    @Test func linkedInPreambleIsSkippedWithANote() throws {
        let (reader, contacts, diagnostics) = try reader("linkedin-connections.csv")
        #expect(reader.layout == .linkedIn)
        #expect(contacts.map(\.givenName) == ["Tomás", "Ada"])
        #expect(diagnostics.contains { $0.code == .preambleSkipped })
        #expect(contacts[1].organizationName == "Acme Logistics, LLC")
        #expect(contacts[1].jobTitle == "Director, Operations")
    }

    @Test func contentDetectionSaysCSV() throws {
        for name in Fixtures.csvFileNames {
            let format = ContactFormat.detect(prefix: Array(try Fixtures.bytes("csv/" + name).prefix(512)))
            #expect(format == .csvDetectingLayout, Comment(rawValue: name))
        }
        #expect(ContactFormat.detect(prefix: Array("[[\"vcard\",[]]]".utf8)) == .jCard)
        #expect(ContactFormat.detect(prefix: Array("{\"schema\":\"contactkit/1\"}\n".utf8)) == .ndjson)
        #expect(ContactFormat.detect(prefix: Array("BEGIN:VCARD\r\n".utf8)) == .vCard(.v3_0))
    }

    @Test func formatNamesAndExtensions() {
        #expect(ContactFormat(argument: "csv:google") == .csv(.google))
        #expect(ContactFormat(argument: "csv:outlook") == .csv(.outlook))
        #expect(ContactFormat(argument: "csv:thunderbird") == .csv(.thunderbird))
        #expect(ContactFormat(argument: "csv") == .csvDetectingLayout)
        #expect(ContactFormat(argument: "csv:nonsense") == nil)
        #expect(ContactFormat(pathExtensionOf: "out/contacts.csv") == .csvDetectingLayout)
        #expect(ContactFormat(pathExtensionOf: "contacts.json") == .jCard)
        #expect(ContactFormat(pathExtensionOf: "contacts.ndjson") == .ndjson)
        #expect(ContactFormat(pathExtensionOf: "contacts.jsonl") == .ndjson)
        for name in ContactFormat.argumentNames {
            #expect(ContactFormat(argument: name) != nil, Comment(rawValue: name))
        }
    }

    /// "Detect the layout" and "the generic layout" are two values, not one `nil` that meant
    /// the first when reading and the second when writing.
    @Test func detectingAndGenericAreTwoFormats() throws {
        let outlook = try Fixtures.bytes("csv/outlook-desktop.csv")
        let detected = try ContactSerialization.contacts(from: outlook, format: .csvDetectingLayout)
        #expect(detected.format == .csv(.outlook))
        let generic = try ContactSerialization.contacts(from: outlook, format: .csv(.generic))
        #expect(generic.format == .csv(.generic))
        // Writing: the generic layout, named; a format of a layout to detect writes that too.
        #expect(ContactFormat.csvDetectingLayout.forWriting == .csv(.generic))
        #expect(ContactFormat.csv(.google).forWriting == .csv(.google))
        #expect(ContactFormat.ndjson.forWriting == .ndjson)
        let contacts = detected.contacts
        #expect(try ContactSerialization.data(from: contacts, format: .csvDetectingLayout)
            == ContactSerialization.data(from: contacts, format: .csv(.generic)))
        #expect(ContactFormat.csvDetectingLayout.argument == "csv" && ContactFormat.csv(.generic).argument == "csv")
        #expect(ContactFormat.csvDetectingLayout.isCSV && ContactFormat.csv(.linkedIn).isCSV && !ContactFormat.jCard.isCSV)
    }
}

/// Format detection does not take binary data or a partial first line for CSV.
@Suite struct FormatDetectionTests {
    @Test func shortOrBinaryPrefixesAreNotCSV() {
        #expect(ContactFormat.detect(prefix: Array("BEGIN:VC".utf8)) == nil)
        #expect(ContactFormat.detect(prefix: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 10]) == nil)
        #expect(ContactFormat.detect(prefix: Array("a,b\n".utf8)) == .csvDetectingLayout)
        #expect(ContactFormat.detect(prefix: []) == nil)
    }

    @Test func mapFilesAreRead() throws {
        let map = try CSVMapFile.parse(Array(#"{"Cell": "phoneNumbers[mobile]", "Shoe": "extension:X-SHOE"}"#.utf8))
        #expect(map["Cell"] == CSVField.entry(.phoneNumbers, .labeled(.mobile, 1), .value))
        #expect(map["Shoe"] == .extensionProperty("X-SHOE"))
        #expect(throws: CSVMapFile.Problem.self) { try CSVMapFile.parse(Array(#"{"A": "shoeSize"}"#.utf8)) }
        #expect(throws: CSVMapFile.Problem.self) { try CSVMapFile.parse(Array("[1]".utf8)) }
    }

    /// Issue 28: JSON leaves a repeated key to the reader, and last-wins silently turned a
    /// phone column into an e-mail column.
    @Test func aColumnMappedTwiceIsRefused() {
        let error = #expect(throws: CSVMapFile.Problem.self) {
            try CSVMapFile.parse(Array(#"{"Phone": "phoneNumbers[mobile]", "Phone": "emailAddresses[home]"}"#.utf8))
        }
        #expect(error?.description == "column 'Phone' is mapped twice; give each column once")
    }

    @Test func optionsReachTheCSVWriter() throws {
        let options = ContactFormatOptions(byteOrderMark: true, formulaGuard: false)
        let (bytes, _) = try Fixtures.write([Contact(givenName: "=x")]) { ContactFormat.csv(.google).makeWriter($0, options: options) }
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(String(decoding: bytes, as: UTF8.self).contains("\r\n=x,"))
    }
}
