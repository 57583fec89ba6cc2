import ContactFormats
import ContactModel
import Foundation

extension BookSync {
    /// The local side of a sync, card by card, for ``BookSync/run(local:previous:write:)``.
    ///
    /// Each card's bytes are kept in memory up to 16 MiB and in a temporary file after that;
    /// what the sync compares (the UID and the fingerprints) stays in memory. A card's contact
    /// is read back from its bytes when the card is sent, so a sync of a book of photos never
    /// holds the book, or its contacts, in memory.
    public struct LocalCards {
        /// What the sync keeps of one card.
        struct Card {
            /// Where the card's bytes are.
            var place: CardSpool.Place
            /// The card's UID, or the stable one it was given.
            var uid: String
            /// The fingerprint of the contact with that UID.
            var fingerprint: String
            /// The fingerprint of the contact as it was given: what a pull compares with the
            /// server's cards to reuse this one (nil for a card with no bytes).
            var givenFingerprint: String?
            /// True when the card's text has a UID line: one without is sent, and kept here, with
            /// the UID it was given.
            var textHasUID: Bool
            /// The contact, kept only for a card given without bytes to read it back from.
            var contact: Contact?
        }

        /// The cards, in the order given.
        private(set) var cards: [Card] = []
        private let spool: CardSpool
        private var identifiers = StableIdentifier()

        /// No cards yet.
        public init() {
            self.init(memoryLimit: 16 << 20)
        }

        /// No cards yet; bytes past `memoryLimit` go to the temporary file.
        init(memoryLimit: Int) {
            spool = CardSpool(memoryLimit: memoryLimit, prefix: "contactkit-sync")
        }

        /// The number of cards.
        public var count: Int { cards.count }

        /// Adds a card: `bytes` is its vCard text and `contact` the contact that text reads
        /// as (its UID made stable here when it has none). When the card is sent, its contact
        /// is read back from `bytes`; a contact given with no bytes (made in code) is kept.
        public mutating func append(_ bytes: [UInt8], contact: Contact) {
            let fingerprint = CardFingerprint.of(contact)
            append(
                bytes, contact: contact, fingerprint: fingerprint, keepingContact: bytes.isEmpty,
                givenFingerprint: bytes.isEmpty ? nil : fingerprint)
        }

        /// Adds a card, keeping its contact in memory when `keepingContact` is true.
        /// `fingerprint` is the contact's own, when the caller has it at hand.
        mutating func append(
            _ bytes: [UInt8], contact: Contact, fingerprint: String? = nil, keepingContact: Bool, givenFingerprint: String?
        ) {
            let ensured = identifiers.ensuringUID(contact)
            let hasOwnUID = ensured.uid == contact.uid
            cards.append(
                Card(
                    place: spool.keep(bytes), uid: ensured.uid ?? "",
                    fingerprint: hasOwnUID ? fingerprint ?? CardFingerprint.of(ensured) : CardFingerprint.of(ensured),
                    givenFingerprint: givenFingerprint, textHasUID: RawCards.uid(of: bytes) != nil, contact: keepingContact ? ensured : nil))
        }

        /// The bytes of the card at `index`.
        func bytes(at index: Int) throws -> [UInt8] {
            try spool.bytes(at: cards[index].place)
        }

        /// The contact of the card at `index`, with its UID: kept, or read back from its bytes.
        func contact(at index: Int) throws -> Contact {
            let card = cards[index]
            if let contact = card.contact { return contact }
            var reader = VCardReader(input: MemoryInput(try bytes(at: index)))
            guard var contact = try reader.next() else {
                throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "a local card could not be read back"])
            }
            if contact.uid?.isEmpty ?? true { contact.uid = card.uid }
            return contact
        }
    }
}
