import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync

/// Answers 429 and 503 are retried with backoff; other failures carry the status and the
/// server's message. Runs a tiny scripted HTTP server (Python, as the CardDAV tests already
/// need Python for Radicale).
@Suite(.enabled(if: RadicaleServer.shouldRun, "python3 and radicale are needed"))
struct RetryTests {
    /// Starts a server that gives `statuses` in turn (then 207 with an address book) and
    /// returns its port and process.
    func scriptedServer(_ statuses: [Int]) throws -> (Int, Process) {
        let port = try RadicaleServer.freePort()
        let script = """
            import socket
            statuses = \(statuses)
            BOOK = '<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><response><href>/book/</href><propstat><prop><resourcetype><collection/><C:addressbook/></resourcetype></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>'
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
                    connection.close()  # a probe that only checked the port
                    continue
                head, _, body = data.partition(b"\\r\\n\\r\\n")
                length = [int(l.split(b":")[1]) for l in head.split(b"\\r\\n") if l.lower().startswith(b"content-length")]
                while length and len(body) < length[0]:
                    body += connection.recv(65536)
                if statuses:
                    status = statuses.pop(0)
                    text = "<html><body><h1>Busy</h1><p>status %d, try later</p></body></html>" % status
                    connection.sendall(("HTTP/1.1 %d Busy\\r\\nRetry-After: 0\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n%s" % (status, len(text), text)).encode())
                else:
                    connection.sendall(("HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n%s" % (len(BOOK), BOOK)).encode())
                connection.close()
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !RadicaleServer.accepts(port: port), Date() < deadline { usleep(50_000) }
        return (port, process)
    }

    func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    @Test func busyAnswersAreRetriedWithGrowingWaits() throws {
        let (port, process) = try scriptedServer([503, 429, 503])
        defer { stop(process) }
        var configuration = CardDAVClient.Configuration()
        configuration.initialBackoff = 0.01
        let client = CardDAVClient(credentials: nil, configuration: configuration)
        var waits: [TimeInterval] = []
        client.sleep = { waits.append($0) }
        let books = try client.addressBooks(at: URL(string: "http://127.0.0.1:\(port)/book/")!)
        #expect(books.count == 1)
        #expect(waits == [0.01, 0.02, 0.04])
    }

    @Test func afterTheLastRetryTheStatusAndMessageAreReported() throws {
        let (port, process) = try scriptedServer([503, 503, 503])
        defer { stop(process) }
        var configuration = CardDAVClient.Configuration()
        configuration.retries = 2
        configuration.initialBackoff = 0.01
        let client = CardDAVClient(credentials: nil, configuration: configuration)
        client.sleep = { _ in }
        do {
            _ = try client.addressBooks(at: URL(string: "http://127.0.0.1:\(port)/book/")!)
            Issue.record("expected a failure")
        } catch {
            #expect(error.description.contains("HTTP 503: Busy status 503, try later"))
        }
    }
}
