import ContactFormats
import ContactModel
import Foundation

/// A two-way sync of one address book with local cards: pulls what changed on the server
/// since the last sync, settles each card with a ``SyncPlan``, pushes the local changes
/// (``BookPush``, each write conditional on the ETag just pulled), and returns what the local
/// side should now hold and the state to keep.
///
/// The server's cards are held in a temporary file while the sync runs, and the local ones
/// past 16 MiB (``LocalCards``); the local side's cards after the sync are handed over one at
/// a time (``run(local:previous:write:)``), so memory does not grow with the book.
public struct BookSync {
    /// A local card: its bytes as they stand and the contact they read as.
    public struct LocalCard {
        /// The card's bytes.
        public var bytes: [UInt8]
        /// The contact (its UID made stable when it has none).
        public var contact: Contact

        /// Creates a local card.
        public init(bytes: [UInt8], contact: Contact) {
            self.bytes = bytes
            self.contact = contact
        }
    }

    /// One card of the local side after the sync, in href order.
    public struct Entry {
        /// The card's href on the server (for a card the server does not have, where it would go).
        public var href: String
        /// The card's UID.
        public var uid: String
        /// The versions to keep: one, or two for an unsettled conflict (local first).
        public var versions: [[UInt8]]
    }

    /// What a sync did.
    public struct Report {
        /// The pull's report (what changed on the server since the last sync).
        public var pull = BookPull.Report()
        /// The push's report (what was sent).
        public var push = BookPush.Report()
        /// Cards changed on both sides, and how each was settled.
        public var conflicts: [SyncPlan.Conflict] = []
        /// Cards the server's side added, changed or deleted here.
        public var receivedCount = 0
        /// UIDs found on more than one local card: left alone on both sides (every version
        /// kept here) until one is kept.
        public var duplicateUIDs: [String] = []
    }

    /// The client the requests go through.
    public let client: CardDAVClient
    /// The address book synced.
    public let book: AddressBook
    /// How conflicts are settled.
    public var policy: ConflictPolicy
    /// Only work out what would happen: nothing is pushed; the report's push lists what would
    /// be created, updated and deleted.
    public var dryRun = false

    /// Creates a sync.
    public init(client: CardDAVClient, book: AddressBook, policy: ConflictPolicy) {
        self.client = client
        self.book = book
        self.policy = policy
    }

    /// Syncs `local` (every local card) from `previous` (the last sync's state, nil for a
    /// first sync) and returns the local side's cards after it, the new state and the report.
    /// Every card is held in memory: ``run(local:previous:write:)`` holds none.
    public func run(local: [LocalCard], previous: SyncState?) throws -> ([Entry], SyncState, Report) {
        var cards = LocalCards()
        for card in local {
            cards.append(card.bytes, contact: card.contact, keepingContact: true, givenFingerprint: CardFingerprint.of(vCard: card.bytes))
        }
        var entries: [Entry] = []
        let (state, report) = try run(local: cards, previous: previous) { entries.append($0) }
        return (entries, state, report)
    }

