@testable import ContactFormats
import ContactModel
import Testing

/// The box that holds a property's rarer parameters keeps value semantics: a copy changed
/// leaves the original as it was, and a property without them gets no box from a change
/// that adds nothing.
@Suite struct VCardRareParametersTests {
    static func property(_ line: String) throws -> VCardProperty {
        try #require(VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1)))
    }

    @Test func aChangedCopyLeavesTheOriginalAlone() throws {
        let original = try VCardRareParametersTests.property(
            "PHOTO;ENCODING=b;TYPE=JPEG;X-SIZE=12;CHARSET=utf-8;VALUE=binary:QUJD")
        var copy = original
        copy.otherParameters.removeAll { $0.hasName("X-SIZE") }
        copy.encoding = nil
        copy.charset = "latin1"
        copy.valueType = "uri"
        #expect(original.otherParameters.map(\.name) == ["X-SIZE"])
        #expect(original.encoding == "B")
        #expect(original.charset == "utf-8")
        #expect(original.valueType == "binary")
        #expect(copy.otherParameters.isEmpty && copy.encoding == nil && copy.charset == "latin1")
        #expect(copy.valueType == "uri")
    }

    @Test func aPropertyWithoutThemGetsNoBoxFromAChangeThatAddsNothing() throws {
        var plain = try VCardRareParametersTests.property("TEL;TYPE=CELL:+1 555 0100")
        #expect(plain.rare == nil)
        plain.otherParameters.removeAll { $0.hasName("X-SERVICE-TYPE") }
        plain.encoding = nil
        plain.charset = nil
        plain.valueType = nil
        #expect(plain.rare == nil)
        plain.otherParameters.append(Parameter(name: "X-A", values: ["1"]))
        #expect(plain.rare != nil)
        #expect(plain.otherParameters.map(\.name) == ["X-A"])
    }

    @Test func aSharedBoxIsCopiedBeforeAParameterIsAdded() throws {
        let original = try VCardRareParametersTests.property("NOTE;X-A=1:text")
        var copy = original
        copy.otherParameters.append(Parameter(name: "X-B", values: ["2"]))
        copy.otherParameters[0].values = ["9"]
        #expect(original.otherParameters.map(\.name) == ["X-A"])
        #expect(original.otherParameters[0].values == ["1"])
        #expect(copy.otherParameters.map(\.name) == ["X-A", "X-B"])
        #expect(copy.otherParameters[0].values == ["9"])
    }
}
