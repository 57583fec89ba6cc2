import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync
import ContactSyncNetworking

/// A server's answer is read up to a limit: refused by its `Content-Length`, cut off when a
/// body without one grows past it, and a multiget over it asked for again in halves. Runs a
/// tiny scripted HTTP server (``ScriptedHTTPServer``).
@Suite(.enabled(if: RadicaleServer.shouldRun, "python3 and radicale are needed"))
struct ResponseLimitTests {
    /// Starts a server that answers PROPFIND with `propfindBytes` bytes of multistatus (with a
    /// `Content-Length` when `announced`, else streamed until the connection closes) and a
    /// multiget REPORT with one card and 300,000 bytes of padding per href asked for. Every
    /// REPORT's href count is appended to the returned log file.
    func startServer(propfindBytes: Int, announced: Bool) throws -> (ScriptedHTTPServer, URL) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).log")
        let server = try ScriptedHTTPServer(script: """
            def multistatus(inner, padding):
                return ('<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><!--' + 'p' * padding + '-->'
                        + inner + '</multistatus>').encode()
            CARD = '<response><href>/book/a.vcf</href><propstat><prop><getetag>"1"</getetag><C:address-data>BEGIN:VCARD&#13;\\nVERSION:3.0&#13;\\nFN:Ada&#13;\\nEND:VCARD&#13;\\n</C:address-data></prop><status>HTTP/1.1 200 OK</status></propstat></response>'
            def answer(connection, head, body):
                if head.startswith(b"REPORT"):
                    hrefs = body.count(b"<d:href>")
                    with open("\(log.path)", "a") as out:
                        out.write("%d\\n" % hrefs)
                    payload = multistatus(CARD, 300000 * hrefs)
                    connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n" % len(payload) + payload)
                    return
                payload = multistatus('', \(propfindBytes))
                length = b"Content-Length: %d\\r\\n" % len(payload) if \(announced ? "True" : "False") else b""
                connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\n" + length + b"Connection: close\\r\\n\\r\\n")
                for start in range(0, len(payload), 65536):
                    connection.sendall(payload[start:start + 65536])
            """)
        return (server, log)
    }

    func client(limit: Int, batch: Int = 250) -> CardDAVClient {
        var configuration = CardDAVClient.Configuration()
        configuration.timeout = 20
        configuration.maximumListingSize = limit
        configuration.maximumCardsSize = limit
        configuration.multigetBatchSize = batch
        return CardDAVClient(credentials: nil, configuration: configuration)
    }

    @Test(arguments: [true, false])
    func aListingOverTheLimitIsRefusedNamingTheURLAndLimit(announced: Bool) throws {
        let (server, _) = try startServer(propfindBytes: 8 << 20, announced: announced)
        defer { server.stop() }
        let port = server.port
        let url = URL(string: "http://127.0.0.1:\(port)/book/")!
        let error = #expect(throws: CardDAVError.self) { try client(limit: 1 << 20).addressBooks(at: url) }
        #expect(error == .responseTooLarge(url: "http://127.0.0.1:\(port)/book/", limit: 1 << 20))
        let text = error?.description ?? ""
        #expect(text.contains("http://127.0.0.1:\(port)/book/") && text.contains("1 MiB") && text.hasSuffix("[response-too-large]"))
    }

    @Test func aListingWithinTheLimitIsRead() throws {
        let (server, _) = try startServer(propfindBytes: 900_000, announced: false)
        defer { server.stop() }
        let port = server.port
        let url = URL(string: "http://127.0.0.1:\(port)/book/")!
        // Read whole and parsed: the (padded) multistatus names no collection.
        let error = #expect(throws: CardDAVError.self) { try client(limit: 1 << 20).addressBooks(at: url) }
        #expect(error == .malformedResponse(url: "http://127.0.0.1:\(port)/book/", reason: "an empty multistatus"))
    }

    @Test func aMultigetOverTheLimitIsAskedForInHalvesThenOneCardFails() throws {
        let (server, log) = try startServer(propfindBytes: 100, announced: true)
        defer {
            server.stop()
            try? FileManager.default.removeItem(at: log)
        }
        let port = server.port
        let book = AddressBook(url: URL(string: "http://127.0.0.1:\(port)/book/")!)
        var received: [String] = []
        // 8 hrefs ask 2.4 MB, 4 ask 1.2 MB (over 1 MiB); 2 ask 600 KB, read.
        let hrefs = (0..<4).map { "/book/\($0).vcf" } + ["/book/a.vcf"] + (5..<8).map { "/book/\($0).vcf" }
        try client(limit: 1 << 20, batch: 8).fetch(hrefs, from: book) { received.append($0.href) }
        #expect(received == ["/book/a.vcf"])
        let asked = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(asked == ["8", "4", "2", "2", "2", "2"])

        // One card's answer over the limit cannot be split: the error names the limit.
        let error = #expect(throws: CardDAVError.self) {
            try client(limit: 200_000, batch: 8).fetch(["/book/a.vcf"], from: book) { _ in }
        }
        #expect(error == .responseTooLarge(url: "http://127.0.0.1:\(port)/book/", limit: 200_000))
    }
}
