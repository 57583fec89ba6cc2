import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// CSV rows, NDJSON lines and jCard cards longer than `--max-line-length` are skipped with a
/// `limit-exceeded` warning; the rest of the input is read.
@Suite struct CSVAndJSONLimitsTests {
    private let limits = ReadLimits(maximumLineLength: 1000)
    private let long = String(repeating: "x", count: 5000)

    private func read(_ format: ContactFormat, _ text: String) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        var reader = format.makeReader(MemoryInput(text), limits: limits)
        var contacts: [Contact] = []
        var diagnostics: [Diagnostic] = []
        while let contact = try reader.next() {
            contacts.append(contact)
            diagnostics += reader.diagnostics
        }
        diagnostics += reader.diagnostics
        return (contacts, diagnostics)
    }

    @Test(arguments: [false, true])
    func longCSVRowsAreSkipped(_ quoted: Bool) throws {
        let field = quoted ? "\"" + long + "\nmore\"" : long
        let (contacts, diagnostics) = try read(.csv(.generic), "givenName,note\nA,short\nB,\(field)\nC,short\n")
        #expect(contacts.map(\.givenName) == ["A", "C"])
        #expect(diagnostics.filter { $0.code == .limitExceeded }.map(\.line) == [3])
    }

    @Test func longNDJSONLinesAreSkipped() throws {
        let text = "{\"givenName\":\"A\"}\n{\"givenName\":\"\(long)\"}\n{\"givenName\":\"C\"}\n{\"note\":\"\(long)\"}"
        let (contacts, diagnostics) = try read(.ndjson, text)
        #expect(contacts.map(\.givenName) == ["A", "C"])
        #expect(diagnostics.filter { $0.code == .limitExceeded }.map(\.line) == [2, 4])
    }

    @Test func longJCardCardsAreSkipped() throws {
        let text = #"[["vcard",[["fn",{},"text","A"]]],["vcard",[["fn",{},"text",""# + long + #""]]],["vcard",[["fn",{},"text","C"]]]]"#
        let (contacts, diagnostics) = try read(.jCard, text)
        #expect(contacts.map(\.formattedName) == ["A", "C"])
        #expect(diagnostics.map(\.code) == [.limitExceeded])
    }
}

/// A CSV row with more fields than `--max-columns` is skipped with a warning; the rest is read.
@Suite struct CSVColumnLimitTests {
    @Test func rowWithTooManyFieldsIsSkipped() throws {
        let wide = (0..<50).map { "v\($0)" }.joined(separator: ",")
        let text = "First Name,Last Name,Email\r\nAda,Lovelace,ada@example.com\r\n\(wide)\r\nAlan,Turing,alan@example.com\r\n"
        var reader = CSVReader(input: MemoryInput(text), limits: ReadLimits(maximumColumns: 10))
        var names: [String] = []
        var codes: [Diagnostic.Code] = []
        while let contact = try reader.next() {
            names.append(contact.givenName)
            codes += reader.diagnostics.map(\.code)
        }
        codes += reader.diagnostics.map(\.code)
        #expect(names == ["Ada", "Alan"])
        #expect(codes.contains(.limitExceeded))
    }
}
