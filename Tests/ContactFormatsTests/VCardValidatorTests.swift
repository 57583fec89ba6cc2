import ContactFormats
import ContactTestSupport
import Testing

/// The strict checker rejects what RFC 2426 and RFC 6350 do not allow, so its silence on
/// the writers' output means something.
@Suite struct VCardValidatorTests {
    func findings(_ version: VCardVersion, _ lines: String...) -> [VCardValidator.Rule] {
        let text = (["BEGIN:VCARD", "VERSION:" + version.rawValue, "FN:Robin Vale", "N:Vale;Robin;;;"] + lines + ["END:VCARD", ""])
            .joined(separator: "\r\n")
        return VCardValidator.validate(Array(text.utf8), version: version).map(\.rule)
    }

    @Test func aValidCardHasNoFinding() {
        #expect(findings(.v4_0, "GENDER:M;Male", "BDAY:19880921T061530+0200", "REV:20230602T071509Z").isEmpty)
        #expect(findings(.v3_0, "BDAY:1988-09-21T06:15:30+02:00", "REV:2023-06-02T07:15:09.241Z", "X-GENDER:Male").isEmpty)
    }

    @Test(arguments: [
        ("GENDER:Male", VCardValidator.Rule.value), ("BDAY:19880921T061530+02:00", .value),
        ("REV:2023-06-02T07:15:09.241Z", .value), ("REV;VALUE=timestamp:2016-11-19T17:44:22.057Z", .value),
        ("X-MESSAGING/XMPP-ALL:a@example.org", .name), ("TEL;TYPE=\"费\":1", .parameterValue),
        ("UID:kab-4471", .value), ("URL:www.example.com", .value), ("X-TEST;A=B:v", .unregistered),
        ("NOTE:a\\qb", .escaping),
    ])
    func version4Rejects(_ line: String, _ rule: VCardValidator.Rule) {
        #expect(findings(.v4_0, line).contains(rule), "\(line)")
    }

    @Test(arguments: [
        ("BDAY:1980-02-30", VCardValidator.Rule.value), ("LABEL:Boston, MA", .escaping),
        ("REV;VALUE=timestamp:2016-11-19T17:44:22Z", .parameterValue), ("KEY;VALUE=uri:https://example.com/k", .valueType),
        ("TEL;CHARSET=UTF-8:1", .unregistered), ("GENDER:M", .unregistered),
    ])
    func version3Rejects(_ line: String, _ rule: VCardValidator.Rule) {
        #expect(findings(.v3_0, line).contains(rule), "\(line)")
    }

    @Test func foldingAndFramingAreChecked() {
        let long = "NOTE:" + String(repeating: "x", count: 80)
        #expect(findings(.v4_0, long).contains(.lineLength))
        let text = "BEGIN:VCARD\nVERSION:4.0\r\nFN:A\r\nEND:VCARD\r\n"
        #expect(VCardValidator.validate(Array(text.utf8), version: .v4_0).map(\.rule).contains(.lineEnding))
        #expect(VCardValidator.validate(Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nEND:VCARD\r\n".utf8), version: .v3_0).map(\.rule).contains(.card))
    }
}
