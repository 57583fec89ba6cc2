import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Properties a version allows once are written once (issue 16 item 6); a second value is
/// kept under `X-EXTRA-NAME` with a `repeated-property` warning.
@Suite struct VCardCardinalityTests {
    func convert(_ text: String, to version: VCardVersion) throws -> (lines: [String], diagnostics: [Diagnostic]) {
        let (contacts, _) = try Fixtures.readAll(Array(text.utf8))
        let (bytes, diagnostics) = try Fixtures.write(contacts) { VCardWriter(version: version, sink: $0) }
        let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
        return (lines, diagnostics)
    }

    func card(_ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:4.0", "FN:Robin Vale"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
    }

    @Test(arguments: [VCardVersion.v4_0, .v3_0])
    func genderAndXGenderGiveOneGender(_ version: VCardVersion) throws {
        let (lines, diagnostics) = try convert(card("GENDER:M", "X-GENDER:male"), to: version)
        let name = version == .v4_0 ? "GENDER:" : "X-GENDER:"
        #expect(lines.filter { $0.hasPrefix(name) } == [name + "M"])
        #expect(lines.contains("X-EXTRA-GENDER:male"))
        #expect(diagnostics.contains { $0.code == .repeatedProperty && $0.property == String(name.dropLast()) })
        // And the output reads back with one GENDER, the second value kept.
        let again = try convert(lines.joined(separator: "\r\n"), to: .v4_0)
        #expect(again.lines.filter { $0.hasPrefix("GENDER:") } == ["GENDER:M"])
        #expect(again.lines.contains("X-EXTRA-GENDER:male"))
        #expect(!again.diagnostics.contains { $0.code == .repeatedProperty })
    }

    @Test(arguments: [VCardVersion.v4_0, .v3_0])
    func everySingleValuedPropertyIsWrittenOnce(_ version: VCardVersion) throws {
        let text = card(
            "N:Vale;Robin;;;", "N:Vale;Rob;;;", "KIND:individual", "X-KIND:org",
            "ANNIVERSARY:20090808", "X-ANNIVERSARY:20100909", "UID:urn:uuid:1", "UID:urn:uuid:2",
            "PRODID:-//A//EN", "PRODID:-//B//EN", "REV:20240101T000000Z", "REV:20250101T000000Z",
            "BDAY:19800101", "BDAY:19810101")
        let (lines, _) = try convert(text, to: version)
        let names = lines.compactMap { line -> String? in
            guard let end = line.firstIndex(where: { $0 == ":" || $0 == ";" }) else { return nil }
            return String(line[..<end])
        }
        // (3.0 carries anniversaries as Apple's X-ABDATE items, which may repeat.)
        let single = version == .v4_0
            ? ["N", "KIND", "ANNIVERSARY", "UID", "PRODID", "REV", "BDAY"]
            : ["N", "X-KIND", "UID", "PRODID", "REV", "BDAY"]
        for written in single {
            #expect(names.filter { $0 == written }.count == 1, "\(written) in \(lines)")
        }
    }
}
