@testable import ContactFormats
import ContactModel
import Testing

/// A card whose first extension is the card before's (`PRODID`, most often) shares that
/// list, and reads exactly as the card read alone: the contact, its diagnostics, and the
/// cards after it, whatever they add.
@Suite struct VCardRepeatedExtensionTests {
    static let apple = "PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN"

    /// Cards in a row with the same and with other first extensions: with parameters, a
    /// group, non-ASCII, a second extension after the shared one, a duplicate single-valued
    /// property, GEO (rewritten), data URIs, an empty value, 2.1 quoted-printable.
    static let cards: [(version: String, lines: [String])] = [
        ("3.0", [apple, "FN:A"]),
        ("3.0", [apple, "FN:B"]),
        ("3.0", [apple, "FN:C", "X-CUSTOM:one"]),
        ("3.0", [apple, "FN:D"]),
        ("3.0", ["FN:E", apple]),
        ("3.0", ["PRODID:-//Apple Inc.//iPhone OS 17.4.2//EN", "FN:F"]),
        ("3.0", [apple, "FN:G"]),
        ("3.0", ["PRODID;X-A=1:-//Apple Inc.//iPhone OS 17.4.1//EN", "FN:H"]),
        ("3.0", ["item1.PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN", "FN:I"]),
        ("3.0", ["PRODID:-//Äpple//DE", "FN:J"]),
        ("3.0", ["PRODID:-//Äpple//DE", "FN:K"]),
        ("3.0", ["FN:L", "FN:L2"]),
        ("3.0", ["FN:M", "FN:L2"]),
        ("3.0", ["GEO:37.386013;-122.082932", "FN:N"]),
        ("4.0", ["GEO:37.386013;-122.082932", "FN:O"]),
        ("4.0", ["X-PIC:data:image/png;base64,iVBORw0KGgo=", "FN:P"]),
        ("4.0", ["X-PIC:data:image/png;base64,iVBORw0KGgo=", "FN:Q"]),
        ("3.0", ["PRODID:", "FN:R"]),
        ("3.0", ["PRODID:", "FN:S"]),
        ("2.1", ["PRODID;ENCODING=QUOTED-PRINTABLE:a=3Db", "FN:T"]),
        ("2.1", ["PRODID;ENCODING=QUOTED-PRINTABLE:a=3Db", "FN:U"]),
        ("2.1", ["PRODID:a=3Db", "FN:V"]),
        ("3.0", ["PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN\\, x", "FN:W"]),
        ("3.0", [apple, "FN:X", "PRODID:second"]),
        ("3.0", [apple, "FN:Y"]),
    ]

    static func text(_ card: (version: String, lines: [String])) -> String {
        (["BEGIN:VCARD", "VERSION:\(card.version)"] + card.lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }

    static func readAll(_ text: String) throws -> [(Contact, [Diagnostic])] {
        var reader = VCardReader(text: text)
        var read: [(Contact, [Diagnostic])] = []
        while let contact = try reader.next() { read.append((contact, reader.diagnostics)) }
        return read
    }

    @Test func eachCardReadsAsItDoesAlone() throws {
        let together = try Self.readAll(Self.cards.map(Self.text).joined())
        #expect(together.count == Self.cards.count)
        for (index, card) in Self.cards.enumerated() where index < together.count {
            let alone = try #require(try Self.readAll(Self.text(card)).first)
            #expect(together[index].0 == alone.0, "card \(index)")
            #expect(together[index].1.map(\.message) == alone.1.map(\.message), "card \(index)")
        }
        // The shared list is copied when a card adds to it; the next card's is the kept one.
        #expect(together[2].0.extensions.map(\.name) == ["PRODID", "X-CUSTOM"])
        #expect(together[3].0.extensions.map(\.name) == ["PRODID"])
        #expect(together[23].0.extensions.map(\.value) == ["-//Apple Inc.//iPhone OS 17.4.1//EN", "second"])
        #expect(together[24].0.extensions.map(\.value) == ["-//Apple Inc.//iPhone OS 17.4.1//EN"])
    }

    @Test func onlyPlainPropertiesAreShared() throws {
        func property(_ line: String) -> VCardProperty {
            VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1))!
        }
        var plain = property(Self.apple)
        plain.hasEightBitBytes = false
        #expect(VCardRepeatedExtension.canShare(plain))
        for line in ["PRODID;X-A=1:x", "item1.PRODID:x", "PRODID;TYPE=HOME:x", "PRODID;PREF=1:x", "PRODID;VALUE=text:x",
                     "PRODID;CHARSET=UTF-8:x", "PRODID;ENCODING=b:eA=="] {
            var other = property(line)
            other.hasEightBitBytes = false
            #expect(!VCardRepeatedExtension.canShare(other), "\(line)")
        }
        #expect(!VCardRepeatedExtension.canShare(property(Self.apple)), "8-bit bytes not ruled out")
    }
}
