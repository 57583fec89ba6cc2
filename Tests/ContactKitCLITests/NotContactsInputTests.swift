import Foundation
import Testing

/// Inputs and outputs that are not contacts (issue 35 item 6): a spreadsheet or binary file
/// is refused with what it is and what to do (exit 66), whatever `--from` says; an output
/// name of an unknown kind is a usage error; a product name suggests its format; a country
/// name is a region.
@Suite struct NotContactsInputTests {
    /// The start of an Office Open XML workbook: ZIP local file headers (stored entries) for
    /// `[Content_Types].xml` and `xl/workbook.xml`, as Excel writes them first.
    static func workbookBytes() -> Data {
        func entry(_ name: String, _ body: String) -> [UInt8] {
            let nameBytes = Array(name.utf8)
            let bodyBytes = Array(body.utf8)
            var header: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00]
            header += [UInt8](repeating: 0, count: 8)  // time, date, CRC-32 (not checked)
            for size in [bodyBytes.count, bodyBytes.count] {
                header += [UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), 0, 0]
            }
            header += [UInt8(nameBytes.count), 0, 0, 0]
            return header + nameBytes + bodyBytes
        }
        let types = "<?xml version=\"1.0\"?><Types><Default Extension=\"xml\" ContentType=\"application/xml\"/></Types>"
        return Data(entry("[Content_Types].xml", types) + entry("xl/workbook.xml", "<workbook/>"))
    }

    @Test(arguments: [[], ["--from", "csv"], ["--from", "vcard"]])
    func excelWorkbookIsNamedAndRefused(_ from: [String]) throws {
        let directory = try TemporaryDirectory()
        try Self.workbookBytes().write(to: directory.url.appendingPathComponent("Contacts.xlsx"))
        let result = try ToolProcess.run(["convert", "Contacts.xlsx", "-o", "out.vcf"] + from, in: directory.url)
        #expect(result.status == 66, "\(result.standardError)")
        #expect(result.standardError.contains("Contacts.xlsx: error: this input is an Excel workbook (.xlsx), not contacts: save it as CSV UTF-8"))
        #expect(result.standardError.contains("[not-contacts]"))
        #expect(!result.standardError.contains("--from FMT"))
        #expect(directory.read("out.vcf") == nil)
    }

    /// Random bytes read as vCard gave an empty output and exit 0.
    @Test func binaryFileReadAsVCardIsAnError() throws {
        let directory = try TemporaryDirectory()
        var bytes: [UInt8] = []
        var state: UInt32 = 12345
        for _ in 0..<3000 {
            state = state &* 1_103_515_245 &+ 12345
            bytes.append(UInt8(truncatingIfNeeded: state >> 16))
        }
        bytes[7] = 0
        try Data(bytes).write(to: directory.url.appendingPathComponent("photo.bin"))
        try directory.write("a.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEND:VCARD\r\n")
        let result = try ToolProcess.run(["convert", "--from", "vcard", "photo.bin", "a.vcf"], in: directory.url)
        #expect(result.status == 66, "\(result.standardError)")
        #expect(result.standardError.contains("photo.bin: error: this input is binary data"))
        // The rest is still read.
        #expect(result.standardOutput.contains("FN:Jane Doe"))
    }

    /// UTF-16 text without a byte-order mark has NUL bytes too, and is not binary.
    @Test func utf16TextIsNotBinary() throws {
        let directory = try TemporaryDirectory()
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEND:VCARD\r\n"
        try Data(text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
            .write(to: directory.url.appendingPathComponent("utf16.vcf"))
        let result = try ToolProcess.run(["convert", "--from", "vcard", "utf16.vcf"], in: directory.url)
        #expect(!result.standardError.contains("[not-contacts]"), "\(result.standardError)")
    }

    @Test func unknownOutputExtensionIsAUsageError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEND:VCARD\r\n")
        let result = try ToolProcess.run(["convert", "a.vcf", "-o", "out.xlsx"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("cannot tell the output format from '.xlsx'"))
        #expect(directory.read("out.xlsx") == nil)
        let given = try ToolProcess.run(["convert", "a.vcf", "-o", "out.txt", "--to", "csv"], in: directory.url)
        #expect(given.status == 0)
    }

    @Test(arguments: [("csv:gmail", "csv:google"), ("gmail", "csv:google"), ("excel", "csv"), ("csv:hotmail", "csv:outlook")])
    func productNameSuggestsItsFormat(_ given: String, _ suggested: String) throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["convert", "--to", given], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("did you mean \(suggested)?"), "\(result.standardError)")
    }

    @Test func countryNameIsARegion() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["phones", "--region", "Germany"], in: directory.url, input: "030 901820\n")
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "+4930901820\n")
        let unknown = try ToolProcess.run(["phones", "--region", "Atlantis"], in: directory.url, input: "1\n")
        #expect(unknown.status == 64)
    }
}
