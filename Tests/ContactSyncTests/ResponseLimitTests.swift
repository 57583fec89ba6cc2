import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync

/// A server's answer is read up to a limit: refused by its `Content-Length`, cut off when a
/// body without one grows past it, and a multiget over it asked for again in halves. Runs a
/// tiny scripted HTTP server (Python, as the other CardDAV tests).
@Suite(.enabled(if: RadicaleServer.shouldRun, "python3 and radicale are needed"))
struct ResponseLimitTests {
    /// Starts a server that answers PROPFIND with `propfindBytes` bytes of multistatus (with a
    /// `Content-Length` when `announced`, else streamed until the connection closes) and a
    /// multiget REPORT with one card and 300,000 bytes of padding per href asked for. Every
    /// REPORT's href count is appended to the returned log file.
    func server(propfindBytes: Int, announced: Bool) throws -> (Int, Process, URL) {
        let port = try RadicaleServer.freePort()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(port).log")
        try? FileManager.default.removeItem(at: log)
        let script = """
            import socket
            def multistatus(inner, padding):
                return ('<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><!--' + 'p' * padding + '-->'
                        + inner + '</multistatus>').encode()
            listener = socket.socket(); listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            listener.bind(("127.0.0.1", \(port))); listener.listen(8)
            while True:
                connection, _ = listener.accept()
                data = b""
                while b"\\r\\n\\r\\n" not in data:
                    chunk = connection.recv(65536)
                    if not chunk:
                        break
                    data += chunk
                if b"\\r\\n\\r\\n" not in data:
                    connection.close()
                    continue
                head, _, body = data.partition(b"\\r\\n\\r\\n")
                length = [int(l.split(b":")[1]) for l in head.split(b"\\r\\n") if l.lower().startswith(b"content-length")]
                while length and len(body) < length[0]:
                    body += connection.recv(65536)
                try:
                    if head.startswith(b"REPORT"):
                        hrefs = body.count(b"<d:href>") + body.count(b"<href>") + body.count(b"<D:href>")
                        with open("\(log.path)", "a") as out:
                            out.write("%d\\n" % hrefs)
                        card = '<response><href>/book/a.vcf</href><propstat><prop><getetag>"1"</getetag><C:address-data>BEGIN:VCARD&#13;\\nVERSION:3.0&#13;\\nFN:Ada&#13;\\nEND:VCARD&#13;\\n</C:address-data></prop><status>HTTP/1.1 200 OK</status></propstat></response>'
                        payload = multistatus(card, 300000 * hrefs)
                        connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n" % len(payload) + payload)
                    else:
                        payload = multistatus('', \(propfindBytes))
                        if \(announced ? "True" : "False"):
                            connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n" % len(payload))
                        else:
                            connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nConnection: close\\r\\n\\r\\n")
                        for start in range(0, len(payload), 65536):
                            connection.sendall(payload[start:start + 65536])
                except OSError:
                    pass  # the client hung up: what the limit is for
                connection.close()
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !RadicaleServer.accepts(port: port), Date() < deadline { usleep(50_000) }
        return (port, process, log)
    }

    func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
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
        let (port, process, _) = try server(propfindBytes: 8 << 20, announced: announced)
        defer { stop(process) }
        let url = URL(string: "http://127.0.0.1:\(port)/book/")!
        let error = #expect(throws: CardDAVError.self) { try client(limit: 1 << 20).addressBooks(at: url) }
        #expect(error == .responseTooLarge(url: "http://127.0.0.1:\(port)/book/", limit: 1 << 20))
        let text = error?.description ?? ""
        #expect(text.contains("http://127.0.0.1:\(port)/book/") && text.contains("1 MiB") && text.hasSuffix("[response-too-large]"))
    }

    @Test func aListingWithinTheLimitIsRead() throws {
        let (port, process, _) = try server(propfindBytes: 900_000, announced: false)
        defer { stop(process) }
        let url = URL(string: "http://127.0.0.1:\(port)/book/")!
        // Read whole and parsed: the (padded) multistatus names no collection.
        let error = #expect(throws: CardDAVError.self) { try client(limit: 1 << 20).addressBooks(at: url) }
        #expect(error == .malformedResponse(url: "http://127.0.0.1:\(port)/book/", reason: "an empty multistatus"))
    }

    @Test func aMultigetOverTheLimitIsAskedForInHalvesThenOneCardFails() throws {
        let (port, process, log) = try server(propfindBytes: 100, announced: true)
        defer { stop(process) }
        let book = AddressBook(url: URL(string: "http://127.0.0.1:\(port)/book/")!)
        var received: [[String]] = []
        // 8 hrefs ask 2.4 MB, 4 ask 1.2 MB (over 1 MiB); 2 ask 600 KB, read.
        let hrefs = (0..<4).map { "/book/\($0).vcf" } + ["/book/a.vcf"] + (5..<8).map { "/book/\($0).vcf" }
        try client(limit: 1 << 20, batch: 8).fetch(hrefs, from: book) { received.append($0.map(\.href)) }
        #expect(received == [[], [], ["/book/a.vcf"], []])
        let asked = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(asked == ["8", "4", "2", "2", "2", "2"])

        // One card's answer over the limit cannot be split: the error names the limit.
        let error = #expect(throws: CardDAVError.self) {
            try client(limit: 200_000, batch: 8).fetch(["/book/a.vcf"], from: book) { _ in }
        }
        #expect(error == .responseTooLarge(url: "http://127.0.0.1:\(port)/book/", limit: 200_000))
    }
}
