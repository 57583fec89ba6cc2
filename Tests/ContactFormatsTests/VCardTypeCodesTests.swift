@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// `TYPE` values kept as codes (common spellings) read alike with the same values kept as
/// strings (the careful form, which any type not in the table takes): the types as written,
/// their words, and the contact the builder makes of a card.
@Suite struct VCardTypeCodesTests {
    static func parsed(_ line: String) -> VCardProperty? {
        VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1))
    }

    /// The contact and problems of a card's properties read as they are (types as codes)
    /// and with every type spelled out (the careful path).
    static func builtBothWays(
        _ properties: [VCardProperty], version: VCardVersion
    ) -> (fast: (contact: Contact, problems: [Diagnostic]), careful: (contact: Contact, problems: [Diagnostic])) {
        var fast = properties
        var careful = properties.map { property in
            var property = property
            property.spellOutTypes()
            return property
        }
        return (
            VCardContactBuilder.build(version: version, properties: &fast),
            VCardContactBuilder.build(version: version, properties: &careful)
        )
    }

    /// Lines with types in every form: common spellings in their three cases, near misses
    /// (`cElL`, `iPhone`, `CELLS`), X- types, nameless 2.1 values, escapes, quotes, carets,
    /// non-ASCII, empty values, `pref` among them, eight and nine types, quotes after
    /// coded values (the parser drops those and starts again), odd white space.
    static let lines = [
        "TEL;type=CELL;type=VOICE:+1 555 0100",
        "TEL;TYPE=cell,voice,pref:1",
        "TEL;Type=Cell;TYPE=Voice:1",
        "TEL;type=cElL:1",
        "TEL;type=iPhone;type=CELL:1",
        "TEL;TYPE=CELLS,HOME:1",
        "TEL;TYPE=HOME,X-FOO,WORK:1",
        "TEL;TYPE=x-main,home:1",
        "TEL;HOME;VOICE;FAX:1",
        "TEL;home;x-nec-secret;CELL:1",
        "TEL;TYPE=WORK\\,VOICE:1",
        "TEL;TYPE=\"HOME,WORK\":1",
        "TEL;TYPE=HOME;TYPE=\"CELL\",WORK:1",
        "TEL;TYPE=HOME,WORK,CELL,FAX,VOICE,PAGER,MAIN,OTHER:1",
        "TEL;TYPE=HOME,WORK,CELL,FAX,VOICE,PAGER,MAIN,OTHER,TEXT:1",
        "TEL;TYPE=HOME,WORK,CELL,FAX,VOICE,PAGER,MAIN,OTHER;TYPE=\"VIDEO\":1",
        "TEL;TYPE=HOME,WORK,CELL,FAX,VOICE,PAGER,MAIN,OTHER,TEXT;TYPE=\"VIDEO\":1",
        "TEL;TYPE=a^nb,HOME:1",
        "TEL;TYPE=Ｆax,home:1",
        "TEL;TYPE=,,HOME,:1",
        "TEL;TYPE=:1",
        "TEL; type = home ;type=WORK :1",
        "EMAIL;type=INTERNET;type=HOME;type=pref:a@example.org",
        "EMAIL;TYPE=internet,Work,School:a@example.org",
        "ADR;type=HOME;type=pref:;;1 Road;Town;;1;Land",
        "ADR;TYPE=dom,intl,postal,parcel,work:;;1 Road;Town;;1;Land",
        "URL;TYPE=HomePage:https://example.org",
        "URL;TYPE=homepage:https://example.org",
        "PHOTO;ENCODING=b;TYPE=JPEG:QUJD",
        "PHOTO;ENCODING=b;TYPE=jpeg,X-SIZE:QUJD",
        "SOUND;TYPE=X-IRMC-N;CHARSET=UTF-8:Yamada;Taro",
        "BDAY;TYPE=HOME:2000-01-01",
        "X-SOCIALPROFILE;TYPE=twitter;x-user=someone:https://twitter.com/someone",
        "X-SOCIALPROFILE;TYPE=Home;x-user=someone:https://example.org/someone",
        "RELATED;TYPE=friend,HOME:urn:uuid:1",
        "IMPP;TYPE=HOME,personal:xmpp:a@example.org",
        "X-CUSTOM;TYPE=CELL,HOME:value",
        "TEL;TYPE=HOME;X-CONTACTKIT-TYPE=voice-ish:1",
    ]

    @Test(arguments: lines)
    func codedTypesReadAsSpelledOutOnes(_ line: String) throws {
        let coded = try #require(VCardTypeCodesTests.parsed(line))
        var spelled = coded
        spelled.spellOutTypes()
        #expect(spelled.typeCodes == VCardProperty.typesSpelledOut)
        #expect(coded.types == spelled.types)
        #expect(coded.typeCount == spelled.typeCount)
        #expect(coded.typeCount == coded.types.count)
        for index in 0..<coded.typeCount {
            #expect(coded.type(at: index) == spelled.type(at: index))
            #expect(coded.typeWord(at: index) == spelled.typeWord(at: index))
            #expect(coded.typeWord(at: index) == VCardTypeWords(type: coded.types[index]))
        }
        // The types are what the general path read before codes: the same line with a space
        // before each parameter name, read through `add` with the values as strings.
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            var fast = [coded]
            var careful = [spelled]
            let (fastContact, fastProblems) = VCardContactBuilder.build(version: version, properties: &fast)
            let (carefulContact, carefulProblems) = VCardContactBuilder.build(version: version, properties: &careful)
            #expect(fastContact == carefulContact, "\(version) \(line)")
            #expect(fastProblems == carefulProblems)
        }
    }

    /// Common spellings are codes, anything else spells every type out, in order.
    @Test func whichTypesAreCodes() throws {
        let common = try #require(VCardTypeCodesTests.parsed("TEL;type=CELL;type=voice,Home:1"))
        #expect(common.typeCodes != VCardProperty.typesSpelledOut && common.typeCodes != 0)
        #expect(common.rare == nil)
        #expect(common.types == ["CELL", "voice", "Home"])
        let mixed = try #require(VCardTypeCodesTests.parsed("TEL;type=CELL;type=cElL,Home:1"))
        #expect(mixed.typeCodes == VCardProperty.typesSpelledOut)
        #expect(mixed.types == ["CELL", "cElL", "Home"])
        let eight = try #require(VCardTypeCodesTests.parsed("TEL;TYPE=A1,HOME:1"))
        #expect(eight.types == ["A1", "HOME"])
        let full = try #require(VCardTypeCodesTests.parsed("TEL;TYPE=HOME,WORK,CELL,FAX,VOICE,PAGER,MAIN,OTHER:1"))
        #expect(full.typeCodes != VCardProperty.typesSpelledOut)
        #expect(full.typeCount == 8)
        let nine = try #require(VCardTypeCodesTests.parsed("TEL;TYPE=HOME,WORK,CELL,FAX,VOICE,PAGER,MAIN,OTHER,TEXT:1"))
        #expect(nine.typeCodes == VCardProperty.typesSpelledOut)
        #expect(nine.types == ["HOME", "WORK", "CELL", "FAX", "VOICE", "PAGER", "MAIN", "OTHER", "TEXT"])
        // A quoted value after coded ones: the parameter's values read again, as written.
        let quoted = try #require(VCardTypeCodesTests.parsed("TEL;TYPE=HOME;TYPE=CELL,\"WORK\":1"))
        #expect(quoted.types == ["HOME", "CELL", "WORK"])
        let none = try #require(VCardTypeCodesTests.parsed("TEL:1"))
        #expect(none.typeCodes == 0 && none.typeCount == 0 && none.types == [])
    }

    /// Setting the types picks the form: codes when every one is a common spelling.
    @Test func settingTypesPicksTheForm() throws {
        var property = try #require(VCardTypeCodesTests.parsed("TEL;TYPE=x-a,HOME:1"))
        #expect(property.typeCodes == VCardProperty.typesSpelledOut)
        property.types.removeFirst()
        #expect(property.types == ["HOME"])
        #expect(property.typeCodes != VCardProperty.typesSpelledOut)
        #expect(property.rare?.types == [])
        property.types += ["Cell", "odd"]
        #expect(property.types == ["HOME", "Cell", "odd"])
        #expect(property.typeCodes == VCardProperty.typesSpelledOut)
        property.types = []
        #expect(property.typeCount == 0 && property.typeCodes == 0)
        let original = try #require(VCardTypeCodesTests.parsed("TEL;TYPE=odd:1"))
        var copy = original
        copy.types.append("WORK")
        #expect(original.types == ["odd"])
        #expect(copy.types == ["odd", "WORK"])
    }

    /// The code of bytes as the table says it: the first spelling that is those bytes.
    static func referenceCode(_ bytes: [UInt8]) -> UInt8 {
        let index = VCardTypeSpellings.spellings.firstIndex { Array($0.text.utf8) == bytes }
        return index.map { UInt8($0 + 1) } ?? 0
    }

    /// Every spelling's code gives its text and its word back, and no other bytes give it:
    /// the switch on folded bytes agrees with the table on each spelling and on every one
    /// with a byte changed (another case, a bit that folding hides, a NUL, 8-bit), cut short
    /// or made longer.
    @Test func everySpellingHasItsCode() {
        for (index, spelling) in VCardTypeSpellings.spellings.enumerated() {
            let code = VCardTypeSpellings.code(of: spelling.text)
            #expect(Int(code) == index + 1 || spelling.text == "X400")
            #expect(VCardTypeSpellings.text(ofCode: code) == spelling.text)
            let bytes = Array(spelling.text.utf8)
            var variants = [bytes, Array(bytes.dropLast()), bytes + [0x41], [0] + bytes, bytes + [0]]
            for position in bytes.indices {
                for change: UInt8 in [0x20, 0x40, 0x80, 0x01, 0x10] {
                    var variant = bytes
                    variant[position] ^= change
                    variants.append(variant)
                }
                var cut = bytes
                cut[position] = 0
                variants.append(cut)
            }
            for variant in variants {
                let found = variant.withUnsafeBufferPointer { VCardTypeSpellings.code(spelledBy: $0) }
                #expect(found == VCardTypeCodesTests.referenceCode(variant), "\(variant)")
            }
            #expect(VCardTypeSpellings.word(ofCode: code) == VCardTypeWords(type: spelling.text))
            #expect(VCardTypeSpellings.code(of: spelling.text + " ") == 0)
            #expect(VCardTypeSpellings.code(of: "\0" + spelling.text) == 0)
        }
        #expect(VCardTypeSpellings.code(of: "") == 0)
        #expect(VCardTypeSpellings.code(of: "cElL") == 0)
        #expect(VCardTypeSpellings.code(of: "iPhone") == 0)
    }

    /// Whole cards with folding, quoted-printable, charsets, item groups and damaged lines
    /// read alike when every property's types are spelled out before the builder reads them.
    @Test func cardsReadAlikeWithTypesSpelledOut() throws {
        let text = [
            "BEGIN:VCARD", "VERSION:2.1", "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;Anna",
            "TEL;HOME;VOICE;PREF:1", "TEL;CELL;X-MAIN:2", "TEL;TYPE=X-MAIN:3",
            "EMAIL;INTERNET;WORK:a@example.org", "ADR;HOME;ENCODING=QUOTED-PRINTABLE:;;1 R=",
            "oad;Town;;1;Land", "LABEL;HOME;ENCODING=QUOTED-PRINTABLE:1 Road=0D=0ATown",
            "not a property", "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "FN:B", "item1.TEL;type=CELL;type=VOICE:1",
            "item1.X-ABLabel:_$!<Mobile>!$_", "item2.TEL;type=HOME:2", "item2.X-ABLabel:custom",
            "TEL;type=WORK;type=FAX;type=pref:3", "TEL;TYPE=PAGER,Main:4", "TEL;type=IPHONE;type=cell:5",
            "EMAIL;type=INTERNET;type=OTHER:b@example.org", "URL;type=HOME:https://b.example.org",
            "item3.ADR;type=WORK;type=pref:;;2 Ro", " ad;Town;;2;Land", "item3.X-ABADR:de",
            "X-SOCIALPROFILE;type=twitter:https://twitter.com/b", "PHOTO;ENCODING=b;TYPE=JPEG:QUJD",
            "END:VCARD",
            "BEGIN:VCARD", "VERSION:4.0", "FN:C", "TEL;VALUE=uri;TYPE=\"cell,voice\":tel:+1-555",
            "EMAIL;TYPE=work;PREF=1:c@example.org", "RELATED;TYPE=friend:urn:uuid:1",
            "IMPP;TYPE=home:xmpp:c@example.org", "END:VCARD", "",
        ].joined(separator: "\r\n")
        var lines = VCardLineReader(input: MemoryInput(Array(text.utf8)))
        var cards: [(VCardVersion, [VCardProperty])] = []
        var current: [VCardProperty] = []
        var version = VCardVersion.v3_0
        while let line = try lines.nextLine() {
            guard var property = VCardProperty.parse(line) else { continue }
            property.hasEightBitBytes = lines.lastLineHasEightBitBytes
            switch property.kind {
            case .begin?: current = []
            case .end?: cards.append((version, current))
            case .version?:
                version = VCardVersion(versionValue: String(decoding: property.value, as: UTF8.self)) ?? .v3_0
            default: current.append(property)
            }
        }
        #expect(cards.count == 3)
        for (version, properties) in cards {
            let (fast, careful) = Self.builtBothWays(properties, version: version)
            #expect(fast.contact == careful.contact)
            #expect(fast.problems == careful.problems)
        }
        let (contacts, _) = try Fixtures.readAll(Array(text.utf8))
        #expect(contacts.count == 3)
        #expect(contacts[1].phoneNumbers.map(\.label) == [.mobile, .custom("custom"), .workFax, .main, .iPhone])
    }
}
