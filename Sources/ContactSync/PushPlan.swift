import ContactFormats
import ContactModel
import ContactSupport

/// What a push will do, worked out from the contacts to push and the state of the last pull,
/// before anything is sent (`--dry-run` prints it and stops).
///
/// Contacts are matched to the server's cards by UID. A contact whose fingerprint equals the
/// one pulled is unchanged and not sent; a changed one is sent with `If-Match` and the pulled
/// ETag; a contact with a UID the state does not know is new and sent with
/// `If-None-Match: *`. A contact without a UID gets a stable one (``StableIdentifier``).
/// Cards of the state that no contact matches are deleted only when asked (`--delete-missing`).
public struct PushPlan {
    /// A card to write.
    public struct Upload: Sendable, Equatable {
        /// The card's path on the server.
        public var href: String
        /// The contact's UID.
        public var uid: String
        /// The vCard to send.
        public var bytes: [UInt8]
        /// ``CardFingerprint`` of the contact, kept in the state after the push.
        public var fingerprint: String
        /// The condition the write is sent under: `If-Match` with the pulled ETag, `If-None-Match: *` for a new card, none with `--force`.
        public var condition: WriteCondition
        /// True for a card the server does not have yet.
        public var isNew: Bool
    }

    /// Cards to write, new and changed.
    public private(set) var uploads: [Upload] = []
    /// Cards to delete (only with `deleteMissing`), in href order.
    public private(set) var deletions: [SyncState.Card] = []
    /// Cards on the server that no contact matches, left alone (no `deleteMissing`).
    public private(set) var keptMissing: [SyncState.Card] = []
    /// Contacts identical to what was pulled.
    public private(set) var unchangedCount = 0
    /// UIDs met more than once in the input: only the first contact with each is pushed.
    public private(set) var duplicateUIDs: [String] = []

    let state: SyncState
    let bookPath: String
    let force: Bool
    private var cardsByUID: [String: SyncState.Card] = [:]
    private var seenUIDs: Set<String> = []
    private var identifiers = StableIdentifier()

    /// - Parameters:
    ///   - state: the last pull's state (an empty one when there is none: every card is new).
    ///   - bookPath: the address book's URL path, ending with `/`: where new cards go.
    ///   - force: write without conditions (overwrite what changed on the server).
    public init(state: SyncState, bookPath: String, force: Bool) {
        self.state = state
        self.bookPath = bookPath.hasSuffix("/") ? bookPath : bookPath + "/"
        self.force = force
        for card in state.cards {
            if let uid = card.uid, cardsByUID[uid] == nil { cardsByUID[uid] = card }
        }
    }

    /// Plans the push of one contact.
    public mutating func add(_ contact: Contact) {
        let contact = identifiers.ensuringUID(contact)
        let uid = contact.uid ?? ""
        guard seenUIDs.insert(uid).inserted else {
            duplicateUIDs.append(uid)
            return
        }
        let bytes = CardFingerprint.canonicalBytes(contact)
        let fingerprint = SHA1.hex(bytes)
        if let card = cardsByUID[uid] {
            if card.fingerprint == fingerprint {
                unchangedCount += 1
                return
            }
            let condition: WriteCondition = force ? .none : .unchangedSince(card.etag ?? "*")
            uploads.append(Upload(href: card.href, uid: uid, bytes: bytes, fingerprint: fingerprint, condition: condition, isNew: false))
        } else {
            uploads.append(
                Upload(
                    href: bookPath + Self.fileName(forUID: uid), uid: uid, bytes: bytes, fingerprint: fingerprint,
                    condition: force ? .none : .new, isNew: true))
        }
    }

    /// Sorts out the cards no contact matched: deleted with `deleteMissing`, else kept.
    public mutating func finish(deleteMissing: Bool) {
        let missing = state.cards.filter { card in card.uid.map { !seenUIDs.contains($0) } ?? true }
            .sorted { $0.href < $1.href }
        if deleteMissing { deletions = missing } else { keptMissing = missing }
    }

    /// The condition of a deletion.
    public func deletionCondition(for card: SyncState.Card) -> WriteCondition {
        force ? .none : .unchangedSince(card.etag ?? "*")
    }

    /// The file name of a new card: its UID when made of safe characters and not too long,
    /// else a UUID v5 of it; with `.vcf`.
    static func fileName(forUID uid: String) -> String {
        let safe = !uid.isEmpty && uid.utf8.count <= 100 && uid.first != "."
            && uid.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) || "-_.@".unicodeScalars.contains(scalar))
            }
        return (safe ? uid : StableIdentifier.uuid5(Array(uid.utf8))) + ".vcf"
    }
}
