import ContactPipeline
import Foundation
import Testing

/// Search by field, German typed without umlauts, and a search that finds nothing (issue 35
/// item 5).
@Suite struct SearchFieldTests {
    static let book = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Ægir Þórsson\r
        N:Þórsson;Ægir;;;\r
        ORG:Acme GmbH\r
        ADR;TYPE=WORK:;;Marienplatz 1;München;;80331;Germany\r
        EMAIL:aegir@example.com\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Anna Zimmer\r
        N:Zimmer;Anna;;;\r
        NOTE:met at Acme\r
        TEL:+49 89 123456\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Bo Aalto\r
        N:Aalto;Bo;;;\r
        ADR:;;Munich Road 2;Leeds;;LS1 1AA;UK\r
        END:VCARD\r

        """

    private func names(_ search: String) throws -> (names: [String], status: Int32, error: String) {
        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", Self.book)
        let result = try ToolProcess.run(["list", "book.vcf", "--search", search], in: directory.url)
        let names = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")[0] }
        return (names, result.status, result.standardError)
    }

    @Test(arguments: [
        ("org:acme", ["Ægir Þórsson"]),  // not Anna, whose note says Acme
        ("acme", ["Anna Zimmer", "Ægir Þórsson"]),
        ("city:munich", []),  // München is not spelled Munich; Munich Road is a street
        ("street:munich", ["Bo Aalto"]),
        ("city:muenchen", ["Ægir Þórsson"]),
        ("muenchen", ["Ægir Þórsson"]),
        ("münchen", ["Ægir Þórsson"]),
        ("email:", ["Ægir Þórsson"]),
        ("phone:", ["Anna Zimmer"]),
        ("phone:123456", ["Anna Zimmer"]),
        ("org:acme city:münchen", ["Ægir Þórsson"]),
        ("org:acme city:leeds", []),
    ])
    func fieldTerms(_ search: String, _ expected: [String]) throws {
        let found = try names(search)
        #expect(found.names == expected, "\(search): \(found.error)")
        #expect(found.status == (expected.isEmpty ? 1 : 0))
        if expected.isEmpty {
            #expect(found.error == "contactkit: no contact matches '\(search)' (3 contacts searched)\n")
        }
    }

    @Test func showSaysWhenNothingMatches() throws {
        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", Self.book)
        let result = try ToolProcess.run(["show", "book.vcf", "--search", "zzz\u{1B}[2J"], in: directory.url)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "contactkit: no contact matches 'zzz\\u{1B}[2J' (3 contacts searched)\n")
    }

    /// `--help` names every field a term can look in, as the library's query knows them.
    @Test(arguments: ["list", "show"])
    func helpNamesEveryField(command: String) throws {
        let result = try ToolProcess.run([command, "--help"], in: FileManager.default.temporaryDirectory)
        let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("fields: " + SearchQuery.fieldNames.joined(separator: " ") + "."))
    }

    /// English CLDR collation puts Þ after z, so `Þórsson` is the last name under Z, and Æ
    /// with A (`Ægir`): what ICU 72's AlphabeticIndex gives for `en` (checked with
    /// Benchmarks/browsing/alphabetic-index.cpp). In Icelandic Þ is a
    /// letter of its own, after Z.
    @Test func thornSortsAfterZInEnglishAndHasItsOwnSectionInIcelandic() throws {
        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", Self.book)
        let english = try ToolProcess.run(["list", "book.vcf", "--locale", "en"], in: directory.url)
        #expect(english.standardOutput.hasPrefix("A\n  Bo Aalto\nZ\n  Anna Zimmer"), "\(english.standardOutput)")
        #expect(english.standardOutput.hasSuffix("\n  Ægir Þórsson\n"))
        #expect(!english.standardOutput.contains("Þ\n"))
        let icelandic = try ToolProcess.run(["list", "book.vcf", "--locale", "is"], in: directory.url)
        #expect(icelandic.standardOutput.hasSuffix("Þ\n  Ægir Þórsson\n"), "\(icelandic.standardOutput)")
    }
}
