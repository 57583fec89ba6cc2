import ContactTestSupport
import Foundation
import Testing

/// `--max-response-size`: an answer over it ends `pull` with exit 69 and `response-too-large`,
/// naming the URL and the limit, and leaves the old output as it was.
@Suite(.enabled(if: RadicaleServer.shouldRun, "python3 and radicale are needed"))
struct ResponseLimitCommandTests {
    @Test func anAnswerOverTheLimitEndsPullWithItsCode() throws {
        let server = try ScriptedHTTPServer(script: """
            def answer(connection, head, body):
                payload = b'<multistatus xmlns="DAV:"><response><href>/' + b'h' * 4096 + b'</href></response></multistatus>'
                connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nConnection: close\\r\\n\\r\\n" + payload)
            """)
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Old\r\nEND:VCARD\r\n")
        let home = ["HOME": CardDAVCommandTests.emptyHome]
        let result = try ToolProcess.run(
            ["pull", server.url("/book/").absoluteString, "-o", "book.vcf", "--max-response-size", "1K"],
            in: directory.url, environment: home)
        #expect(result.status == 69, "\(result.standardError)")
        #expect(result.standardError.contains("[response-too-large]"))
        #expect(result.standardError.contains("http://127.0.0.1:\(server.port)/book/") && result.standardError.contains("1 KiB"))
        #expect(directory.read("book.vcf") == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Old\r\nEND:VCARD\r\n")

        // Within a larger limit the same answer is read (and found to name no address book).
        let read = try ToolProcess.run(
            ["pull", server.url("/book/").absoluteString, "-o", "book.vcf", "--max-response-size", "64K"],
            in: directory.url, environment: home)
        #expect(!read.standardError.contains("response-too-large"), "\(read.standardError)")

        let zero = try ToolProcess.run(["pull", server.url("/").absoluteString, "--max-response-size", "0"], in: directory.url)
        #expect(zero.status == 64)
    }
}
