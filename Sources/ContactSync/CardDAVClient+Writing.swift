import Foundation

/// What a conditional write did.
public enum WriteOutcome: Sendable, Equatable {
    /// Written; the server's new ETag, when it sent one.
    case written(etag: String?)
    /// The card changed (or appeared, or vanished) on the server since it was read: 412.
    case conflict
}

extension CardDAVClient {
    /// Writes a card with PUT. `condition` is `.new` (`If-None-Match: *`: fails if a card is
    /// already there), `.unchangedSince(etag)` (`If-Match`), or `.none` (`--force`).
    /// The write goes only to a card of `book` (see ``AddressBook/memberURL(ofHref:)``), is
    /// never redirected, and is not sent at all under an ETag that could not be sent back as
    /// it is (a conflict: the card must be pulled again).
    public func put(
        _ vCard: [UInt8], href: String, in book: AddressBook, condition: WriteCondition
    ) throws(CardDAVError) -> WriteOutcome {
        let url = try url(ofHref: href, in: book)
        guard condition.isSendable else { return .conflict }
        var headers: [String: String] = [:]
        condition.apply(to: &headers)
        let answer = try send("PUT", url, headers: headers, body: .vCard(vCard), followRedirects: false)
        if answer.response.status == 412 { return .conflict }
        guard (200...299).contains(answer.response.status) else {
            throw Self.failure("PUT", answer.url, answer.response)
        }
        return .written(etag: answer.response.header("ETag"))
    }

    /// Deletes a card with DELETE, under the same conditions as ``put(_:href:in:condition:)``.
    /// A card already gone (404) counts as deleted.
    public func delete(href: String, in book: AddressBook, condition: WriteCondition) throws(CardDAVError) -> WriteOutcome {
        let url = try url(ofHref: href, in: book)
        guard condition.isSendable else { return .conflict }
        var headers: [String: String] = [:]
        condition.apply(to: &headers)
        let answer = try send("DELETE", url, headers: headers, followRedirects: false)
        if answer.response.status == 412 { return .conflict }
        guard (200...299).contains(answer.response.status) || answer.response.status == 404 else {
            throw Self.failure("DELETE", answer.url, answer.response)
        }
        return .written(etag: nil)
    }

    /// The URL of a card href of `book`; throws ``CardDAVError/foreignHref(url:href:reason:)``
    /// for an href outside it.
    public func url(ofHref href: String, in book: AddressBook) throws(CardDAVError) -> URL {
        guard let url = book.memberURL(ofHref: href) else {
            throw .foreignHref(
                url: Self.display(book.url), href: Self.redacted(href), reason: "outside the address book; nothing sent there")
        }
        return url
    }
}

/// The precondition of a write.
public enum WriteCondition: Sendable, Equatable {
    /// Only if no card is at the URL (`If-None-Match: *`).
    case new
    /// Only if the card still has this ETag (`If-Match`).
    case unchangedSince(String)
    /// Unconditionally (`--force`).
    case none

    /// False for an ETag that cannot go into `If-Match` as it is (a line break, a control
    /// character: see ``EntityTag``).
    var isSendable: Bool {
        if case .unchangedSince(let etag) = self { return etag == "*" || EntityTag.isValid(etag) }
        return true
    }

    func apply(to headers: inout [String: String]) {
        switch self {
        case .new: headers["If-None-Match"] = "*"
        case .unchangedSince(let etag): headers["If-Match"] = etag
        case .none: break
        }
    }
}
