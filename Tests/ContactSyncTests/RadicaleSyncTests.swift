import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync
import ContactSyncNetworking

/// Pull and push against a real Radicale server started for each test (see
/// ``RadicaleServer``). Disabled when Radicale is not installed, except under CI, where they
/// run and fail: `.ci/run` installs it.
@Suite(.enabled(if: RadicaleServer.shouldRun, "radicale is not installed (apt-get install radicale)"))
struct RadicaleSyncTests {
    let credentials = Credentials(user: RadicaleServer.user, password: RadicaleServer.password)

    /// A client with a generous timeout: Radicale parses a whole collection into its cache on
    /// the first request, which takes long on a loaded machine.
    func client() -> CardDAVClient {
        var configuration = CardDAVClient.Configuration()
        configuration.timeout = 300
        return CardDAVClient(credentials: credentials, configuration: configuration)
    }

    /// Pulls `book` completely (or from `previous`), returning the state, the report and the
    /// cards written, in order.
    func pull(
        _ client: CardDAVClient, _ book: AddressBook, previous: SyncState? = nil, previousCards: [[UInt8]] = []
    ) throws -> (SyncState, BookPull.Report, [[UInt8]]) {
        var written: [[UInt8]] = []
        let (state, report) = try BookPull(client: client, book: book).run(
            previous: previous, previousCards: BookPull.cardsByFingerprint(previousCards)
        ) { _, bytes in written.append(bytes) }
        return (state, report, written)
    }

    @Test func discoveryFromTheBareHostFindsTheAddressBooks() throws {
        let server = try RadicaleServer()
        try server.createAddressBook("work", displayName: "Work")
        try server.createAddressBook("family", displayName: "Family")
        let books = try client().addressBooks(at: server.rootURL)
        #expect(books.map(\.name) == ["Family", "Work"])
        #expect(books.map(\.url) == [server.bookURL("family"), server.bookURL("work")])
        #expect(books.allSatisfy { $0.syncToken != nil })
        // The address book's own URL is an address book too.
        #expect(try client().addressBooks(at: server.bookURL("work")).map(\.name) == ["Work"])
        #expect(try CardDAVClient.choose("work", among: books).name == "Work")
        #expect(throws: CardDAVError.self) { try CardDAVClient.choose(nil, among: books) }
    }

    @Test func pullOfAThousandCardsGivesBackWhatWasPut() throws {
        let server = try RadicaleServer()
        let cards = (0..<1000).map { (file: "c\(fourDigits($0)).vcf", vCard: SyntheticBook.card($0)) }
        try server.storeAddressBook("big", displayName: "Big", cards: cards)
        let client = client()
        let book = try CardDAVClient.choose("Big", among: try client.addressBooks(at: server.rootURL))
        let (state, report, written) = try pull(client, book)
        #expect(report.fetched == 1000 && report.kept == 0 && report.total == 1000)
        #expect(state.cards.count == 1000)
        // The same contacts as stored, in href order. (Radicale rewrites the bytes: it sorts
        // the properties and folds anew; the content is what must be equal.)
        let mismatches = zip(written, cards).filter { fingerprint($0.0) != fingerprint(Array($0.1.vCard.utf8)) }
        #expect(written.count == 1000 && mismatches.isEmpty, "\(mismatches.count) cards differ")
        #expect(state.cards.map(\.uid) == (0..<1000).map { "card-\($0)" })
        #expect(state.syncToken != nil)
        // Batches of 250 cards: 4 multigets, not 1000 requests.
        #expect(client.requestCount < 20)
        #expect(report.usedWholeBookReport)
    }

    @Test func incrementalPullAfterOneChangeFetchesOneCard() throws {
        let server = try RadicaleServer()
        let cards = (0..<300).map { (file: "c\(fourDigits($0)).vcf", vCard: SyntheticBook.card($0)) }
        try server.storeAddressBook("book", displayName: "Book", cards: cards)
        let book = try CardDAVClient.choose(nil, among: try client().addressBooks(at: server.rootURL))
        let (state, _, written) = try pull(client(), book)

        let changed = SyntheticBook.card(7).replacingOccurrences(of: "FN:", with: "FN:Dr ")
        try server.put(changed, book: "book", file: "c0007.vcf")
        let second = client()
        let (newState, report, rewritten) = try pull(second, book, previous: state, previousCards: [written.flatMap { $0 }])
        #expect(report.usedSyncToken)
        #expect(report.fetched == 1 && report.kept == 299)
        #expect(second.requestCount == 2)  // one sync-collection report, one multiget
        #expect(fingerprint(rewritten[7]) == fingerprint(Array(changed.utf8)))
        // The same as a full pull.
        let (fullState, _, full) = try pull(client(), book)
        #expect(rewritten == full)
        #expect(newState.cards == fullState.cards)
    }

