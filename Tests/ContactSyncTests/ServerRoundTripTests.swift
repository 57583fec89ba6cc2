import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync
import ContactSyncNetworking

/// Issue 34: the same round trip on every kind of server (``DAVTestServer``: Radicale and
/// Xandikos here and in CI, SabreDAV from `Scripts/sabre-dav-check`), each behind a proxy
/// that logs every request: no request with a body goes without a `Content-Type`.
///
/// The photo pull holds 200 cards here; `CONTACTKIT_SLOW_TESTS=1` makes it the issue's 2,000.
@Suite(.serialized, .enabled(if: !DAVTestServer.kinds.isEmpty, "no CardDAV server installed"))
struct ServerRoundTripTests {
    static let photoBookSize = ProcessInfo.processInfo.environment["CONTACTKIT_SLOW_TESTS"] == "1" ? 2000 : 200

    func client(_ jobs: Int = 4) -> CardDAVClient {
        var configuration = CardDAVClient.Configuration()
        configuration.timeout = 300
        configuration.jobs = jobs
        return CardDAVClient(
            credentials: Credentials(user: DAVTestServer.user, password: DAVTestServer.password), configuration: configuration)
    }

    func book(_ server: DAVTestServer, _ name: String) throws -> AddressBook {
        try CardDAVClient.choose(name, among: try client().addressBooks(at: server.rootURL))
    }

    func pull(
        _ client: CardDAVClient, _ book: AddressBook, previous: SyncState? = nil, previousCards: [[UInt8]] = []
    ) throws -> (SyncState, BookPull.Report, [[UInt8]]) {
        var written: [[UInt8]] = []
        let (state, report) = try BookPull(client: client, book: book).run(
            previous: previous, previousCards: BookPull.cardsByFingerprint(previousCards)
        ) { _, bytes in written.append(bytes) }
        return (state, report, written)
    }

    /// Checked at the end of every test: each request with a body said what it was.
    func expectContentTypes(_ server: DAVTestServer) {
        #expect(server.proxy.bodiesWithoutContentType.isEmpty, "\(server.proxy.bodiesWithoutContentType)")
        #expect(!server.proxy.log.isEmpty)
    }

    @Test(arguments: DAVTestServer.kinds)
    func discoveryFromTheBareHost(kind: DAVTestServer.Kind) throws {
        let server = try DAVTestServer(kind)
        try server.createAddressBook("work", displayName: "Work")
        try server.createAddressBook("family", displayName: "Family")
        let books = try client().addressBooks(at: server.rootURL)
        #expect(books.map(\.name).filter { $0 == "Work" || $0 == "Family" }.sorted() == ["Family", "Work"])
        let work = try CardDAVClient.choose("Work", among: books)
        #expect(work.url == server.bookURL("work"))
        // The book's own URL finds it too.
        #expect(try client().addressBooks(at: server.bookURL("work")).map(\.name) == ["Work"])
        expectContentTypes(server)
    }

    @Test(arguments: DAVTestServer.kinds)
    func pullOfABookWithPhotosIsExactAndTakesFewRequests(kind: DAVTestServer.Kind) throws {
        let server = try DAVTestServer(kind)
        let count = Self.photoBookSize
        let cards = (0..<count).map { (file: "p\(fourDigits($0)).vcf", vCard: PhotoCards.card($0, photoBytes: 30_000)) }
        try server.storeAddressBook("photos", displayName: "Photos", cards: cards)
        let client = client()
        let (state, report, written) = try pull(client, try book(server, "Photos"))
        #expect(report.fetched == count && report.total == count && report.usedWholeBookReport)
        #expect(state.cards.count == count)
        // SabreDAV 1.8 (Debian's) has no sync-collection: no token, ETags are compared.
        #expect(state.syncToken != nil || kind == .sabre)
        let mismatches = zip(written, cards).filter { CardFingerprint.of(vCard: $0.0) != CardFingerprint.of(vCard: Array($0.1.vCard.utf8)) }
        #expect(written.count == count && mismatches.isEmpty, "\(mismatches.count) cards differ")
        #expect(client.requestCount <= 8, "\(client.requestCount) requests")
        expectContentTypes(server)
    }

