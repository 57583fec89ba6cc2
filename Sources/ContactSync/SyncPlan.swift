/// How a two-way sync settles a card changed on both sides since the last sync (or changed on
/// one side and deleted on the other).
public enum ConflictPolicy: String, Sendable, CaseIterable {
    /// The local version wins: sent to the server (or the server's card deleted).
    case local
    /// The server's version wins: written locally (or the local card deleted).
    case server
    /// Neither: both versions are kept locally, side by side, with a warning; nothing is
    /// sent, and the state records the server's version, so the version the user keeps is
    /// what the next sync sends (or not).
    case ask
}

/// Works out a two-way sync of one address book, card by card (matched by UID), from three
/// states: what the last sync saw (the sync state), what the local side holds now, and what the
/// server holds now (a pull from that state).
///
/// A side changed a card when its fingerprint differs from the last sync's; a card the last
/// sync saw and a side no longer has was deleted there. A change on one side goes to the
/// other; a change on both (to different contents) is a conflict settled by the
/// ``ConflictPolicy``. With no state (a first sync) every card is new on its side, and a UID
/// on both sides with different contents is a conflict.
public struct SyncPlan: Sendable {
    /// What the local side holds for a UID after the sync.
    public enum Outcome: Sendable, Equatable {
        /// The local version (unchanged, or sent to the server).
        case local
        /// The server's version (it changed there, or won a conflict).
        case server
        /// Both versions, the local one first: an unsettled conflict (``ConflictPolicy/ask``).
        case both
        /// Nothing: deleted on one side and so removed from the other.
        case none
    }

    /// A card changed on both sides.
    public struct Conflict: Sendable, Equatable {
        /// What happened on each side.
        public enum Kind: Sendable, Equatable {
            /// Changed on both sides, to different contents.
            case changedOnBothSides
            /// Changed locally, deleted on the server.
            case deletedOnServer
            /// Deleted locally, changed on the server.
            case deletedLocally
        }

        /// The card's UID.
        public var uid: String
        /// What happened.
        public var kind: Kind
        /// How it was settled.
        public var policy: ConflictPolicy
    }

    /// The decision for one UID.
    public struct Decision: Sendable, Equatable {
        /// The card's UID.
        public var uid: String
        /// What the local side holds afterwards.
        public var outcome: Outcome
        /// True when the local version is sent to the server (new or changed).
        public var upload: Bool
        /// True when the server's card is deleted.
        public var delete: Bool
    }

    /// One decision per UID met on either side or in the state, sorted by UID.
    public private(set) var decisions: [Decision] = []
    /// The conflicts, sorted by UID.
    public private(set) var conflicts: [Conflict] = []

    /// - Parameters:
    ///   - previous: UID → fingerprint at the last sync (empty for a first sync).
    ///   - local: UID → fingerprint of the local card now.
    ///   - server: UID → fingerprint of the server's card now.
    ///   - policy: how conflicts are settled.
    public init(previous: [String: String], local: [String: String], server: [String: String], policy: ConflictPolicy) {
        let uids = Set(previous.keys).union(local.keys).union(server.keys).sorted()
        for uid in uids {
            let before = previous[uid]
            let here = local[uid]
            let there = server[uid]
            let changedHere = here != nil && here != before
            let changedThere = there != nil && there != before
            var decision = Decision(uid: uid, outcome: .none, upload: false, delete: false)
            switch (here, there) {
            case (let here?, let there?):
                if here == there || !changedHere {
                    decision.outcome = here == there ? .local : .server
                } else if !changedThere {
                    decision.outcome = .local
                    decision.upload = true
                } else {
                    settle(&decision, .changedOnBothSides, policy, local: (.local, true, false), server: (.server, false, false))
                }
            case (.some, nil):
                if before == nil {
                    decision.outcome = .local  // new here
                    decision.upload = true
                } else if changedHere {
                    settle(&decision, .deletedOnServer, policy, local: (.local, true, false), server: (.none, false, false))
                }  // else deleted on the server: removed here
            case (nil, .some):
                if before == nil {
                    decision.outcome = .server  // new there
                } else if changedThere {
                    settle(&decision, .deletedLocally, policy, local: (.none, false, true), server: (.server, false, false))
                } else {
                    decision.delete = true  // deleted here
                }
            case (nil, nil):
                break  // deleted on both sides
            }
            decisions.append(decision)
        }
    }

    private mutating func settle(
        _ decision: inout Decision, _ kind: Conflict.Kind, _ policy: ConflictPolicy,
        local: (Outcome, Bool, Bool), server: (Outcome, Bool, Bool)
    ) {
        conflicts.append(Conflict(uid: decision.uid, kind: kind, policy: policy))
        let chosen: (Outcome, Bool, Bool)
        switch policy {
        case .local: chosen = local
        case .server: chosen = server
        case .ask:
            // Both versions stay here; for a deletion, the version that still exists.
            chosen = (kind == .changedOnBothSides ? .both : kind == .deletedOnServer ? .local : .server, false, false)
        }
        (decision.outcome, decision.upload, decision.delete) = chosen
    }
}
