import Foundation
import Testing

/// `phones --csv --column`: a spreadsheet's phone column rewritten, every other column and
/// the row order kept (issue 35 item 3). `phones sheet.csv` read whole lines and called
/// them unreadable.
@Suite struct PhoneSheetTests {
    static let sheet = """
        Name,Phone,Country,Note\r
        Jane Doe,030 901820,Germany,"Met in Berlin, 2019"\r
        John Roe,(201) 555-0123,US,\r
        Kim Poe,999,DE,=HYPERLINK("http://example.com")\r
        Ann Lee,,GB,no phone\r
        Bo Kay,+44 20 7946 0958,,"says ""call me"" now"\r

        """

    @Test func theColumnIsRewrittenAndTheRestKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sheet.csv", Self.sheet)
        let result = try ToolProcess.run(
            ["phones", "sheet.csv", "--csv", "--column", "Phone", "--region-column", "Country", "--output-column", "E164",
             "--reason-column", "Problem"],
            in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                Name,Phone,Country,Note,E164,Problem\r
                Jane Doe,030 901820,Germany,"Met in Berlin, 2019",+4930901820,\r
                John Roe,(201) 555-0123,US,,+12015550123,\r
                Kim Poe,999,DE,"'=HYPERLINK(""http://example.com"")",999,local-only\r
                Ann Lee,,GB,no phone,,\r
                Bo Kay,+44 20 7946 0958,,"says ""call me"" now",+442079460958,\r

                """)
        #expect(result.standardError.contains("sheet.csv:4: warning: column 'Phone': '999' left as written: "))
        #expect(result.standardError.contains("[phone-invalid]"))
        #expect(result.standardError.contains("[formula-guarded]"))
    }

    @Test func inPlaceWithSemicolonsAndAnExcelByteOrderMark() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sheet.csv", "\u{FEFF}Name;Telefon\r\nJane;030 901820\r\nJohn;nope\r\n")
        let result = try ToolProcess.run(
            ["phones", "sheet.csv", "--csv", "--column", "telefon", "--region", "Germany"], in: directory.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "\u{FEFF}Name;Telefon\r\nJane;+4930901820\r\nJohn;nope\r\n")
        #expect(result.standardError.contains("sheet.csv:3: warning: column 'telefon': 'nope' left as written"))
    }

    @Test func aMissingColumnIsNamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sheet.csv", "Name,Mobile\r\nJane,1\r\n")
        let result = try ToolProcess.run(["phones", "sheet.csv", "--csv", "--column", "Mobil", "--region", "US"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("no column 'Mobil' (--column) in the header of sheet.csv; did you mean 'Mobile'?"))
        let without = try ToolProcess.run(["phones", "sheet.csv", "--column", "Mobile"], in: directory.url)
        #expect(without.status == 64)
    }
}
