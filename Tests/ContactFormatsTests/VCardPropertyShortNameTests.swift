@testable import ContactFormats
import Testing

/// The short-name path of `VCardProperty.split` (`VCardProperty+ShortNames`): where it takes
/// a line, it sets what the general path sets and stops where it stops; where it does not,
/// it sets nothing and the general path reads the line as before.
@Suite struct VCardPropertyShortNameTests {
    /// What a path set, and where it said the name ends.
    struct Taken: Equatable {
        var end: Int?
        var name: String
        var kind: VCardPropertyKind?
        var group: String?
        var groupKey: UInt64
    }

    static func take(_ line: String, short: Bool) -> Taken {
        let bytes = Array(line.utf8)
        var property = VCardProperty(line: 1)
        let end = bytes.withUnsafeBufferPointer { short ? property.takeShortName($0) : property.takeName($0) }
        return Taken(
            end: end, name: property.name, kind: property.kind, group: property.group, groupKey: property.groupKey)
    }

    /// Whether the short path takes `line`, and when it does, that it sets what the general
    /// path sets; a line it does not take is left as it was.
    static func check(_ line: String, taken expected: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let short = take(line, short: true)
        let general = take(line, short: false)
        #expect((short.end != nil) == expected, "\(line)", sourceLocation: sourceLocation)
        if short.end != nil {
            #expect(short == general, "\(line)", sourceLocation: sourceLocation)
        } else {
            #expect(short == Taken(end: nil, name: "", kind: nil, group: nil, groupKey: 0), "\(line)",
                sourceLocation: sourceLocation)
        }
    }

    static let letters = Array("TelEmailNoteXyzabcdefghijQRSTUVW")

    /// Every name length from 1 to 16, ended by `:` or `;`, with values long and short: the
    /// short path takes one to seven letters when eight bytes are on the line, eight to
    /// fifteen when sixteen are.
    @Test(arguments: 1...16)
    func everyNameLength(length: Int) {
        let name = String(VCardPropertyShortNameTests.letters.prefix(length))
        for end in [":", ";"] {
            for value in ["x", "a longer value", ""] {
                let line = name + end + (end == ";" ? "type=HOME:" : "") + value
                // One word for up to seven bytes, two for up to fifteen.
                let taken = length <= 7 ? line.utf8.count >= 8 : length <= 15 && line.utf8.count >= 16
                VCardPropertyShortNameTests.check(line, taken: taken)
            }
        }
    }

    /// Known names in any case get their kind and upper-case name as on the general path.
    @Test func knownNamesInAnyCase() {
        for name in ["TEL", "tel", "Tel", "EMAIL", "email", "N", "n", "FN", "ORG", "TITLE", "NOTE", "BDAY", "ADR",
            "URL", "PHOTO", "VERSION", "version", "PRODID", "UID", "REV", "NICKNAME", "LABEL", "KIND", "GENDER", "END",
            "BEGIN", "begin", "AGENT", "LOGO", "SOUND", "KEY", "GEO", "TZ", "ROLE", "IMPP", "LANG", "SOURCE", "XYZ"]
        {
            VCardPropertyShortNameTests.check(name + ":some value", taken: true)
            VCardPropertyShortNameTests.check(name + ";TYPE=WORK:some value", taken: true)
        }
        #expect(VCardPropertyShortNameTests.take("tel:+1 555 0100", short: true).kind == .tel)
        #expect(VCardPropertyShortNameTests.take("email;type=INTERNET:a@b", short: true).name == "EMAIL")
    }

    /// Hyphens in a name, names of up to fifteen bytes and Apple's item groups are taken;
    /// other groups, digits, underscores, slashes, 8-bit bytes, longer names and names
    /// without the bytes their words need are left to the general path.
    @Test func groupsAndHyphens() {
        for line in ["item1.TEL:+1 555 0100", "ITEM12.EMAIL;type=INTERNET:jo@example.org", "Item123.ADR:;;Street",
            "item1.X-ABADR:us", "item2.URL:https://example.org", "X-A:value here", "X-ABADR:us and more", "A-B-C:value",
            "X-:value here", "N-;type=x:value", "item9.N:Doe;Jo;;;", "CATEGORIES:School", "X-ABLabel:Lake house",
            "item1.X-ABLabel:Lake house", "item1.X-ABLabel;x=y:Home", "ABCDEFGHIJKLMNO:value here",
            "X-PHONETIC-NAME:value here", "NICKNAME:Jo and more", "-ABC:value here"]
        {
            VCardPropertyShortNameTests.check(line, taken: true)
        }
        for line in ["a.TEL:+1 555 0100", "item1.X-ABLabel:Home", "X-ABLABEL:value", "TEL2:+1 555 0100",
            "AB_C:value here", "TEL/X:value here", "T\u{00C9}L:value here", "\u{FEFF}TEL:value", " TEL:value here",
            "TEL :value here", "TEL.:value here", ".TEL:value here", "item.TEL:+1 555 0100",
            "item1234.TEL:+1 555", "itemA.TEL:+1 555 0100", "item1.TEL2:+1 555 0100", "item1.N:x", "item1.:value",
            "itex1.TEL:+1 555 0100", "item1;TEL:+1 555 0100", "item1.item2.TEL:x value",
            "item1.TEL.X:value here", "ABCDEFGHIJKLMNOP:value here", "X-PHONETIC-FIRST-NAME:Jo", "NICKNAME:Jo",
            "CATEGORIES2:School and more", "X-ABLabel_x:Lake house"]
        {
            VCardPropertyShortNameTests.check(line, taken: false)
        }
    }

    /// Lines of every length up to 20 from the bytes names, groups and their ends are made
    /// of (and a few others), drawn the same way on every run: wherever the short path takes
    /// one, it sets what the general path sets.
    @Test func drawnLinesAgreeWithTheGeneralPath() {
        let alphabet = Array("aZiItTeEmM0159-_./;:= \u{00E9}".utf8)
        var state: UInt64 = 17
        var taken = 0
        for _ in 0..<20000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 59) % 21
            var bytes: [UInt8] = []
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            // Half of them start as an item group does; a quarter with a long name.
            if state & 1 == 0 { bytes = Array("item1.".utf8) + bytes }
            if state & 6 == 0 { bytes = Array("X-ABLabel".utf8) + bytes }
            let line = String(decoding: bytes, as: UTF8.self)
            let short = VCardPropertyShortNameTests.take(line, short: true)
            if short.end != nil {
                taken += 1
                #expect(short == VCardPropertyShortNameTests.take(line, short: false), "\(line)")
            }
        }
        #expect(taken > 500)
    }

    /// Lines shorter than eight bytes, names ending at the line's end, and lines that are no
    /// property.
    @Test func shortAndOddLines() {
        for line in ["N:x", "FN:Jo", "TEL:1", "NOTE:ab", "N;a=b:", "ABCDEFG", "ABCDEFGH", "ABCDEFGHI", "abc", ":value",
            ";value", "", "NOTE=value x", "TEL value here", "TEL\tvalue", "abcdefg\r", "ABCDEFG:"]
        {
            let bytes = Array(line.utf8)
            let short = VCardPropertyShortNameTests.take(line, short: true)
            // Taken only when eight bytes are there and a `;` or `:` ends one to seven letters.
            let taken = bytes.count >= 8 && (1...7).contains { length in
                bytes[0..<length].allSatisfy { ($0 | 0x20) >= 97 && ($0 | 0x20) <= 122 }
                    && (bytes[length] == UInt8(ascii: ":") || bytes[length] == UInt8(ascii: ";"))
            }
            #expect((short.end != nil) == taken, "\(line)")
            VCardPropertyShortNameTests.check(line, taken: taken)
        }
    }

    /// Whole lines parsed with the short path in `split` give the name, kind, group,
    /// parameters and value they gave before.
    @Test func parsedLines() throws {
        let cases: [(String, String, String?, String)] = [
            ("TEL;type=CELL;type=VOICE:+1 657-555-0143", "TEL", nil, "+1 657-555-0143"),
            ("item1.ADR;type=HOME:;;186 Sunset Road", "ADR", "item1", ";;186 Sunset Road"),
            ("email;TYPE=internet:jo@example.org", "EMAIL", nil, "jo@example.org"),
            ("N:Anderson;Robert;;;", "N", nil, "Anderson;Robert;;;"),
            ("VERSION:3.0", "VERSION", nil, "3.0"),
            ("X-ABADR:us", "X-ABADR", nil, "us"),
        ]
        for (line, name, group, value) in cases {
            let property = try #require(VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1)))
            #expect(property.name == name)
            #expect(property.group == group)
            #expect(String(decoding: property.value, as: UTF8.self) == value)
        }
        let tel = try #require(VCardProperty.parse(VCardLineReader.Line(bytes: Array(cases[0].0.utf8)[...], number: 1)))
        #expect(tel.kind == .tel)
        #expect(tel.types == ["CELL", "VOICE"])
        #expect(VCardProperty.parse(VCardLineReader.Line(bytes: Array("TEL;x=\"open:value".utf8)[...], number: 1)) == nil)
        #expect(VCardProperty.parse(VCardLineReader.Line(bytes: Array("TELEPHON value".utf8)[...], number: 1)) == nil)
    }
}
