import ContactModel

/// Some records of a book, with the book's counts of the values they hold: enough to score
/// their pairs and cluster them exactly as ``DuplicateFinder`` does with the whole book
/// (`contactkit score-pairs` and `contactkit cluster`; see the Deduplication article).
///
/// Records are named by their number in the book (any increasing numbering works: only the
/// order of two numbers matters, as the finder's record indexes). What agreeing on a value
/// weighs comes from each record's ``Record/frequencies`` and the book's size; everything
/// the finder estimates comes from the ``DedupeParameters``.
public struct DedupeSlice: Sendable {
    /// A record of the book and the book's counts of the values it holds.
    public struct Record {
        /// The record's number in the book.
        public var number: Int
        /// The record's contact as read (it is normalized for matching by the slice).
        public var contact: Contact
        /// For each of the record's terms (``RecordKeys/terms``), how many records of the book
        /// use it and how many different names do.
        public var frequencies: [String: TermFrequency]

        /// Creates a record.
        public init(number: Int, contact: Contact, frequencies: [String: TermFrequency]) {
            self.number = number
            self.contact = contact
            self.frequencies = frequencies
        }
    }

    /// How often a term occurs in the book.
    public struct TermFrequency: Sendable, Equatable {
        /// How many times records of the book use it.
        public var uses: Int
        /// How many different names (``RecordKeys/nameKey``) use it.
        public var names: Int

        /// Creates a frequency.
        public init(uses: Int, names: Int) {
            self.uses = uses
            self.names = names
        }
    }

    /// A scored pair, as the finder scores its candidate pairs.
    public struct PairScore: Sendable {
        /// The lower of the two record numbers.
        public var first: Int
        /// The higher of the two record numbers.
        public var second: Int
        /// The score in bits.
        public var score: Double
        /// Something truly incompatible forbids the match (cannot-link).
        public var isForbidden: Bool
        /// Strong evidence that the two are two (see the Deduplication article).
        public var isStrongAgainst: Bool
        /// Whether the pair links its records: not forbidden and at the threshold or above.
        public var isLink: Bool
        /// Each comparison's finding and weight.
        public var evidence: [MatchEvidence]
    }

    /// The record numbers, ascending; a record's index in the finder is its place here.
    public let numbers: [Int]
    /// The score a pair needs to link its records.
    public let threshold: Double
    /// Terms of a record that its ``Record/frequencies`` lacked, as (record number, term):
    /// they were counted as used once, by one name.
    public let missingTerms: [(record: Int, term: String)]
    private let finder: DuplicateFinder
    private let scorer: PairScorer
    private let indexOfNumber: [Int: Int]

    /// Keys `records` (a number given twice is kept once, the first) for a book of `bookSize`
    /// distinct records deduplicated with `parameters`; `normalizer`, when given, normalizes
    /// each contact for matching as `contactkit dedupe` does.
    public init(
        records: [Record], bookSize: Int, parameters: DedupeParameters, region: String?,
        normalizer: (@Sendable () -> ContactNormalizer)?
    ) {
        var seen = Set<Int>()
        let kept = records.filter { seen.insert($0.number).inserted }.sorted { $0.number < $1.number }
        numbers = kept.map(\.number)
        indexOfNumber = Dictionary(uniqueKeysWithValues: numbers.enumerated().map { ($1, $0) })
        var finder = DuplicateFinder(configuration: parameters.configuration(region: region))
        finder.add(contentsOf: kept.map(\.contact), selecting: nil, normalizer: normalizer)
        var missing: [(record: Int, term: String)] = []
        let bookCount = { (index: Int, term: MatchRecords.Term) -> (uses: Int32, names: Int32)? in
            let text = term.text
            guard let found = kept[index].frequencies[text] else {
                missing.append((kept[index].number, text))
                return nil
            }
            return (Int32(clamping: found.uses), Int32(clamping: found.names))
        }
        let tallies = finder.records.bookTallies(bookCount)
        let organizationNames = finder.records.organizationBook(bookCount)
        missingTerms = missing
        var scorer = PairScorer(
            records: finder.records,
            statistics: MatchStatistics(records: finder.records, recordCount: bookSize, tallies: tallies),
            organizationNames: organizationNames)
        scorer.levelWeights = parameters.levelWeights(recordCount: bookSize)
        threshold = scorer.levelWeights.priorBits + finder.configuration.thresholdMargin
        self.finder = finder
        self.scorer = scorer
    }

    /// Scores the records numbered `first` and `second` (in either order); nil when the
    /// slice lacks one of them or they are the same.
    public func score(_ first: Int, _ second: Int, explain: Bool = true) -> PairScore? {
        guard let a = indexOfNumber[first], let b = indexOfNumber[second], a != b else { return nil }
        var evidence: [MatchEvidence] = []
        let score = explain
            ? scorer.score(min(a, b), max(a, b), evidence: &evidence) : scorer.score(min(a, b), max(a, b), evidence: nil)
        return PairScore(
            first: numbers[min(a, b)], second: numbers[max(a, b)], score: score.value, isForbidden: score.cannotLink,
            isStrongAgainst: score.strongAgainst, isLink: !score.cannotLink && score.value >= threshold, evidence: evidence)
    }

    /// Clusters the records joined by `links` (record numbers; links naming a record the
    /// slice lacks are ignored), component by component, as the finder does: the clusters
    /// of two or more records in the order of their first record, and the first record of
    /// each cluster the size cap held back (ascending).
    public func clusters(links: [MatchLink]) -> (clusters: [DuplicateCluster], capped: [Int]) {
        var local: [MatchLink] = []
        for link in links {
            guard let a = indexOfNumber[link.first], let b = indexOfNumber[link.second], a != b else { continue }
            local.append(MatchLink(first: min(a, b), second: max(a, b), score: link.score))
        }
        local.sort { ($0.first, $0.second) < ($1.first, $1.second) }
        var clusters: [DuplicateCluster] = []
        var capped: [Int] = []
        let threshold = threshold
        for component in DuplicateFinder.components(of: local, recordCount: numbers.count) {
            let result = finder.clusterComponent(component.map { local[Int($0)] }, scorer: scorer, threshold: threshold)
            for cluster in result.clusters {
                clusters.append(DuplicateCluster(
                    members: cluster.members.map { numbers[$0] },
                    links: cluster.links.map { MatchLink(first: numbers[$0.first], second: numbers[$0.second], score: $0.score) }))
            }
            capped += result.capped.map { numbers[$0] }
        }
        clusters.sort { $0.members[0] < $1.members[0] }
        return (clusters, capped.sorted())
    }
}
