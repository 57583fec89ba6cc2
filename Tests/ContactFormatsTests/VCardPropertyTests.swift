@testable import ContactFormats
import ContactModel
import Testing

/// Splitting a content line into group, name, parameters and value.
@Suite struct VCardPropertyTests {
    func parse(_ text: String) -> VCardProperty? {
        VCardProperty.parse(VCardLineReader.Line(bytes: Array(text.utf8)[...], number: 7))
    }

    @Test func groupNameParametersValue() throws {
        let property = try #require(parse("item1.tel;type=CELL,VOICE;type=pref:+1 555"))
        #expect(property.group == "item1")
        #expect(property.name == "TEL")
        #expect(property.types == ["CELL", "VOICE"])
        #expect(property.preference == 1)
        #expect(property.otherParameters.isEmpty)
        #expect(String(decoding: property.value, as: UTF8.self) == "+1 555")
        #expect(property.line == 7)
    }

    @Test func namelessTwoOneParameters() throws {
        let property = try #require(parse("TEL;HOME;VOICE:555"))
        #expect(property.types == ["HOME", "VOICE"])
    }

    @Test func quotedValuesKeepColonsSemicolonsAndCommas() throws {
        let property = try #require(parse("ADR;LABEL=\"1 Main St; Apt 2, Town: X\":;;1 Main St;;;;"))
        #expect(property.otherParameters == [Parameter("LABEL", "1 Main St; Apt 2, Town: X")])
        #expect(String(decoding: property.value, as: UTF8.self) == ";;1 Main St;;;;")
    }

    @Test func rfc6868CaretEscapes() throws {
        let property = try #require(parse("ADR;LABEL=\"a^nb ^'q^' ^^ ^x\":;;;;;;"))
        #expect(property.otherParameters.first?.values == ["a\nb \"q\" ^ ^x"])
    }

    @Test(arguments: ["no colon here", "BAD NAME:x", ":value", "A.B.C:x", "N;P=\"open:x"])
    func rejectsWhatIsNotAProperty(_ text: String) {
        #expect(parse(text) == nil)
    }

    @Test func preferenceInEverySpelling() throws {
        #expect(try #require(parse("TEL;PREF:1")).preference == 1)
        #expect(try #require(parse("TEL;TYPE=pref:1")).preference == 1)
        #expect(try #require(parse("TEL;PREF=3:1")).preference == 3)
        #expect(try #require(parse("TEL;X-PREF=2:1")).preference == 2)
        #expect(try #require(parse("TEL:1")).preference == nil)
        // `pref` is told apart on bytes: a longer or shorter word, or another letter, is a type.
        let mixed = try #require(parse("TEL;TYPE=PrEf,prefs,pre,qref:1"))
        #expect(mixed.preference == 1)
        #expect(mixed.types == ["prefs", "pre", "qref"])
    }

    /// Common `TYPE` spellings come from a table, the rest are decoded: either way a type
    /// stays exactly as written.
    @Test func typesKeepTheirSpelling() throws {
        let property = try #require(parse("TEL;type=Cell;TYPE= home ,WORKS,CEL,x-boat,Ｆax,iPhone;type=Pref:1"))
        #expect(property.types == ["Cell", "home", "WORKS", "CEL", "x-boat", "Ｆax", "iPhone"])
        #expect(property.preference == 1)
        for word in VCardTypeSpellings.words {
            for spelling in [word, word.lowercased()] {
                let bytes = Array(spelling.utf8)
                #expect(bytes.withUnsafeBufferPointer { VCardTypeSpellings.string(spelledBy: $0) } == spelling)
            }
        }
        let nearMiss = Array("cELL".utf8)
        #expect(nearMiss.withUnsafeBufferPointer { VCardTypeSpellings.string(spelledBy: $0) } == nil)
    }

    /// A line is usually a slice of the reader's buffer, not starting at index 0.
    @Test func lineThatIsASliceOfALargerBuffer() throws {
        let buffer = Array("END:VCARD\r\nTEL;TYPE=HOME:+1 555\r\n".utf8)
        let property = try #require(
            VCardProperty.parse(VCardLineReader.Line(bytes: buffer[11..<31], number: 2)))
        #expect(property.types == ["HOME"])
        #expect(String(decoding: property.value, as: UTF8.self) == "+1 555")
    }
}
