import ContactModel
import Testing

@testable import ContactKitCLI

/// Safe, unique file names for `convert --split`.
@Suite struct SplitFileNamerTests {
    @Test(arguments: [
        ("Jane Doe", "Jane Doe"),
        ("../evil", "_evil"),
        ("../../etc/passwd", "_.._etc_passwd"),
        ("..", "contact"),
        (".", "contact"),
        (".hidden", "hidden"),
        ("  . . leading", "leading"),
        ("trailing...", "trailing"),
        ("a/b\\c", "a_b_c"),
        ("tab\there\nnewline\r", "tab here newline"),
        ("nul\u{0}byte", "nul byte"),
        ("bell\u{7}", "bell"),
        ("what?*<>:|\"", "what_______"),
        ("", "contact"),
        ("   ", "contact"),
        ("CON", "_CON"),
        ("con", "_con"),
        ("Nul", "_Nul"),
        ("COM1", "_COM1"),
        ("lpt9", "_lpt9"),
        ("aux.backup", "_aux.backup"),
        ("COM10", "COM10"),
        ("Connor", "Connor"),
        ("José Müller", "José Müller"),
        ("right\u{202E}gpj.exe", "right gpj.exe"),
    ])
    func safeBaseName(input: String, expected: String) {
        #expect(SplitFileNamer.safeBaseName(input) == expected)
    }

    @Test func longNamesAreCutAtACharacterBoundary() {
        let name = String(repeating: "é", count: 80)  // 160 bytes
        let safe = SplitFileNamer.safeBaseName(name)
        #expect(safe.utf8.count == 100)
        #expect(safe == String(repeating: "é", count: 50))
        let odd = "a" + String(repeating: "日", count: 60)  // 1 + 180 bytes
        let safeOdd = SplitFileNamer.safeBaseName(odd)
        #expect(safeOdd.utf8.count == 100)  // 1 + 33 × 3
        #expect(safeOdd.unicodeScalars.allSatisfy { $0 == "a" || $0 == "日" })
    }

    @Test func combiningAccentsStayWithTheirLetter() {
        let name = String(repeating: "e\u{301}", count: 40)  // 3 bytes per character
        let safe = SplitFileNamer.safeBaseName(name)
        #expect(safe.utf8.count == 99)
        #expect(safe.unicodeScalars.last == "\u{301}")
    }

    @Test func cutNameDoesNotEndInDotOrSpace() {
        let name = String(repeating: "x", count: 99) + " tail"
        #expect(SplitFileNamer.safeBaseName(name) == String(repeating: "x", count: 99))
    }

    @Test func duplicatesAreNumberedIgnoringCase() {
        var namer = SplitFileNamer(fileExtension: "vcf")
        #expect(namer.fileName(forDisplayName: "Jane Doe") == "Jane Doe.vcf")
        #expect(namer.fileName(forDisplayName: "Jane Doe") == "Jane Doe 2.vcf")
        #expect(namer.fileName(forDisplayName: "jane doe") == "jane doe 3.vcf")
        #expect(namer.fileName(forDisplayName: "Jane Doe 2") == "Jane Doe 2 2.vcf")
        #expect(namer.fileName(forDisplayName: "..") == "contact.vcf")
        #expect(namer.fileName(forDisplayName: "") == "contact 2.vcf")
    }

    @Test func displayNamePrefersFormattedName() {
        var contact = Contact()
        contact.givenName = "Jane"
        contact.familyName = "Doe"
        #expect(SplitFileNamer.displayName(of: contact) == "Jane Doe")
        contact.formattedName = "Dr. Jane Doe"
        #expect(SplitFileNamer.displayName(of: contact) == "Dr. Jane Doe")
        contact.formattedName = ""
        #expect(SplitFileNamer.displayName(of: contact) == "Jane Doe")
        var nameless = Contact()
        nameless.organizationName = "Example Corp"
        #expect(SplitFileNamer.displayName(of: nameless) == "Example Corp")
        var namer = SplitFileNamer(fileExtension: "vcf")
        #expect(namer.fileName(for: Contact()) == "contact.vcf")
    }
}

/// `--split` numbering takes time linear in the number of contacts (issue 17, item 5: each
/// repeated name tried "X 2", "X 3", ... from the start, so 10k cards with one name took 18 s).
@Suite struct SplitFileNamerNumberingTests {
    @Test func repeatedNamesAreNumberedWithoutTryingTheTakenNumbersAgain() {
        var namer = SplitFileNamer(fileExtension: "vcf")
        let count = 5_000
        let names = (0..<count).map { _ in namer.fileName(forDisplayName: "Jane Doe") }
        #expect(names.first == "Jane Doe.vcf")
        #expect(names.last == "Jane Doe \(count).vcf")
        #expect(Set(names.map { $0.lowercased() }).count == count)
        // Quadratic probing tried count²/2 = 12.5 million names; linear tries one each, and
        // the second one tries the bare name again (a name given once keeps no number).
        #expect(namer.candidateCount == count + 1)
        #expect(namer.numberedBaseNameCount == 1)
    }

    /// A million files from a million names must not keep a number (or a string) per name:
    /// only base names given more than once keep one.
    @Test func distinctNamesKeepNoNumber() {
        var namer = SplitFileNamer(fileExtension: "vcf")
        for index in 0..<20_000 { _ = namer.fileName(forDisplayName: "Person \(index)") }
        #expect(namer.numberedBaseNameCount == 0)
        #expect(namer.candidateCount == 20_000)
        #expect(namer.fileName(forDisplayName: "person 7") == "person 7 2.vcf")
        #expect(namer.fileName(forDisplayName: "Person 7 2") == "Person 7 2 2.vcf")
        #expect(namer.numberedBaseNameCount == 2)
    }

    @Test func namesThatLookNumberedAreSkippedOnce() {
        var namer = SplitFileNamer(fileExtension: "vcf")
        #expect(namer.fileName(forDisplayName: "Jane Doe 2") == "Jane Doe 2.vcf")
        #expect(namer.fileName(forDisplayName: "jane doe 3") == "jane doe 3.vcf")
        #expect(namer.fileName(forDisplayName: "Jane Doe") == "Jane Doe.vcf")
        #expect(namer.fileName(forDisplayName: "Jane Doe") == "Jane Doe 4.vcf")
        #expect(namer.fileName(forDisplayName: "JANE DOE") == "JANE DOE 5.vcf")
        #expect(namer.fileName(forDisplayName: "Jane Doe 2") == "Jane Doe 2 2.vcf")
        // 1 + 1 + 1 + 4 (Jane Doe, 2, 3 taken) + 1 + 2 (Jane Doe 2 taken).
        #expect(namer.candidateCount == 10)
    }
}
