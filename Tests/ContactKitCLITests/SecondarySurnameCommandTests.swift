import ContactTestSupport
import Foundation
import Testing

/// RFC 9554's second surname and generation through the tool: `convert` keeps the seven
/// components of a vCard 4.0 `N` without a false "second N" warning, `format name` formats
/// them by CLDR, `--search` finds a contact by its second surname.
@Suite struct SecondarySurnameCommandTests {
    static let pablo = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Pablo Pérez Gómez\r\nN:Pérez;Pablo;;Sr.;;Gómez;Jr.\r\nEND:VCARD\r\n"

    private func run(_ arguments: [String], input: String) throws -> ToolProcess.Result {
        let directory = try TemporaryDirectory()
        return try withExtendedLifetime(directory) {
            try ToolProcess.run(arguments, in: directory.url, input: input)
        }
    }

    @Test func convertKeepsSevenComponentsWithoutAWarning() throws {
        let result = try run(["convert", "--to", "vcard:4.0"], input: Self.pablo)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("\r\nN:Pérez,Gómez;Pablo;;Sr.;Jr.;Gómez;Jr.\r\n"))
        #expect(!result.standardOutput.contains("X-EXTRA-N"))
    }

    @Test func convertToThreeZeroAndBackIsLossless() throws {
        let three = try run(["convert", "--to", "vcard:3.0"], input: Self.pablo)
        #expect(three.status == 0)
        #expect(three.standardOutput.contains("\r\nX-SECONDARY-SURNAME:Gómez\r\n"))
        #expect(three.standardError.contains("[lossy-mapping]"))
        let back = try run(["convert", "--to", "vcard:4.0"], input: three.standardOutput)
        #expect(back.standardError == "")
        #expect(back.standardOutput.contains("\r\nN:Pérez,Gómez;Pablo;;Sr.;Jr.;Gómez;Jr.\r\n"))
        #expect(!back.standardOutput.contains("X-SECONDARY-SURNAME"))
    }

    @Test(arguments: [
        ([String](), "Sr. Pablo Pérez Jr."),
        (["--formality", "informal"], "Pablo Pérez Gómez"),
        (["--order", "sorting"], "Pérez Gómez, Sr. Pablo"),
        (["--order", "family-first"], "Pérez Gómez Pablo Jr."),
    ])
    func formatNameFollowsCLDRInSpanish(_ options: [String], _ expected: String) throws {
        let result = try run(["format", "name", "--locale", "es"] + options, input: Self.pablo)
        #expect(result.status == 0)
        #expect(result.standardOutput == expected + "\n")
    }

    /// CLDR's Spanish long formal form has no place for the second surname, so `show`
    /// prints it (and the maiden name, which no heading holds) on a labeled row of its own;
    /// a part the heading already shows is not repeated.
    @Test func showPrintsTheNamePartsTheHeadingLeavesOut() throws {
        let card = Self.pablo.replacingOccurrences(of: "END:VCARD", with: "X-MAIDENNAME:Ruiz\r\nEND:VCARD")
        let spanish = try run(["show", "--locale", "es"], input: card)
        #expect(spanish.status == 0)
        #expect(spanish.standardOutput.split(separator: "\n").map(String.init) == [
            "Sr. Pablo Pérez Jr.", "  apellido de soltera  Ruiz", "  segundo apellido     Gómez",
        ])
        let informal = try run(["show", "--locale", "de"], input: card.replacingOccurrences(of: ";Gómez;Jr.", with: ";Gómez;"))
        #expect(informal.standardOutput.contains("  Zweiter Nachname  Gómez\n"))
        #expect(!informal.standardOutput.contains("Generation"))
    }

    @Test func searchFindsTheSecondSurname() throws {
        let book = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Pablo Pérez\r\nN:Pérez;Pablo;;;;Gómez;\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana Gil\r\nN:Gil;Ana;;;\r\nEND:VCARD\r\n"
        let result = try run(["list", "--search", "gomez"], input: book)
        #expect(result.status == 0)
        let entries = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }
        #expect(entries.count == 1)
        #expect(entries.first?.contains("Pablo") == true)
    }
}
