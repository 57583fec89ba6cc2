import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// The `contactkit/1` schema: key order, keys always present, bad lines reported.
@Suite struct NDJSONTests {
    private func lines(_ contacts: [Contact]) throws -> [String] {
        let bytes = try Fixtures.write(contacts) { NDJSONWriter(sink: $0) }.bytes
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The keys of a JSON object in the order they appear (top level only).
    private func topLevelKeys(_ line: String) -> [String] {
        var keys: [String] = []
        var depth = 0
        var inString = false
        var escaped = false
        var current = ""
        var expectingKey = false
        for character in line {
            if inString {
                if escaped { escaped = false; current.append(character); continue }
                if character == "\\" { escaped = true; continue }
                if character == "\"" {
                    inString = false
                    if expectingKey && depth == 1 { keys.append(current) }
                    continue
                }
                current.append(character)
                continue
            }
            switch character {
            case "\"": inString = true; current = ""
            case "{", "[": depth += 1; expectingKey = character == "{" && depth == 1
            case "}", "]": depth -= 1
            case ",": expectingKey = depth == 1
            case ":": expectingKey = false
            default: break
            }
        }
        return keys
    }

    @Test func keysFollowTheSchemaInOrderAndAreAlwaysPresent() throws {
        let schemaURL = Fixtures.root.deletingLastPathComponent()
            .appendingPathComponent("Sources/ContactFormats/ContactFormats.docc/contactkit-1.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        let required = try #require(schema["required"] as? [String])
        for contact in [Contact(), try Fixtures.readAll(try Fixtures.bytes("vcard/apple-ios17.vcf")).contacts[0]] {
            let line = try #require(try lines([contact]).first)
            #expect(topLevelKeys(line) == required)
            #expect(line.hasPrefix("{\"schema\":\"contactkit/1\","))
        }
        let empty = try #require(try lines([Contact()]).first)
        #expect(empty.contains("\"phoneNumbers\":[]"))
        #expect(empty.contains("\"birthday\":null"))
        #expect(empty.contains("\"fieldParameters\":{}"))
    }

    @Test func outputIsDeterministic() throws {
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/nextcloud-4.0-mixed.vcf")).contacts
        #expect(try lines(contacts) == lines(contacts))
        #expect(try lines(contacts).count == contacts.count)
    }

    @Test func everyModelFieldSurvives() throws {
        var contact = Contact(
            uid: "urn:uuid:1", kind: .organization, formattedName: "Ünïcode \"quoted\"\n\t\u{1}",
            birthday: PartialDate(month: 4, day: 12, time: "10:00:00Z"),
            nonGregorianBirthday: NonGregorianDate(calendar: "chinese", date: PartialDate(year: 40, month: 8, day: 15), isLeapMonth: true),
            imageData: Data([0, 1, 2, 255]),
            socialProfiles: [LabeledValue(label: .custom("custom:odd"), value: SocialProfile(urlString: "u", username: "n", userIdentifier: "i", service: "s"), preference: 2)],
            groups: ["a"], members: ["urn:uuid:2"],
            extensions: [ExtensionProperty(group: "item1", name: "X-A", parameters: [Parameter(name: "P", values: ["1", "2"])], value: "v\\,w")])
        contact.fieldParameters[.name] = [Parameter("SORT-AS", "Lee")]
        let bytes = try Fixtures.write([contact]) { NDJSONWriter(sink: $0) }.bytes
        var reader = NDJSONReader(input: MemoryInput(bytes))
        let back = try Fixtures.readAll(&reader).contacts
        #expect(back == [contact])
    }

    @Test func badLinesAreReportedAndSkipped() throws {
        let text = """
            {"schema":"contactkit/1","givenName":"Ann"}

            not json
            {"givenName": 5}
            ["an array"]
            {"givenName":"Bo","phoneNumbers":[{"label":"mobile","value":"555"}]}
            """
        var reader = NDJSONReader(input: MemoryInput(text))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        #expect(contacts.map(\.givenName) == ["Ann", "Bo"])
        #expect(contacts[1].phoneNumbers == [LabeledValue(label: .mobile, value: "555")])
        #expect(diagnostics.filter { $0.code == .invalidJSON }.map(\.line) == [3, 4, 5])
    }

    @Test func jCardShapeFollowsRFC7095() throws {
        let contact = Contact(
            formattedName: "Ann Lee", givenName: "Ann", familyName: "Lee",
            phoneNumbers: [LabeledValue(label: .custom("Boat"), value: "+1 555 0100")],
            groups: ["Friends", "Sailing, Club"])
        let text = String(decoding: try Fixtures.write([contact]) { JCardWriter(sink: $0) }.bytes, as: UTF8.self)
        #expect(text.hasPrefix("[[\"vcard\",[[\"version\",{},\"text\",\"4.0\"],"))
        #expect(text.contains("[\"n\",{},\"text\",[\"Lee\",\"Ann\",\"\",\"\",\"\"]]"))
        #expect(text.contains("[\"categories\",{},\"text\",\"Friends\",\"Sailing, Club\"]"))
        #expect(text.contains("\"group\":\"item1\""))
        #expect(text.contains("\"unknown\""))
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        #expect((parsed as? [Any])?.count == 1)
        var reader = JCardReader(input: MemoryInput(text))
        let back = try Fixtures.readAll(&reader).contacts
        #expect(back.first?.groups == ["Friends", "Sailing, Club"])
        #expect(back.first?.phoneNumbers.first?.label == .custom("Boat"))
    }

    @Test func jCardErrorsAreReported() throws {
        var reader = JCardReader(input: MemoryInput("[[\"vcard\",[[\"fn\",{},\"text\",\"A\"]]], [\"nope\"], [\"vcard\",[[\"fn\",{},\"text\",\"B\"]]]]"))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        #expect(contacts.map(\.formattedName) == ["A", "B"])
        #expect(diagnostics.contains { $0.code == .invalidJSON })
        var broken = JCardReader(input: MemoryInput("[[\"vcard\""))
        let result = try Fixtures.readAll(&broken)
        #expect(result.contacts.isEmpty)
        #expect(result.diagnostics.contains { $0.code == .invalidJSON })
    }
}
