import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Names from outside vCard (jCard, NDJSON, field paths) can never add structure to vCard
/// output: a property, group or parameter name with a line break is refused where it enters
/// (an `invalid-name` warning), and the writer refuses it again (issue 17, item 1).
@Suite struct StructureInjectionTests {
    /// The payload: a line break that ends the card and starts another.
    static let payload = "\r\nEND:VCARD\r\nBEGIN:VCARD\r\nFN:Mallory"

    /// The cards in every vCard version's output of `contacts` (the `BEGIN:VCARD` lines,
    /// which must be as many as the cards the vCard reader reads back), with the writers'
    /// diagnostics.
    private func cardCounts(_ contacts: [Contact]) throws -> [(VCardVersion, Int, [Diagnostic])] {
        try [VCardVersion.v2_1, .v3_0, .v4_0].map { version in
            let (bytes, diagnostics) = try Fixtures.write(contacts) { VCardWriter(version: version, sink: $0) }
            let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
            let begins = lines.filter { $0.uppercased() == "BEGIN:VCARD" }.count
            #expect(try Fixtures.readAll(bytes).contacts.count == begins, "\(version)")
            return (version, begins, diagnostics)
        }
    }

    private func read(jCard text: String) throws -> ([Contact], [Diagnostic]) {
        var reader = JCardReader(input: MemoryInput(Array(text.utf8)))
        return try Fixtures.readAll(&reader)
    }

    private func read(ndjson text: String) throws -> ([Contact], [Diagnostic]) {
        var reader = NDJSONReader(input: MemoryInput(Array(text.utf8)))
        return try Fixtures.readAll(&reader)
    }

