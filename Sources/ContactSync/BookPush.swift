import Foundation

/// Carries out a ``PushPlan``: writes new and changed cards and deletes what the plan
/// deletes, each under its condition, with up to ``CardDAVClient/Configuration/jobs``
/// requests in flight (each worker on its own connection), and returns the state after it.
///
/// A write the server refuses with 412 is a conflict: reported with its reason (the card
/// changed on the server since the pull, was deleted there, or a new card's name is taken),
/// nothing overwritten, the state entry left as it was so the next pull brings the server's
/// version. With `--force` a card is overwritten, and one deleted on the server meanwhile is
/// created again (and counted as created).
public struct BookPush {
    /// A write or deletion the server refused because of what happened there since the pull.
    public struct Conflict: Sendable, Equatable {
        /// Why the server refused.
        public enum Reason: Sendable, Equatable {
            /// The card changed on the server since the pull.
            case changedOnServer
            /// The card was deleted on the server since the pull.
            case deletedOnServer
            /// A new card's name is taken by a card the pull did not see.
            case nameTaken
        }

        /// The card's href.
        public var href: String
        /// Why the write was refused.
        public var reason: Reason
    }

    /// What a push did.
    public struct Report: Sendable, Equatable {
        /// Hrefs of the cards created (new ones, and with `--force` those the server had
        /// deleted meanwhile).
        public var created: [String] = []
        /// Hrefs of the cards replaced.
        public var updated: [String] = []
        /// Hrefs of the cards deleted.
        public var deleted: [String] = []
        /// Writes and deletions refused because the card changed meanwhile, in plan order.
        public var conflicts: [Conflict] = []
        /// Hrefs not written or deleted because their pulled ETag cannot be sent back (a
        /// line break or control character in it): conflicts too, nothing sent.
        public var invalidETags: [String] = []
    }

    /// The client the requests go through (and from which each worker's is made).
    public let client: CardDAVClient
    /// The address book written to.
    public let book: AddressBook
    /// Called after each request with (requests done, requests in all).
    public var progress: (Int, Int) -> Void = { _, _ in }

    /// Creates a push to `book` through `client`.
    public init(client: CardDAVClient, book: AddressBook) {
        self.client = client
        self.book = book
    }

    /// One request of the push and what came of it.
    enum Step {
        case upload(PushPlan.Upload)
        case deletion(SyncState.Card, WriteCondition)
    }

    enum Outcome {
        case created(etag: String?)
        case updated(etag: String?)
        case deleted
        case conflict(Conflict.Reason)
        case invalidETag
    }

    /// Runs `plan` and returns the report and the state after it.
    public func run(_ plan: PushPlan) throws -> (SyncState, Report) {
        try plan.state.validate(against: book)
        let steps = plan.uploads.map(Step.upload) + plan.deletions.map { Step.deletion($0, plan.deletionCondition(for: $0)) }
        let outcomes = try perform(steps)

        var report = Report()
        var state = plan.state
        state.addressBook = book.url.absoluteString
        var cards = Dictionary(state.cards.map { ($0.href, $0) }, uniquingKeysWith: { first, _ in first })
        for (step, outcome) in zip(steps, outcomes) {
            switch (step, outcome) {
            case (.upload(let upload), .created(let etag)), (.upload(let upload), .updated(let etag)):
                if case .created = outcome { report.created.append(upload.href) } else { report.updated.append(upload.href) }
                cards[upload.href] = SyncState.Card(
                    href: upload.href, uid: upload.uid, etag: etag, fingerprint: upload.fingerprint, version: upload.version)
            case (.deletion(let card, _), .deleted):
                report.deleted.append(card.href)
                cards[card.href] = nil
            case (_, .conflict(let reason)):
                report.conflicts.append(Conflict(href: step.href, reason: reason))
            case (_, .invalidETag):
                report.invalidETags.append(step.href)
            default:
                break
            }
        }
        state.cards = cards.values.sorted { $0.href < $1.href }
        // Our own writes moved the server past the pulled token: the next pull lists the
        // changes from there (our writes come back once, their fingerprints already known).
        return (state, report)
    }

    /// Sends every step, `jobs` at a time, each worker with its own client (its own
    /// transport and connection); returns the outcomes in the steps' order. The first error
    /// stops the workers (those in flight finish) and is thrown.
    func perform(_ steps: [Step]) throws -> [Outcome] {
        let jobs = max(1, min(client.configuration.jobs, steps.count))
        if jobs == 1 {
            var outcomes: [Outcome] = []
            for (index, step) in steps.enumerated() {
                outcomes.append(try Self.send(step, through: client, book: book))
                progress(index + 1, steps.count)
            }
            return outcomes
        }
        let shared = SharedProgress(steps.count)
        let group = DispatchGroup()
        let workers = (0..<jobs).map { _ in client.worker() }
        let book = book
        nonisolated(unsafe) let progress = progress
        for worker in workers {
            group.enter()
            nonisolated(unsafe) let worker = worker
            let thread = Thread {
                defer { group.leave() }
                while let index = shared.nextIndex() {
                    do {
                        let outcome = try Self.send(steps[index], through: worker, book: book)
                        shared.finish(index, outcome) { progress($0, steps.count) }
                    } catch {
                        shared.fail(error)
                    }
                }
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        group.wait()
        for worker in workers { client.absorb(worker) }
        return try shared.outcomes()
    }

    /// Sends one step through `client`, reading an upload's card from the plan's spool first
    /// (a spool that cannot be read back is an I/O error, not the server's).
    static func send(_ step: Step, through client: CardDAVClient, book: AddressBook) throws -> Outcome {
        let card: [UInt8]
        if case .upload(let upload) = step { card = try upload.bytes } else { card = [] }
        return try send(step, card: card, through: client, book: book)
    }

    /// Sends one step through `client`; `card` is an upload's card.
    static func send(_ step: Step, card: [UInt8], through client: CardDAVClient, book: AddressBook) throws(CardDAVError) -> Outcome {
        switch step {
        case .upload(let upload):
            guard upload.condition.isSendable else { return .invalidETag }
            switch upload.condition {
            case .none where !upload.isNew:
                // --force on a pulled card: overwrite it if it is there, else create it again.
                if case .written(let etag) = try client.put(card, href: upload.href, in: book, condition: .unchangedSince("*")) {
                    return .updated(etag: etag)
                }
                if case .written(let etag) = try client.put(card, href: upload.href, in: book, condition: .new) {
                    return .created(etag: etag)
                }
                if case .written(let etag) = try client.put(card, href: upload.href, in: book, condition: .none) {
                    return .updated(etag: etag)
                }
                return .conflict(.changedOnServer)
            default:
                switch try client.put(card, href: upload.href, in: book, condition: upload.condition) {
                case .written(let etag):
                    return upload.isNew ? .created(etag: etag) : .updated(etag: etag)
                case .conflict:
                    if upload.isNew { return .conflict(.nameTaken) }
                    return .conflict(try client.exists(href: upload.href, in: book) ? .changedOnServer : .deletedOnServer)
                }
            }
        case .deletion(let card, let condition):
            guard condition.isSendable else { return .invalidETag }
            switch try client.delete(href: card.href, in: book, condition: condition) {
            case .written: return .deleted
            case .conflict: return .conflict(.changedOnServer)
            }
        }
    }
}

extension BookPush.Step {
    var href: String {
        switch self {
        case .upload(let upload): return upload.href
        case .deletion(let card, _): return card.href
        }
    }
}
