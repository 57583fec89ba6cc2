import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Every stable diagnostic code has a row in the Diagnostics article.
@Suite struct DiagnosticsDocumentationTests {
    @Test(arguments: Diagnostic.Code.allCases)
    func codeIsDocumented(_ code: Diagnostic.Code) throws {
        let url = Fixtures.root.deletingLastPathComponent()
            .appendingPathComponent("Sources/ContactFormats/ContactFormats.docc/Diagnostics.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("| `\(code.rawValue)`"), Comment(rawValue: code.rawValue))
    }
}
