import ContactModel
import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync

/// Issue 28, medium: a hostile server cannot hold or exhaust the client. Bodies are asked for
/// uncompressed and read as they arrive, every exchange has a deadline, XML counts are
/// bounded, and an ETag that cannot go back in `If-Match` makes the card a conflict.
@Suite(.enabled(if: RadicaleServer.shouldRun, "python3 is needed"))
struct HostileAnswerTests {
    @Test func aCompressedAnswerIsRefusedAndIdentityIsAskedFor() throws {
        let hostile = try HostileServer("""
            import zlib
            def answer(connection, head, body):
                if b"accept-encoding: identity" not in head.lower():
                    send(connection, "400 Bad Request", "no identity")
                    return
                packer = zlib.compressobj(9, zlib.DEFLATED, 31)
                connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Encoding: gzip\\r\\nTransfer-Encoding: chunked\\r\\nConnection: close\\r\\n\\r\\n")
                zeros = b"<" + b"a" * (1 << 20)
                for _ in range(2048):  # 2 GiB once inflated
                    piece = packer.compress(zeros)
                    if piece:
                        connection.sendall(b"%x\\r\\n" % len(piece) + piece + b"\\r\\n")
                piece = packer.flush()
                connection.sendall(b"%x\\r\\n" % len(piece) + piece + b"\\r\\n0\\r\\n\\r\\n")
            """)
        defer { hostile.stop() }
        let started = Date()
        let error = #expect(throws: CardDAVError.self) {
            try HostileServer.client().addressBooks(at: hostile.url("/book/"))
        }
        guard case .malformedResponse(_, let reason) = error else {
            Issue.record("expected a refused compressed answer, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("Content-Encoding: gzip"))
        // A guard against inflating the 2 GiB, not a speed test: the refusal itself is the
        // check above; on a loaded machine it took 5.7 s, so the bound is generous.
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test func aBodyTricklingInIsCutAtTheDeadline() throws {
        let hostile = try HostileServer("""
            import time
            def answer(connection, head, body):
                connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n")
                for _ in range(600):
                    connection.sendall(b"1\\r\\n \\r\\n")
                    time.sleep(0.2)
            """)
        defer { hostile.stop() }
        let started = Date()
        let error = #expect(throws: CardDAVError.self) {
            try HostileServer.client(timeout: 1).addressBooks(at: hostile.url("/book/"))
        }
        let elapsed = Date().timeIntervalSince(started)
        guard case .unreachable(_, let reason) = error else {
            Issue.record("expected a deadline, got \(String(describing: error))")
            return
        }
        #expect(reason == "no complete answer within 1 s (--timeout)")
        #expect(elapsed >= 0.9 && elapsed < 10, "cut after \(elapsed) s")  // the server goes on for 120 s
    }

    @Test func aRedirectWithAnEndlessBodyIsCut() throws {
        let hostile = try HostileServer("""
            def answer(connection, head, body):
                connection.sendall(b"HTTP/1.1 302 Found\\r\\nLocation: /book/\\r\\nTransfer-Encoding: chunked\\r\\n\\r\\n")
                chunk = b"x" * 65536
                while True:
                    connection.sendall(b"%x\\r\\n" % len(chunk) + chunk + b"\\r\\n")
            """)
        defer { hostile.stop() }
        let started = Date()
        #expect(throws: CardDAVError.self) { try HostileServer.client(timeout: 20).addressBooks(at: hostile.url("/book/")) }
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func manyAttributesFailAtOnce() throws {
        let hostile = try HostileServer("""
            ATTRIBUTES = " ".join('a%d="1"' % i for i in range(200000))
            def answer(connection, head, body):
                send(connection, "207 Multi-Status", '<multistatus xmlns="DAV:"><response ' + ATTRIBUTES + '/></multistatus>')
            """)
        defer { hostile.stop() }
        let started = Date()
        let error = #expect(throws: CardDAVError.self) { try HostileServer.client(timeout: 60).addressBooks(at: hostile.url("/book/")) }
        guard case .malformedResponse(_, let reason) = error else {
            Issue.record("expected malformed, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("more than 64 attributes") || reason.contains("a tag longer than"))
        #expect(Date().timeIntervalSince(started) < 10)  // libxml2 took 24 s
    }

    @Test func anUnresolvedEntityIsKeptAndWarned() throws {
        let hostile = try HostileServer("""
            def answer(connection, head, body):
                send(connection, "207 Multi-Status", '<!DOCTYPE m [<!ENTITY e "expanded">]><multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><response><href>/book/</href><propstat><prop><resourcetype><collection/><C:addressbook/></resourcetype><displayname>name-&e;-end</displayname></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>')
            """)
        defer { hostile.stop() }
        let client = HostileServer.client()
        var warnings: [String] = []
        client.warn = { diagnostic, _ in warnings.append(diagnostic.code.rawValue + ": " + diagnostic.message) }
        let books = try client.addressBooks(at: hostile.url("/book/"))
        #expect(books.map(\.name) == ["name-&e;-end"])
        #expect(warnings.contains { $0.hasPrefix("unresolved-entity") && $0.contains("&e;") })
    }

    @Test func anETagWithALineBreakMakesTheCardAConflictAndNothingIsSent() throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("etag-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        let hostile = try HostileServer("""
            def answer(connection, head, body):
                if head.startswith(b"PUT") or head.startswith(b"DELETE"):
                    with open("\(log.path)", "ab") as out:
                        out.write(head + b"\\n\\n")
                    send(connection, "204 No Content", "")
                else:
                    send(connection, "207 Multi-Status", '\(HostileServer.book("/book/"))')
            """)
        defer { hostile.stop() }
        let client = HostileServer.client()
        let book = try CardDAVClient.choose(nil, among: client.addressBooks(at: hostile.url("/book/")))
        let etag = "\"1\"\r\nX-Injected: yes"
        let state = SyncState(
            addressBook: book.url.absoluteString,
            cards: [SyncState.Card(href: "/book/a.vcf", uid: "a", etag: etag, fingerprint: "old")])
        var plan = PushPlan(state: state, bookPath: "/book/", force: false)
        var contact = Contact()
        contact.uid = "a"
        contact.givenName = "Changed"
        plan.add(contact)
        plan.finish(deleteMissing: false)
        #expect(plan.uploads.count == 1)
        let (_, report) = try BookPush(client: client, book: book).run(plan)
        #expect(report.invalidETags == ["/book/a.vcf"])
        #expect(report.updated.isEmpty)
        let outcome = try client.put([], href: "/book/a.vcf", in: book, condition: .unchangedSince(etag))
        #expect(outcome == .conflict)
        #expect(((try? String(contentsOf: log, encoding: .utf8)) ?? "").isEmpty)
    }

    @Test func plainHTTPToAnotherMachineIsWarnedOnceBeforeThePasswordGoes() throws {
        let client = HostileServer.client(timeout: 0.5)
        var warnings: [String] = []
        client.warn = { diagnostic, _ in warnings.append(diagnostic.code.rawValue) }
        _ = try? client.addressBooks(at: URL(string: "http://192.0.2.1:9/book/")!)
        _ = try? client.addressBooks(at: URL(string: "http://192.0.2.1:9/book/")!)
        #expect(warnings == ["insecure-http"])
        let local = HostileServer.client(timeout: 0.5)
        var localWarnings: [String] = []
        local.warn = { diagnostic, _ in localWarnings.append(diagnostic.code.rawValue) }
        _ = try? local.addressBooks(at: URL(string: "http://127.0.0.1:9/book/")!)
        #expect(localWarnings.isEmpty)
    }
}
