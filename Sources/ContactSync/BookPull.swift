import ContactFormats
import Foundation
import ContactSupport

/// Pulls one address book: lists its cards, fetches those not already at hand, and hands
/// every card, in href order, to the caller, who writes them. Returns the new sync state.
///
/// With the state and the cards of a previous pull of the same book, only what changed is
/// fetched: the changes since the state's sync-token (RFC 6578 `sync-collection`) when the
/// server offers it, else the cards whose ETag differs. A previous card is reused only when
/// its bytes are at hand with the fingerprint the state recorded (the output was not edited
/// since); otherwise it is fetched again.
public struct BookPull {
    /// What a pull did.
    public struct Report: Sendable, Equatable {
        /// Cards fetched from the server.
        public var fetched = 0
        /// Cards taken from the previous output, unchanged.
        public var kept = 0
        /// Cards of the previous state that are gone from the server.
        public var removed = 0
        /// True when the changes came from a sync-collection report.
        public var usedSyncToken = false
        /// True when the book came in one report (a first pull: `sync-collection` or
        /// `addressbook-query` with the cards) rather than multiget reports.
        public var usedWholeBookReport = false
        /// Hrefs of cards that hold no readable vCard (written as the server sent them).
        public var unreadable: [String] = []
        /// Hrefs of cards whose ETag cannot be sent back (a line break or control character
        /// in it): kept in the state as sent, so a push of the card is refused as a conflict.
        public var invalidETags: [String] = []
        /// Cards in the book now.
        public var total: Int { cardCount }
        var cardCount = 0
    }

    /// The client the requests go through.
    public let client: CardDAVClient
    /// The address book pulled.
    public let book: AddressBook
    /// Called after each batch with (cards done, cards in all).
    public var progress: (Int, Int) -> Void = { _, _ in }

    /// Creates a pull of `book` through `client`.
    public init(client: CardDAVClient, book: AddressBook) {
        self.client = client
        self.book = book
    }

    /// Runs the pull. `previousCards` maps fingerprints to the bytes of the previous output's
    /// cards; `write` receives each card of the book, in href order.
    public func run(
        previous: SyncState?, previousCards: [String: [UInt8]],
        write: (SyncState.Card, [UInt8]) throws -> Void
    ) throws -> (SyncState, Report) {
        try run(previous: previous, previousCard: { previousCards[$0] }, write: write)
    }

    /// Runs the pull. `previousCard` gives the bytes of the previous output's card with a
    /// fingerprint (nil when it has none), asked only for a card unchanged on the server, so
    /// the previous output can stay in its file; `write` receives each card of the book, in
    /// href order.
    public func run(
        previous: SyncState?, previousCard: (String) -> [UInt8]?,
        write: (SyncState.Card, [UInt8]) throws -> Void
    ) throws -> (SyncState, Report) {
        var report = Report()
        let previous = previous?.addressBook == book.url.absoluteString ? previous : nil
        if let previous { try previous.validate(against: book) }
        let known = Dictionary(previous?.cards.map { ($0.href, $0) } ?? [], uniquingKeysWith: { first, _ in first })

        // The cards of the book now, with their ETags, and those already at hand.
        let buffer = CardBuffer()
        var listing: [CardReference]
        var syncToken: String?
        if let previous, let token = previous.syncToken, let changes = try client.changes(of: book, since: token) {
            report.usedSyncToken = true
            var current = known.mapValues { CardReference(href: $0.href, etag: $0.etag) }
            for href in changes.removed { current[href] = nil }
            for card in changes.changed { current[card.href] = card }
            listing = current.values.sorted { $0.href < $1.href }
            syncToken = changes.syncToken
        } else if known.isEmpty, let contents = try client.contents(of: book, receive: { card in
            try buffer.store(card)
            progress(buffer.count, 0)
        }) {
            // Nothing at hand: the whole book in one report, as the server sends it.
            report.usedWholeBookReport = true
            if contents.isComplete {
                (listing, syncToken) = (contents.cards, contents.syncToken)
            } else {
                (listing, syncToken) = try client.members(of: book)
            }
        } else {
            (listing, syncToken) = try client.members(of: book)
        }
        let listed = Set(listing.map(\.href))
        report.removed = known.keys.filter { !listed.contains($0) }.count

        var cards: [SyncState.Card] = []
        var done = 0
        let batchSize = max(1, client.configuration.multigetBatchSize)
        var start = 0
        while start < listing.count {
            let chunk = Array(listing[start..<min(listing.count, start + batchSize)])
            start += chunk.count
            var reused: [String: [UInt8]] = [:]
            var toFetch: [String] = []
            for reference in chunk {
                if buffer.contains(reference.href, etag: reference.etag) {
                    continue  // arrived with the whole book
                } else if let old = known[reference.href], let etag = reference.etag, old.etag == etag,
                    let bytes = previousCard(old.fingerprint)
                {
                    reused[reference.href] = bytes
                } else {
                    toFetch.append(reference.href)
                }
            }
            // Cards are written in href order as they arrive; one that comes before its turn
            // (a server answering out of order) waits in `early`.
            var early: [String: FetchedCard] = [:]
            var next = 0
            func emit(_ reference: CardReference, fetched: FetchedCard?) throws {
                let bytes: [UInt8]
                let etag: String?
                if let fetched {
                    bytes = RawCards.normalizingLineEnds(fetched.vCard)
                    etag = fetched.etag ?? reference.etag
                    report.fetched += 1
                } else if let kept = reused[reference.href] {
                    bytes = kept
                    etag = reference.etag
                    report.kept += 1
                } else {
                    return  // gone meanwhile
                }
                let fingerprint: String
                if let known = known[reference.href], fetched == nil {
                    fingerprint = known.fingerprint
                } else if let readable = CardFingerprint.of(vCard: bytes) {
                    fingerprint = readable
                } else {
                    fingerprint = "unreadable:" + SHA1.hex(bytes)
                    report.unreadable.append(reference.href)
                }
                if let etag, !EntityTag.isValid(etag) {
                    report.invalidETags.append(reference.href)
                }
                let card = SyncState.Card(
                    href: reference.href, uid: CardFingerprint.uid(ofVCard: bytes), etag: etag, fingerprint: fingerprint,
                    version: RawCards.version(of: bytes))
                try write(card, bytes)
                cards.append(card)
            }
            func drain(final: Bool) throws {
                while next < chunk.count {
                    let reference = chunk[next]
                    if reused[reference.href] != nil {
                        try emit(reference, fetched: nil)
                    } else if buffer.contains(reference.href, etag: reference.etag), let card = try buffer.take(reference.href) {
                        try emit(reference, fetched: card)
                    } else if let card = early.removeValue(forKey: reference.href) {
                        try emit(reference, fetched: card)
                    } else if !final {
                        return
                    }
                    next += 1
                }
            }
            if !toFetch.isEmpty {
                try client.fetch(toFetch, from: book) { card in
                    early[card.href] = card
                    try drain(final: false)
                }
            }
            try drain(final: true)
            done += chunk.count
            progress(done, listing.count)
        }
        report.cardCount = cards.count
        let state = SyncState(
            addressBook: book.url.absoluteString, syncToken: syncToken, ctag: book.ctag, cards: cards)
        return (state, report)
    }

    /// The cards of a previous output (a vCard file or the files of a vdir), keyed by
    /// fingerprint, for ``run(previous:previousCards:write:)``.
    public static func cardsByFingerprint(_ files: [[UInt8]]) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for file in files {
            for card in RawCards.split(file) {
                if let fingerprint = CardFingerprint.of(vCard: card) { result[fingerprint] = card }
            }
        }
        return result
    }
}
