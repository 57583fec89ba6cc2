@testable import ContactFormats
import ContactModel
import Testing

/// `TYPE=` read by the short path gives what the general path gives: the same line with a
/// space before the parameter name (which the short path leaves to the general one) must
/// come out the same in every field.
@Suite struct VCardPlainTypeTests {
    static func property(_ line: String) throws -> VCardProperty {
        try #require(VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1)))
    }

    static func parsed(_ line: String) -> VCardProperty? {
        VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1))
    }

    @Test(arguments: [
        "type=CELL", "TYPE=HOME,WORK", "type=pref", "Type=WORK\\,VOICE", "TYPE=", "TYPE=,", "TYPE=x-custom",
        "TYPE=X-MAIN,home", "TYPE=a^nb", "TYPE=\"a,b\"", "type=home , work", "TYPE=HOME;TYPE=pref",
        "TYPE=PREF,pref,CELL", "type=Ä,ß", "TYPE=home\\", "TYPE=\"unclosed", "TYPE=a=b",
    ])
    func theShortPathGivesWhatTheGeneralOneGives(_ parameter: String) {
        let short = VCardPlainTypeTests.parsed("TEL;\(parameter):+1 555 0100")
        let general = VCardPlainTypeTests.parsed("TEL; \(parameter):+1 555 0100")
        #expect((short == nil) == (general == nil))
        guard let short, let general else { return }
        #expect(short.types == general.types)
        #expect(short.preference == general.preference)
        #expect(short.namedExtensionTypes == general.namedExtensionTypes)
        #expect(short.otherParameters == general.otherParameters)
        #expect(Array(short.value) == Array(general.value))
    }

    @Test func valuesAreSplitAndPreferenceTaken() throws {
        let property = try VCardPlainTypeTests.property("TEL;type=CELL;type=VOICE,pref;TYPE=work\\,fax:1")
        #expect(property.types == ["CELL", "VOICE", "work", "fax"])
        #expect(property.preference == 1)
    }
}
