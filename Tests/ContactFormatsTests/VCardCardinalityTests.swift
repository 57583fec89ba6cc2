import ContactFormats
import Foundation
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
        // 4.0 gives the second its GENDER form too: the word's letter, the word kept.
        let extra = version == .v4_0 ? "X-EXTRA-GENDER:M;male" : "X-EXTRA-GENDER:male"
        #expect(lines.filter { $0.hasPrefix(name) } == [name + "M"])
        #expect(lines.contains(extra))
        #expect(diagnostics.contains { $0.code == .repeatedProperty && $0.property == String(name.dropLast()) })
        // And the output reads back with one GENDER, the second value kept.
        let again = try convert(lines.joined(separator: "\r\n"), to: .v4_0)
        #expect(again.lines.filter { $0.hasPrefix("GENDER:") } == ["GENDER:M"])
        #expect(again.lines.contains(extra))
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
            // The kind is individual (the first), which 4.0 and 3.0 leave unwritten; the
            // second kind is kept as X-EXTRA-KIND.
            let kind = written == "KIND" || written == "X-KIND"
            #expect(names.filter { $0 == written }.count == (kind ? 0 : 1), "\(written) in \(lines)")
        }
        #expect(names.filter { $0 == "X-EXTRA-KIND" }.count == 1, "\(lines)")
    }

    /// `KIND:individual` then `X-KIND:org` (either order, any version): the first is the
    /// kind, the second is kept under X-EXTRA-KIND with a warning, and both survive 4.0 and
    /// 3.0 output. Before, the second was kept as a plain `KIND` extension: 4.0 output (which
    /// leaves the default `individual` out) wrote only `KIND:org`, read back as the kind.
    static let kindTwins: [(String, String, ContactKind, String)] = [
        ("KIND:individual", "X-KIND:org", .individual, "org"),
        ("X-KIND:org", "KIND:individual", .organization, "individual"),
        ("KIND:group", "X-ADDRESSBOOKSERVER-KIND:org", .group, "org"),
    ]

    @Test(arguments: kindTwins)
    func kindTwinsKeepBothValues(_ first: String, _ second: String, _ kind: ContactKind, _ kept: String) throws {
        for inputVersion in ["3.0", "4.0"] {
            let text = (["BEGIN:VCARD", "VERSION:\(inputVersion)", "FN:Acme", first, second, "END:VCARD", ""])
                .joined(separator: "\r\n")
            let (contacts, diagnostics) = try Fixtures.readAll(Array(text.utf8))
            let contact = try #require(contacts.first)
            #expect(contact.kind == kind)
            #expect(contact.extensions.contains { $0.name == "X-EXTRA-KIND" && $0.value == kept })
            #expect(diagnostics.contains { $0.code == .repeatedProperty && $0.line == 5 })
            for version in [VCardVersion.v4_0, .v3_0] {
                let bytes = try Fixtures.write(contacts, version: version)
                let (again, _) = try Fixtures.readAll(bytes)
                #expect(again.first?.kind == kind, "\(first) + \(second) through \(version)")
                #expect(again.first?.extensions.contains { $0.name == "X-EXTRA-KIND" && $0.value == kept } == true)
            }
        }
    }

    /// X-GENDER and GENDER, X-ANNIVERSARY and ANNIVERSARY: both values come out of every
    /// version, the second under another name with a warning where the version allows one.
    static let otherTwins: [(String, String)] = [
        ("GENDER:M", "X-GENDER:F"), ("X-GENDER:F", "GENDER:M"), ("ANNIVERSARY:20100101", "X-ANNIVERSARY:20110101"),
    ]

    @Test(arguments: otherTwins)
    func otherTwinsKeepBothValues(_ first: String, _ second: String) throws {
        let firstValue = String(first.split(separator: ":")[1])
        let secondValue = String(second.split(separator: ":")[1])
        for version in [VCardVersion.v4_0, .v3_0] {
            var (lines, _) = try convert(card(first, second), to: version)
            // And once more through the output.
            (lines, _) = try convert(lines.joined(separator: "\r\n"), to: version)
            let text = lines.joined(separator: "\n").replacingOccurrences(of: "-", with: "")
            #expect(text.contains(firstValue) && text.contains(secondValue), "\(first) + \(second) in \(version): \(lines)")
        }
    }
}
