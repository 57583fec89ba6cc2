import ContactModel

/// Finds contacts that describe the same person or organization.
///
/// Add contacts one at a time with ``add(_:)``; the finder keeps only their normalized keys
/// (`MatchRecord`). ``findClusters(explain:constraints:)`` then runs three steps, each in its own file:
///
/// 1. **Blocking** (`DuplicateFinder+Blocking.swift`): an inverted index from key values
///    (phones, emails, sorted name words, phonetic family name with canonical given name,
///    birthday) to records; only records that share a block are compared. A block larger than
///    ``Configuration/maximumBlockSize`` (a switchboard, a very common name) is split by name
///    and, beyond that, compared only within a sliding window, so no block costs quadratic time.
/// 2. **Scoring** (`PairScorer`): each candidate pair gets a log-odds score, the sum of the
///    weights of the levels it shows per comparison (a Fellegi–Sunter model). Agreeing on a
///    value used by `f` of `n` records weighs `log2(m · n / f)`, so rare values count more
///    than common ones; a phone or email shared by many different names (a switchboard, a
///    family mailbox) weighs almost nothing. Disagreeing on given name, family name or
///    birthday weighs `log2(m / u)` with `m` estimated from the book by
///    expectation–maximisation and `u` from random pairs
///    (`DuplicateFinder+Estimation.swift`), which also estimates the prior odds. Only what
///    is truly incompatible is *cannot-link*: different kinds (person, organization),
///    different generation suffixes.
/// 3. **Clustering** (`DuplicateFinder+Clustering.swift`): pairs above the threshold are
///    joined into components; inside each component, links are taken strongest first and two
///    groups are merged only when no pair across them is cannot-link or scores below zero,
///    and the result stays within ``Configuration/maximumClusterSize``. Clusters therefore
///    cannot chain.
public struct DuplicateFinder: Sendable {
    /// How sure the finder must be before it joins two records.
    public enum Precision: String, Sendable, CaseIterable {
        /// The default: a good balance of precision and recall.
        case balanced
        /// A stricter threshold: fewer merges, almost no wrong ones.
        case high
    }

    /// Tuning of the finder; the defaults are what `contactkit dedupe` uses.
    public struct Configuration: Sendable {
        /// How sure the finder must be before it joins two records.
        public var precision: Precision
        /// The region for phone numbers written without a country code.
        public var region: String?
        /// No cluster grows beyond this many records.
        public var maximumClusterSize: Int
        /// Blocks with more records than this are split instead of compared pairwise.
        public var maximumBlockSize: Int
        /// A model estimated before (`dedupe --params`): applied instead of estimating one
        /// from the book. Its precision and limits are not applied by the finder; take the
        /// configuration from ``DedupeParameters/configuration(region:)``.
        public var parameters: DedupeParameters?

        /// Creates a configuration; the defaults are `contactkit dedupe`'s.
        public init(
            precision: Precision = .balanced, region: String? = nil, maximumClusterSize: Int = 12,
            maximumBlockSize: Int = 48
        ) {
            self.precision = precision
            self.region = region
            self.maximumClusterSize = maximumClusterSize
            self.maximumBlockSize = maximumBlockSize
        }

        /// The margin above the estimated prior odds a pair's score must reach, in bits: a
        /// posterior of about 0.89 (balanced) or 0.998 (high).
        var thresholdMargin: Double { precision == .high ? 9 : 3 }
    }

    /// The precision, region and limits this finder was made with.
    public let configuration: Configuration
    var builder: MatchKeyBuilder
    var records = MatchRecords()

