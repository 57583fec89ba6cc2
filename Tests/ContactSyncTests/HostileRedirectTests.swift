import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync

/// Issue 28, high: the password never reaches another origin. Each server redirects or names
/// hrefs elsewhere; the bystander server it points to must receive nothing.
@Suite(.enabled(if: RadicaleServer.shouldRun, "python3 is needed"))
struct HostileRedirectTests {
    @Test(arguments: [301, 302, 307, 308])
    func aRedirectToAnotherHostIsRefusedAndSendsNothingThere(status: Int) throws {
        let hostile = try HostileServer("""
            def answer(connection, head, body):
                send(connection, "\(status) Moved", "", "Location: http://localhost:%d/book/\\r\\n" % BYSTANDER)
            """)
        defer { hostile.stop() }
        let error = #expect(throws: CardDAVError.self) {
            try HostileServer.client().addressBooks(at: hostile.url("/book/"))
        }
        guard case .redirectRefused(_, let to, let reason) = error else {
            Issue.record("expected redirect-refused, got \(String(describing: error))")
            return
        }
        #expect(to == "http://localhost:\(hostile.bystander.port)/book/")
        #expect(reason.contains("--allow-host localhost"))
        #expect(error?.description.hasSuffix("[redirect-refused]") == true)
        #expect(hostile.bystanderLog.isEmpty)
    }

    @Test func aRedirectToAnotherPortOrToFTPIsRefused() throws {
        for location in ["http://127.0.0.1:%d/book/", "ftp://127.0.0.1:%d/book/", "file:///etc/passwd#%d"] {
            let hostile = try HostileServer("""
                def answer(connection, head, body):
                    send(connection, "302 Found", "", "Location: \(location)\\r\\n" % BYSTANDER)
                """)
            defer { hostile.stop() }
            let started = Date()
            let error = #expect(throws: CardDAVError.self) {
                try HostileServer.client(timeout: 2).addressBooks(at: hostile.url("/book/"))
            }
            guard case .redirectRefused = error else {
                Issue.record("\(location): expected redirect-refused, got \(String(describing: error))")
                return
            }
            // Refused, not timed out (the client's timeout is 2 s, and a timeout is another
            // error); the bound only catches a hang.
            #expect(Date().timeIntervalSince(started) < 30)
            #expect(hostile.bystanderLog.isEmpty, "\(location)")
        }
    }

    @Test func anAllowedHostIsFollowed() throws {
        let hostile = try HostileServer("""
            def answer(connection, head, body):
                send(connection, "307 Temporary Redirect", "", "Location: http://localhost:%d/book/\\r\\n" % BYSTANDER)
            """)
        defer { hostile.stop() }
        let client = HostileServer.client(policy: OriginPolicy(allowedHosts: ["LOCALHOST"]))
        _ = try? client.addressBooks(at: hostile.url("/book/"))
        #expect(hostile.bystanderLog.contains("PROPFIND /book/"))
        #expect(hostile.bystanderLog.lowercased().contains("authorization: basic"))
    }

    @Test func aPrincipalOrHomeOnAnotherHostIsRefused() throws {
        for property in ["<current-user-principal><href>http://localhost:%d/p/</href></current-user-principal>",
                         "<C:addressbook-home-set><href>http://localhost:%d/home/</href></C:addressbook-home-set>"] {
            let hostile = try HostileServer("""
                def answer(connection, head, body):
                    inner = '\(property)' % BYSTANDER
                    send(connection, "207 Multi-Status", '<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><response><href>/</href><propstat><prop>' + inner + '</prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>')
                """)
            defer { hostile.stop() }
            let error = #expect(throws: CardDAVError.self) {
                try HostileServer.client().addressBooks(at: hostile.url("/dav/"))
            }
            guard case .foreignHref = error else {
                Issue.record("expected foreign-href, got \(String(describing: error))")
                return
            }
            #expect(error?.description.hasSuffix("[foreign-href]") == true)
            #expect(hostile.bystanderLog.isEmpty)
        }
    }

    /// Foreign hrefs are left out whichever way the book is read: one whole-book report
    /// (`addressbook-query` with the cards: they arrive with their vCards) or a listing then
    /// multiget.
    @Test(arguments: [true, false])
    func cardsOutsideTheBookAreLeftOutOfAPull(wholeBookReport: Bool) throws {
        let hostile = try HostileServer("""
            WHOLE = \(wholeBookReport ? "True" : "False")
            CARD = 'BEGIN:VCARD&#13;\\nVERSION:3.0&#13;\\nUID:%s&#13;\\nFN:%s&#13;\\nEND:VCARD&#13;\\n'
            HREFS = ["/book/a.vcf", "http://localhost:%d/book/b.vcf" % BYSTANDER, "/other/c.vcf", "/book/../x.vcf", "/book/%2e%2e/y.vcf"]
            def item(href, data):
                card = ('<C:address-data>' + (CARD % (href[-5:-4], "Ada")) + '</C:address-data>') if data else ''
                return '<response><href>%s</href><propstat><prop><getetag>"1"</getetag>%s</prop><status>HTTP/1.1 200 OK</status></propstat></response>' % (href, card)
            def multistatus(items):
                return '<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav">' + items + '</multistatus>'
            def answer(connection, head, body):
                if head.startswith(b"REPORT") and b"sync-collection" in body:
                    send(connection, "403 Forbidden", "")
                elif head.startswith(b"REPORT") and b"addressbook-query" in body:
                    if WHOLE:
                        send(connection, "207 Multi-Status", multistatus("".join(item(h, True) for h in HREFS)))
                    else:
                        send(connection, "501 Not Implemented", "")
                elif head.startswith(b"PROPFIND") and b"Depth: 1" in head:
                    send(connection, "207 Multi-Status", multistatus("".join(item(h, False) for h in HREFS)))
                elif head.startswith(b"REPORT"):
                    send(connection, "207 Multi-Status", multistatus(item("/book/a.vcf", True)))
                else:
                    send(connection, "207 Multi-Status", '\(HostileServer.book("/book/"))')
            """)
        defer { hostile.stop() }
        let client = HostileServer.client()
        var warnings: [String] = []
        client.warn = { diagnostic, _ in warnings.append(diagnostic.code.rawValue + " " + diagnostic.message) }
        let book = try CardDAVClient.choose(nil, among: client.addressBooks(at: hostile.url("/book/")))
        var written: [String] = []
        let (state, report) = try BookPull(client: client, book: book).run(previous: nil, previousCards: [:]) { card, _ in
            written.append(card.href)
        }
        #expect(report.usedWholeBookReport == wholeBookReport)
        #expect(written == ["/book/a.vcf"])
        #expect(state.cards.map(\.href) == ["/book/a.vcf"])
        #expect(warnings.filter { $0.hasPrefix("foreign-href") }.count == 4)
        #expect(hostile.bystanderLog.isEmpty)
    }

    @Test func aStateNamingCardsElsewhereIsRefusedAndPushSendsNothingThere() throws {
        let hostile = try HostileServer("""
            def answer(connection, head, body):
                send(connection, "204 No Content", "")
            """)
        defer { hostile.stop() }
        let book = AddressBook(url: hostile.url("/book/"))
        for href in ["http://localhost:\(hostile.bystander.port)/book/x.vcf", "/elsewhere/x.vcf", "/book/../y.vcf"] {
            let state = SyncState(
                addressBook: book.url.absoluteString,
                cards: [SyncState.Card(href: href, uid: "x", etag: "\"1\"", fingerprint: "f")])
            var plan = PushPlan(state: state, bookPath: "/book/", force: false)
            plan.finish(deleteMissing: true)
            #expect(plan.deletions.count == 1)
            #expect(throws: SyncStateError.self) { try BookPush(client: HostileServer.client(), book: book).run(plan) }
            let client = HostileServer.client()
            #expect(throws: CardDAVError.self) { try client.delete(href: href, in: book, condition: .none) }
            #expect(throws: CardDAVError.self) { try client.put([], href: href, in: book, condition: .new) }
        }
        #expect(hostile.bystanderLog.isEmpty)
    }
}
