import ContactFormats
@testable import ContactKit
import ContactModel
import Foundation
import Testing

/// A CSV input read in chunks of whole records on two threads gives the contacts, lines and
/// diagnostics (in order) of one reader, wherever the chunks are cut: quoted fields with line
/// breaks across a cut, CR, LF and CRLF mixed, a byte-order mark, stray and unbalanced
/// quotes, an unclosed quote over more than a thousand lines, a long field, a quote
/// unterminated at the end of the input.
@Suite struct CSVChunkedReadingTests {
    static let header = "\u{FEFF}First Name,Last Name,Notes,E-mail 1 - Value,Extra Column\r\n"
    static let rows: [String] = [
        "Ann,Lee,\"line one\r\nline two\",ann@example.com,x\r\n",
        "Bob,\"Quoted \"\"name\"\"\",plain,bob@example.com,y\n",
        "Cy,Zed,\"a\rb\nc\r\n\"\"d\"\"\",cy@example.com,z\r",
        "Dee,Eve,5\" screen,dee@example.com,w\n",
        "\"\",,,,\n",
        "\n",
        "Fay,Gee,\"spans,\nmany\n\nlines\",fay@example.com\r\n",
        "Gus,Hal,text \"after,x@example.com,v,too,many\n",
        "Ivy,Jo,\"closed\" then text,ivy@example.com,u\r\r\n",
        "Kim,Lu,\"" + String(repeating: "long ", count: 300) + "\",kim@example.com,t\n",
        "Len,Mo,\"" + String(repeating: "a\n", count: 40) + "\",len@example.com,s\r\n",
    ]

    /// Whatever happens, one reader on one thread; then two threads with chunks of every
    /// size from `sizes`: the same contacts, lines and diagnostics.
    private func expectSameAsOneReader(_ text: String, sizes: some Sequence<Int>) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contactkit-csv-chunks-\(UUID().uuidString).csv")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let one = try Self.read(url, chunkSize: nil)
        #expect(!one.diagnostics.isEmpty)
        for size in sizes {
            let chunked = try Self.read(url, chunkSize: size)
            #expect(chunked.contacts == one.contacts, "chunks of \(size): contacts")
            #expect(chunked.lines == one.lines, "chunks of \(size): lines")
            #expect(chunked.diagnostics == one.diagnostics, "chunks of \(size): diagnostics")
            if chunked.contacts != one.contacts || chunked.diagnostics != one.diagnostics { return }
        }
    }

    private final class Collected {
        var contacts: [Contact] = []
        var lines: [Int] = []
    }

    /// Reads `url` as Google CSV; on two threads in chunks of `chunkSize` bytes when given.
    private static func read(
        _ url: URL, chunkSize: Int?
    ) throws -> (contacts: [Contact], lines: [Int], diagnostics: [ConversionLog.Entry]) {
        let log = ConversionLog()
        let collected = Collected()
        var reader = ContactInputReader([ContactFileInput(path: url.path)], reporter: log)
        if let chunkSize {
            var parallel = ParallelReading(threadCount: 2) { _, _ in
                HandingBackConsumer(stages: [], keepsValuePositions: true)
            }
            parallel.targetChunkSize = chunkSize
            parallel.finishContact = { contact, origin in
                collected.contacts.append(contact)
                collected.lines.append(origin.line)
            }
            reader.parallelReading = parallel
        }
        try reader.run { contact, origin in
            collected.contacts.append(contact)
            collected.lines.append(origin.line)
        }
        return (collected.contacts, collected.lines, log.entries)
    }

    @Test func everyCutGivesWhatOneReaderGives() throws {
        let text = Self.header + Self.rows.joined() + Self.rows.joined()
        try expectSameAsOneReader(text, sizes: Array(1...400) + Array(stride(from: 401, to: text.utf8.count + 2, by: 13)))
    }

    /// Unterminated at the end, with and without a line break after the quote.
    @Test(arguments: ["Zoe,Ash,\"never closed\r\nand more", "Zoe,Ash,\"never closed"])
    func anUnclosedQuoteAtTheEnd(last: String) throws {
        let text = Self.header + Self.rows.joined() + last
        try expectSameAsOneReader(text, sizes: 1...text.utf8.count + 1)
    }

    /// An unclosed quote read again from its first line break after a thousand lines, in
    /// the middle of the input, and rows after it.
    @Test func anUnclosedQuoteOverAThousandLines() throws {
        let text =
            Self.header + Self.rows.joined() + "Yan,Bo,\"open\n" + String(repeating: "x,y\n", count: 1005)
            + Self.rows.joined()
        try expectSameAsOneReader(text, sizes: stride(from: 1, to: text.utf8.count + 2, by: 29))
    }

    /// A header and blank lines, no row: the notes about the header, then no contacts.
    @Test func aHeaderAndNoRows() throws {
        let text = Self.header + String(repeating: "\r\n", count: 40)
        try expectSameAsOneReader(text, sizes: 1...text.utf8.count + 1)
    }
}
