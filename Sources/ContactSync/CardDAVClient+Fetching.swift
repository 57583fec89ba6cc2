import ContactModel
import Foundation

/// A card on the server: where it is and its version.
public struct CardReference: Sendable, Equatable {
    /// The card's path on the server, as the server writes it.
    public var href: String
    /// Its entity tag; nil when the server did not give one.
    public var etag: String?

    /// Creates a reference.
    public init(href: String, etag: String?) {
        self.href = href
        self.etag = etag
    }
}

/// A card fetched from the server.
public struct FetchedCard: Sendable, Equatable {
    /// The card's path on the server, as the server writes it.
    public var href: String
    /// Its entity tag; nil when the server did not give one.
    public var etag: String?
    /// The vCard text as the server sent it.
    public var vCard: String
}

/// What changed in an address book since a sync-token.
public struct CollectionChanges: Sendable {
    /// Cards added or changed.
    public var changed: [CardReference]
    /// Hrefs of cards removed.
    public var removed: [String]
    /// The token for the next incremental pull.
    public var syncToken: String?
}

extension CardDAVClient {
    /// Every card of `book` with its ETag, sorted by href, and the sync-token of that state
    /// (nil when the server does not offer sync-collection). Uses a sync-collection report
    /// from the empty token when the server offers it, else PROPFIND Depth 1. An href outside
    /// the book is left out with a `foreign-href` warning.
    public func members(of book: AddressBook) throws(CardDAVError) -> (cards: [CardReference], syncToken: String?) {
        if let changes = try changes(of: book, since: "") {
            return (changes.changed.sorted { $0.href < $1.href }, changes.syncToken)
        }
        var cards: [CardReference] = []
        let answer = try multistatusAnswer("PROPFIND", book.url, depth: "1", body: DAVRequestBody.members) { response in
            guard Self.resolve(response.href, against: book.url)?.path != book.url.path,
                response.properties["resourcetype"]?.childNames.contains("collection") != true,
                admitCard(response.href, of: book)
            else { return }
            cards.append(CardReference(href: response.href, etag: response.text("getetag")))
        }
        guard answer.status != nil else { throw Self.failure("PROPFIND", answer.url, answer.response) }
        return (cards.sorted { $0.href < $1.href }, nil)
    }

    /// What changed since `token` (RFC 6578), or nil when the server does not support the
    /// report or no longer accepts the token (then the caller lists everything).
    public func changes(of book: AddressBook, since token: String) throws(CardDAVError) -> CollectionChanges? {
        var changes = CollectionChanges(changed: [], removed: [], syncToken: nil)
        let answer = try multistatusAnswer(
            "REPORT", book.url, depth: "0", body: DAVRequestBody.syncCollection(token: token)
        ) { response in
            if Self.resolve(response.href, against: book.url)?.path == book.url.path { return }
            guard admitCard(response.href, of: book) else { return }
            if response.status == 404 {
                changes.removed.append(response.href)
            } else {
                changes.changed.append(CardReference(href: response.href, etag: response.text("getetag")))
            }
        }
        switch answer.response.status {
        case 200...299: break
        case 400, 403, 404, 405, 409, 415, 501: return nil
        default: throw Self.failure("REPORT", answer.url, answer.response)
        }
        guard let status = answer.status else { throw Self.failure("REPORT", answer.url, answer.response) }
        changes.syncToken = status.syncToken
        return changes
    }

    /// Fetches the cards at `hrefs` with `addressbook-multiget` reports of
    /// ``Configuration/multigetBatchSize`` cards, handing each card to `receive` as soon as it
    /// has arrived (in the server's order; only the card being read is held). A card the
    /// server lists as missing, or answers at an href outside the book, is left out. A batch
    /// whose answer is over ``Configuration/maximumCardsSize`` is asked for again in halves
    /// (without the cards already received; the next batches keep the smaller size); a card
    /// over ``Configuration/maximumCardSize`` throws ``CardDAVError/responseTooLarge(url:limit:)``.
    public func fetch(
        _ hrefs: [String], from book: AddressBook, receive: (FetchedCard) throws -> Void
    ) throws {
        var start = 0
        var batchSize = max(1, configuration.multigetBatchSize)
        var received: Set<String> = []
        var receiveError: (any Error)?
        while start < hrefs.count {
            let batch = Array(hrefs[start..<min(hrefs.count, start + batchSize)])
            let asked = batch.filter { !received.contains($0) }
            var asPath: [String: String] = [:]
            for href in asked { if let url = book.memberURL(ofHref: href) { asPath[url.path] = href } }
            do {
                let answer = try multistatusAnswer(
                    "REPORT", book.url, depth: "1", body: DAVRequestBody.multiget(hrefs: asked),
                    limit: configuration.maximumCardsSize, cards: true
                ) { response in
                    guard let data = response.properties["address-data"],
                        let url = book.memberURL(ofHref: response.href), let href = asPath[url.path],
                        received.insert(href).inserted
                    else { return }
                    do {
                        try receive(FetchedCard(href: href, etag: response.text("getetag"), vCard: data.text))
                    } catch {
                        receiveError = error  // the caller's own failure (writing the card), not the server's
                        throw error
                    }
                }
                guard answer.status != nil else { throw Self.failure("REPORT", answer.url, answer.response) }
            } catch {
                if let receiveError { throw receiveError }
                guard let davError = error as? CardDAVError, case .responseTooLarge(let url, let limit) = davError else {
                    throw error
                }
                guard batch.count > 1, limit == configuration.maximumCardsSize else {
                    throw CardDAVError.responseTooLarge(url: url, limit: limit)
                }
                batchSize = batch.count / 2
                continue
            }
            start += batch.count
        }
    }

    /// True when `href` is a card of `book`; otherwise warns (`foreign-href`) and is false.
    func admitCard(_ href: String, of book: AddressBook) -> Bool {
        if book.contains(href: href) { return true }
        warn(
            .warning(
                .foreignHref,
                "the server listed a card at '\(Self.redacted(href))', outside the address book; left out, nothing sent there"),
            Self.display(book.url))
        return false
    }
}
