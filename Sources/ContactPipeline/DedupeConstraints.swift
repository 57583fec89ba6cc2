import ContactModel

/// What a person decided about records before the finder runs: records that are one (merged
/// whatever they score) and pairs of records that are two (never in one cluster, whatever
/// the other records say). A review's decisions, remembered from one run to the next: see
/// "Decisions that last" in the Deduplication article.
///
/// Records are named by their index: the order they were added to a ``DuplicateFinder``, or
/// their position in the input of a ``DeduplicationStage``. Where the two kinds of decision
/// meet (two records kept apart that another decision puts in one group), the group wins:
/// the pair is left out of ``apartPairs``.
public struct DedupeConstraints: Sendable, Equatable {
    /// Records that are one, each group ascending and the groups disjoint, in the order of
    /// their first record. Groups that share a record are one group.
    public private(set) var groups: [[Int]] = []
    /// Pairs of records kept apart, the lower index first, ascending; none is inside a group.
    public private(set) var apartPairs: [RecordPair] = []
    /// The values a person chose to survive the merge of a group (its name, first phone
    /// number, first e-mail address), by the index of the record that holds each, in the
    /// order they were chosen: where several choices of one field fall in one merged
    /// contact, the last wins (``prefer(_:)``). The finder does not read them; the merge
    /// does (``DeduplicationStage``, ``Unifier/merge(_:recordIdentifiers:preferring:)``).
    public private(set) var preferredValues: [PreferredValue] = []

    /// Two record indexes, the lower first.
    public struct RecordPair: Sendable, Hashable, Comparable {
        /// The lower index.
        public let first: Int
        /// The higher index.
        public let second: Int
        /// The pair of `a` and `b`, in either order.
        public init(_ a: Int, _ b: Int) { (first, second) = (min(a, b), max(a, b)) }
        /// Pairs in order of their first record, then their second.
        public static func < (lhs: RecordPair, rhs: RecordPair) -> Bool { (lhs.first, lhs.second) < (rhs.first, rhs.second) }
    }

    /// What `DeduplicationStage` asks once every contact is in: the decisions about
    /// `contacts` (as they came, in input order), whose identifiers (UID, else 1-based
    /// position) are `identifiers`.
    public typealias Provider = (_ contacts: [Contact], _ identifiers: [String]) -> DedupeConstraints

    /// No constraint: the finder decides everything.
    public init() {}

    /// Whether nothing is decided.
    public var isEmpty: Bool { groups.isEmpty && apartPairs.isEmpty && preferredValues.isEmpty }

    /// Chooses `value` to survive the merge of the contact its record ends in; a later
    /// choice of the same field in the same merged contact wins over this one.
    public mutating func prefer(_ value: PreferredValue) {
        preferredValues.append(value)
    }

    /// Makes `records` one (with every group that already holds one of them).
    public mutating func keepTogether(_ records: [Int]) {
        var merged = Set(records)
        guard merged.count >= 2 || groups.contains(where: { !merged.isDisjoint(with: $0) }) else { return }
        var kept: [[Int]] = []
        for group in groups {
            if merged.isDisjoint(with: group) { kept.append(group) } else { merged.formUnion(group) }
        }
        kept.append(merged.sorted())
        kept.sort { $0[0] < $1[0] }
        groups = kept
        let groupOf = groupOfRecord
        apartPairs.removeAll { pair in groupOf[pair.first].map { $0 == groupOf[pair.second] } ?? false }
    }

    /// Keeps `first` and `second` apart, unless a group holds both.
    public mutating func keepApart(_ first: Int, _ second: Int) {
        guard first != second else { return }
        let pair = RecordPair(first, second)
        if let group = groups.firstIndex(where: { $0.contains(pair.first) }), groups[group].contains(pair.second) { return }
        let position = apartPairs.partitioningIndex { $0 >= pair }
        if position < apartPairs.count && apartPairs[position] == pair { return }
        apartPairs.insert(pair, at: position)
    }

    /// The group of each record in a group, by index.
    var groupOfRecord: [Int: Int] {
        var result: [Int: Int] = [:]
        for (index, group) in groups.enumerated() {
            for record in group { result[record] = index }
        }
        return result
    }

    /// The same decisions about other indexes: `map(record)` is a record's new index, nil to
    /// drop it. Groups that come to share an index are joined; a pair whose two records
    /// come to one index is dropped; a preferred value follows its record.
    public func mapped(_ map: (Int) -> Int?) -> DedupeConstraints {
        var result = DedupeConstraints()
        for group in groups {
            let records = group.compactMap(map)
            if Set(records).count >= 2 { result.keepTogether(records) }
        }
        for pair in apartPairs {
            if let first = map(pair.first), let second = map(pair.second) { result.keepApart(first, second) }
        }
        for value in preferredValues {
            guard let record = map(value.record) else { continue }
            result.prefer(PreferredValue(value.field, record: record, index: value.index))
        }
        return result
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for an array partitioned so that
    /// every element that does follows every element that does not (binary search).
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var (low, high) = (0, count)
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
