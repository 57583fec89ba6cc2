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
    /// from the empty token when the server offers it, else PROPFIND Depth 1.
    public func members(of book: AddressBook) throws(CardDAVError) -> (cards: [CardReference], syncToken: String?) {
        if let changes = try changes(of: book, since: "") {
            return (changes.changed.sorted { $0.href < $1.href }, changes.syncToken)
        }
        let (answer, base) = try multistatus("PROPFIND", book.url, depth: "1", body: DAVRequestBody.members)
        let cards = answer.responses.compactMap { response -> CardReference? in
            guard Self.resolve(response.href, against: base).path != book.url.path,
                response.properties["resourcetype"]?.childNames.contains("collection") != true
            else { return nil }
            return CardReference(href: response.href, etag: response.text("getetag"))
        }
        return (cards.sorted { $0.href < $1.href }, nil)
    }

    /// What changed since `token` (RFC 6578), or nil when the server does not support the
    /// report or no longer accepts the token (then the caller lists everything).
    public func changes(of book: AddressBook, since token: String) throws(CardDAVError) -> CollectionChanges? {
        let answer = try send(
            "REPORT", book.url, headers: ["Depth": "0", "Content-Type": "application/xml; charset=utf-8"],
            body: Data(DAVRequestBody.syncCollection(token: token).utf8))
        switch answer.response.status {
        case 207: break
        case 400, 403, 404, 405, 409, 415, 501: return nil
        default: throw Self.failure("REPORT", answer.url, answer.response)
        }
        let status: DAVMultistatus
        do {
            status = try DAVMultistatus(data: answer.response.body)
        } catch {
            throw .malformedResponse(url: Self.display(answer.url), reason: error.reason)
        }
        var changes = CollectionChanges(changed: [], removed: [], syncToken: status.syncToken)
        for response in status.responses {
            if Self.resolve(response.href, against: answer.url).path == book.url.path { continue }
            if response.status == 404 {
                changes.removed.append(response.href)
            } else {
                changes.changed.append(CardReference(href: response.href, etag: response.text("getetag")))
            }
        }
        return changes
    }

    /// Fetches the cards at `hrefs` with `addressbook-multiget` reports of
    /// ``Configuration/multigetBatchSize`` cards, handing each batch to `receive` in the
    /// order of `hrefs`. A card the server lists as missing is left out. A batch whose answer
    /// is over ``Configuration/maximumCardsSize`` is asked for again in halves (the next
    /// batches keep the smaller size); a single card over it throws
    /// ``CardDAVError/responseTooLarge(url:limit:)``.
    public func fetch(
        _ hrefs: [String], from book: AddressBook, receive: ([FetchedCard]) throws -> Void
    ) throws {
        var start = 0
        var batchSize = max(1, configuration.multigetBatchSize)
        while start < hrefs.count {
            let batch = Array(hrefs[start..<min(hrefs.count, start + batchSize)])
            let answer: DAVMultistatus
            let base: URL
            do {
                (answer, base) = try multistatus(
                    "REPORT", book.url, depth: "1", body: DAVRequestBody.multiget(hrefs: batch),
                    limit: configuration.maximumCardsSize)
            } catch .responseTooLarge(let url, let limit) {
                guard batch.count > 1 else { throw CardDAVError.responseTooLarge(url: url, limit: limit) }
                batchSize = batch.count / 2
                continue
            }
            start += batch.count
            var byPath: [String: FetchedCard] = [:]
            for response in answer.responses {
                guard let data = response.properties["address-data"] else { continue }
                let path = Self.resolve(response.href, against: base).path
                byPath[path] = FetchedCard(href: response.href, etag: response.text("getetag"), vCard: data.text)
            }
            var cards: [FetchedCard] = []
            for href in batch {
                guard var card = byPath[Self.resolve(href, against: base).path] else { continue }
                card.href = href
                cards.append(card)
            }
            try receive(cards)
        }
    }
}
