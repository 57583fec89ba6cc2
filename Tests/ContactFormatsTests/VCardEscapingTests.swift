@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// The writer's escaping looks at eight bytes at a time and `ORG` departments are split by
/// bytes: each must give what the byte-by-byte escaping and the character split gave.
@Suite struct VCardEscapingTests {
    static func escaped(_ text: String) -> String {
        var buffer = VCardByteBuffer()
        VCardText.appendEscaped(text, to: &buffer)
        return buffer.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }

    /// Every byte that matters, at every offset of a word and across word ends.
    @Test func everySpecialByteAtEveryOffset() {
        let specials = ["\\", ";", ",", "\r", "\n", "\r\n", "\n\r", "\t", "\u{01}", "\u{7F}", "é", "日", " "]
        for length in 0..<24 {
            for special in specials {
                for offset in 0...length {
                    var text = String(repeating: "a", count: length)
                    text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: offset))
                    #expect(Self.escaped(text) == VCardText.escape(text), "\(length) \(offset) \(special.debugDescription)")
                }
            }
        }
    }

    @Test func trickyValues() {
        let values = [
            "", ",", ";;;", "\\\\", "\r\n\r\n", "\r\r\n", "a\r\nb\rc\nd", "Zoë, Ångström; 日本\\語",
            String(repeating: "plain ascii text ", count: 20) + ",", "tab\there\u{1F}\u{20}", String(repeating: "é", count: 33),
            "ends with CR\r", "\nstarts with LF", "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0},",
        ]
        for value in values {
            #expect(Self.escaped(value) == VCardText.escape(value), "\(value.debugDescription)")
        }
        #expect(VCardText.mayNeedEscape(0x6161_6161_6161_6161) == false)
        #expect(VCardText.mayNeedEscape(0xE6_97_A5_C3_A9_7E_7F_20) == false)
    }

    /// The words whose every byte is 0x20 or above and none a backslash, semicolon or comma
    /// are the ones that pass; any other byte anywhere fails the word.
    @Test func theWordTestIsExact() {
        for byte in 0...255 {
            for position in 0..<8 {
                var word: UInt64 = 0x4141_4141_4141_4141
                word &= ~(UInt64(0xFF) << (8 * position))
                word |= UInt64(byte) << (8 * position)
                let special = byte < 0x20 || byte == 0x5C || byte == 0x3B || byte == 0x2C
                #expect(VCardText.mayNeedEscape(word) == special, "\(byte) at \(position)")
            }
        }
    }

    /// `ORG` with departments, as the components array wrote it: the organization and each
    /// `;`-separated part escaped, joined by `;`; a `;` that a mark joins to a character
    /// takes the character split.
    @Test func departmentsAreSplitAsCharactersSplitThem() throws {
        let departments = [
            "Sales", "Sales;EMEA", ";", "a;;b;", "R&D, Labs;Böblingen", "x;\u{301}y", "\u{600};z", "é;é",
            "back\\slash;com,ma", "line\nbreak;two", "日本;部",
        ]
        for organization in ["", "Acme, Inc.", "Zoë GmbH"] {
            for department in departments {
                let contact = Contact(givenName: "Robin", organizationName: organization, departmentName: department)
                for version in [VCardVersion.v3_0, .v4_0] {
                    let parts = [organization]
                        + department.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
                    let expected = "ORG:" + parts.map { VCardText.escape($0) }.joined(separator: ";")
                    let written = try VCardWriter.string(from: [contact], version: version)
                        .replacingOccurrences(of: "\r\n ", with: "")
                    let line = written.components(separatedBy: "\r\n").first { $0.hasPrefix("ORG") }
                    #expect(line == expected, "\(version) \(organization) \(department.debugDescription)")
                }
            }
        }
    }

    /// The writer looks at the whole card once for control characters and only then at each
    /// line: one anywhere (a value, a parameter value, a kept group's card) is still
    /// replaced on its own line, the clean lines of the same card left alone.
    @Test func controlCharactersAreFoundWhereverTheyAre() throws {
        let inNote = Contact(givenName: "Robin", note: "bell\u{7}here")
        let inParameter = Contact(
            givenName: "Robin",
            emailAddresses: [LabeledValue(label: .home, value: "r@example.com", parameters: [Parameter("X-A", "x\u{1}y")])])
        let clean = Contact(givenName: "Robin", note: "tab\tis fine")
        for version in [VCardVersion.v3_0, .v4_0] {
            let (bytes, diagnostics) = try Fixtures.write([inNote, clean, inParameter]) {
                VCardWriter(version: version, sink: $0)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(text.contains("\r\nNOTE:bell\u{FFFD}here\r\n"))
            #expect(text.contains("\r\nNOTE:tab\tis fine\r\n"))
            #expect(text.contains("X-A=x\u{FFFD}y"))
            #expect(text.contains("FN:Robin\r\n"))
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\r" && $0 != "\n" && $0 != "\t" })
            #expect(diagnostics.filter { $0.property == "control-characters" }.count == 2)
        }
    }

    /// A line of 75 octets ends where it is; one of 76 is folded, as before.
    @Test func shortLinesEndAsFoldingEndsThem() throws {
        for length in 70...80 {
            let note = String(repeating: "n", count: length - "NOTE:".count)
            let written = try VCardWriter.string(from: [Contact(givenName: "Robin", note: note)], version: .v4_0)
            let lines = written.components(separatedBy: "\r\n")
            let at = try #require(lines.firstIndex { $0.hasPrefix("NOTE:") })
            #expect(lines[at].utf8.count == min(length, 75))
            #expect(lines[at + 1].hasPrefix(" ") == (length > 75))
        }
    }
}
