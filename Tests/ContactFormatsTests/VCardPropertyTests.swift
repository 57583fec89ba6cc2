@testable import ContactFormats
import ContactModel
import Testing

/// Splitting a content line into group, name, parameters and value.
@Suite struct VCardPropertyTests {
    func parse(_ text: String) -> VCardProperty? {
        VCardProperty(line: VCardLineReader.Line(bytes: Array(text.utf8), number: 7))
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
    }
}
