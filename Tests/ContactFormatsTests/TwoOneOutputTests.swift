import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// vCard 2.1 output that 2.1's grammar allows (issue 30, the strict checker's 2.1 mode), and
/// that reads back as the same contact. Before, each of these went out as read: nameless
/// types 2.1 lacks (`TEL;MAIN`, `TEL;WhatsApp`, `TEL;费`), `PHOTO;TYPE=PNG`, `VALUE=text`,
/// a parameter name that is no X- name (`A=B`, which Android's 2.1 parser refuses), quoted
/// or spaced values (`X-SORT-AS="あんどう;ろいど"`), raw UTF-8 and control characters in
/// plain lines (`X-ABADR`, `FBURL`).
@Suite struct TwoOneOutputTests {
    func card(_ version: String, _ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:" + version, "FN:Robin Vale", "N:Vale;Robin;;;"] + lines + ["END:VCARD", ""])
            .joined(separator: "\r\n")
    }

    /// The 2.1 output of `text`, its lines, the checker's findings and the writer's warnings.
    func twoOne(
        _ text: String
    ) throws -> (lines: [String], findings: [VCardValidator.Finding], diagnostics: [Diagnostic]) {
        let contacts = try Fixtures.readAll(Array(text.utf8)).contacts
        let (bytes, diagnostics) = try Fixtures.write(contacts) { VCardWriter(version: .v2_1, sink: $0) }
        // Unfolded: a long value continues on lines that start with a space.
        let lines = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
            .components(separatedBy: "\r\n")
        return (lines, VCardValidator.validate(bytes, version: .v2_1), diagnostics)
    }

    /// Reading `text`, writing 2.1 and reading that gives the same contacts.
    func expectSameAfterTwoOne(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let first = try Fixtures.readAll(Array(text.utf8)).contacts
        let back = try RoundTrip.through(.v2_1, first)
        #expect(back.count == first.count, sourceLocation: sourceLocation)
        for (original, final) in zip(first, back) {
            let expected = RoundTrip.normalized(original)
            let got = RoundTrip.normalized(final)
            #expect(got == expected, "\(ContactDifference.describe(expected, got))", sourceLocation: sourceLocation)
        }
    }

    @Test func typesTwoOneLacksAreXWords() throws {
        let text = card(
            "3.0", "TEL;TYPE=MAIN:+1 555 0100", "TEL;TYPE=WhatsApp:+1 555 0101", "EMAIL;TYPE=OTHER:r@example.com",
            "X-ABRELATEDNAMES;TYPE=co-worker,crush:Ann", "TEL;TYPE=x-useless,HOME:+1 555 0102")
        let (lines, findings, _) = try twoOne(text)
        #expect(findings.isEmpty, "\(findings)")
        #expect(lines.contains { $0.hasPrefix("TEL;") && $0.contains(";TYPE=X-MAIN") })
        #expect(lines.contains("TEL;VOICE;TYPE=X-WhatsApp:+1 555 0101"))
        #expect(lines.contains("X-ABRELATEDNAMES;TYPE=X-co-worker;TYPE=X-crush:Ann"))
        // An X- type is 2.1's own form: bare, as Android and NEC phones write theirs.
        #expect(lines.contains("TEL;HOME;VOICE;x-useless:+1 555 0102"))
        try expectSameAfterTwoOne(text)
    }

    @Test func anXTypeWrittenBareStaysAsWritten() throws {
        let text = card("2.1", "TEL;X-NEC-SECRET:9", "TEL;TYPE=X-MAIN:10")
        let contact = try #require(try Fixtures.readAll(Array(text.utf8)).contacts.first)
        #expect(contact.phoneNumbers[0].parameters.values(named: "TYPE") == ["X-NEC-SECRET"])
        // The 2.1 writer's form of a type 2.1 lacks is read as that type.
        #expect(contact.phoneNumbers[1].label == .main)
    }

