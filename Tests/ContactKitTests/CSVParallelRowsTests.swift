import ContactFormats
@testable import ContactKit
import ContactModel
import Foundation
import Testing

/// Converting to a CSV layout whose rows wait for the header, the rows are composed on the
/// threads that read (``CSVRowEncoder``) and added to the writer in input order: the output
/// and the diagnostics are those of one thread, with group cards before and after their
/// members, a member that is not in the book, extension columns first seen in a later
/// chunk, optional name columns, photos, formulas, and rows spread over many chunks.
@Suite struct CSVParallelRowsTests {
    /// A vCard 3.0 book of synthetic people, long enough for many 64 KiB chunks.
    static let book: String = {
        var text = ""
        func card(_ lines: [String]) { text += (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n" }
        card([
            "FN:Early Club", "X-ADDRESSBOOKSERVER-KIND:group",
            "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:person-3", "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:person-1200",
        ])
        for index in 0..<1700 {
            var lines = ["UID:person-\(index)", "N:Family\(index);Given\(index);;;", "FN:Given\(index) Family\(index)"]
            for phone in 0..<(index % 4) {
                lines.append("TEL;type=\(["CELL", "HOME", "WORK"][phone % 3]):+1 201 555 \(1000 + (index * 7 + phone) % 9000)")
            }
            if index % 3 == 0 { lines.append("EMAIL;type=INTERNET:given\(index)@example.com") }
            if index % 5 == 0 { lines.append("ADR;type=HOME:;;\(index) Main Street;Springfield;IL;62701;USA") }
            if index % 7 == 0 { lines.append("NICKNAME:Nick\(index)") }
            if index % 11 == 0 { lines.append("NOTE:=HYPERLINK(\"http://example.invalid/\(index)\")") }
            if index % 13 == 0 { lines.append("CATEGORIES:Friends,Book Club") }
            if index % 17 == 0 { lines.append("PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQ==") }
            // Extension columns: one from the start, one first seen past the middle.
            if index % 9 == 0 { lines.append("X-FAVORITE-COLOR:blue \(index)") }
            if index > 900, index % 19 == 0 { lines.append("X-SHOE-SIZE:\(index % 12)") }
            lines.append("NOTE;LANGUAGE=en:" + String(repeating: "filler ", count: 20))
            card(lines)
        }
        card([
            "FN:Late Club", "X-ADDRESSBOOKSERVER-KIND:group", "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:person-0",
            "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:person-777", "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:nobody-here",
        ])
        return text
    }()

    private static func convert(
        _ url: URL, layout: CSVLayout, threads: Int
    ) throws -> (bytes: [UInt8], log: [ConversionLog.Entry], batches: Int) {
        let output = ContactStreamOutput(memoryIn: .csv(layout))
        let log = ConversionLog()
        try ContactConverter(threadCount: threads).convert([ContactFileInput(path: url.path)], to: output, reporter: log)
        return (output.bytes, log.entries, output.heldRowBatchCount)
    }

    @Test(arguments: [CSVLayout.google, .outlook, .generic, .thunderbird])
    func rowsComposedOnTheReadingThreadsAreOneThreadsRows(layout: CSVLayout) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contactkit-csv-rows-\(UUID().uuidString).vcf")
        try Data(Self.book.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(Self.book.utf8.count > 8 * ParallelReading.smallestChunkSize)
        let one = try Self.convert(url, layout: layout, threads: 1)
        let two = try Self.convert(url, layout: layout, threads: 2)
        #expect(one.batches == 0)
        // Thunderbird streams its rows: no row waits for the header, none is composed apart.
        #expect(layout == .thunderbird ? two.batches == 0 : two.batches > 4)
        #expect(two.bytes == one.bytes)
        // Compared entry by entry: a whole log in a failure message is megabytes.
        #expect(two.log.count == one.log.count)
        for (index, (entry, expected)) in zip(two.log, one.log).enumerated() where entry != expected {
            Issue.record("entry \(index): \(entry.file):\(entry.diagnostic.line ?? 0) \(entry.diagnostic.message.prefix(200)), expected \(expected.file):\(expected.diagnostic.line ?? 0) \(expected.diagnostic.message.prefix(200))")
            break
        }
        let text = String(decoding: one.bytes, as: UTF8.self)
        #expect(text.contains("Given1699"))
        if layout != .thunderbird {
            #expect(text.contains("Late Club") && text.contains("Early Club"))
            #expect(one.log.contains { $0.diagnostic.message.contains("nobody-here") })
        }
        if layout == .generic { #expect(text.contains("X-SHOE-SIZE") && text.contains("X-FAVORITE-COLOR")) }
    }
}
