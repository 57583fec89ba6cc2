extension DuplicateFinder {
    /// ``DedupeConstraints`` as the clustering reads them, by finder index: each record's
    /// decided group and the pairs kept apart, looked up in constant time.
    struct ClusteringConstraints {
        /// The decided group of each record (-1: none); empty when no group was decided.
        private var groupOfRecord: [Int32] = []
        /// Pairs kept apart, as `low << 32 | high`.
        private var apart: Set<UInt64> = []
        /// One link per decided record joined to its group's first, scored `+infinity`: the
        /// links that put each group in one component of the link graph.
        private(set) var links: [MatchLink] = []

        /// No constraint.
        init() {}

        /// The constraints for a finder of `recordCount` records; indexes outside it are
        /// ignored.
        init(_ constraints: DedupeConstraints, recordCount: Int) {
            let valid = constraints.mapped { $0 >= 0 && $0 < recordCount ? $0 : nil }
            if !valid.groups.isEmpty {
                groupOfRecord = [Int32](repeating: -1, count: recordCount)
                for (index, group) in valid.groups.enumerated() {
                    for member in group {
                        groupOfRecord[member] = Int32(index)
                        if member != group[0] { links.append(MatchLink(first: group[0], second: member, score: .infinity)) }
                    }
                }
            }
            apart = Set(valid.apartPairs.map { UInt64($0.first) << 32 | UInt64($0.second) })
        }

        /// Whether a decision made the two records one.
        func together(_ a: Int, _ b: Int) -> Bool {
            guard !groupOfRecord.isEmpty else { return false }
            let group = groupOfRecord[a]
            return group >= 0 && group == groupOfRecord[b]
        }

        /// Whether a decision keeps the two records apart.
        func keptApart(_ a: Int, _ b: Int) -> Bool {
            !apart.isEmpty && apart.contains(UInt64(min(a, b)) << 32 | UInt64(max(a, b)))
        }

        /// The weight of a decided pair in correlation clustering: far above any sum of
        /// scores, so decided groups form first and whole.
        static let togetherWeight = 1e9

        /// The evidence shown for a link a decision made.
        static let decidedEvidence = [MatchEvidence(field: "review", finding: "merged as decided", weight: .infinity)]
    }
}
