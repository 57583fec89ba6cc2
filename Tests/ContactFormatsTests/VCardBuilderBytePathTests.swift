@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// The builder's paths that read a value's bytes where the careful paths make its text first
/// give what those give: birthdays read from their digits, address companions found in one
/// look and taken as written, the `tel:` test on the first byte, the last bytes of a value
/// looked at as one word, the uncommon state of a card kept apart from the next card's.
@Suite struct VCardBuilderBytePathTests {
    typealias SeededGenerator = MutationSmokeTests.SeededGenerator

    static func parsed(_ line: [UInt8], eightBit: Bool = true) -> VCardProperty? {
        var property = VCardProperty.parse(VCardLineReader.Line(bytes: line[...], number: 1))
        property?.hasEightBitBytes = eightBit
        return property
    }

    static func card(_ lines: [String]) -> [UInt8] {
        Array((["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)
    }

    /// Date values: every form, impossible dates, spaces, times, escapes, non-ASCII digits,
    /// combining marks, damaged digits.
    static let dateValues = [
        "1985-04-12", "19850412", "--04-12", "--0412", "---12", "1985-04", "1985", "198504", "1980-02-30",
        "1980-02-29", "1981-02-29", "1985-4-12", "1985-04-1", "1985-13-45", "0000-00-00", " 1985-04-12",
        "1985-04-12 ", "1985-04-12T10:00:00Z", "1985-04-12t1", "1985-04-12T", "1985\\-04-12", "1985-04-12\\n",
        "１９８５-04-12", "1985-04-1\u{301}", "abcd-ef-gh", "1985-0a-12", "19a5-04-12", "1985/04/12", "--04-1a",
        "", "-", "--", "---", "1985--04", "1985-04-12-", "-1985-04-12", "1985-04-1212", "198-04-12", "1985-\u{0661}4-12",
        "1604-10-01", "9999-99-99", "1985-04-12\t",
    ]

    /// A birthday read from its bytes is the date its text gives, or none is read so.
    @Test func plainDatesAreTheTextsDates() throws {
        for value in Self.dateValues {
            for parameters in ["", ";X-APPLE-OMIT-YEAR=1604", ";CHARSET=UTF-8", ";ENCODING=QUOTED-PRINTABLE", ";VALUE=date"] {
                let property = try #require(Self.parsed(Array("BDAY\(parameters):\(value)".utf8)))
                var diagnostics: [Diagnostic] = []
                let fromText = VCardDate.parse(property.text(&diagnostics))
                if let plain = VCardContactBuilder.plainDate(property) {
                    #expect(plain == fromText, "\(parameters):\(value)")
                    #expect(parameters != ";CHARSET=UTF-8" && parameters != ";ENCODING=QUOTED-PRINTABLE")
                }
            }
        }
        // Quoted-printable digits are decoded first: never read from the bytes.
        let encoded = try #require(Self.parsed(Array("BDAY;ENCODING=QUOTED-PRINTABLE:=31985-04-12".utf8)))
        #expect(VCardContactBuilder.plainDate(encoded) == nil)
    }

    /// The `YYYY-MM-DD` short path gives what the look for every form gives, on random
    /// ten-byte values with hyphens where that form has them.
    @Test func tenByteDatesReadAlike() {
        var generator = SeededGenerator(state: 0xB1D_A7E5)
        let bytes: [UInt8] = Array("0123456789-/: aT".utf8) + [0x80, 0xFF, 0x2F, 0x3A]
        for round in 0..<40_000 {
            var value = (0..<10).map { _ in bytes.randomElement(using: &generator)! }
            if round % 2 == 0 { (value[4], value[7]) = (UInt8(ascii: "-"), UInt8(ascii: "-")) }
            if round % 3 == 0 { for index in [0, 1, 2, 3, 5, 6, 8, 9] where Bool.random(using: &generator) { value[index] = UInt8(ascii: "0") + UInt8.random(in: 0...9, using: &generator) } }
            value.withUnsafeBufferPointer { buffer in
                #expect(VCardDate.parse(dateDigits: buffer) == VCardDate.parseAnyDigits(buffer, time: nil), "\(value)")
            }
        }
        for value in Self.dateValues {
            Array(value.utf8).withUnsafeBufferPointer { buffer in
                #expect(VCardDate.parse(dateDigits: buffer) == VCardDate.parseAnyDigits(buffer, time: nil), "\(value)")
            }
        }
    }

    /// Cards with these birthdays (a second one, X-APPLE-OMIT-YEAR, charsets) read as their
    /// text says: the same contact and problems as when every birthday takes the text
    /// (written as quoted-printable of the same bytes, which the builder decodes first).
    /// (Not `VALUE=text`: whether such a value is an impossible date is judged on the bytes
    /// as written, quoted-printable or not, before the birthday is read.)
    @Test func birthdaysReadAsTheirText() throws {
        for value in Self.dateValues {
            for parameters in ["", ";X-APPLE-OMIT-YEAR=1604", ";CHARSET=UTF-8", ";X-FOO=1"] {
                let plain = ["FN:A", "BDAY\(parameters):\(value)", "BDAY:2001-01-01"]
                let encoded = value.utf8.map { String(format: "=%02X", $0) }.joined()
                let careful = ["FN:A", "BDAY\(parameters);ENCODING=QUOTED-PRINTABLE:\(encoded)", "BDAY:2001-01-01"]
                let (fast, fastProblems) = try Fixtures.readAll(Self.card(plain))
                let (slow, slowProblems) = try Fixtures.readAll(Self.card(careful))
                var fastContact = try #require(fast.first)
                var slowContact = try #require(slow.first)
                // The encoding is a parameter of a birthday kept as an extension: set aside.
                fastContact.extensions.removeAll()
                slowContact.extensions.removeAll()
                #expect(fastContact == slowContact, "\(parameters):\(value)")
                #expect(fastProblems.map(\.code) == slowProblems.map(\.code), "\(parameters):\(value)")
                #expect(fastProblems.map(\.message) == slowProblems.map(\.message), "\(parameters):\(value)")
            }
        }
    }

    /// Values that start and end with a visible ASCII byte and have no backslash are their
    /// text trimmed; any other value is left to the careful path.
    @Test func visibleTextIsTheTrimmedText() {
        var generator = SeededGenerator(state: 0x715_1B1E)
        let pieces = ["us", "de", " ", "\t", "\\n", "\\,", "\\", "Mitte", "강남구", "e\u{301}", "\u{A0}", "\u{2003}", "x", ";", "12345678"]
        var taken = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...6, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let bytes = Array(text.utf8)
            let visible = bytes.withUnsafeBufferPointer { VCardText.visibleText(validUTF8: $0) }
            if let visible {
                taken += 1
                #expect(visible == VCardText.unescape(text).trimmingWhitespace(), "\(text)")
                #expect(Array(visible.utf8) == bytes)
            }
        }
        #expect(taken > 2_000)
    }

    /// Address companions taken in one look are the ones taken kind by kind (a card of more
    /// than 64 properties): repeated companions, groups in other cases, companions of no
    /// address, values with spaces, escapes and non-ASCII text.
    @Test func addressCompanionsTakenAtOnceAreTakenOneByOne() throws {
        var generator = SeededGenerator(state: 0xADD_C0A7)
        let companions = [
            "X-ABADR:de", "X-ABADR: fr ", "X-ABADR:", "X-ABADR:u\\ns", "X-ABADR:\\nus", "X-APPLE-SUBLOCALITY: Mitte ",
            "X-APPLE-SUBLOCALITY:Gangnam-gu 강남구", "X-APPLE-SUBLOCALITY:a\\,b", "X-ABLabel:_$!<Home>!$_",
            "X-ABLabel:Lake house", "X-ABLabel: spaced ", "X-ABADR;CHARSET=UTF-8:jp", "X-APPLE-SUBLOCALITY:\t\tx",
        ]
        let items = [
            "ADR;TYPE=HOME:;;1 Road;Town;;12345;Land", "ADR:;;2 Road;;;;", "ADR;TYPE=WORK;TYPE=pref:;;3;;;;",
            "TEL;TYPE=CELL:1", "EMAIL:a@example.org", "ADR;X-APPLE-SUBLOCALITY=Old:;;4;;;;",
        ]
        let padding = (1...70).compactMap { Self.parsed(Array("X-PAD-\($0):x".utf8)) }
        var addresses = 0
        for round in 0..<1_500 {
            var lines: [String] = ["FN:A"]
            let groups = Int.random(in: 1...3, using: &generator)
            func group() -> String {
                ["item", "ITEM", "iTem", "ItemNumber", "itemnumber"].randomElement(using: &generator)!
                    + "\(Int.random(in: 1...groups, using: &generator))"
            }
            for _ in 0..<Int.random(in: 1...4, using: &generator) { lines.append(group() + "." + items.randomElement(using: &generator)!) }
            for _ in 0..<Int.random(in: 0...6, using: &generator) { lines.append(group() + "." + companions.randomElement(using: &generator)!) }
            lines.shuffle(using: &generator)
            let properties = lines.compactMap { Self.parsed(Array($0.utf8)) }
            addresses += properties.filter { $0.kind == .address }.count
            var short = properties
            var long = padding + properties
            let (shortContact, shortProblems) = VCardContactBuilder.build(version: .v3_0, properties: &short)
            var (longContact, longProblems) = VCardContactBuilder.build(version: .v3_0, properties: &long)
            longContact.extensions.removeAll { $0.name.hasPrefix("X-PAD-") }
            #expect(shortContact == longContact, "round \(round): \(lines)")
            #expect(shortProblems == longProblems, "round \(round): \(lines)")
        }
        #expect(addresses > 2_000)
        // Written out: the last companion of each kind in the address's group.
        let (contacts, _) = try Fixtures.readAll(Self.card([
            "item1.X-ABADR:fr", "item1.ADR:;;1;;;;", "ITEM1.X-ABADR: de ", "item1.X-APPLE-SUBLOCALITY:Mitte",
            "item1.X-ABLabel:Lake house", "item2.X-ABADR:us",
        ]))
        let contact = try #require(contacts.first)
        #expect(contact.postalAddresses.map(\.value.isoCountryCode) == ["de"])
        #expect(contact.postalAddresses.map(\.value.subLocality) == ["Mitte"])
        #expect(contact.postalAddresses.map(\.label) == [.custom("Lake house")])
        #expect(contact.extensions.map(\.value) == ["fr", "us"])
    }

    /// A value whose first byte as written is no `t` has a text that is no `tel:` URI.
    @Test func telSchemeOnTheFirstByte() throws {
        let values = [
            "tel:+1", "TEL:+1", "Tel:5", "tel:", "t", "", "\\tel:+1", " tel:+1", "+1 555", "(555)", "tél:1", "tel:\u{301}5",
            "=74el:+1", "\\,tel:1",
        ]
        for value in values {
            for parameters in ["", ";ENCODING=QUOTED-PRINTABLE", ";CHARSET=UTF-8", ";TYPE=CELL", ";X-FOO=1"] {
                for eightBit in [true, false] {
                    let property = try #require(Self.parsed(Array("TEL\(parameters):\(value)".utf8), eightBit: eightBit))
                    var diagnostics: [Diagnostic] = []
                    let text = property.text(&diagnostics)
                    if !VCardContactBuilder.mayStartWithTelScheme(property) {
                        #expect(!VCardContactBuilder.startsWithTelScheme(text), "\(parameters):\(value)")
                    }
                }
            }
        }
        // Not UTF-8: read as Windows-1252, whose letters past ASCII are no `t`.
        let damaged = try #require(Self.parsed(Array("TEL:".utf8) + [0xF4, 0x74, 0x65, 0x6C, 0x3A, 0x31], eightBit: true))
        #expect(!VCardContactBuilder.mayStartWithTelScheme(damaged))
        var diagnostics: [Diagnostic] = []
        #expect(!VCardContactBuilder.startsWithTelScheme(damaged.text(&diagnostics)))
    }

    /// The check for a backslash in a value's last bytes (one word ending with the value)
    /// finds it at every place, for values of every length around a word's.
    @Test func backslashesInTheLastBytesAreFound() {
        for length in 0...40 {
            for place in -1..<length {
                for filler in ["a", "é"] {
                    var bytes = Array(String(repeating: filler, count: length).utf8.prefix(length))
                    if place >= 0 { bytes[place] = UInt8(ascii: "\\") }
                    if place >= 0, place + 1 < bytes.count { bytes[place + 1] = UInt8(ascii: "n") }
                    let text = String(decoding: bytes, as: UTF8.self)
                    guard Array(text.utf8) == bytes else { continue }
                    let fast = bytes.withUnsafeBufferPointer { VCardText.unescapedText(validUTF8: $0) }
                    #expect(fast == VCardText.unescape(text), "\(length) \(place)")
                    let visible = bytes.withUnsafeBufferPointer { VCardText.visibleText(validUTF8: $0) }
                    if place >= 0 { #expect(visible == nil, "\(length) \(place)") }
                }
            }
        }
    }

    /// What one card leaves in the builder's uncommon state (2.1/3.0 labels, name
    /// companions, a vendor department, a long card's companions) is not the next card's.
    @Test func uncommonStateStaysWithItsCard() throws {
        let uncommon = [
            "N:Pérez;Pablo;;;Jr.;Gómez;Jr.", "LABEL;TYPE=HOME:1 Road\\nTown", "ADR;TYPE=HOME:;;1 Road;Town;;;",
            "X-SECONDARY-SURNAME:Gómez", "X-NAME-GENERATION:III", "X-DEPARTMENT:Sales", "ORG:Co;Support",
        ] + (1...70).map { "X-PAD-\($0):x" } + ["item1.TEL:1", "item1.X-ABLabel:Lake house", "item2.X-ABADR:fr"]
        let plain = ["FN:B", "N:B;;;;", "ORG:Other", "TEL:2", "ADR:;;2 Road;;;;", "item2.X-ABADR:de", "item3.X-ABLabel:x"]
        let both = Self.card(uncommon) + Self.card(plain) + Self.card(uncommon)
        let (together, togetherProblems) = try Fixtures.readAll(both)
        let (first, firstProblems) = try Fixtures.readAll(Self.card(uncommon))
        let (second, secondProblems) = try Fixtures.readAll(Self.card(plain))
        #expect(together.count == 3)
        #expect(together[0] == first.first)
        #expect(together[1] == second.first)
        #expect(together[2] == first.first)
        #expect(togetherProblems.map(\.code) == (firstProblems + secondProblems + firstProblems).map(\.code))
        #expect(first.first?.departmentName == "Support")
        #expect(first.first?.secondaryFamilyName == "Gómez")
        #expect(first.first?.postalAddresses.first?.value.formattedLabel == "1 Road\nTown")
        #expect(second.first?.extensions.map(\.name) == ["X-ABADR", "X-ABLABEL"])
    }
}
