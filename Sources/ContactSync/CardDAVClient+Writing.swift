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
    public func put(_ vCard: [UInt8], at url: URL, condition: WriteCondition) throws(CardDAVError) -> WriteOutcome {
        var headers = ["Content-Type": "text/vcard; charset=utf-8"]
        condition.apply(to: &headers)
        let answer = try send("PUT", url, headers: headers, body: Data(vCard))
        if answer.response.status == 412 { return .conflict }
        guard (200...299).contains(answer.response.status) else {
            throw Self.failure("PUT", answer.url, answer.response)
        }
        return .written(etag: answer.response.header("ETag"))
    }

    /// Deletes a card with DELETE, under the same conditions as ``put(_:at:condition:)``.
    /// A card already gone (404) counts as deleted.
    public func delete(at url: URL, condition: WriteCondition) throws(CardDAVError) -> WriteOutcome {
        var headers: [String: String] = [:]
        condition.apply(to: &headers)
        let answer = try send("DELETE", url, headers: headers)
        if answer.response.status == 412 { return .conflict }
        guard (200...299).contains(answer.response.status) || answer.response.status == 404 else {
            throw Self.failure("DELETE", answer.url, answer.response)
        }
        return .written(etag: nil)
    }

    /// The URL of an href of `book`.
    public func url(ofHref href: String, in book: AddressBook) -> URL {
        Self.resolve(href, against: book.url)
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

    func apply(to headers: inout [String: String]) {
        switch self {
        case .new: headers["If-None-Match"] = "*"
        case .unchangedSince(let etag): headers["If-Match"] = etag
        case .none: break
        }
    }
}
