import ContactKit
import ContactTestSupport
import Foundation
import Testing

/// The engine gives what one reader on one thread gives, whatever the thread count and
/// wherever its stages run.
@Suite struct ContactConverterTests {
    /// A vCard file of `count` cards, large enough to be read in chunks; each card has an
    /// invalid phone number on its fourth line and a folded note.
    static func largeBook(count: Int) throws -> URL {
        var text = ""
        for index in 0..<count {
            text += "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person \(index)\r\nTEL;TYPE=CELL:99\(index % 7)\r\n"
            text += "TEL;TYPE=HOME:+1 415 555 \(String(format: "%04d", index % 10000))\r\n"
            text += "NOTE:A note long enough to be folded by the writer at seventy-five octets, number \(index)\r\n"
            text += "END:VCARD\r\n"
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contactkit-engine-\(UUID().uuidString).vcf")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// Converts `url` on `threads` threads into memory; the bytes and every diagnostic.
    static func convert(
        _ url: URL, threads: Int, to format: ContactFormat, stages: [ConversionStage] = []
    ) throws -> (bytes: [UInt8], log: [ConversionLog.Entry], summary: ContactConverter.Summary) {
        let output = ContactStreamOutput(memoryIn: format)
        let log = ConversionLog()
        let summary = try ContactConverter(threadCount: threads).convert(
            [ContactFileInput(url: url)], stages: stages, to: output, reporter: log)
        return (output.bytes, log.entries, summary)
    }

    @Test(arguments: [ContactFormat.vCard(.v4_0), .ndjson, .csv(.generic), .csvDetectingLayout, .jCard])
    func threadsGiveTheBytesOfOne(format: ContactFormat) throws {
        let url = try Self.largeBook(count: 6000)
        defer { try? FileManager.default.removeItem(at: url) }
        let one = try Self.convert(url, threads: 1, to: format, stages: [.normalize(region: "US")])
        let four = try Self.convert(url, threads: 4, to: format, stages: [.normalize(region: "US")])
        #expect(one.summary.contactCount == 6000)
        #expect(one.bytes == four.bytes)
        #expect(one.log == four.log)
        #expect(!one.log.isEmpty)
    }

    /// A stage that must see contacts in order runs on the calling thread; the normalizer
    /// after it still names each phone number's own line (the contacts a worker reads come
    /// back with their value positions).
    @Test func inOrderStageKeepsValueLines() throws {
        let url = try Self.largeBook(count: 6000)
        defer { try? FileManager.default.removeItem(at: url) }
        let stages: [ConversionStage] = [.inOrder(Numbering()), .normalize(region: "US")]
        let one = try Self.convert(url, threads: 1, to: .vCard(.v3_0), stages: stages)
        let four = try Self.convert(url, threads: 4, to: .vCard(.v3_0), stages: stages)
        #expect(one.bytes == four.bytes)
        #expect(one.log == four.log)
        // The invalid number of the first card is on line 4, not the card's line 1.
        let first = try #require(one.log.first { $0.diagnostic.code == .phoneInvalid })
        #expect(first.diagnostic.line == 4)
        #expect(String(decoding: one.bytes, as: UTF8.self).contains("X-NUMBER:5999\r\n"))
    }

    /// A barrier that writes nothing (a report-only run) still finishes, and its findings
    /// are handed over before the output is finished.
    @Test func reportOnlyBarrierHandsOverItsStage() throws {
        let url = Fixtures.url("dedupe/book.vcf")
        var clusters: Int?
        let result = try Self.convert(
            url, threads: 2, to: .vCard(.v3_0),
            stages: [
                .normalize(), .dedupe(writesOutput: false, whenFinished: { clusters = $0.result.clusters.count }),
            ])
        #expect(result.bytes.isEmpty)
        #expect((clusters ?? 0) > 0)
    }

    /// Nothing could be read and there were errors: the output is discarded, not emptied.
    @Test func unreadableInputLeavesNoOutput() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contactkit-junk-\(UUID().uuidString)")
        try Data([0x00, 0x01, 0x02, 0xFF, 0x00, 0x7F]).write(to: input)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contactkit-out-\(UUID().uuidString).vcf")
        defer { try? FileManager.default.removeItem(at: input) }
        let output = try ContactStreamOutput(url: target, format: .vCard(.v4_0))
        let log = ConversionLog()
        let summary = try ContactConverter().convert([ContactFileInput(url: input)], to: output, reporter: log)
        #expect(!summary.outputWasWritten)
        #expect(summary.errorCount == 1)
        #expect(log.entries.first?.diagnostic.code == .unreadableInput)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test func missingInputThrows() throws {
        let output = ContactStreamOutput(memoryIn: .vCard(.v4_0))
        let error = #expect(throws: ContactSerializationError.self) {
            try ContactConverter().convert(
                [ContactFileInput(path: "/nonexistent/contactkit/book.vcf")], to: output, reporter: ConversionLog())
        }
        #expect(error?.code == .cannotOpenInput)
        #expect(error?.errorNumber == ENOENT)
        #expect(error?.path == "/nonexistent/contactkit/book.vcf")
        #expect(error?.message == "No such file or directory")
    }
}

/// Numbers the contacts it sees, in order (an X-NUMBER property), as an in-order stage would.
struct Numbering: ContactStage {
    private var next = 0
    var diagnostics: [Diagnostic] { [] }

    mutating func process(_ contact: consuming Contact) -> [Contact] {
        var contact = contact
        contact.extensions.append(ExtensionProperty(name: "X-NUMBER", value: String(next)))
        next += 1
        return [contact]
    }
}