    /// Creates an empty finder; add contacts with ``add(_:)`` or ``add(contentsOf:)``.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        builder = MatchKeyBuilder(region: configuration.region)
    }

    /// The number of records the finder holds: one per contact added (a
    /// ``DeduplicationStage``'s finder holds one record of each set of exact copies).
    public var recordCount: Int { records.count }

    /// The number of records the finder holds.
    @available(*, deprecated, renamed: "recordCount", message: "it counts records, which need not be the contacts given")
    public var count: Int { recordCount }

    /// Computes and keeps the keys of one more contact; its index is the number of contacts
    /// added before it.
    public mutating func add(_ contact: Contact) {
        records.append(builder.keys(for: contact))
    }

    /// Contacts whose keys are computed at once, on every core, by ``add(contentsOf:)``.
    static let keyBlockSize = 16384

    /// Computes and keeps the keys of `contacts`, in order: the same as adding them one by
    /// one, with the keys of each block of contacts computed on every core.
    public mutating func add(contentsOf contacts: [Contact]) {
        add(contentsOf: contacts, selecting: nil)
    }

    /// Computes and keeps the keys of `contacts[selection]`, in that order (all of them when
    /// `selection` is nil), without copying the contacts.
    ///
    /// With `normalizer`, each contact's keys are computed from a normalized copy (made on
    /// the thread that computes them, and dropped): the contacts themselves stay as written.
    mutating func add(
        contentsOf contacts: [Contact], selecting selection: [Int]?, normalizer: (@Sendable () -> ContactNormalizer)? = nil
    ) {
        let total = selection?.count ?? contacts.count
        records.reserveCapacity(records.count + total)
        let region = configuration.region
        contacts.withUnsafeBufferPointer { contacts in
            var blockStart = 0
            while blockStart < total {
                let block = blockStart..<min(blockStart + Self.keyBlockSize, total)
                let keys = ParallelChunks.map(count: block.count, minimumChunk: 1024) { range in
                    var builder = MatchKeyBuilder(region: region)
                    var normalizing = normalizer?()
                    return range.map {
                        let position = block.lowerBound + $0
                        let contact = contacts[selection?[position] ?? position]
                        guard normalizing != nil else { return builder.keys(for: contact) }
                        return builder.keys(for: normalizing!.process(contact)[0])
                    }
                }
                for chunk in keys {
                    for contactKeys in chunk { records.append(contactKeys) }
                }
                blockStart = block.upperBound
            }
        }
    }

    /// Groups the added contacts into clusters of duplicates.
    ///
    /// - Parameters:
    ///   - explain: also record, for each link, the evidence that made it.
    ///   - constraints: what a person decided, by the order records were added: each group
    ///     is one cluster (or part of one, when other records match it) whatever its records
    ///     score, and each pair kept apart is never in one cluster. A decided group's links
    ///     score `+infinity`, with the evidence `review merged as decided`.
    public func findClusters(explain: Bool = false, constraints: DedupeConstraints = DedupeConstraints()) -> DuplicateClusters {
        let pairs = candidatePairs()
        var scorer = PairScorer(records: records, statistics: MatchStatistics(records: records))
        scorer.levelWeights = levelWeights(pairs: pairs, scorer: scorer)
        let threshold = scorer.levelWeights.priorBits + configuration.thresholdMargin
        let (links, candidatePairCount) = links(of: pairs, scoredBy: scorer, threshold: threshold)
        let decided = ClusteringConstraints(constraints, recordCount: records.count)
        var clusters = cluster(links: links, scorer: scorer, threshold: threshold, constraints: decided)
        if explain {
            for index in clusters.clusters.indices {
                for linkIndex in clusters.clusters[index].links.indices {
                    let link = clusters.clusters[index].links[linkIndex]
                    if link.score.isInfinite && decided.together(link.first, link.second) {
                        clusters.clusters[index].links[linkIndex].evidence = ClusteringConstraints.decidedEvidence
                        continue
                    }
                    var evidence: [MatchEvidence] = []
                    _ = scorer.score(link.first, link.second, evidence: &evidence)
                    clusters.clusters[index].links[linkIndex].evidence = evidence
                }
                clusters.clusters[index].pairsOfNote = pairsOfNote(in: clusters.clusters[index], scorer: scorer, threshold: threshold, constraints: decided)
            }
        }
        clusters.candidatePairCount = candidatePairCount
        clusters.threshold = threshold
        clusters.priorBits = scorer.levelWeights.priorBits
        clusters.levelWeights = EstimatedLevel.allCases.map {
            let words = $0.name.split(separator: " ", maxSplits: 1)
            return MatchEvidence(field: String(words[0]), finding: String(words.last ?? ""), weight: scorer.levelWeights[$0])
        }
        clusters.householdPairs = scorer.levelWeights.households.pairs
        clusters.householdPairsOfTwoPeople = scorer.levelWeights.households.twoPeople
        clusters.sharedValuesAreHouseholds = scorer.levelWeights.households.shareValues
        return clusters
    }

    /// The pairs of a cluster's members that are not its links but matter, with their
    /// evidence (``DuplicateCluster/pairsOfNote``): the weakest pair, then every other pair
    /// under the threshold or with strong evidence against, weakest first. Pairs a decision
    /// made one are not of note.
    func pairsOfNote(
        in cluster: DuplicateCluster, scorer: PairScorer, threshold: Double, constraints: ClusteringConstraints = ClusteringConstraints()
    ) -> [MatchLink] {
        let members = cluster.members
        guard members.count > 2 else { return [] }
        let linked = Set(cluster.links.map { Pair($0.first, $0.second) })
        var pairs: [(link: MatchLink, isAgainst: Bool)] = []
        for i in 0..<members.count {
            for j in (i + 1)..<members.count
            where !linked.contains(Pair(members[i], members[j])) && !constraints.together(members[i], members[j]) {
                var evidence: [MatchEvidence] = []
                let score = scorer.score(members[i], members[j], evidence: &evidence)
                let link = MatchLink(first: members[i], second: members[j], score: score.value, evidence: evidence)
                pairs.append((link, score.value < threshold || score.strongAgainst))
            }
        }
        pairs.sort { $0.link.score != $1.link.score ? $0.link.score < $1.link.score : ($0.link.first, $0.link.second) < ($1.link.first, $1.link.second) }
        guard let weakest = pairs.first else { return [] }
        return [weakest.link] + pairs.dropFirst().filter(\.isAgainst).map(\.link)
    }

    /// Two record indexes, the lower first.
    private struct Pair: Hashable {
        let low: Int
        let high: Int
        init(_ a: Int, _ b: Int) { (low, high) = (min(a, b), max(a, b)) }
    }

    /// The candidate pairs whose score reaches `threshold` and no hard negative evidence
    /// forbids, in pair order; and how
    /// many pairs blocking proposed (the pairs are released before clustering).
    private func links(of pairs: [UInt64], scoredBy scorer: PairScorer, threshold: Double) -> (links: [MatchLink], candidatePairCount: Int) {
        let links = ParallelChunks.map(count: pairs.count, threads: ParallelChunks.chunkCount * 8) { range in
            var links: [MatchLink] = []
            for pair in pairs[range] {
                let first = Int(pair >> 32)
                let second = Int(pair & 0xFFFF_FFFF)
                let score = scorer.score(first, second, evidence: nil)
                if !score.cannotLink && score.value >= threshold {
                    links.append(MatchLink(first: first, second: second, score: score.value))
                }
            }
            return links
        }.flatMap { $0 }
        return (links, pairs.count)
    }

    /// The evidence for and against two added records being one, scored as the finder scores
    /// it: the score, whether hard negative evidence forbids the match, and each piece.
    public func explainPair(_ first: Int, _ second: Int) -> PairExplanation {
        explainPairs([(first, second)])[0]
    }

    /// What ``explainPair(_:_:)`` says about each of `pairs`, with the weights estimated once,
    /// plus whether blocking proposed the pair at all (a pair no block meets is never scored).
    public func explainPairs(_ pairs: [(Int, Int)]) -> [PairExplanation] {
        let candidates = candidatePairs()
        var scorer = PairScorer(records: records, statistics: MatchStatistics(records: records))
        scorer.levelWeights = levelWeights(pairs: candidates, scorer: scorer)
        let threshold = scorer.levelWeights.priorBits + configuration.thresholdMargin
        return pairs.map { pair in
            let (first, second) = (min(pair.0, pair.1), max(pair.0, pair.1))
            var evidence: [MatchEvidence] = []
            let score = scorer.score(first, second, evidence: &evidence)
            let key = UInt64(first) << 32 | UInt64(second)
            let proposed = binarySearch(candidates, key)
            return PairExplanation(
                score: score.value, isForbidden: score.cannotLink, evidence: evidence, wasProposed: proposed,
                threshold: threshold)
        }
    }

    /// Whether sorted `values` holds `value`.
    private func binarySearch(_ values: [UInt64], _ value: UInt64) -> Bool {
        var (low, high) = (0, values.count)
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == value
    }

    /// The score a pair needs: the prior odds against a random pair matching (`log2 n`) plus
    /// the precision's margin.
    static func threshold(count: Int, margin: Double) -> Double {
        log2(Double(max(count, 2))) + margin
    }
}

/// The evidence about one pair of records (see ``DuplicateFinder/explainPairs(_:)``).
public struct PairExplanation: Sendable {
    /// The sum of the weights, in bits.
    public var score: Double
    /// Whether something truly incompatible forbids the match.
    public var isForbidden: Bool
    /// Each comparison's finding and weight.
    public var evidence: [MatchEvidence]
    /// Whether blocking proposed the pair (only proposed pairs are scored by the finder).
    public var wasProposed: Bool
    /// The score a pair needs to be linked.
    public var threshold: Double
}
