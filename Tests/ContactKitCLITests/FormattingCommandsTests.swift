import ContactTestSupport
import Foundation
import Testing

/// `contactkit list`, `show` and `format`: output, options and exit codes.
@Suite struct FormattingCommandsTests {
    /// A 3.0 card with the given lines between VERSION and END.
    static func card(_ lines: String...) -> String {
        (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }

    static let people = card("UID:1", "FN:Örjan Öberg", "N:Öberg;Örjan;;;", "TEL;TYPE=CELL:+46 70 555 0101")
        + card("UID:2", "FN:Anna Andersson", "N:Andersson;Anna;;;", "TEL;TYPE=HOME:+46 8 555 0102",
               "EMAIL;TYPE=HOME:anna@example.com")
        + card("UID:3", "FN:", "EMAIL:info@example.com")
        + card("UID:4", "FN:Zoë Zetterlund", "N:Zetterlund;Zoë;;;", "ORG:Café Zebra")
        + card("UID:5", "N:山田;太郎;;;", "X-PHONETIC-FIRST-NAME:タロウ", "X-PHONETIC-LAST-NAME:ヤマダ")

    private func run(_ arguments: [String], input: String = people) throws -> ToolProcess.Result {
        let directory = try TemporaryDirectory()
        return try withExtendedLifetime(directory) {
            try ToolProcess.run(arguments, in: directory.url, input: input)
        }
    }

    @Test func listSortsUnderSectionsWithNamelessContactsLast() throws {
        let result = try run(["list"])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "A")
        #expect(lines.contains("O"))
        #expect(lines.suffix(2) == ["#", "info@example.com"])
        #expect(lines.contains { $0.hasPrefix("Anna Andersson") && $0.hasSuffix("+46 8 555 0102") })
        #expect(lines.firstIndex(of: "や")! < lines.firstIndex(of: "#")!)
    }

    @Test func listFollowsTheLocalesCollation() throws {
        let result = try run(["list", "--locale", "sv"])
        let sections = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(sections == ["A", "Z", "Ö", "や", "#"])
        let japanese = try run(["list", "--locale", "ja"])
        let japaneseSections = japanese.standardOutput.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(japaneseSections == ["や", "A", "O", "Z", "#"])
    }

    @Test(arguments: [
        ("oberg", ["Örjan Öberg"]), ("CAFE", ["Zoë Zetterlund"]), ("anna@", ["Anna Andersson"]),
        ("5550102", ["Anna Andersson"]), ("+46 70", ["Örjan Öberg"]), ("ヤマダ", ["山田太郎"]),
        ("nobody", []),
    ])
    func listSearchIgnoresCaseDiacriticsAndPhonePunctuation(_ text: String, _ expected: [String]) throws {
        let result = try run(["list", "--search", text])
        #expect(result.status == (expected.isEmpty ? 1 : 0))  // no match: 1, as grep (issue 35)
        let names = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .map { $0.dropFirst(2).components(separatedBy: "  ")[0] }
        #expect(names == expected)
    }

