import Foundation

/// The cards of a whole book read with one report.
public struct BookContents: Sendable {
    /// Every card the answer listed, with its ETag, sorted by href.
    public var cards: [CardReference]
    /// The sync-token of that state (nil when the answer was an `addressbook-query`).
    public var syncToken: String?
    /// False when the answer was cut off (over ``CardDAVClient/Configuration/maximumBookSize``
    /// or its time): `cards` then lists only what arrived, and the caller lists the book.
    public var isComplete: Bool
}

extension CardDAVClient {
    /// How much longer than ``Configuration/timeout`` a report of a whole book may take: it
    /// replaces dozens of multiget reports.
    static let wholeBookTimeScale: Double = 10

    /// Every card of `book` with its vCard, read with one report as the server sends it: a
    /// `sync-collection` from the empty token asking for `address-data` (RFC 6578; the
    /// sync-token comes with it), else an `addressbook-query` with an empty filter (RFC 6352
    /// section 8.6). Each card goes to `receive` as soon as it has arrived; a card the
    /// server lists without its vCard (a server that leaves `address-data` out of
    /// sync-collection) is in ``BookContents/cards`` only. Returns nil when the server offers
    /// neither report. The answer is kept in a temporary file as it arrives and read once
    /// complete (the server is never kept waiting by the reader); one cut off past
    /// ``Configuration/maximumBookSize``, its time, or broken part way gives
    /// ``BookContents/isComplete`` false and the caller lists the book.
    public func contents(of book: AddressBook, receive: (FetchedCard) throws -> Void) throws -> BookContents? {
        var receiveError: (any Error)?
        var cards: [CardReference] = []
        var seen: Set<String> = []
        var truncated = false
        var withData = 0
        func handle(_ response: DAVMultistatus.Response) throws {
            if Self.resolve(response.href, against: book.url)?.path == book.url.path {
                if response.status == 507 { truncated = true }  // RFC 6578 section 3.6: more to come
                return
            }
            guard response.status != 404, admitCard(response.href, of: book), seen.insert(response.href).inserted else { return }
            let etag = response.text("getetag")
            cards.append(CardReference(href: response.href, etag: etag))
            guard let data = response.properties["address-data"] else { return }
            withData += 1
            do {
                try receive(FetchedCard(href: response.href, etag: etag, vCard: data.text))
            } catch {
                receiveError = error  // the caller's failure (writing the card), not the server's
                throw error
            }
        }
        var attempts: [(body: String, depth: String)] = []
        if book.offers(report: "sync-collection") { attempts.append((DAVRequestBody.syncCollection(token: "", withData: true), "0")) }
        if book.offers(report: "addressbook-query") { attempts.append((DAVRequestBody.query, "1")) }
        var listing: BookContents?
        for attempt in attempts {
            cards = []
            seen = []
            truncated = false
            withData = 0
            do {
                let answer = try multistatusAnswer(
                    "REPORT", book.url, depth: attempt.depth, body: attempt.body, limit: configuration.maximumBookSize,
                    cards: true, timeScale: Self.wholeBookTimeScale, spool: true, receive: handle)
                switch answer.response.status {
                case 200...299:
                    guard let status = answer.status else { throw Self.failure("REPORT", answer.url, answer.response) }
                    let contents = BookContents(
                        cards: cards.sorted { $0.href < $1.href }, syncToken: truncated ? nil : status.syncToken,
                        isComplete: !truncated)
                    if withData == 0, !cards.isEmpty, listing == nil {
                        listing = contents  // a listing without the cards: the query may give them
                        continue
                    }
                    guard let listing else { return contents }
                    return BookContents(cards: listing.cards, syncToken: listing.syncToken, isComplete: listing.isComplete)
                case 400, 403, 404, 405, 409, 415, 422, 501, 507:
                    continue  // not offered (or not for a whole book): the next way
                default:
                    throw Self.failure("REPORT", answer.url, answer.response)
                }
            } catch {
                if let receiveError { throw receiveError }
                if let davError = error as? CardDAVError, Self.isCutShort(davError) {
                    return listing ?? BookContents(cards: cards.sorted { $0.href < $1.href }, syncToken: nil, isComplete: false)
                }
                throw error
            }
        }
        return listing
    }

    /// True for an answer cut off by the client's size limit or deadline, or broken part way
    /// (a server may give up sending a large answer): the book is then read the other way,
    /// and a server that is gone fails there. A bad answer is not cut short.
    static func isCutShort(_ error: CardDAVError) -> Bool {
        switch error {
        case .responseTooLarge, .unreachable: return true
        default: return false
        }
    }
}
