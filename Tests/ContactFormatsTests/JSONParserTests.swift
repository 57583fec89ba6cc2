@testable import ContactFormats
import Testing

/// The small JSON parser jCard and NDJSON reading use.
@Suite struct JSONParserTests {
    private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(Array(text.utf8)) }

    @Test func scalarsArraysAndObjectsInOrder() throws {
        #expect(try parse(" [1, -2.5e3, true, false, null, \"x\"] ") == .array([
            .number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x"),
        ]))
        guard case .object(let members) = try parse(#"{"b": 1, "a": {"c": []}}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
    }

    @Test func escapesAndUnicode() throws {
        #expect(try parse(#""a\"b\\c\/d\n\t\r\b\f""#) == .string("a\"b\\c/d\n\t\r\u{8}\u{C}"))
        #expect(try parse(#""\u00e9\u65E5\ud83d\ude00""#) == .string("é日😀"))
        #expect(try parse(#""\ud83d""#) == .string("\u{FFFD}"))
        #expect(try parse("\"é 日本\"") == .string("é 日本"))
    }

    @Test(arguments: [
        "", "[1,]", "{\"a\" 1}", "[1] 2", "\"open", "tru", "{\"a\":1,}", "\"tab\there\"", "[-]", "\"\\x\"",
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    ])
    func invalidJSONIsAnErrorNotACrash(_ text: String) {
        #expect(throws: JSONValueError.self) { try parse(text) }
    }
}
