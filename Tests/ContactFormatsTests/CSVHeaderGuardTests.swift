import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Header cells are formula-guarded like values, in every layout (issue 17, item 2), and the
/// reader takes the guard off again; the header row keeps to the reader limits (item 7).
@Suite struct CSVHeaderGuardTests {
    static let formula = "=HYPERLINK(\"http://example.com\",\"x\")"

    private func contact(column: String) -> Contact {
        var contact = Contact()
        contact.givenName = "Ada"
        contact.extensions = [
            ExtensionProperty(name: "X-CSV-HYPERLINK", parameters: [Parameter("X-CSV-COLUMN", column)], value: "v")
        ]
        return contact
    }

    private func header(_ layout: CSVLayout, guarding: Bool = true, column: String = formula) throws -> String {
        let options = CSVWriter.Options(layout: layout, formulaGuard: guarding)
        let bytes = try Fixtures.write([contact(column: column)]) { CSVWriter(sink: $0, options: options) }.bytes
        let text = String(decoding: bytes, as: UTF8.self)
        return String(text[..<text.range(of: "\r\n")!.lowerBound])
    }

    @Test(arguments: [CSVLayout.generic, .google, .outlook, .thunderbird])
    func unknownColumnNamedLikeAFormulaIsGuarded(_ layout: CSVLayout) throws {
        let header = try header(layout)
        #expect(header.contains("'=HYPERLINK("), "\(layout): \(header)")
        #expect(!header.contains(",=HYPERLINK(") && !header.contains("\"=HYPERLINK("))
    }

    @Test func noFormulaGuardLeavesTheHeaderAsItIs() throws {
        #expect(try header(.generic, guarding: false).hasSuffix("\"=HYPERLINK(\"\"http://example.com\"\",\"\"x\"\")\""))
    }

    @Test func guardedHeaderReadsBackAsTheColumnItNamed() throws {
        for column in [CSVHeaderGuardTests.formula, "@SUM(A1)", "'=already quoted"] {
            let options = CSVWriter.Options(layout: .google)
            let bytes = try Fixtures.write([contact(column: column)]) { CSVWriter(sink: $0, options: options) }.bytes
            let (contacts, _) = try Fixtures.readCSV(bytes)
            let kept = contacts.first?.extensions.first { $0.parameters.firstValue(named: "X-CSV-COLUMN") != nil }
            #expect(kept?.parameters.firstValue(named: "X-CSV-COLUMN") == column)
            #expect(kept?.value == "v")
        }
    }

    @Test func headerLongerThanTheLineLimitIsAnErrorNotAColumn() throws {
        let csv = "Name," + String(repeating: "H", count: 5_000) + "\r\nAda,v\r\n"
        var reader = CSVReader(
            input: MemoryInput(Array(csv.utf8)),
            limits: ReadLimits(maximumLineLength: 1_000))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        #expect(contacts.isEmpty)
        let error = try #require(diagnostics.first { $0.code == .limitExceeded })
        #expect(error.severity == .error)
        #expect(error.message.contains("--max-line-length"))
        #expect(error.message.count < 200)
    }
}