    @Test func aTypeThatIsNoWordIsKeptEncoded() throws {
        let text = card("3.0", "TEL;TYPE=\"费\":1", "TEL;TYPE=\"Mein Büro\",WORK:2")
        let (lines, findings, _) = try twoOne(text)
        #expect(findings.isEmpty, "\(findings)")
        #expect(lines.contains("TEL;VOICE;X-CONTACTKIT-TYPE*=utf-8''%E8%B4%B9:1"))
        #expect(lines.contains("TEL;WORK;VOICE;X-CONTACTKIT-TYPE*=utf-8''Mein%20B%C3%BCro:2"))
        try expectSameAfterTwoOne(text)
    }

    @Test func aPNGPhotoSaysItsTypeAsAnXWord() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52])
        let text = card("3.0", "PHOTO;ENCODING=b;TYPE=PNG:" + png.base64EncodedString())
        let (lines, findings, _) = try twoOne(text)
        #expect(findings.isEmpty, "\(findings)")
        #expect(lines.contains { $0.hasPrefix("PHOTO;ENCODING=BASE64;TYPE=X-PNG:") })
        try expectSameAfterTwoOne(text)
    }

    @Test func valueTypesTwoOneLacksAreXWords() throws {
        let text = card("3.0", "TZ;VALUE=text:Europe/Berlin", "X-EXTRA-BDAY;VALUE=text:circa 1800")
        let (lines, findings, _) = try twoOne(text)
        #expect(findings.isEmpty, "\(findings)")
        #expect(lines.contains("X-EXTRA-BDAY;VALUE=X-text:circa 1800"))
        // 2.1's TZ is a UTC offset: a zone's name goes under X-TZ, its name kept.
        #expect(lines.contains("X-TZ;VALUE=X-text;X-CONTACTKIT-NAME=TZ:Europe/Berlin"))
        try expectSameAfterTwoOne(text)
    }

    @Test func aParameterNameTwoOneLacksBecomesAnXName() throws {
        let (lines, findings, diagnostics) = try twoOne(card("3.0", "X-TEST;A=B:Value"))
        #expect(findings.isEmpty, "\(findings)")
        #expect(lines.contains("X-TEST;X-A=B:Value"))
        #expect(diagnostics.contains { $0.code == .lossyMapping && $0.property == "A" })
    }

    @Test func parameterValuesThatAreNoWordsAreExtendedValues() throws {
        let text = card(
            "4.0", "ORG;SORT-AS=\"ぐーぐる;けんさくぶもん\":グーグル;検索部門", "NOTE;X-ORIGIN=CSV import:Prefers mornings",
            "TEL;X-EVOLUTION-E164=1555550231,+49:01555 550231")
        let (lines, findings, _) = try twoOne(text)
        #expect(findings.isEmpty, "\(findings)")
        #expect(lines.contains { $0.hasPrefix("ORG;X-SORT-AS*=utf-8''%E3%81%90") })
        #expect(lines.contains("NOTE;X-ORIGIN*=utf-8''CSV%20import:Prefers mornings"))
        #expect(
            lines.contains("TEL;VOICE;X-EVOLUTION-E164*=utf-8''1555550231;X-EVOLUTION-E164*=utf-8''+49:01555 550231"))
        try expectSameAfterTwoOne(text)
    }

    @Test func eightBitAndControlCharactersTravelQuotedPrintable() throws {
        let text = card(
            "2.1", "item1.ADR:;;Rue 1;Lyon;;;", "item1.X-ABADR;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:d=C3=A9",
            "FBURL;ENCODING=QUOTED-PRINTABLE:http://example.com/fb=0C")
        let (lines, findings, _) = try twoOne(text)
        #expect(findings.isEmpty, "\(findings)")
        #expect(lines.contains("item1.X-ABADR;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:d=C3=A9"))
        #expect(lines.contains("FBURL;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:http://example.com/fb=0C"))
        try expectSameAfterTwoOne(text)
    }
}
