import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync
import ContactSyncNetworking

/// The transport a client uses by default: on Linux libcurl's easy interface, which sleeps
/// while a server works on an answer (URLSession there wakes hundreds of times a second), with
/// the same bounds as before. Runs a tiny scripted HTTP server (``ScriptedHTTPServer``).
@Suite(.enabled(if: RadicaleServer.shouldRun, "python3 is needed"))
struct CurlTransportTests {
    /// A server that sends back, as the body, the head of the request it got.
    func echoServer(answerHead: String = "HTTP/1.1 200 OK") throws -> ScriptedHTTPServer {
        try ScriptedHTTPServer(script: """
            def answer(connection, head, body):
                payload = head + b"\\r\\n\\r\\nbody:%d" % len(body)
                connection.sendall(b"\(answerHead)\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n" % len(payload) + payload)
            """)
    }

    func send(_ request: HTTPRequest, limit: Int = 1 << 20) throws -> (HTTPResponse, String) {
        let transport = CardDAVClient.defaultTransport(for: CardDAVClient.Configuration())
        var body = Data()
        let response = try transport.send(request, limit: limit, deadline: Date().addingTimeInterval(20)) { _, data in
            body.append(data)
        }
        return (response, String(decoding: body, as: UTF8.self))
    }

    @Test func onLinuxTheDefaultTransportIsLibcurlsEasyInterface() {
        let transport = CardDAVClient.defaultTransport(for: CardDAVClient.Configuration())
        #if os(Linux)
        #expect(String(describing: type(of: transport)) == "CurlTransport")
        #else
        #expect(String(describing: type(of: transport)) == "URLSessionTransport")
        #endif
    }

    @Test func aBodyGoesWithItsMethodAndNoHeaderTheClientDidNotWrite() throws {
        let server = try echoServer()
        defer { server.stop() }
        let card = Data(("BEGIN:VCARD\r\nVERSION:4.0\r\nFN:" + String(repeating: "a", count: 5000) + "\r\nEND:VCARD\r\n").utf8)
        let (response, echoed) = try send(
            HTTPRequest(method: "PUT", url: server.url("/book/a.vcf"), headers: ["Content-Type": "text/vcard", "If-Match": "\"1\""], body: card))
        #expect(response.status == 200)
        #expect(echoed.hasPrefix("PUT /book/a.vcf HTTP/1.1\r\n"))
        #expect(echoed.contains("\r\nContent-Type: text/vcard\r\n") && echoed.contains("\r\nIf-Match: \"1\"\r\n"))
        #expect(echoed.hasSuffix("body:\(card.count)"))
        // libcurl would otherwise wait up to a second for a 100 Continue before a large body.
        #expect(!echoed.lowercased().contains("expect:"))
    }

    @Test func aBodyWithoutAContentTypeGetsNoneInvented() throws {
        let server = try echoServer()
        defer { server.stop() }
        let (_, echoed) = try send(HTTPRequest(method: "REPORT", url: server.url("/book/"), body: Data("<x/>".utf8)))
        #expect(echoed.hasPrefix("REPORT /book/ HTTP/1.1\r\n"))
        #expect(!echoed.lowercased().contains("content-type"))
        #expect(echoed.hasSuffix("body:4"))
    }

    @Test func aRequestWithoutABodySendsNone() throws {
        let server = try echoServer()
        defer { server.stop() }
        let (_, echoed) = try send(HTTPRequest(method: "DELETE", url: server.url("/book/a.vcf"), headers: ["If-Match": "\"2\""]))
        #expect(echoed.hasPrefix("DELETE /book/a.vcf HTTP/1.1\r\n"))
        #expect(!echoed.lowercased().contains("content-length") && echoed.hasSuffix("body:0"))
    }

    @Test(arguments: ["X-Test: a\r\nInjected: yes", "X-Test: a\nb", "X-Test: a\u{0}b"])
    func aHeaderWithALineBreakIsRefusedUnsent(_ header: String) throws {
        let parts = header.split(separator: ":", maxSplits: 1)
        let request = HTTPRequest(
            method: "GET", url: URL(string: "http://127.0.0.1:9/")!, headers: [String(parts[0]): String(parts[1])])
        let error = #expect(throws: HTTPTransportError.self) { try send(request) }
        #expect(error == .failed(reason: "the request header 'X-Test' holds a line break"))
    }

    @Test(arguments: ["", "X:Y"])
    func aNameThatIsNoHeaderNameIsRefusedUnsent(_ name: String) throws {
        let request = HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1:9/")!, headers: [name: "a"])
        let error = #expect(throws: HTTPTransportError.self) { try send(request) }
        #expect(error == .failed(reason: "'\(name)' is not a request header name"))
    }

    @Test func anInterimAnswerIsPassedOverAndRepeatedHeadersAreJoined() throws {
        let server = try ScriptedHTTPServer(script: """
            def answer(connection, head, body):
                connection.sendall(b"HTTP/1.1 100 Continue\\r\\n\\r\\n"
                    b"HTTP/1.1 207 Multi-Status\\r\\nDAV: 1\\r\\nDAV: addressbook\\r\\nContent-Length: 2\\r\\nConnection: close\\r\\n\\r\\nok")
            """)
        defer { server.stop() }
        let (response, body) = try send(HTTPRequest(method: "PROPFIND", url: server.url("/"), body: Data("<x/>".utf8)))
        #expect(response.status == 207 && body == "ok")
        #expect(response.header("DAV") == "1, addressbook")
    }

    @Test func headersPastTheirCapStopTheExchange() throws {
        let server = try ScriptedHTTPServer(script: """
            def answer(connection, head, body):
                connection.sendall(b"HTTP/1.1 200 OK\\r\\n")
                for i in range(30000):
                    connection.sendall(b"X-Filler-%d: %s\\r\\n" % (i, b"f" * 60))
                connection.sendall(b"Content-Length: 0\\r\\n\\r\\n")
            """)
        defer { server.stop() }
        let error = #expect(throws: HTTPTransportError.self) { try send(HTTPRequest(method: "GET", url: server.url("/"))) }
        // libcurl's own cap (300 KiB in releases with the 2023 fix) may come first.
        guard case .failed(let reason) = error else { Issue.record("\(String(describing: error))"); return }
        #expect(reason == "the answer's headers passed 1048576 bytes" || reason.lowercased().contains("header"), "\(reason)")
    }

    @Test func aRefusedConnectionSaysSo() throws {
        let port = try RadicaleServer.freePort()
        let error = #expect(throws: HTTPTransportError.self) {
            try send(HTTPRequest(method: "GET", url: URL(string: "http://127.0.0.1:\(port)/")!))
        }
        #expect(error == .failed(reason: "connection refused"))
    }
}
