import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Each row of the version-mapping table (VersionMapping.md in the DocC catalog), tested in
/// both directions: a 3.0 card written as 4.0 has the 4.0 lines, and the 4.0 card written
/// as 3.0 has the 3.0 lines.
@Suite struct VersionMappingTests {
    struct Rule: CustomTestStringConvertible, Sendable {
        var name: String
        var version3: [String]
        var version4: [String]
        var testDescription: String { name }
    }

    static let rules: [Rule] = [
        Rule(name: "TYPE=pref ↔ PREF=1",
             version3: ["TEL;TYPE=CELL,VOICE,pref:+1 555 555 0100"],
             version4: ["TEL;TYPE=cell;PREF=1:+1 555 555 0100"]),
        Rule(name: "PREF=2 kept as X-PREF=2",
             version3: ["EMAIL;TYPE=INTERNET,WORK;X-PREF=2:jo@example.com"],
             version4: ["EMAIL;TYPE=work;PREF=2:jo@example.com"]),
        Rule(name: "PHOTO base64 ↔ data: URI",
             version3: ["PHOTO;ENCODING=b;TYPE=PNG:iVBORw0KGgo="],
             version4: ["PHOTO:data:image/png;base64,iVBORw0KGgo="]),
        Rule(name: "PHOTO with a use as its TYPE: the format from the bytes",
             version3: ["PHOTO;ENCODING=b;TYPE=PNG;TYPE=HOME:iVBORw0KGgo="],
             version4: ["PHOTO;TYPE=HOME:data:image/png;base64,iVBORw0KGgo="]),
        Rule(name: "KIND:org ↔ X-ABShowAs:COMPANY",
             version3: ["X-ABShowAs:COMPANY"],
             version4: ["KIND:org"]),
        Rule(name: "KIND:group and MEMBER ↔ X-ADDRESSBOOKSERVER-KIND and -MEMBER",
             version3: ["X-ADDRESSBOOKSERVER-KIND:group",
                        "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:0f3c1d52-0000-4000-8000-000000000001"],
             version4: ["KIND:group", "MEMBER:urn:uuid:0f3c1d52-0000-4000-8000-000000000001"]),
        Rule(name: "ANNIVERSARY ↔ item X-ABDATE with _$!<Anniversary>!$_",
             version3: ["item1.X-ABDATE:2009-08-08", "item1.X-ABLabel:_$!<Anniversary>!$_"],
             version4: ["ANNIVERSARY:20090808"]),
        Rule(name: "GENDER ↔ X-GENDER",
             version3: ["X-GENDER:F"],
             version4: ["GENDER:F"]),
        Rule(name: "yearless BDAY ↔ X-APPLE-OMIT-YEAR",
             version3: ["BDAY;X-APPLE-OMIT-YEAR=1604:1604-04-12"],
             version4: ["BDAY:--0412"]),
        Rule(name: "ADR;LABEL= ↔ LABEL property",
             version3: ["ADR;TYPE=HOME:;;1 Main St;Springfield;;12345;", "LABEL;TYPE=HOME:1 Main St\\nSpringfield 12345"],
             version4: ["ADR;TYPE=home;LABEL=1 Main St^nSpringfield 12345:;;1 Main St;Springfield;;12345;"]),
        Rule(name: "TEL;VALUE=uri:tel: ↔ text",
             version3: ["TEL;TYPE=WORK,VOICE:+1-555-555-0199"],
             version4: ["TEL;TYPE=work;VALUE=uri:tel:+1-555-555-0199"]),
        Rule(name: "RELATED;TYPE=friend ↔ X-ABRELATEDNAMES _$!<Friend>!$_",
             version3: ["item1.X-ABRELATEDNAMES:Sam Doe", "item1.X-ABLabel:_$!<Friend>!$_"],
             version4: ["RELATED;TYPE=friend;VALUE=text:Sam Doe"]),
        Rule(name: "custom label in an item group, both versions",
             version3: ["item1.TEL;TYPE=VOICE:+1 555 555 0104", "item1.X-ABLabel:Boat"],
             version4: ["item1.TEL:+1 555 555 0104", "item1.X-ABLabel:Boat"]),
        Rule(name: "GEO lat;lon ↔ geo: URI",
             version3: ["GEO:37.386013;-122.082932"],
             version4: ["GEO:geo:37.386013,-122.082932"]),
        Rule(name: "TZ UTC offset ↔ VALUE=utc-offset",
             version3: ["TZ:-05:00"],
             version4: ["TZ;VALUE=utc-offset:-0500"]),
        Rule(name: "TZ name: VALUE=text in 3.0, text by default in 4.0",
             version3: ["TZ;VALUE=text:Europe/Oslo"],
             version4: ["TZ;VALUE=text:Europe/Oslo"]),
        Rule(name: "3.0-only MAILER ↔ X-MAILER",
             version3: ["MAILER:ExampleMail 2.0"],
             version4: ["X-MAILER:ExampleMail 2.0"]),
        Rule(name: "4.0-only parameter SORT-AS ↔ X-SORT-AS",
             version3: ["N;X-SORT-AS=\"Doe,Jo\":Doe;Jo;;;"],
             version4: ["N;SORT-AS=\"Doe,Jo\":Doe;Jo;;;"]),
        Rule(name: "RFC 9554 N with second surname and generation ↔ five components + X-SECONDARY-SURNAME, X-NAME-GENERATION",
             version3: ["N:Pérez,Gómez;Pablo;;Sr.;Jr.", "X-SECONDARY-SURNAME:Gómez", "X-NAME-GENERATION:Jr."],
             version4: ["N:Pérez,Gómez;Pablo;;Sr.;Jr.;Gómez;Jr."]),
        Rule(name: "a second N in another language (ALTID) ↔ X-EXTRA-N with its X-ALTID",
             version3: ["N;X-ALTID=1;LANGUAGE=ja:山田;花子;;;", "X-EXTRA-N;X-ALTID=1;LANGUAGE=en:Yamada;Hanako;;;"],
             version4: ["N;ALTID=1;LANGUAGE=ja:山田;花子;;;", "N;ALTID=1;LANGUAGE=en:Yamada;Hanako;;;"]),
        Rule(name: "yearless X-ABDATE ↔ --MMDD",
             version3: ["item1.X-ABDATE;X-APPLE-OMIT-YEAR=1604:1604-09-30", "item1.X-ABLabel:Name day"],
             version4: ["item1.X-ABDATE:--0930", "item1.X-ABLabel:Name day"]),
    ]