    @Test(arguments: DAVTestServer.kinds)
    func incrementalPullAfterThreeChangesAndTwoDeletions(kind: DAVTestServer.Kind) throws {
        let server = try DAVTestServer(kind)
        try server.storeAddressBook(
            "book", displayName: "Book", cards: (0..<60).map { (file: "c\(fourDigits($0)).vcf", vCard: SyntheticBook.card($0)) })
        let book = try book(server, "Book")
        let (state, _, written) = try pull(client(), book)
        for index in [3, 17, 42] {
            try server.put(SyntheticBook.card(index).replacingOccurrences(of: "FN:", with: "FN:Dr "), book: "book", file: "c\(fourDigits(index)).vcf")
        }
        try server.delete(book: "book", file: "c0005.vcf")
        try server.delete(book: "book", file: "c0050.vcf")
        let second = client()
        let (newState, report, rewritten) = try pull(second, book, previous: state, previousCards: [written.flatMap { $0 }])
        #expect(report.fetched == 3 && report.kept == 55 && report.removed == 2 && report.total == 58)
        #expect(second.requestCount <= 3, "\(second.requestCount) requests")
        let (fullState, _, full) = try pull(client(), book)
        #expect(rewritten.map { CardFingerprint.of(vCard: $0) } == full.map { CardFingerprint.of(vCard: $0) })
        #expect(newState.cards.map(\.href) == fullState.cards.map(\.href))
        #expect(newState.cards.map(\.fingerprint) == fullState.cards.map(\.fingerprint))
        expectContentTypes(server)
    }

    @Test(arguments: DAVTestServer.kinds)
    func conflictsAreReportedWithTheirReasonAndForceCreatesAgain(kind: DAVTestServer.Kind) throws {
        let server = try DAVTestServer(kind)
        try server.storeAddressBook(
            "book", displayName: "Book", cards: (0..<4).map { (file: "c\($0).vcf", vCard: SyntheticBook.card($0)) })
        let book = try book(server, "Book")
        let (state, _, written) = try pull(client(), book)
        // Someone else edits card 1 and deletes card 2 after our pull; we edit both.
        try server.put(SyntheticBook.card(1).replacingOccurrences(of: "FN:", with: "FN:Their "), book: "book", file: "c1.vcf")
        try server.delete(book: "book", file: "c2.vcf")
        var contacts = try written.map(readContact)
        contacts[1].nickname = "Mine"
        contacts[2].nickname = "Mine too"
        var plan = PushPlan(state: state, bookPath: book.url.path, force: false)
        contacts.forEach { plan.add($0) }
        plan.finish(deleteMissing: false)
        let (after, report) = try BookPush(client: client(), book: book).run(plan)
        #expect(
            report.conflicts == [
                BookPush.Conflict(href: book.url.path + "/c1.vcf", reason: .changedOnServer),
                BookPush.Conflict(href: book.url.path + "/c2.vcf", reason: .deletedOnServer),
            ])
        #expect(report.created.isEmpty && report.updated.isEmpty && after.cards == state.cards)
        #expect(try server.get(book: "book", file: "c1.vcf")?.contains("Their") == true)
        #expect(try server.get(book: "book", file: "c2.vcf") == nil)