    /// A JSON string literal of `text` (its line breaks escaped).
    private func json(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed]), as: UTF8.self)
            .dropFirst().dropLast().description
    }

    @Test func jCardPropertyGroupAndParameterNamesAreRefused() throws {
        let evil = json("x-evil" + StructureInjectionTests.payload)
        let text = """
            [["vcard",[["version",{},"text","4.0"],["fn",{},"text","Ada"],[\(evil),{},"text","v"],\
            ["note",{"group":\(json("g" + StructureInjectionTests.payload)),\(evil):"1"},"text","kept"]]]]
            """
        let (contacts, diagnostics) = try read(jCard: text)
        #expect(contacts.count == 1)
        #expect(contacts.first?.note == "kept")
        #expect(diagnostics.filter { $0.code == .invalidName }.count == 3)
        #expect(!contacts[0].extensions.contains { $0.name.contains("EVIL") })
        for (version, count, _) in try cardCounts(contacts) { #expect(count == 1, "\(version)") }
    }

    @Test func ndjsonNamesAreRefusedEverywhereTheyEnter() throws {
        let evil = json("X-A" + StructureInjectionTests.payload)
        let line = """
            {"givenName":"Ada","note":"n",\
            "extensions":[{"name":\(evil),"parameters":[],"value":"v"},\
            {"group":\(evil),"name":"X-B","parameters":[{"name":\(evil),"values":["1"]}],"value":"w"}],\
            "phoneNumbers":[{"value":"555-0100","parameters":[{"name":\(evil),"values":["1"]},{"name":"","values":["VOICE"]}]}],\
            "fieldParameters":{"note":[{"name":\(evil),"values":["1"]},{"name":"LANGUAGE","values":["en"]}]}}
            """
        let (contacts, diagnostics) = try read(ndjson: line + "\n")
        #expect(contacts.count == 1)
        #expect(diagnostics.filter { $0.code == .invalidName }.count == 5)
        let contact = try #require(contacts.first)
        #expect(contact.extensions.map(\.name) == ["X-B"])
        #expect(contact.extensions.first?.group == nil)
        #expect(contact.extensions.first?.parameters.isEmpty == true)
        #expect(contact.phoneNumbers.first?.parameters == [Parameter(name: "", values: ["VOICE"])])
        #expect(contact.fieldParameters[.note] == [Parameter("LANGUAGE", "en")])
        for (version, count, _) in try cardCounts(contacts) { #expect(count == 1, "\(version)") }
    }

    @Test func rawValuesFromNDJSONCannotAddACard() throws {
        // Dates are written raw; their free-text `time` and a non-Gregorian calendar come
        // from the input as they are.
        let evil = json("10:00" + StructureInjectionTests.payload)
        let line = """
            {"givenName":"Ada","birthday":{"year":1990,"month":1,"day":2,"time":\(evil)},\
            "dates":[{"label":"anniversary","value":{"month":3,"day":4,"time":\(evil)}}],\
            "nonGregorianBirthday":{"calendar":\(evil),"date":{"month":1,"day":1},"isLeapMonth":false}}
            """
        let (contacts, _) = try read(ndjson: line + "\n")
        #expect(contacts.count == 1)
        for (version, count, _) in try cardCounts(contacts) { #expect(count == 1, "\(version)") }
        let text = String(decoding: try Fixtures.write(contacts, version: .v4_0), as: UTF8.self)
        #expect(!text.contains("\r\nFN:Mallory"))
    }

    @Test func validNamesStillPassThroughJSON() throws {
        // What the vCard reader accepts as a name (`_` and `/` from real exporters too)
        // crosses NDJSON unchanged.
        let line = #"{"extensions":[{"group":"item_1","name":"X-MS_OL/DESIGN","parameters":[{"name":"X-A_B","values":["1"]}],"value":"v"}]}"#
        let (contacts, diagnostics) = try read(ndjson: line + "\n")
        #expect(diagnostics.isEmpty)
        #expect(contacts.first?.extensions.first?.name == "X-MS_OL/DESIGN")
        #expect(contacts.first?.extensions.first?.group == "item_1")
    }

    @Test func fieldPathsWithInvalidNamesAreNotFieldPaths() {
        #expect(CSVField(path: "extension:X-SHOE-SIZE") == .extensionProperty("X-SHOE-SIZE"))
        #expect(CSVField(path: "extension:X-A" + StructureInjectionTests.payload) == nil)
        #expect(CSVField(path: "extension:X-A:B") == nil)
        #expect(CSVField(path: "phoneNumbers.1.parameter:X-A") != nil)
        #expect(CSVField(path: "phoneNumbers.1.parameter:X-A\r\nEND:VCARD") == nil)
        #expect(CSVField(path: "phoneNumbers.1.parameter:X-A;B") == nil)
    }

    @Test func csvHeaderThatLooksLikeAnInvalidPathStaysAColumn() throws {
        let csv = "givenName,\"extension:X-A\(StructureInjectionTests.payload)\"\r\nAda,v\r\n"
        let (contacts, _) = try Fixtures.readCSV(Array(csv.utf8))
        #expect(contacts.count == 1)
        #expect(contacts.first?.extensions.first?.name.hasPrefix("X-CSV-EXTENSION-X-A-END-VCARD") == true)
        for (version, count, _) in try cardCounts(contacts) { #expect(count == 1, "\(version)") }
    }

    @Test func writerNeverWritesAnInvalidNameRaw() throws {
        var contact = Contact()
        contact.givenName = "Ada"
        contact.extensions = [
            ExtensionProperty(name: "X-A" + StructureInjectionTests.payload, value: "gone"),
            ExtensionProperty(group: "g" + StructureInjectionTests.payload, name: "X-B", value: "kept"),
            ExtensionProperty(
                name: "X-C", parameters: [Parameter("X-P" + StructureInjectionTests.payload, "1"), Parameter("X-Q", "2")],
                value: "kept"),
        ]
        contact.phoneNumbers = [
            LabeledValue(
                label: nil, value: "555-0100",
                parameters: [Parameter(name: "", values: ["HOME" + StructureInjectionTests.payload, "VOICE"])])
        ]
        for (version, count, diagnostics) in try cardCounts([contact]) {
            #expect(count == 1, "\(version)")
            // Property, group and parameter names; the 2.1 nameless value goes out as TYPE=.
            #expect(diagnostics.filter { $0.code == .invalidName }.count == 3, "\(version)")
        }
        let text = String(decoding: try Fixtures.write([contact], version: .v3_0), as: UTF8.self)
        #expect(!text.contains("gone"))
        #expect(text.contains("X-B:kept"))
        #expect(text.contains("X-C;X-Q=2:kept"))
        let old = String(decoding: try Fixtures.write([contact], version: .v2_1), as: UTF8.self)
        #expect(old.contains(";VOICE"))
        #expect(!old.contains("\r\nFN:Mallory"))
    }
}
