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
        /// The vCard to send, read back from where the plan keeps it (in memory, or in a
        /// temporary file once the plan holds more than 16 MiB of cards).
        public var bytes: [UInt8] {
            get throws { try spool.bytes(at: place) }
        }
        /// ``CardFingerprint`` of the contact, kept in the state after the push.
        public var fingerprint: String
        /// The condition the write is sent under: `If-Match` with the pulled ETag, `If-None-Match: *` for a new card, none with `--force`.
        public var condition: WriteCondition
        /// True for a card the server does not have yet.
        public var isNew: Bool
        /// The vCard version of ``bytes``.
        public var version: String
        let spool: CardSpool
        let place: CardSpool.Place

        /// Two uploads are equal when they send the same card, kept in the same place, the same way.
        public static func == (lhs: Upload, rhs: Upload) -> Bool {
            lhs.href == rhs.href && lhs.uid == rhs.uid && lhs.fingerprint == rhs.fingerprint && lhs.condition == rhs.condition
                && lhs.isNew == rhs.isNew && lhs.version == rhs.version && lhs.spool === rhs.spool && lhs.place == rhs.place
        }
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
    let originals: (String) -> [UInt8]?
    let encoding: CardEncoding
    /// Where the cards to send are kept (in memory up to a limit, then in a temporary file).
    var spool = CardSpool()
    private var cardsByUID: [String: SyncState.Card] = [:]
    private var seenUIDs: Set<String> = []
    private var identifiers = StableIdentifier()

    /// - Parameters:
    ///   - state: the last pull's state (an empty one when there is none: every card is new).
    ///   - bookPath: the address book's URL path, ending with `/`: where new cards go.
    ///   - force: write without conditions (overwrite what changed on the server).
    ///   - originals: the card as pulled with a fingerprint (from the pull's output, when it
    ///     is still at hand; asked only for cards that changed): an edited card is sent as its
    ///     pulled bytes with only the edited properties written anew (``CardPatch``).
    ///   - supportedVersions: the vCard versions the server says it takes
    ///     (``AddressBook/supportedVersions``).
    public init(
        state: SyncState, bookPath: String, force: Bool, originals: @escaping (String) -> [UInt8]? = { _ in nil },
        supportedVersions: [String]? = nil
    ) {
        self.state = state
        self.bookPath = bookPath.hasSuffix("/") ? bookPath : bookPath + "/"
        self.force = force
        self.originals = originals
        self.encoding = CardEncoding(supportedVersions: supportedVersions)
        for card in state.cards {
            if let uid = card.uid, cardsByUID[uid] == nil { cardsByUID[uid] = card }
        }
    }

    /// Plans the push of one contact. `card` is the contact's own vCard text when it was read
    /// from one (a vCard file or vdir): a card edited as text is sent as it stands when it
    /// keeps the version it was pulled in.
    public mutating func add(_ contact: Contact, card: [UInt8]? = nil) {
        add(contact, readingCard: { card })
    }

    /// Plans the push of one contact, reading its own vCard text (see
    /// ``add(_:card:)``) only when the contact is sent: an unchanged card is never read.
    public mutating func add(_ contact: Contact, readingCard readCard: () -> [UInt8]?) {
        let contact = identifiers.ensuringUID(contact)
        let uid = contact.uid ?? ""
        guard seenUIDs.insert(uid).inserted else {
            duplicateUIDs.append(uid)
            return
        }
        let fingerprint = CardFingerprint.of(contact)
        if let pulled = cardsByUID[uid] {
            if pulled.fingerprint == fingerprint {
                unchangedCount += 1
                return
            }
            let original = originals(pulled.fingerprint)
            let (bytes, version) = encoding.bytes(
                for: contact, fingerprint: fingerprint, card: readCard(), pulledVersion: pulled.version, original: original)
            let condition: WriteCondition = force ? .none : .unchangedSince(pulled.etag ?? "*")
            uploads.append(
                Upload(
                    href: pulled.href, uid: uid, fingerprint: fingerprint, condition: condition, isNew: false, version: version,
                    spool: spool, place: spool.keep(bytes)))
        } else {
            let (bytes, version) = encoding.bytes(for: contact, fingerprint: fingerprint, card: readCard(), pulledVersion: nil, original: nil)
            uploads.append(
                Upload(
                    href: bookPath + Self.fileName(forUID: uid), uid: uid, fingerprint: fingerprint,
                    condition: force ? .none : .new, isNew: true, version: version, spool: spool, place: spool.keep(bytes)))
        }
    }

    /// Sorts out the cards no contact matched: deleted with `deleteMissing`, else kept.
    public mutating func finish(deleteMissing: Bool) {
        let missing = state.cards.filter { card in card.uid.map { !seenUIDs.contains($0) } ?? true }
            .sorted { $0.href < $1.href }
        if deleteMissing { deletions = missing } else { keptMissing = missing }
    }

    /// Plans the deletion of `card` (a two-way sync deletes what was deleted locally), under
    /// the condition of every deletion: `If-Match` and its ETag.
    public mutating func delete(_ card: SyncState.Card) {
        deletions.append(card)
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
