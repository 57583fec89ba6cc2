@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Values decoded straight from the line's bytes (`VCardProperty+Text`) give what the careful
/// path gives: quoted-printable undone, the charset decoded, then the string unescaped and
/// split. Escapes, empty parts, non-ASCII, bytes that are not UTF-8, declared charsets.
@Suite struct VCardValueTextTests {
    /// The careful path, written out: the transfer encoding, the charset, the string.
    static func carefulRawText(_ property: VCardProperty) -> (String, [Diagnostic.Code]) {
        var bytes = property.value
        var codes: [Diagnostic.Code] = []
        if property.isQuotedPrintable {
            let decoded = QuotedPrintable.decode(bytes)
            if !decoded.isClean { codes.append(.invalidQuotedPrintable) }
            bytes = decoded.bytes[...]
        }
        let decoded = Charset.decode(bytes, charset: property.charset)
        if let problem = decoded.problem { codes.append(problem) }
        return (property.isQuotedPrintable ? VCardText.removingLineBreaks(decoded.text) : decoded.text, codes)
    }

    static let values: [[UInt8]] = [
        [], Array(";;;;".utf8), Array("plain".utf8), Array("a\\;b;c\\,d,e;;f\\\\;g\\n".utf8),
        Array(";;186 Sunset Road;Raleigh;NC;27608;United States".utf8),
        Array("138\\, एमजी रोड;मुंबई;;महाराष्ट्र;400899;भारत".utf8), Array("trailing\\".utf8),
        Array("Müller,Jo,,\\,x,".utf8), Array("\\é;\\:\\\"".utf8),
        // Not UTF-8: Windows-1252 bytes, a lone continuation, an overlong form, a surrogate,
        // past U+10FFFF, a sequence cut short.
        [0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0x3B, 0x4A], [0x61, 0x80, 0x3B], [0xC0, 0xAF], [0xED, 0xA0, 0x80],
        [0xF4, 0x90, 0x80, 0x80], [0x61, 0xE2, 0x82], [0xF0, 0x9F, 0x98, 0x80, 0x3B, 0x5C, 0x6E],
        Array("=C3=A9t=C3=A9;x=3D=\\n".utf8),
    ]

    static func properties() -> [VCardProperty] {
        var result: [VCardProperty] = []
        for value in values {
            for parameters in ["", ";CHARSET=UTF-8", ";CHARSET=WINDOWS-1252", ";ENCODING=QUOTED-PRINTABLE", ";CHARSET=utf-8;ENCODING=QUOTED-PRINTABLE"] {
                let line = Array("ADR\(parameters):".utf8) + value
                guard var property = VCardProperty.parse(VCardLineReader.Line(bytes: line[...], number: 3)) else {
                    Issue.record("not parsed: \(parameters)")
                    continue
                }
                property.hasEightBitBytes = true
                result.append(property)
                if !value.contains(where: { $0 >= 0x80 }) {
                    // What the line reader says of an ASCII line.
                    property.hasEightBitBytes = false
                    result.append(property)
                }
            }
        }
        return result
    }

    @Test func textIsTheCarefulPathUnescaped() {
        for property in Self.properties() {
            var diagnostics: [Diagnostic] = []
            let text = property.text(&diagnostics)
            let (raw, codes) = Self.carefulRawText(property)
            #expect(text == VCardText.unescape(raw), "\(property.value)")
            #expect(diagnostics.map(\.code) == codes)
            var rawDiagnostics: [Diagnostic] = []
            #expect(property.rawText(&rawDiagnostics) == raw)
            #expect(rawDiagnostics.map(\.code) == codes)
        }
    }

    @Test func componentsAndListsAreTheCarefulPathSplit() {
        for property in Self.properties() {
            let (raw, codes) = Self.carefulRawText(property)
            var diagnostics: [Diagnostic] = []
            #expect(property.components(&diagnostics) == VCardText.components(raw), "\(property.value)")
            #expect(diagnostics.map(\.code) == codes)
            diagnostics = []
            #expect(property.list(&diagnostics) == VCardText.list(raw), "\(property.value)")
            #expect(diagnostics.map(\.code) == codes)
        }
    }

    /// The parts handed one by one (N, ADR) are the parts of ``VCardProperty/components(_:)``.
    @Test func partsOneByOneAreTheComponents() {
        for property in Self.properties() {
            var expectedDiagnostics: [Diagnostic] = []
            let expected = property.components(&expectedDiagnostics)
            var diagnostics: [Diagnostic] = []
            var parts: [String] = []
            let count = property.forEachComponent(&diagnostics, into: &parts) { parts, index, part in
                #expect(index == parts.count)
                parts.append(part)
            }
            #expect(parts == expected, "\(property.value)")
            #expect(count == expected.count)
            #expect(diagnostics.map(\.code) == expectedDiagnostics.map(\.code))
        }
    }

    /// A UTF-8 value the reader checked while looking for legacy bytes is not checked again;
    /// the legacy value after it in the same card still gets the card's code page, and the
    /// UTF-8 one stays UTF-8 (the flag cleared on one does not leak to the other).
    @Test func aValueFoundToBeUTF8StaysUTF8BesideALegacyOne() throws {
        var bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë Ärger\r\nN:Ärger;Zoë;;;\r\nNOTE:".utf8)
        bytes += [0xC2, 0xE1, 0xE3, 0xE3, 0xDD, 0xEB, 0xE7, 0xF2]  // Windows-1253
        bytes += Array("\r\nTITLE:Café\r\nEND:VCARD\r\n".utf8)
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        let contact = try #require(contacts.first)
        #expect(contact.formattedName == "Zoë Ärger")
        #expect(contact.familyName == "Ärger")
        #expect(contact.givenName == "Zoë")
        #expect(contact.note == "Βαγγέλης")
        #expect(contact.jobTitle == "Café")
        #expect(diagnostics.map(\.code) == [.charsetHint])
    }

    /// The check the fast path relies on judges bytes as the standard library does.
    @Test func theUTF8CheckAgreesWithTheStandardLibrary() {
        var cases = Self.values
        for lead: UInt8 in [0x7F, 0x80, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF] {
            for second: UInt8 in [0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0] {
                cases.append([lead, second, 0x80, 0x80])
                cases.append([0x61, 0x62, 0x63, 0x64, 0x65, 0x66, 0x67, lead, second, 0x80])
                cases.append([lead, second])
            }
        }
        for bytes in cases {
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(bytes.withUnsafeBufferPointer { Charset.isValidUTF8($0) } == expected, "\(bytes)")
        }
    }
}
