import Foundation

/// What a pull knew about the server's address book, kept beside the output as a small JSON
/// file so a later push knows what changed and a later pull fetches only what changed.
///
/// See the "Sync state file" article of this module's catalog for the format.
public struct SyncState: Codable, Sendable, Equatable {
    /// One card of the address book as last seen.
    public struct Card: Codable, Sendable, Equatable {
        /// The card's path on the server.
        public var href: String
        /// The contact's UID; nil when the card has none.
        public var uid: String?
        /// The server's entity tag for the version seen.
        public var etag: String?
        /// ``CardFingerprint`` of the version seen.
        public var fingerprint: String
        /// The card's vCard `VERSION` as the server sent it (`4.0`): push writes the card back
        /// in it. Nil in states written before it was recorded.
        public var version: String?

        /// Creates a card entry.
        public init(href: String, uid: String?, etag: String?, fingerprint: String, version: String? = nil) {
            self.href = href
            self.uid = uid
            self.etag = etag
            self.fingerprint = fingerprint
            self.version = version
        }
    }

    /// The version of this file's format.
    public var format: Int = 1
    /// The address book's URL (without user name).
    public var addressBook: String
    /// The RFC 6578 sync-token of the last pull, when the server offers sync-collection.
    public var syncToken: String?
    /// The address book's `getctag` at the last pull, when the server has one.
    public var ctag: String?
    /// Every card, sorted by href.
    public var cards: [Card]

    /// Creates a state.
    public init(addressBook: String, syncToken: String? = nil, ctag: String? = nil, cards: [Card] = []) {
        self.addressBook = addressBook
        self.syncToken = syncToken
        self.ctag = ctag
        self.cards = cards
    }

    /// The path of the state file for an output: `book.vcf` -> `book.vcf.sync.json`; a
    /// directory (vdir) keeps it inside, as `.contactkit-sync.json`.
    public static func path(besideOutput output: String, isDirectory: Bool) -> String {
        if isDirectory {
            return (output.hasSuffix("/") ? output : output + "/") + ".contactkit-sync.json"
        }
        return output + ".sync.json"
    }

    /// Reads a state file; nil when there is none. Throws when it exists but is not a state.
    public static func load(path: String) throws -> SyncState? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        do {
            return try JSONDecoder().decode(SyncState.self, from: data)
        } catch {
            throw SyncStateError(path: path, reason: "not a contactkit sync state (\(error))")
        }
    }

    /// Throws when a card of the state lies outside `book` (another origin, or outside the
    /// collection): a state file naming one was not written by a pull of this book, and push
    /// would otherwise send a PUT or DELETE there.
    public func validate(against book: AddressBook) throws {
        for card in cards where !book.contains(href: card.href) {
            throw SyncStateError(
                path: "", reason: "the sync state names a card outside the address book \(CardDAVClient.display(book.url)): "
                    + "'\(CardDAVClient.redacted(card.href))' [foreign-href]")
        }
    }

    /// The file's bytes: pretty-printed, keys sorted, cards sorted by href (deterministic).
    public func encoded() throws -> Data {
        var sorted = self
        sorted.cards.sort { $0.href < $1.href }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(sorted) + Data("\n".utf8)
    }

    /// Writes the state to `path` through a temporary file renamed into place.
    public func save(path: String) throws {
        try encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// A state file that cannot be used.
public struct SyncStateError: Error, CustomStringConvertible {
    /// The state file.
    public var path: String
    /// Why it cannot be used.
    public var reason: String
    public var description: String { path.isEmpty ? reason : "\(path): \(reason)" }
}
