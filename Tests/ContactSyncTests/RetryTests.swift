import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync
import ContactSyncNetworking

/// Answers 429 and 503 are retried with backoff; other failures carry the status and the
/// server's message. Runs a tiny scripted HTTP server (``ScriptedHTTPServer``: Python, as the
/// CardDAV tests already need Python for Radicale).
@Suite(.enabled(if: RadicaleServer.shouldRun, "python3 and radicale are needed"))
struct RetryTests {
    /// Starts a server that gives `statuses` in turn (then 207 with an address book).
    func scriptedServer(_ statuses: [Int]) throws -> ScriptedHTTPServer {
        try ScriptedHTTPServer(script: """
            statuses = \(statuses)
            BOOK = '<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><response><href>/book/</href><propstat><prop><resourcetype><collection/><C:addressbook/></resourcetype></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>'
            def answer(connection, head, body):
                if statuses:
                    status = statuses.pop(0)
                    text = "<html><body><h1>Busy</h1><p>status %d, try later</p></body></html>" % status
                    connection.sendall(("HTTP/1.1 %d Busy\\r\\nRetry-After: 0\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n%s" % (status, len(text), text)).encode())
                else:
                    connection.sendall(("HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n%s" % (len(BOOK), BOOK)).encode())
            """)
    }

    @Test func busyAnswersAreRetriedWithGrowingWaits() throws {
        let server = try scriptedServer([503, 429, 503])
        defer { server.stop() }
        var configuration = CardDAVClient.Configuration()
        configuration.initialBackoff = 0.01
        let client = CardDAVClient(credentials: nil, configuration: configuration)
        var waits: [TimeInterval] = []
        client.sleep = { waits.append($0) }
        let books = try client.addressBooks(at: server.url("/book/"))
        #expect(books.count == 1)
        #expect(waits == [0.01, 0.02, 0.04])
    }

    @Test func afterTheLastRetryTheStatusAndMessageAreReported() throws {
        let server = try scriptedServer([503, 503, 503])
        defer { server.stop() }
        var configuration = CardDAVClient.Configuration()
        configuration.retries = 2
        configuration.initialBackoff = 0.01
        let client = CardDAVClient(credentials: nil, configuration: configuration)
        client.sleep = { _ in }
        do {
            _ = try client.addressBooks(at: server.url("/book/"))
            Issue.record("expected a failure")
        } catch {
            #expect(error.description.contains("HTTP 503: Busy status 503, try later"))
        }
    }
}
