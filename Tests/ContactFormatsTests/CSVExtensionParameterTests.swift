import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// An extension's parameters and group (`X-CUSTOM;TYPE=HOME;X-FOO=bar`, `item1.X-...`)
/// come back through the generic CSV layout, whose column title holds them
/// (`extension:item1.X-ACME-ID;TYPE=work,pref`); the other layouts, whose columns hold a
/// value only, name them in a `field-left-out` warning. Before, every layout wrote the value
/// and dropped the rest without a word (found by `Benchmarks/exports/roundtrip.py`).
@Suite struct CSVExtensionParameterTests {
    static let card = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:Lindqvist;Elena;;;\r
        FN:Elena Lindqvist\r
        X-CUSTOM;TYPE=HOME;X-FOO=bar:value\r
        X-CUSTOM;TYPE=WORK:other\r
        item2.X-ACME-ID;TYPE=work,pref:42\r
        X-NOTE;X-WHY="a;b:c":quoted\r
        X-PLAIN:just a value\r
        item1.X-CSV-SHOE-SIZE;X-CSV-COLUMN=Shoe Size;TYPE=HOME:42\r
        END:VCARD\r

        """

    private func convert(_ layout: CSVLayout) throws -> (original: Contact, back: Contact, leftOut: [Diagnostic]) {
        let original = try #require(try Fixtures.readAll(Array(Self.card.utf8)).contacts.first)
        let (csv, diagnostics) = try Fixtures.write([original]) {
            CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout))
        }
        let back = try #require(try Fixtures.readCSV(csv, options: CSVReader.Options(layout: layout)).contacts.first)
        return (original, back, diagnostics.filter { $0.code == .fieldLeftOut })
    }

    private static func withoutColumn(_ property: ExtensionProperty) -> ExtensionProperty {
        var property = property
        property.parameters.removeAll { $0.hasName("X-CSV-COLUMN") }
        return property
    }

    @Test(arguments: [CSVLayout.generic, .google, .outlook, .thunderbird])
    func parametersComeBackOrAreNamed(_ layout: CSVLayout) throws {
        let (original, back, leftOut) = try convert(layout)
        #expect(original.extensions.count == 6)
        let kept = back.extensions.map(Self.withoutColumn)
        for property in original.extensions.map(Self.withoutColumn) {
            if kept.contains(property) { continue }
            let named = leftOut.filter { $0.message.contains(property.name) }
            #expect(!named.isEmpty, "csv:\(layout.rawValue): \(property) neither kept nor reported: \(leftOut)")
            if !property.parameters.isEmpty {
                #expect(named.contains { $0.message.contains("parameters") }, "csv:\(layout.rawValue): \(named)")
            }
            if let group = property.group {
                #expect(named.contains { $0.message.contains(group) }, "csv:\(layout.rawValue): \(named)")
            }
        }
    }

    @Test func theGenericLayoutKeepsThemInTheColumnTitle() throws {
        let (original, back, leftOut) = try convert(.generic)
        // All but the one read from a CSV column, whose title is that column's name.
        let expected = original.extensions.filter { $0.name != "X-CSV-SHOE-SIZE" }
        #expect(Array(back.extensions.prefix(expected.count)) == expected)
        #expect(!leftOut.contains { $0.message.contains("X-CUSTOM") || $0.message.contains("X-ACME-ID") }, "\(leftOut)")
        #expect(leftOut.contains { $0.property == "extensions.parameters" && $0.message.contains("X-CSV-SHOE-SIZE") })
    }

    @Test func theGenericHeaderNamesGroupAndParameters() throws {
        let original = try #require(try Fixtures.readAll(Array(Self.card.utf8)).contacts.first)
        let (csv, _) = try Fixtures.write([original]) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: .generic)) }
        let header = String(decoding: csv, as: UTF8.self).components(separatedBy: "\r\n")[0]
        #expect(header.contains("extension:X-CUSTOM;TYPE=HOME;X-FOO=bar,"), "\(header)")
        #expect(header.contains("extension:X-CUSTOM;TYPE=WORK,"), "\(header)")
        #expect(header.contains("extension:item2.X-ACME-ID;TYPE=work"), "\(header)")
        #expect(header.contains("extension:X-PLAIN"), "\(header)")
    }

    @Test func aColumnTitleReadsBackAsTheProperty() throws {
        let csv = "givenName,\"extension:item1.X-ACME;TYPE=HOME;X-NOTE=\"\"a;b\"\"\"\r\nElena,v\r\n"
        let contact = try #require(try Fixtures.readCSV(Array(csv.utf8)).contacts.first)
        #expect(contact.extensions == [
            ExtensionProperty(
                group: "item1", name: "X-ACME", parameters: [Parameter("TYPE", "HOME"), Parameter("X-NOTE", "a;b")],
                value: "v")
        ])
    }

    @Test(arguments: ["extension:X-A;B", "extension:X-A;=x", "extension:X-A;B:C=x", "extension:X-A;B=\"x", "extension:item1.X A"])
    func aTitleThatIsNoKeyIsAnUnknownColumn(_ title: String) throws {
        let csv = "givenName,\"" + title.replacingOccurrences(of: "\"", with: "\"\"") + "\"\r\nElena,v\r\n"
        let contact = try #require(try Fixtures.readCSV(Array(csv.utf8)).contacts.first)
        #expect(contact.extensions.count == 1)
        #expect(contact.extensions.first?.name.hasPrefix("X-CSV-") == true, "\(contact.extensions)")
        #expect(contact.extensions.first?.parameters.firstValue(named: "X-CSV-COLUMN") == title)
    }

    @Test func quotesCaretsAndLineBreaksInAParameterComeBack() throws {
        var contact = Contact()
        contact.givenName = "Elena"
        let property = ExtensionProperty(
            name: "X-Q", parameters: [Parameter(name: "X-WHY", values: ["say \"hi\"", "a^b\nc", "x,y:z;w"])], value: "v")
        contact.extensions = [property]
        let (csv, diagnostics) = try Fixtures.write([contact]) {
            CSVWriter(sink: $0, options: CSVWriter.Options(layout: .generic))
        }
        #expect(!diagnostics.contains { $0.code == .fieldLeftOut }, "\(diagnostics)")
        let back = try #require(try Fixtures.readCSV(csv, options: CSVReader.Options(layout: .generic)).contacts.first)
        #expect(back.extensions == [property])
    }

    @Test(arguments: [CSVLayout.google, .outlook, .thunderbird])
    func aPlainExtensionIsReportedAsBefore(_ layout: CSVLayout) throws {
        let (_, _, leftOut) = try convert(layout)
        #expect(leftOut.contains { $0.property == "X-PLAIN" && $0.message.hasSuffix("X-PLAIN") }, "\(leftOut)")
    }
}