    @Test func showWritesACardWithLocalizedLabelsAndAFormattedAddress() throws {
        let input = Self.card(
            "FN:Lucía Fernández", "N:Fernández;Lucía;;;", "TEL;TYPE=CELL:+34 655 550 147",
            "item1.ADR;TYPE=HOME:;;Calle Mayor 1;Madrid;Madrid;28013;", "item1.X-ABADR:es",
            "BDAY:--0412", "NOTE:Vecina del tercero")
        let result = try run(["show", "--locale", "es"], input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            Lucía Fernández
              móvil       +34 655 550 147
              casa        Calle Mayor 1
                          28013 Madrid Madrid
                          España
              cumpleaños  12 de abril
              nota        Vecina del tercero

            """)
    }

    @Test func showPutsTheOrganizationFirstInJapanese() throws {
        let input = Self.card("FN:田中優希", "N:田中;優希;;;", "ORG:株式会社サンプル商事;営業部", "TITLE:課長")
        #expect(try run(["show", "--locale", "ja"], input: input).standardOutput
            == "田中優希\n株式会社サンプル商事 営業部 課長\n")
        #expect(try run(["show"], input: input).standardOutput == "田中優希\n課長, 営業部, 株式会社サンプル商事\n")
    }

    @Test func showLeavesTheHomeCountryOut() throws {
        let input = Self.card("FN:Hans Müller", "item1.ADR:;;Hauptstraße 5;Berlin;;10115;", "item1.X-ABADR:de")
        let result = try run(["show", "--home-region", "DE"], input: input)
        #expect(result.standardOutput == "Hans Müller\n  address  Hauptstraße 5\n           10115 Berlin\n")
    }

    @Test(arguments: [
        (["--locale", "en"], "Örjan Öberg|Anna Andersson|info@example.com|Zoë Zetterlund|山田太郎"),
        (["--style", "initials"], "ÖÖ|AA||ZZ|山"),
        (["--style", "sort-key"], "Öberg Örjan|Andersson Anna|info@example.com|Zetterlund Zoë|ヤマダ タロウ"),
        (["--order", "family-first", "--style", "full"], "Öberg Örjan|Andersson Anna||Zetterlund Zoë|山田太郎"),
        (["--locale", "hu", "--style", "full"], "Öberg Örjan|Andersson Anna||Zetterlund Zoë|山田太郎"),
        (["--style", "phonetic"], "||||ヤマダ タロウ"),
        (["--style", "apple", "--locale", "hu"], "Öberg Örjan|Andersson Anna||Zetterlund Zoë|山田太郎"),
    ])
    func formatNameWritesOneLinePerContact(_ options: [String], _ expected: String) throws {
        let result = try run(["format", "name"] + options)
        #expect(result.status == 0)
        #expect(result.standardOutput == expected.replacingOccurrences(of: "|", with: "\n") + "\n")
    }

    @Test func formatAddressAsNDJSON() throws {
        let input = Self.card("UID:se-1", "FN:Anna Svensson", "ORG:Exempel AB",
                              "item1.ADR:;;Drottninggatan 1;Stockholm;;111 51;", "item1.X-ABADR:se")
            + Self.card("FN:No Address")
        let result = try run(["format", "address", "--ndjson", "--style", "envelope", "--locale", "de"], input: input)
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            {"uid":"se-1","text":"Exempel AB\\nAnna Svensson\\nDrottninggatan 1\\nSE-111 51 STOCKHOLM\\nSchweden"}
            {"uid":null,"text":""}

            """)
        let single = try run(["format", "address", "--style", "single-line", "--no-country"], input: input)
        #expect(single.standardOutput == "Drottninggatan 1, SE-111 51 Stockholm\n")
    }

    /// The user's casing by default; the post's capitals with `--style mailing`, in the
    /// address's language (Turkish dotted İ whatever `--locale` says).
    @Test func formatAddressKeepsTheCasingUnlessMailing() throws {
        let input = Self.card("FN:A", "item1.ADR:;;1 Main St;Dallas;TX;75201;", "item1.X-ABADR:us")
            + Self.card("FN:B", "item1.ADR:;;İstiklal Cd. 1;istanbul;;34433;", "item1.X-ABADR:tr")
        let lines = try run(["format", "address", "--no-country"], input: input)
        #expect(lines.standardOutput == "1 Main St\nDallas, TX 75201\n\nİstiklal Cd. 1\n34433 istanbul\n")
        let mailing = try run(["format", "address", "--no-country", "--style", "mailing", "--locale", "en"],
                              input: input)
        #expect(mailing.standardOutput == "1 Main St\nDALLAS, TX 75201\n\nİstiklal Cd. 1\n34433 İSTANBUL\n")
        let unknown = try run(["format", "address", "--style", "postal"], input: input)
        #expect(unknown.status == 64)
        #expect(unknown.standardError.contains("unknown address style 'postal' (lines, mailing, single-line, envelope)"))
    }

    @Test(arguments: [
        (["format"], "format needs 'name' or 'address' first"),
        (["format", "phone"], "unknown subject 'phone'"),
        (["format", "name", "--style", "fancy"], "unknown name style 'fancy'"),
        (["list", "--locale", "!!"], "invalid locale '!!'"),
        (["list", "--sort", "middle"], "unknown sort order 'middle'"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message))
    }

    @Test func listAndShowOnTheFixturesFitEightyColumns() throws {
        let inputs = Fixtures.vCardFileNames.map { Fixtures.url("vcard/" + $0).path }
        for command in ["list", "show"] {
            let directory = try TemporaryDirectory()
            let result = try ToolProcess.run([command, "--quiet"] + inputs, in: directory.url)
            #expect(result.status <= 1)
            let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count > 50, "\(command)")
            for line in lines {
                #expect(Self.columns(line) <= 80, "\(command): \(line)")
            }
        }
    }

    /// Terminal columns: East Asian wide characters count two.
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let wide = (0x1100...0x115F).contains(scalar.value) || (0x2E80...0xA4CF).contains(scalar.value)
                || (0xAC00...0xD7A3).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
                || (0xFF00...0xFF60).contains(scalar.value)
            return total + (wide ? 2 : 1)
        }
    }
}
