import ContactModel

/// The finder's steps one at a time, for an engine that runs them on parts of a book
/// (`contactkit dedupe --emit-keys`, `--estimate-only`, `--params`; see the Deduplication
/// article's "Dedupe steps").
extension DuplicateFinder {
    /// The level weights the finder scores with: those of ``Configuration/parameters`` when
    /// given (the prior moved to this book's size), else estimated from `pairs`.
    func levelWeights(pairs: [UInt64], scorer: PairScorer) -> LevelWeights {
        if let parameters = configuration.parameters { return parameters.levelWeights(recordCount: records.count) }
        return estimatedLevelWeights(pairs: pairs, scorer: scorer)
    }

    /// Estimates the model from the added records, as ``findClusters(explain:constraints:)`` would, and
    /// gives it as parameters to apply elsewhere.
    public func estimatedParameters() -> DedupeParameters {
        let pairs = candidatePairs()
        let scorer = PairScorer(records: records, statistics: MatchStatistics(records: records))
        return DedupeParameters(
            estimatedLevelWeights(pairs: pairs, scorer: scorer), recordCount: records.count, configuration: configuration)
    }

    /// The blocking keys and value terms of the added record at `index` (see ``RecordKeys``).
    public func recordKeys(of index: Int) -> RecordKeys {
        let record = records[index]
        var keys: [RecordKeys.BlockKey] = []
        forEachBlockKey(of: record, at: index) { value in
            let kind = BlockKind(rawValue: (value >> 56) & 0x3F) ?? .phone
            let rule: RecordKeys.OversizedRule =
                kind.isDroppedWhenOversized ? .leaveOut : kind.isContactPoint ? .splitByName : .splitByPlace
            keys.append(RecordKeys.BlockKey(value: value, whenOversized: rule))
        }
        return RecordKeys(
            blockKeys: keys, nameSplit: nameSplitKey(of: record), placeSplit: placeSplitKey(of: record),
            terms: records.terms(of: index).map(\.text), nameKey: records.nameKey(of: index))
    }

    /// The ``RecordKeys`` of each of `contacts`, keyed as a finder with `configuration` keys
    /// them (normalized for matching with `normalizer`, when given).
    public static func recordKeys(
        of contacts: [Contact], configuration: Configuration, normalizer: (@Sendable () -> ContactNormalizer)?
    ) -> [RecordKeys] {
        var finder = DuplicateFinder(configuration: configuration)
        finder.add(contentsOf: contacts, selecting: nil, normalizer: normalizer)
        return (0..<finder.recordCount).map { finder.recordKeys(of: $0) }
    }

    /// The parameters estimated from `contacts` as `contactkit dedupe` would estimate them
    /// (exact copies counted once; normalized for matching with `normalizer`, when given).
    public static func estimatedParameters(
        of contacts: [Contact], configuration: Configuration, normalizer: (@Sendable () -> ContactNormalizer)?
    ) -> DedupeParameters {
        let copies = ExactCopies(contacts, normalizer: normalizer)
        var finder = DuplicateFinder(configuration: configuration)
        finder.add(contentsOf: contacts, selecting: copies.hasCopies ? copies.representatives : nil, normalizer: normalizer)
        return finder.estimatedParameters()
    }

    /// What two records must have in common to be exact copies, which always merge: the
    /// contact (normalized with `normalizer`, when given) without its UID and `REV`.
    public static func exactCopyContent(of contact: Contact, normalizer: inout ContactNormalizer?) -> Contact {
        ExactCopies.content(of: contact, normalizer: &normalizer)
    }
}

/// One record's blocking keys and the values it counts towards: what
/// `contactkit dedupe --emit-keys` writes per record.
///
/// Records that share a block key are compared. A block larger than
/// ``DuplicateFinder/Configuration/maximumBlockSize`` follows its key's ``OversizedRule``.
public struct RecordKeys: Sendable, Equatable {
    /// A block key and what is done when its block is too large.
    public struct BlockKey: Sendable, Equatable {
        /// The key (its top byte says its kind).
        public var value: UInt64
        /// What an oversized block of this key does.
        public var whenOversized: OversizedRule
    }

    /// What is done with a block larger than the maximum.
    public enum OversizedRule: String, Sendable {
        /// Split by ``RecordKeys/nameSplit`` (a phone, an email, an organization name).
        case splitByName = "split-by-name"
        /// Split by ``RecordKeys/placeSplit`` (names); records whose place split is 0 are
        /// left out of sub-blocks that are not oversized themselves.
        case splitByPlace = "split-by-place"
        /// Left out: other keys meet its pairs (house numbers in a city, a building).
        case leaveOut = "leave-out"
    }

    /// The record's block keys, in the order the finder makes them (a key may repeat).
    public var blockKeys: [BlockKey]
    /// What oversized contact-point blocks are split by: the phonetic family name with the
    /// canonical given name.
    public var nameSplit: UInt64
    /// What oversized name blocks are split by: the postal code with the birthday; 0 when
    /// neither is known.
    public var placeSplit: UInt64
    /// The values the record counts towards (`phone:…`, `email:…`, `words:…`,
    /// `birthday:…`, `organization:…`, `given:…`, `family:…`), each as often as it counts.
    public var terms: [String]
    /// What tells names apart when counting the different names that use a phone or email.
    public var nameKey: UInt64
}