    @Test func pushCreatesUpdatesAndDeletesOnlyWhatChanged() throws {
        let server = try RadicaleServer()
        try server.storeAddressBook(
            "book", displayName: "Book", cards: (0..<5).map { (file: "c\($0).vcf", vCard: SyntheticBook.card($0)) })
        let client = client()
        let book = try CardDAVClient.choose(nil, among: try client.addressBooks(at: server.rootURL))
        let (state, _, written) = try pull(client, book)
        var contacts = try written.map { bytes in try readContact(bytes) }
        contacts[1].nickname = "Changed"
        contacts.remove(at: 2)
        contacts.append(Contact(givenName: "Newly", familyName: "Added"))
        var plan = PushPlan(state: state, bookPath: book.url.path, force: false)
        contacts.forEach { plan.add($0) }
        plan.finish(deleteMissing: true)
        let (after, report) = try BookPush(client: client, book: book).run(plan)
        #expect(report.updated == ["/alice/book/c1.vcf"])
        #expect(report.deleted == ["/alice/book/c2.vcf"])
        #expect(report.created.count == 1 && report.conflicts.isEmpty)
        let files = server.storedFiles(book: "book")
        #expect(files.count == 5 && !files.contains("c2.vcf"))
        #expect(try server.get(book: "book", file: "c1.vcf")?.contains("NICKNAME:Changed") == true)
        // Untouched cards keep their bytes.
        #expect(try server.get(book: "book", file: "c0.vcf").map { fingerprint(Array($0.utf8)) } == fingerprint(Array(SyntheticBook.card(0).utf8)))
        #expect(try server.get(book: "book", file: "c0.vcf") == String(decoding: written[0], as: UTF8.self))
        // A second push of the same contacts sends nothing.
        var again = PushPlan(state: after, bookPath: book.url.path, force: false)
        contacts.forEach { again.add($0) }
        again.finish(deleteMissing: true)
        #expect(again.uploads.isEmpty && again.deletions.isEmpty && again.unchangedCount == 5)
    }

    @Test func aCardChangedOnTheServerMeanwhileIsAConflictAndKept() throws {
        let server = try RadicaleServer()
        try server.storeAddressBook(
            "book", displayName: "Book", cards: (0..<3).map { (file: "c\($0).vcf", vCard: SyntheticBook.card($0)) })
        let client = client()
        let book = try CardDAVClient.choose(nil, among: try client.addressBooks(at: server.rootURL))
        let (state, _, written) = try pull(client, book)
        // Someone else edits card 1 and deletes card 2 on the server after our pull.
        let theirs = SyntheticBook.card(1).replacingOccurrences(of: "FN:", with: "FN:Their ")
        try server.put(theirs, book: "book", file: "c1.vcf")
        var mine = try readContact(written[1])
        mine.nickname = "Mine"
        var plan = PushPlan(state: state, bookPath: book.url.path, force: false)
        plan.add(try readContact(written[0]))
        plan.add(mine)
        plan.add(try readContact(written[2]))
        plan.finish(deleteMissing: false)
        let (after, report) = try BookPush(client: client, book: book).run(plan)
        #expect(report.conflicts == [BookPush.Conflict(href: "/alice/book/c1.vcf", reason: .changedOnServer)])
        #expect(report.updated.isEmpty)
        #expect(try server.get(book: "book", file: "c1.vcf").map { fingerprint(Array($0.utf8)) } == fingerprint(Array(theirs.utf8)))
        #expect(after.cards == state.cards)  // nothing recorded as pushed

        // A deletion of a card changed meanwhile is a conflict too.
        var deleting = PushPlan(state: state, bookPath: book.url.path, force: false)
        deleting.add(try readContact(written[0]))
        deleting.finish(deleteMissing: true)
        let (_, deletionReport) = try BookPush(client: client, book: book).run(deleting)
        #expect(deletionReport.conflicts.map(\.href) == ["/alice/book/c1.vcf"])
        #expect(deletionReport.deleted == ["/alice/book/c2.vcf"])
        #expect(try server.get(book: "book", file: "c1.vcf").map { fingerprint(Array($0.utf8)) } == fingerprint(Array(theirs.utf8)))

        // --force overwrites.
        var forced = PushPlan(state: state, bookPath: book.url.path, force: true)
        forced.add(mine)
        forced.finish(deleteMissing: false)
        let (_, forcedReport) = try BookPush(client: client, book: book).run(forced)
        #expect(forcedReport.updated == ["/alice/book/c1.vcf"])
        #expect(try server.get(book: "book", file: "c1.vcf")?.contains("NICKNAME:Mine") == true)
    }

    @Test func aWrongPasswordIsRefusedClearly() throws {
        let server = try RadicaleServer()
        let client = CardDAVClient(credentials: Credentials(user: RadicaleServer.user, password: "wrong"))
        #expect(throws: CardDAVError.self) { try client.addressBooks(at: server.rootURL) }
        do {
            _ = try client.addressBooks(at: server.rootURL)
        } catch {
            guard case .unauthorized(_, 401) = error else {
                Issue.record("expected unauthorized, got \(error)")
                return
            }
            #expect(!error.description.contains("wrong"))
        }
    }

    /// The content fingerprint of a vCard text.
    func fingerprint(_ bytes: [UInt8]) -> String? { CardFingerprint.of(vCard: bytes) }

    /// The first contact of a vCard text.
    func readContact(_ bytes: [UInt8]) throws -> Contact {
        var reader = VCardReader(input: MemoryInput(bytes))
        guard let contact = try reader.next() else { throw RadicaleServer.ServerError("no contact") }
        return contact
    }
}
