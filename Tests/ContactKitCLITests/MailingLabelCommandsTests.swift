import Foundation
import Testing

/// Issue 35, item 4: mailing labels. `format address --csv` writes a label sheet for mail
/// merge, the sender's country (`--home-region`) has no country line, the flat or building
/// line goes above the street in GB and FR, a Japanese address in Latin letters is written
/// smallest unit first with `Ward, PREFECTURE CODE` last, the single-line style joins the
/// country as the formatter's language does, and a contact without an address is reported.
/// Synthetic people and addresses only.
@Suite struct MailingLabelCommandsTests {
    private static func run(_ arguments: [String], input: String) throws -> ToolProcess.Result {
        let directory = try TemporaryDirectory()
        return try withExtendedLifetime(directory) { try ToolProcess.run(arguments, in: directory.url, input: input) }
    }

    static let book = BrowsingCommandsTests.card(
        "3.0", "N:Example;Olivia;;;", "FN:Olivia Example",
        "ADR;TYPE=HOME:;Flat 2;10 Example Road;London;;SW1A 2AA;United Kingdom")
        + BrowsingCommandsTests.card(
            "3.0", "N:Exemple;Camille;;;", "FN:Camille Exemple", "ORG:Exemple SARL",
            "ADR;TYPE=WORK:;Bâtiment B;12 rue de l'Exemple;Lyon;;69002;France")
        + BrowsingCommandsTests.card(
            "3.0", "N:Sample;Ken;;;", "FN:Ken Sample",
            "ADR;TYPE=HOME:;Apt 3;1-1-1 Jingumae;Shibuya-ku;Tokyo;150-0002;Japan")
        + BrowsingCommandsTests.card("3.0", "N:Nowhere;Nobody;;;", "FN:Nobody Nowhere", "TEL:+1 555 0100")
        + BrowsingCommandsTests.card(
            "3.0", "N:;;;;", "FN:Example Works", "ORG:Example Works", "X-ABShowAs:COMPANY",
            "ADR:;;5 Dock Rd;Portland;ME;04101;United States")
        + BrowsingCommandsTests.card(
            "3.0", "N:Formula;=HYPERLINK(\"x\");;;", "FN:Formula",
            "ADR:;;1 Main St;Dallas;TX;75201;United States")

    /// Regression: there was no label output, the flat and building lines came after the
    /// street, and the Japanese Latin address put the ward after the last street line with
    /// the postal code alone (`Apt 3, Shibuya-ku, TOKYO` / `150-0002`).
    @Test func theLabelsCSVHasNameOrganizationLinesAndCountry() throws {
        let result = try Self.run(["format", "address", "--csv", "--style", "mailing", "--home-region", "GB"], input: Self.book)
        #expect(result.status == 0)
        let rows = result.standardOutput.components(separatedBy: "\r\n")
        #expect(rows[0] == "Name,Organization,Line 1,Line 2,Line 3,Line 4,Line 5,Line 6,Country")
        #expect(rows[1] == "Olivia Example,,Flat 2,10 Example Road,LONDON,SW1A 2AA,,,")
        #expect(rows[2] == "Camille Exemple,Exemple SARL,Bâtiment B,12 rue de l'Exemple,69002 LYON,,,,France")
        #expect(rows[3] == "Ken Sample,,Apt 3,1-1-1 Jingumae,\"Shibuya-ku, TOKYO 150-0002\",,,,Japan")
        // A company's card: its name is the organization's, in the Organization column only.
        #expect(rows[4] == ",Example Works,5 Dock Rd,\"PORTLAND, ME 04101\",,,,,United States")
        // A name that starts a formula is guarded as the CSV writers guard theirs.
        #expect(rows[5].hasPrefix("\"'=HYPERLINK(\"\"x\"\") Formula\",,1 Main St,\"DALLAS, TX 75201\""))
        #expect(rows.count == 7 && rows[6].isEmpty)
        // The contact without an address has no row and a warning with its line.
        #expect(result.standardError.contains("<stdin>:"))
        #expect(result.standardError.contains("'Nobody Nowhere' has no postal address: no label for it [no-address]"))
    }

    /// Regression: a contact without an address was skipped without a word.
    @Test func aContactWithoutAnAddressIsReportedInEveryOutput() throws {
        for arguments in [["format", "address"], ["format", "address", "--ndjson"], ["format", "address", "--csv"]] {
            let result = try Self.run(arguments, input: Self.book)
            #expect(result.status == 0)
            #expect(result.standardError.contains("[no-address]"), "\(arguments)")
        }
    }

    /// Regression: the single-line style glued the country to a Japanese address
    /// (`…1-1-1Japan`).
    @Test func theSingleLineStyleJoinsTheCountryInTheFormattersLanguage() throws {
        let card = BrowsingCommandsTests.card(
            "3.0", "FN:Taro", "item1.ADR:;;神宮前1-1-1;渋谷区;東京都;150-0002;", "item1.X-ABADR:jp")
        let result = try Self.run(["format", "address", "--style", "single-line"], input: card)
        #expect(result.standardOutput == "〒150-0002東京都渋谷区神宮前1-1-1, Japan\n")
    }

    @Test func csvIsForAddressesAndNotWithNDJSON() throws {
        #expect(try Self.run(["format", "name", "--csv"], input: Self.book).status == 64)
        #expect(try Self.run(["format", "address", "--csv", "--ndjson"], input: Self.book).status == 64)
        #expect(try Self.run(["format", "address", "--csv", "--style", "single-line"], input: Self.book).status == 64)
    }
}
