import Foundation
import Testing

/// The addresses of issue 18 through the command line: Apple's sub-locality in both forms,
/// the user's casing by default and the post's capitals in the address's language,
/// libaddressinput's separators for empty fields, and the sorting code kept by every format.
/// Synthetic addresses only.
@Suite struct BrowsingAddressCommandsTests {
    private static func run(_ arguments: [String], input: String) throws -> ToolProcess.Result {
        let directory = try TemporaryDirectory()
        return try withExtendedLifetime(directory) { try ToolProcess.run(arguments, in: directory.url, input: input) }
    }

    static let subLocalities = BrowsingCommandsTests.card(
        "3.0", "FN:Min-jun Kim", "item1.ADR;TYPE=HOME:;;테헤란로 152;강남구;서울특별시;06236;",
        "item1.X-APPLE-SUBLOCALITY:역삼동", "item1.X-ABADR:kr",
        "ADR;TYPE=WORK;X-APPLE-SUBLOCALITY=Bela Vista:;;Av. Paulista 1000;São Paulo;SP;01310-100;Brazil")

    @Test func subLocalityIsShownInBothAppleFormsAndWrittenAsApplesLine() throws {
        let show = try Self.run(["show"], input: Self.subLocalities).standardOutput
        #expect(show.contains("역삼동"))
        #expect(show.contains("Bela Vista"))
        for version in ["vcard:3.0", "vcard:4.0"] {
            let converted = try Self.run(["convert", "--to", version], input: Self.subLocalities)
            #expect(converted.status == 0)
            #expect(converted.standardOutput.contains("item1.X-APPLE-SUBLOCALITY:역삼동\r\n"))
            #expect(converted.standardOutput.contains(".X-APPLE-SUBLOCALITY:Bela Vista\r\n"))
            #expect(!converted.standardOutput.contains(";X-APPLE-SUBLOCALITY="))
            let again = try Self.run(["show"], input: converted.standardOutput).standardOutput
            #expect(again == show)
        }
    }

    static let places = BrowsingCommandsTests.card(
        "3.0", "FN:Eleni Papadaki", "item1.ADR:;;Οδός Ερμού 12;Αθήνα;;105 63;", "item1.X-ABADR:gr")
        + BrowsingCommandsTests.card(
            "3.0", "FN:Leyla Aliyeva", "item1.ADR:;;Nizami küçəsi 5;Mingəçevir;;4500;", "item1.X-ABADR:az")
        + BrowsingCommandsTests.card(
            "3.0", "FN:Dana Reed", "item1.ADR:;;12 Harbor Rd;Port Glenn;;62488;", "item1.X-ABADR:us")
        + BrowsingCommandsTests.card(
            "3.0", "FN:Sam Ortiz", "item1.ADR:;;1 Main St;DALLAS;tx;75201;", "item1.X-ABADR:us")

    /// `show` keeps the user's casing (`DALLAS` stays, `Port Glenn` stays); `--style
    /// mailing` writes the post's capitals in the address's language: Greek without its
    /// accents, Azeri's dotted `İ`. A missing state drops its separator (`Port Glenn 62488`).
    @Test func casingIsTheUsersUnlessMailingAndEmptyFieldsTakeTheirSeparators() throws {
        let show = try Self.run(["show"], input: Self.places).standardOutput
        #expect(show.contains("           105 63 Αθήνα\n"))
        #expect(show.contains("           AZ 4500 Mingəçevir\n"))
        #expect(show.contains("           Port Glenn 62488\n"))
        #expect(show.contains("           DALLAS, tx 75201\n"))
        let mailing = try Self.run(["format", "address", "--style", "mailing", "--no-country"], input: Self.places)
        #expect(mailing.standardOutput == """
            Οδός Ερμού 12
            105 63 ΑΘΗΝΑ

            Nizami küçəsi 5
            AZ 4500 MİNGƏÇEVİR

            12 Harbor Rd
            PORT GLENN 62488

            1 Main St
            DALLAS, TX 75201

            """)
    }

    /// Regression: a postal code written with the prefix the country's template adds
    /// (`SE-111 51`, `CH-8001`, `AZ 1000`, `〒154-0023`) came out twice (`SE-SE-111 51`).
    @Test func aPostalCodeWrittenWithItsPrefixIsNotPrefixedTwice() throws {
        let input = ["se:Drottninggatan 1;Stockholm;;SE-111 51", "ch:Bahnhofstrasse 1;Zürich;;ch-8001",
                     "az:Nizami küçəsi 5;Bakı;;AZ 1000", "jp:丸の内1-1;千代田区;東京都;〒100-0005",
                     "se:Storgatan 2;Umeå;;901 10"].map { entry in
            let (region, rest) = (entry.prefix(2), entry.dropFirst(3))
            return BrowsingCommandsTests.card("3.0", "FN:A", "item1.ADR:;;\(rest);", "item1.X-ABADR:\(region)")
        }.joined()
        let result = try Self.run(["format", "address", "--no-country"], input: input)
        #expect(result.standardOutput == """
            Drottninggatan 1
            SE-111 51 Stockholm

            Bahnhofstrasse 1
            ch-8001 Zürich

            Nizami küçəsi 5
            AZ 1000 Bakı

            〒100-0005
            東京都千代田区
            丸の内1-1

            Storgatan 2
            SE-901 10 Umeå

            """)
    }

    /// An NDJSON contact with a French CEDEX: every format keeps the sorting code, or says
    /// that it could not. Regression: vCard and jCard dropped it without a word, and CSV
    /// wrote no `field-left-out` warning for it.
    @Test func sortingCodeIsKeptByEveryFormatThatCan() throws {
        let ndjson = #"{"schema":"contactkit/1","uid":"fr-1","formattedName":"Claire Martin","#
            + #""postalAddresses":[{"label":"work","value":{"street":"8 rue de Rivoli","city":"Paris","#
            + #""postalCode":"75008","sortingCode":"CEDEX 08","country":"France","isoCountryCode":"FR"}}]}"#
            + "\n"
        let formatted = try Self.run(["format", "address", "--from", "ndjson"], input: ndjson)
        #expect(formatted.standardOutput == "8 rue de Rivoli\n75008 Paris CEDEX 08\nFrance\n")
        for format in ["vcard:2.1", "vcard:3.0", "vcard:4.0", "jcard"] {
            let converted = try Self.run(["convert", "--from", "ndjson", "--to", format], input: ndjson)
            #expect(converted.status == 0)
            #expect(converted.standardError == "", "\(format)")
            let back = try Self.run(["convert", "--to", "ndjson"], input: converted.standardOutput)
            #expect(back.standardOutput.contains(#""sortingCode":"CEDEX 08""#), "\(format)")
            let shown = try Self.run(["show"], input: converted.standardOutput).standardOutput
            #expect(shown.contains("75008 Paris CEDEX 08"), "\(format)")
        }
        for format in ["csv", "csv:google", "csv:outlook", "csv:thunderbird"] {
            let converted = try Self.run(["convert", "--from", "ndjson", "--to", format], input: ndjson)
            #expect(converted.standardError.contains("sorting code 'CEDEX 08'"), "\(format)")
            #expect(converted.standardError.contains("[field-left-out]"), "\(format)")
        }
    }
}