    /// Syncs `local` (every local card) from `previous` (the last sync's state, nil for a
    /// first sync), calls `write` with each card the local side holds after it, in href
    /// order and one at a time, and returns the new state and the report.
    public func run(local: LocalCards, previous: SyncState?, write: (Entry) throws -> Void) throws -> (SyncState, Report) {
        var report = Report()
        let bookPath = book.url.path.hasSuffix("/") ? book.url.path : book.url.path + "/"
        var localByUID: [String: Int] = [:]
        var extraVersions: [String: [Int]] = [:]
        var byGivenFingerprint: [String: Int] = [:]
        for (index, card) in local.cards.enumerated() {
            if let first = localByUID[card.uid] {
                extraVersions[card.uid, default: [first]].append(index)
            } else {
                localByUID[card.uid] = index
            }
            if let fingerprint = card.givenFingerprint { byGivenFingerprint[fingerprint] = index }
        }
        report.duplicateUIDs = extraVersions.keys.sorted()
        for uid in report.duplicateUIDs { localByUID[uid] = nil }

        // The server now, from the last state; cards unchanged here are reused, not fetched.
        let held = try TemporaryFile(prefix: "contactkit-sync")
        var serverBytes: [String: (offset: UInt64, length: Int)] = [:]
        let (pulled, pullReport) = try BookPull(client: client, book: book).run(
            previous: previous, previousCard: { fingerprint in byGivenFingerprint[fingerprint].flatMap { try? local.bytes(at: $0) } }
        ) { card, bytes in
            serverBytes[card.href] = (try held.append(Data(bytes)), bytes.count)
        }
        report.pull = pullReport
        func bytes(ofServerCard href: String) throws -> [UInt8] {
            guard let place = serverBytes[href] else { return [] }
            return Array(try held.read(at: place.offset, count: place.length))
        }

        let serverByUID = Dictionary(pulled.cards.compactMap { card in card.uid.map { ($0, card) } }, uniquingKeysWith: { a, _ in a })
        let previousByUID = Dictionary(
            (previous?.cards ?? []).compactMap { card in card.uid.map { ($0, card.fingerprint) } }, uniquingKeysWith: { a, _ in a })
        let plan = SyncPlan(
            previous: previousByUID.filter { extraVersions[$0.key] == nil },
            local: localByUID.mapValues { local.cards[$0].fingerprint },
            server: serverByUID.filter { extraVersions[$0.key] == nil }.mapValues(\.fingerprint), policy: policy)
        report.conflicts = plan.conflicts

        // Push the local side's changes, conditional on the ETags just pulled.
        let hrefByFingerprint = Dictionary(pulled.cards.map { ($0.fingerprint, $0.href) }, uniquingKeysWith: { a, _ in a })
        var push = PushPlan(
            state: pulled, bookPath: bookPath, force: false,
            originals: { fingerprint in hrefByFingerprint[fingerprint].flatMap { try? bytes(ofServerCard: $0) } },
            supportedVersions: book.supportedVersions)
        for decision in plan.decisions where decision.upload {
            if let index = localByUID[decision.uid] { push.add(try local.contact(at: index), readingCard: { try? local.bytes(at: index) }) }
        }
        for decision in plan.decisions where decision.delete {
            if let card = serverByUID[decision.uid] { push.delete(card) }
        }
        var state = pulled
        if dryRun {
            report.push.created = push.uploads.filter(\.isNew).map(\.href)
            report.push.updated = push.uploads.filter { !$0.isNew }.map(\.href)
            report.push.deleted = push.deletions.map(\.href)
        } else if !push.uploads.isEmpty || !push.deletions.isEmpty {
            (state, report.push) = try BookPush(client: client, book: book).run(push)
        }
        let refused = Set(report.push.conflicts.map(\.href) + report.push.invalidETags)
        let uploadsByUID = Dictionary(push.uploads.map { ($0.uid, $0) }, uniquingKeysWith: { a, _ in a })

        // What the local side holds now: where each version's bytes are, then the bytes, one
        // card at a time.
        enum Version {
            case local(Int)
            case server(href: String)
            case sent(PushPlan.Upload)
        }
        var planned: [(href: String, uid: String, versions: [Version])] = []
        let stateByUID = Dictionary(state.cards.compactMap { card in card.uid.map { ($0, card) } }, uniquingKeysWith: { a, _ in a })
        for decision in plan.decisions {
            let href = stateByUID[decision.uid]?.href ?? uploadsByUID[decision.uid]?.href
                ?? bookPath + PushPlan.fileName(forUID: decision.uid)
            var versions: [Version] = []
            let server = serverByUID[decision.uid]
            let index = localByUID[decision.uid]
            switch decision.outcome {
            case .local:
                if let index {
                    // A card sent without a UID of its own keeps the one it was given.
                    if !local.cards[index].textHasUID, let upload = uploadsByUID[decision.uid] {
                        versions = [.sent(upload)]
                    } else {
                        versions = [.local(index)]
                    }
                }
            case .server:
                if let server { versions = [.server(href: server.href)] }
                if index.map({ local.cards[$0].fingerprint }) != server?.fingerprint { report.receivedCount += 1 }
            case .both:
                versions = [index.map(Version.local), server.map { Version.server(href: $0.href) }].compactMap { $0 }
            case .none:
                if index != nil { report.receivedCount += 1 }  // deleted on the server
            }
            if decision.delete, let server, refused.contains(server.href) {
                versions = [.server(href: server.href)]  // the deletion was refused: the server's card stays
            }
            if !versions.isEmpty { planned.append((href, decision.uid, versions)) }
        }
        for uid in report.duplicateUIDs {
            let href = serverByUID[uid]?.href ?? bookPath + PushPlan.fileName(forUID: uid)
            planned.append((href, uid, (extraVersions[uid] ?? []).map(Version.local)))
        }
        planned.sort { $0.href < $1.href }
        for entry in planned {
            let versions = try entry.versions.map { version in
                switch version {
                case .local(let index): try local.bytes(at: index)
                case .server(let href): try bytes(ofServerCard: href)
                case .sent(let upload): try upload.bytes
                }
            }
            try write(Entry(href: entry.href, uid: entry.uid, versions: versions))
        }
        return (state, report)
    }
}
