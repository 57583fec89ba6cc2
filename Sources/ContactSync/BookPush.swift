import Foundation

/// Carries out a ``PushPlan``: writes new and changed cards, then deletes what the plan
/// deletes, each under its condition, and returns the state after the push.
///
/// A write the server refuses with 412 (the card changed on the server since the pull, or a
/// new card's name is taken) is a conflict: reported, nothing overwritten, the state entry
/// left as it was so the next pull brings the server's version.
public struct BookPush {
    /// What a push did.
    public struct Report: Sendable, Equatable {
        /// Hrefs of the cards created.
        public var created: [String] = []
        /// Hrefs of the cards replaced.
        public var updated: [String] = []
        /// Hrefs of the cards deleted.
        public var deleted: [String] = []
        /// Hrefs whose write or deletion was refused because the card changed meanwhile.
        public var conflicts: [String] = []
        /// Hrefs not written or deleted because their pulled ETag cannot be sent back (a
        /// line break or control character in it): conflicts too, nothing sent.
        public var invalidETags: [String] = []
    }

    /// The client the requests go through.
    public let client: CardDAVClient
    /// The address book written to.
    public let book: AddressBook
    /// Called after each request with (requests done, requests in all).
    public var progress: (Int, Int) -> Void = { _, _ in }

    /// Creates a push to `book` through `client`.
    public init(client: CardDAVClient, book: AddressBook) {
        self.client = client
        self.book = book
    }

    /// Runs `plan` and returns the report and the state after it.
    public func run(_ plan: PushPlan) throws -> (SyncState, Report) {
        var report = Report()
        try plan.state.validate(against: book)
        var state = plan.state
        state.addressBook = book.url.absoluteString
        var cards = Dictionary(state.cards.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
        let total = plan.uploads.count + plan.deletions.count
        var done = 0
        for upload in plan.uploads {
            if !upload.condition.isSendable {
                report.invalidETags.append(upload.href)
                done += 1
                progress(done, total)
                continue
            }
            switch try client.put(upload.bytes, href: upload.href, in: book, condition: upload.condition) {
            case .conflict:
                report.conflicts.append(upload.href)
            case .written(let etag):
                if upload.isNew { report.created.append(upload.href) } else { report.updated.append(upload.href) }
                cards[upload.href] = SyncState.Card(
                    href: upload.href, uid: upload.uid, etag: etag, fingerprint: upload.fingerprint)
            }
            done += 1
            progress(done, total)
        }
        for card in plan.deletions {
            let condition = plan.deletionCondition(for: card)
            if !condition.isSendable {
                report.invalidETags.append(card.href)
                done += 1
                progress(done, total)
                continue
            }
            switch try client.delete(href: card.href, in: book, condition: condition) {
            case .conflict:
                report.conflicts.append(card.href)
            case .written:
                report.deleted.append(card.href)
                cards[card.href] = nil
            }
            done += 1
            progress(done, total)
        }
        state.cards = cards.values.sorted { $0.href < $1.href }
        // Our own writes moved the server past the pulled token: the next pull lists the
        // changes from there (our writes come back once, their fingerprints already known).
        return (state, report)
    }
}
