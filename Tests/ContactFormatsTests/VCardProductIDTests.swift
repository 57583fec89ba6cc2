@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// A `PRODID` with no parameters takes a short path through the composer (it is in nearly
/// every card); these pin that it is written as the whole extension path wrote it: line
/// breaks escaped, bare commas escaped in 3.0 and 4.0 but not 2.1, its group kept,
/// quoted-printable in 2.1 when not ASCII, and a 3.0 `data:` URI still made base64.
@Suite struct VCardProductIDTests {
    func lines(_ contact: Contact, _ version: VCardVersion) throws -> [String] {
        try VCardWriter.string(from: [contact], version: version)
            .components(separatedBy: "\r\n").filter { $0.contains("PRODID") || $0.hasPrefix("=") }
    }

    func contact(_ property: ExtensionProperty) -> Contact {
        Contact(givenName: "Robin", extensions: [property])
    }

    @Test func commasAndLineBreaks() throws {
        let product = contact(ExtensionProperty(name: "PRODID", value: "-//A\\, B//EN, with, commas\nand a break"))
        #expect(try lines(product, .v4_0) == ["PRODID:-//A\\, B//EN\\, with\\, commas\\nand a break"])
        #expect(try lines(product, .v3_0) == ["PRODID:-//A\\, B//EN\\, with\\, commas\\nand a break"])
        #expect(try lines(product, .v2_1) == ["PRODID:-//A\\, B//EN, with, commas\\nand a break"])
        let crlf = contact(ExtensionProperty(name: "PRODID", value: "line one\r\nline, two"))
        #expect(try lines(crlf, .v4_0) == ["PRODID:line one\\nline\\, two"])
        #expect(try lines(crlf, .v2_1) == ["PRODID:line one\\nline, two"])
    }

    @Test func groupAndDataURI() throws {
        let product = contact(ExtensionProperty(group: "g1", name: "PRODID", value: "data:text/plain;base64,QUJD"))
        #expect(try lines(product, .v4_0) == ["g1.PRODID:data:text/plain;base64\\,QUJD"])
        #expect(try lines(product, .v3_0) == ["g1.PRODID;ENCODING=b;TYPE=text/plain:QUJD"])
        #expect(try lines(product, .v2_1) == ["g1.PRODID;ENCODING=BASE64;TYPE=X-text/plain:QUJD"])
    }

    @Test func nonASCII() throws {
        let product = contact(ExtensionProperty(name: "PRODID", value: "-//Ünïcode Prödüct//EN"))
        #expect(try lines(product, .v4_0) == ["PRODID:-//Ünïcode Prödüct//EN"])
        #expect(try lines(product, .v2_1) == [
            "PRODID;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:-//=C3=9Cn=C3=AFcode Pr=C3=", "=B6d=C3=BCct//EN",
        ])
    }

    /// A value with no line break and no comma goes into the card as it is: with its group,
    /// its backslashes and semicolons as read, a control character replaced as on any line.
    @Test func plainValues() throws {
        let grouped = contact(ExtensionProperty(group: "item9", name: "PRODID", value: #"-//A\;B//EN;x"#))
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            #expect(try lines(grouped, version) == [#"item9.PRODID:-//A\;B//EN;x"#])
        }
        let plain = contact(ExtensionProperty(name: "PRODID", value: "-//Plain//EN"))
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            #expect(try lines(plain, version) == ["PRODID:-//Plain//EN"])
        }
        let control = contact(ExtensionProperty(name: "PRODID", value: "-//Bell\u{7}//EN"))
        #expect(try lines(control, .v4_0) == ["PRODID:-//Bell\u{FFFD}//EN"])
        #expect(try lines(control, .v2_1) == ["PRODID;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:-//Bell=07//EN"])
        let long = contact(ExtensionProperty(name: "PRODID", value: String(repeating: "-//Long//", count: 12)))
        let folded = try VCardWriter.string(from: [long], version: .v4_0)
        #expect(folded.contains("\r\nPRODID:" + String(String(repeating: "-//Long//", count: 12).prefix(68)) + "\r\n "))
    }

    /// With parameters, or under another spelling, it takes the whole path as before.
    @Test func withParametersOrAnotherSpelling() throws {
        let typed = contact(ExtensionProperty(name: "PRODID", parameters: [Parameter("X-A", "b")], value: "-//A//EN"))
        #expect(try lines(typed, .v4_0) == ["PRODID;X-A=b:-//A//EN"])
        let lower = contact(ExtensionProperty(name: "prodid", value: "-//A, B//EN"))
        let written = try VCardWriter.string(from: [lower], version: .v4_0)
        #expect(written.contains("\r\nprodid:-//A, B//EN\r\n"), "\(written)")
    }
}
