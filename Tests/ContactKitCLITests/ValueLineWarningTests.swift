import Foundation
import Testing

/// A warning about one value (a phone number `normalize` leaves as written) names the line of
/// that value, not the line where its card begins: the first physical line of a folded or
/// quoted-printable property, the first line of a CSV record (with the column named), the
/// same whether the input is read on one thread or on several.
@Suite struct ValueLineWarningTests {
    /// The warning lines of a run, without the summaries.
    private static func warnings(_ result: ToolProcess.Result) -> [String] {
        result.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    /// The warnings of `contactkit ARGUMENTS` reading `lines` (CRLF after each) from
    /// standard input.
    private static func warnings(_ arguments: [String], reading lines: [String]) throws -> [String] {
        let directory = try TemporaryDirectory()
        let input = lines.joined(separator: "\r\n") + "\r\n"
        let result = try ToolProcess.run(arguments, in: directory.url, input: input)
        #expect(result.status == 0)
        return warnings(result)
    }

    @Test func aBadNumberIsReportedAtItsTELLine() throws {
        let input = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:Ann Example", "TEL;TYPE=CELL:(201) 555-0123",
            "EMAIL:ann@example.com", "TEL;TYPE=HOME:ask the front desk", "END:VCARD",
        ]
        for command in [["normalize"], ["convert", "--normalize"], ["normalize", "--to", "csv"]] {
            let warnings = try Self.warnings(command + ["--region", "US"], reading: input)
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("<stdin>:6: warning: 'ask the front desk' left as written: ") == true)
            #expect(warnings.first?.hasSuffix("[phone-not-normalized]") == true)
        }
    }

    /// Each of two bad numbers of one card at its own line; the second card's at its line.
    @Test func everyBadNumberHasItsOwnLine() throws {
        let directory = try TemporaryDirectory()
        let input = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:Ann Example", "TEL:999", "NOTE:between",
            "TEL;TYPE=WORK:(201) 577-62226", "END:VCARD",
            "BEGIN:VCARD", "VERSION:3.0", "FN:Bo Example", "TEL:(201) 555-0123", "TEL:555-0123", "END:VCARD",
        ].joined(separator: "\r\n") + "\r\n"
        try directory.write("book.vcf", input)
        let result = try ToolProcess.run(["normalize", "book.vcf", "--region", "US"], in: directory.url)
        let lines = Self.warnings(result).map { $0.prefix { $0 != " " } }
        #expect(lines == ["book.vcf:4:", "book.vcf:6:", "book.vcf:12:"])
    }

    /// A folded property is placed at its first physical line.
    @Test func aFoldedNumberIsReportedAtItsFirstLine() throws {
        let input = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:Bo Example", "NOTE:a note folded", "  over two lines",
            "TEL;TYPE=WORK:999", " 12", "END:VCARD",
        ]
        let warnings = try Self.warnings(["normalize", "--region", "US"], reading: input)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("<stdin>:6: warning: '99912' left as written: ") == true)
    }

    /// A 2.1 quoted-printable value with a soft line break is placed at its first line.
    @Test func aQuotedPrintableNumberIsReportedAtItsFirstLine() throws {
        let input = [
            "BEGIN:VCARD", "VERSION:2.1", "N:Example;Cy", "TEL;HOME;ENCODING=QUOTED-PRINTABLE:ask the =",
            "front desk", "TEL;CELL:999", "END:VCARD",
        ]
        let warnings = try Self.warnings(["normalize", "--region", "US"], reading: input)
        #expect(warnings.count == 2)
        #expect(warnings.first?.hasPrefix("<stdin>:4: warning: 'ask the front desk' left as written: ") == true)
        #expect(warnings.last?.hasPrefix("<stdin>:6: warning: '999' left as written: ") == true)
    }

    /// The region note points at the first number that needed the region.
    @Test func theRegionNoteIsAtTheFirstNumberWithoutACountryCode() throws {
        let directory = try TemporaryDirectory()
        let input = [
            "BEGIN:VCARD", "VERSION:3.0", "FN:Di Example", "TEL:+49 30 901820",
            "ADR;TYPE=HOME:;;1 Main St;Springfield;IL;62701;USA", "TEL:(201) 555-0123", "END:VCARD",
        ].joined(separator: "\r\n") + "\r\n"
        let result = try ToolProcess.run(["normalize", "--locale", "en_US"], in: directory.url, input: input)
        let notes = result.standardError.split(separator: "\n").filter { $0.contains("[region-assumed]") }
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("<stdin>:6: note: assumed region US") == true)
    }

    /// CSV: the line where the record starts (a quoted cell before it spans two lines) and
    /// the column the number came from.
    @Test func aCSVNumberIsReportedAtItsRecordWithItsColumn() throws {
        let directory = try TemporaryDirectory()
        let input = "Name,Notes,Phone,Mobile\r\n"
            + "Ann Example,\"a note\r\non two lines\",(201) 555-0123,999\r\n"
            + "Bo Example,,ask the front desk,\r\n"
        try directory.write("book.csv", input)
        for command in [["normalize"], ["convert", "--normalize", "--to", "vcard"]] {
            let result = try ToolProcess.run(command + ["book.csv", "--region", "US"], in: directory.url)
            #expect(result.status == 0)
            let warnings = Self.warnings(result)
            #expect(warnings.count == 2)
            #expect(warnings.first?.hasPrefix("book.csv:2: warning: column 'Mobile': '999' left as written: ") == true)
            #expect(
                warnings.last?.hasPrefix("book.csv:4: warning: column 'Phone': 'ask the front desk' left as written: ")
                    == true)
        }
    }

    /// jCard: the line where the number's property array starts (before: line 1 for all).
    @Test func aJCardNumberIsReportedAtItsPropertysLine() throws {
        let directory = try TemporaryDirectory()
        let input = """
            [["vcard",[["version",{},"text","4.0"],["fn",{},"text","A"]]],
             ["vcard",[["version",{},"text","4.0"],
              ["fn",{},"text","B"],
              ["tel",{},"text","999"]]]]
            """
        try directory.write("book.json", input)
        let result = try ToolProcess.run(["normalize", "book.json", "--from", "jcard", "--region", "US"], in: directory.url)
        let warnings = Self.warnings(result)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("book.json:4: warning: '999' left as written: ") == true)
    }

    /// The CSV reader's own warning about a cell names its column too.
    @Test func aCSVDateWarningNamesItsColumn() throws {
        let input = ["Name,Birth Date", "Ann Example,1980-02-30", "Bo Example,soon"]
        #expect(try Self.warnings(["validate", "--from", "csv"], reading: input) == [
            "<stdin>:2: warning: column 'Birth Date': '1980-02-30' is not a calendar date; kept as written [invalid-date]",
            "<stdin>:3: warning: column 'Birth Date': 'soon' is not a date; kept as written [invalid-date]",
        ])
    }

    /// A quoted cell before the number that spans lines: the record's first line.
    @Test func aMultiLineRecordIsReportedAtItsFirstLine() throws {
        let input = ["Name,Notes,Phone", "Ann Example,\"one", "two", "three\",999"]
        let warnings = try Self.warnings(["normalize", "--region", "US", "--from", "csv"], reading: input)
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("<stdin>:2: warning: column 'Phone': '999' left as written: ") == true)
    }

    // MARK: Several threads

    /// Cards of six lines each past 1.5 MB, with a card whose bad number is on line
    /// `badLine` somewhere after the first chunks.
    private static func largeVCard() -> (text: String, badLine: Int) {
        var lines: [String] = []
        var number = 0
        func card(_ tel: String) {
            number += 1
            lines += [
                "BEGIN:VCARD", "VERSION:3.0", "FN:Person \(number)", "TEL;TYPE=CELL:(201) 555-0\(100 + number % 900)",
                "TEL;TYPE=HOME:\(tel)", "END:VCARD",
            ]
        }
        while lines.count < 6 * 12_000 { card("(201) 555-0199") }
        card("ask the front desk")
        let badLine = lines.count - 1
        while lines.count < 6 * 30_000 { card("(201) 555-0199") }
        return (lines.joined(separator: "\r\n") + "\r\n", badLine)
    }

    @Test(arguments: [
        ["normalize", "--region", "US"], ["normalize", "--region", "US", "--to", "csv"],
        ["normalize", "--region", "US", "--to", "ndjson"], ["dedupe", "--normalize", "--region", "US", "--to", "vcard:4.0"],
    ])
    func severalThreadsGiveTheValuesLine(_ arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let (text, badLine) = Self.largeVCard()
        #expect(text.utf8.count > 1_500_000)
        try directory.write("large.vcf", text)
        for threads in ["1", "2"] {
            let result = try ToolProcess.run(
                [arguments[0], "large.vcf"] + arguments.dropFirst(), in: directory.url,
                environment: ["CONTACTKIT_THREADS": threads])
            let warnings = Self.warnings(result)
            #expect(warnings.count == 1, "threads \(threads)")
            #expect(
                warnings.first?.hasPrefix("large.vcf:\(badLine): warning: 'ask the front desk' left as written") == true,
                "threads \(threads): \(warnings)")
        }
    }

    @Test func severalThreadsGiveTheCSVRecordsLineAndColumn() throws {
        let directory = try TemporaryDirectory()
        var text = "Name,Notes,Phone\r\n"
        var line = 1
        while text.utf8.count < 800_000 {
            text += "Person \(line),\"a note\r\non two lines\",(201) 555-0123\r\n"
            line += 2
        }
        text += "Bad Number,,ask the front desk\r\n"
        let badLine = line + 1
        while text.utf8.count < 1_600_000 { text += "Person,\"a note\r\non two lines\",(201) 555-0123\r\n" }
        try directory.write("large.csv", text)
        for threads in ["1", "2"] {
            let result = try ToolProcess.run(
                ["normalize", "large.csv", "--region", "US", "--to", "ndjson"], in: directory.url,
                environment: ["CONTACTKIT_THREADS": threads])
            let warnings = Self.warnings(result)
            #expect(warnings.count == 1, "threads \(threads)")
            #expect(
                warnings.first?.hasPrefix("large.csv:\(badLine): warning: column 'Phone': 'ask the front desk'") == true,
                "threads \(threads): \(warnings)")
        }
    }
}
