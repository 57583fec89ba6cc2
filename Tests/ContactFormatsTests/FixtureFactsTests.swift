import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Every vCard fixture read against its facts file: the values a correct reader must give.
@Suite struct FixtureFactsTests {
    @Test(arguments: Fixtures.vCardFileNames)
    func readerGivesTheFacts(_ name: String) throws {
        guard let facts = try FactsChecker.facts(for: name) else {
            Issue.record("\(name) has no facts file")
            return
        }
        let (contacts, diagnostics) = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name))
        var checker = FactsChecker()
        checker.check(contacts: contacts, diagnostics: diagnostics, against: facts)
        #expect(checker.failures.isEmpty, Comment(rawValue: "\(name):\n" + checker.failures.joined(separator: "\n")))
    }
}