    static func card(_ version: String, _ lines: [String]) -> String {
        (["BEGIN:VCARD", "VERSION:" + version, "FN:Jo Doe"] + lines + ["END:VCARD", ""])
            .joined(separator: "\r\n")
    }

    static func convert(_ text: String, to version: VCardVersion) throws -> [String] {
        let contacts = try Fixtures.readAll(Array(text.utf8)).contacts
        let output = String(decoding: try Fixtures.write(contacts, version: version), as: UTF8.self)
        return output.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    }

    @Test(arguments: rules)
    func threeToFour(_ rule: Rule) throws {
        let lines = try Self.convert(Self.card("3.0", rule.version3), to: .v4_0)
        for expected in rule.version4 {
            #expect(lines.contains(expected), "missing \(expected) in \(lines)")
        }
    }

    @Test(arguments: rules)
    func fourToThree(_ rule: Rule) throws {
        let lines = try Self.convert(Self.card("4.0", rule.version4), to: .v3_0)
        for expected in rule.version3 {
            #expect(lines.contains(expected), "missing \(expected) in \(lines)")
        }
    }

    @Test(arguments: rules)
    func fourThroughThreeGivesBackTheSameContact(_ rule: Rule) throws {
        let first = try Fixtures.readAll(Array(Self.card("4.0", rule.version4).utf8)).contacts
        let back = try RoundTrip.through(.v4_0, try RoundTrip.through(.v3_0, first))
        #expect(back == first)
    }

    @Test func twoOneCharsetAndQuotedPrintableAreDroppedAfterDecoding() throws {
        let text = Self.card("2.1", ["NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Caf=C3=A9=0D=0Ame", "X-CUSTOM;CHARSET=ISO-8859-1:Caf\u{E9}"])
        var bytes = Array(text.utf8)
        // Make the X-CUSTOM value real ISO-8859-1: é as one byte.
        if let range = bytes.indices.first(where: { bytes[$0] == 0xC3 && bytes[$0 + 1] == 0xA9 }) {
            bytes.replaceSubrange(range...(range + 1), with: [0xE9])
        }
        let contacts = try Fixtures.readAll(bytes).contacts
        let lines = String(decoding: try Fixtures.write(contacts, version: .v3_0), as: UTF8.self)
            .components(separatedBy: "\r\n")
        #expect(lines.contains("NOTE:Café\\nme"))
        #expect(lines.contains("X-CUSTOM:Café"))
        #expect(!lines.contains { $0.contains("CHARSET") || $0.contains("QUOTED-PRINTABLE") })
    }
}