        var forced = PushPlan(state: state, bookPath: book.url.path, force: true)
        contacts.forEach { forced.add($0) }
        forced.finish(deleteMissing: false)
        let (_, forcedReport) = try BookPush(client: client(), book: book).run(forced)
        #expect(forcedReport.updated == [book.url.path + "/c1.vcf"])
        #expect(forcedReport.created == [book.url.path + "/c2.vcf"])
        #expect(try server.get(book: "book", file: "c2.vcf")?.contains("Mine too") == true)
        expectContentTypes(server)
    }

    @Test(arguments: DAVTestServer.kinds)
    func pushOfEditAddAndDeleteInParallel(kind: DAVTestServer.Kind) throws {
        let server = try DAVTestServer(kind)
        try server.storeAddressBook(
            "book", displayName: "Book", cards: (0..<30).map { (file: "c\(fourDigits($0)).vcf", vCard: SyntheticBook.card($0)) })
        let book = try book(server, "Book")
        let (state, _, written) = try pull(client(), book)
        var contacts = try written.map(readContact)
        for index in 0..<10 { contacts[index].nickname = "Edited \(index)" }
        contacts.removeLast(5)
        for index in 0..<5 { contacts.append(Contact(givenName: "New", familyName: "Person \(index)")) }
        var plan = PushPlan(state: state, bookPath: book.url.path, force: false)
        contacts.forEach { plan.add($0) }
        plan.finish(deleteMissing: true)
        #expect(plan.uploads.filter(\.isNew).count == 5 && plan.uploads.count == 15 && plan.deletions.count == 5)
        let (after, report) = try BookPush(client: client(4), book: book).run(plan)
        #expect(report.updated.count == 10 && report.created.count == 5 && report.deleted.count == 5 && report.conflicts.isEmpty)
        #expect(try server.storedFiles(book: "book").count == 30)
        // The state matches the server: a pull from it fetches only our own writes, once.
        let (_, again, _) = try pull(client(), book, previous: after, previousCards: [])
        #expect(again.total == 30)
        var second = PushPlan(state: after, bookPath: book.url.path, force: false)
        contacts.forEach { second.add($0) }
        second.finish(deleteMissing: true)
        #expect(second.uploads.isEmpty && second.deletions.isEmpty)
        expectContentTypes(server)
    }

    @Test(arguments: DAVTestServer.kinds)
    func aVersionFourCardGoesBackAsVersionFourChangedOnlyWhereEdited(kind: DAVTestServer.Kind) throws {
        let server = try DAVTestServer(kind)
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:v4\r\nFN:Ada Example\r\nN:Example;Ada;;;\r\nKIND:individual\r\n"
            + "TEL;TYPE=cell;VALUE=uri:tel:+1-555-0100\r\nEMAIL:ada@example.com\r\nX-CUSTOM;X-PARAM=kept:as written\r\nEND:VCARD\r\n"
        try server.storeAddressBook("book", displayName: "Book", cards: [(file: "v4.vcf", vCard: card)])
        let book = try book(server, "Book")
        let (state, _, written) = try pull(client(), book)
        #expect(state.cards.first?.version == "4.0")
        let pulled = written[0]

        // Edited as text (an editor): sent as it stands.
        let edited = Array(String(decoding: pulled, as: UTF8.self).replacingOccurrences(of: "ada@example.com", with: "ada@example.org").utf8)
        var plan = PushPlan(state: state, bookPath: book.url.path, force: false)
        plan.add(try readContact(edited), card: edited)
        #expect(try plan.uploads.first?.bytes == edited && plan.uploads.first?.version == "4.0")

        // Edited as a contact (dedupe, a CSV round trip): the pulled bytes, one line new.
        var contact = try readContact(pulled)
        contact.nickname = "Countess"
        var patchedPlan = PushPlan(state: state, bookPath: book.url.path, force: false, originals: { $0 == state.cards[0].fingerprint ? pulled : nil })
        patchedPlan.add(contact, card: CardFingerprint.canonicalBytes(contact))  // its own text is 3.0: not used
        let sent = try #require(try patchedPlan.uploads.first?.bytes)
        let before = Set(ContentLines(pulled).lines.map(\.bytes))
        let after = ContentLines(sent).lines.map(\.bytes)
        #expect(after.filter { !before.contains($0) }.map { String(decoding: $0, as: UTF8.self) } == ["NICKNAME:Countess\r\n"])
        #expect(before.subtracting(after).isEmpty)
        let (_, report) = try BookPush(client: client(), book: book).run(patchedPlan)
        #expect(report.updated.count == 1)
        let stored = try #require(try server.get(book: "book", file: "v4.vcf"))
        #expect(stored.contains("VERSION:4.0") && stored.contains("KIND:individual") && stored.contains("NICKNAME:Countess"))
        expectContentTypes(server)
    }

    /// Two-way sync: a change on each side, a change on both, a deletion on each side and a
    /// new local card, under each conflict policy; a second sync then has nothing to do.
    @Test(arguments: DAVTestServer.kinds)
    func twoWaySyncWithEachConflictPolicy(kind: DAVTestServer.Kind) throws {
        let server = try DAVTestServer(kind)
        for policy in ConflictPolicy.allCases {
            let name = "sync-\(policy)"
            try server.storeAddressBook(name, displayName: name, cards: (0..<6).map { (file: "c\($0).vcf", vCard: SyntheticBook.card($0)) })
            let book = try book(server, name)
            let sync = BookSync(client: client(), book: book, policy: policy)
            let (first, state, firstReport) = try sync.run(local: [], previous: nil)
            #expect(first.count == 6 && firstReport.receivedCount == 6 && state.cards.count == 6)
            var local = try first.map { BookSync.LocalCard(bytes: $0.versions[0], contact: try readContact($0.versions[0])) }
            let uids = local.map { $0.contact.uid ?? "" }
            local[0].contact.nickname = "Ours"
            local[2].contact.nickname = "Ours too"
            local = local.enumerated().filter { $0.offset != 3 }.map(\.element)
            local.append(BookSync.LocalCard(bytes: [], contact: Contact(uid: "new-here", givenName: "New", familyName: "Here")))
            for index in [0, 2, local.count - 1] { local[index].bytes = CardPatch.render(local[index].contact, .v3_0) }
            try server.put(SyntheticBook.card(1).replacingOccurrences(of: "FN:", with: "FN:Their "), book: name, file: "c1.vcf")
            try server.put(SyntheticBook.card(2).replacingOccurrences(of: "FN:", with: "FN:Their "), book: name, file: "c2.vcf")
            try server.delete(book: name, file: "c4.vcf")

            let (after, newState, report) = try sync.run(local: local, previous: state)
            #expect(report.conflicts == [SyncPlan.Conflict(uid: uids[2], kind: .changedOnBothSides, policy: policy)])
            #expect(report.push.conflicts.isEmpty)
            let text = { (uid: String) in after.first { $0.uid == uid }?.versions.map { String(decoding: $0, as: UTF8.self) } ?? [] }
            #expect(text(uids[0]).first?.contains("Ours") == true)
            #expect(text(uids[1]).first?.contains("FN:Their") == true)
            #expect(text(uids[3]).isEmpty && text(uids[4]).isEmpty)
            #expect(try server.get(book: name, file: "c0.vcf")?.contains("Ours") == true)
            #expect(try server.get(book: name, file: "c3.vcf") == nil)
            #expect(try server.storedFiles(book: name).contains("new-here.vcf"))
            let theirs = try #require(try server.get(book: name, file: "c2.vcf"))
            switch policy {
            case .local:
                #expect(theirs.contains("Ours too") && text(uids[2]).count == 1)
            case .server:
                #expect(theirs.contains("FN:Their") && text(uids[2]).count == 1 && text(uids[2])[0].contains("FN:Their"))
            case .ask:
                #expect(theirs.contains("FN:Their") && text(uids[2]).count == 2)
                #expect(text(uids[2])[0].contains("Ours too") && text(uids[2])[1].contains("FN:Their"))
            }

            // Again, from what the local side now holds: nothing to send or take.
            let again = try after.flatMap { entry in
                try entry.versions.map { BookSync.LocalCard(bytes: $0, contact: try readContact($0)) }
            }
            let (_, _, second) = try sync.run(local: again, previous: newState)
            #expect(second.push.created.isEmpty && second.push.updated.isEmpty && second.push.deleted.isEmpty)
            #expect(second.receivedCount == 0 && second.conflicts.isEmpty)
            #expect(second.duplicateUIDs == (policy == .ask ? [uids[2]] : []))
        }
        expectContentTypes(server)
    }

    @Test(arguments: DAVTestServer.kinds)
    func aWrongPasswordIsRefusedAndAStoppedServerIsUnreachable(kind: DAVTestServer.Kind) throws {
        let server = try DAVTestServer(kind)
        let wrong = CardDAVClient(credentials: Credentials(user: DAVTestServer.user, password: "not-it-xyz"))
        let error = #expect(throws: CardDAVError.self) { try wrong.addressBooks(at: server.rootURL) }
        guard case .unauthorized = error else {
            Issue.record("expected unauthorized, got \(String(describing: error))")
            return
        }
        #expect(error?.description.contains("not-it-xyz") == false)
        let port = server.proxy.port
        server.proxy.stop()
        let gone = #expect(throws: CardDAVError.self) {
            try client().addressBooks(at: URL(string: "http://127.0.0.1:\(port)/")!)
        }
        guard case .unreachable = gone else {
            Issue.record("expected unreachable, got \(String(describing: gone))")
            return
        }
    }

    func readContact(_ bytes: [UInt8]) throws -> Contact {
        var reader = VCardReader(input: MemoryInput(bytes))
        guard let contact = try reader.next() else { throw RadicaleServer.ServerError("no contact") }
        return contact
    }
}

/// Cards with a photo of pseudo-random bytes (base64, folded as servers store it).
enum PhotoCards {
    static func card(_ index: Int, photoBytes: Int) -> String {
        var generator = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
        var photo = [UInt8](repeating: 0, count: photoBytes)
        for position in photo.indices {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            photo[position] = UInt8(truncatingIfNeeded: generator >> 56)
        }
        let line = "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(photo).base64EncodedString()
        return "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:photo-\(index)\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\n"
            + SyntheticBook.fold(line) + "\r\nEND:VCARD\r\n"
    }
}
