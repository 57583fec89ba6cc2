import ContactSupport

/// The result of ``DuplicateFinder/findClusters(explain:constraints:)``: every record's cluster and, for
/// clusters of two or more, the links that joined them.
public struct DuplicateClusters: Sendable {
    /// For each record (by its position, ``RecordID/position``), the index of its cluster;
    /// clusters are numbered from 0 in the order of their first record
    /// (``clusterIndex(of:)``).
    public var clusterOfRecord: [Int]
    /// Clusters with at least two records, in the order of their first record.
    public var clusters: [DuplicateCluster]
    /// How many pairs blocking proposed (for statistics).
    public var candidatePairCount = 0
    /// The score a pair needed.
    public var threshold = 0.0
    /// The prior odds against two records being one, in bits, as estimated from the book: a
    /// link's posterior probability is `1 / (1 + 2^(priorBits − score))`.
    public var priorBits = 0.0
    /// Each estimated comparison level and its weight in bits for this book, as
    /// `--dry-run` lists them (`given-name different -6.1`).
    public var levelWeights: [MatchEvidence] = []
    /// What the book says about different given names that share an address, a phone or an
    /// email: how many candidate pairs with full birthdays on both cards showed it.
    public var householdPairs = 0
    /// How many of ``householdPairs`` have different birthdays (two people).
    public var householdPairsOfTwoPeople = 0
    /// Whether values shared between different given names therefore weigh at most two bits
    /// (a household's values, the default).
    public var sharedValuesAreHouseholds = true
    /// The first record of each cluster that a link above the threshold could not grow
    /// because it would exceed ``DuplicateFinder/Configuration/maximumClusterSize``
    /// (ascending): likely duplicates of it were left unmerged. Exact copies never count
    /// against the cap.
    public var cappedClusters: [Int] = []

    /// The number of clusters, singletons included.
    public var clusterCount: Int { (clusterOfRecord.max() ?? -1) + 1 }
}

/// Records found to be the same person or organization.
public struct DuplicateCluster: Sendable, Hashable {
    /// Record positions (``RecordID/position``), ascending; ``records`` as record ids.
    public var members: [Int]
    /// The links that joined the members, strongest first.
    public var links: [MatchLink]
    /// When explaining: the pairs of members that are not links but matter, each with its
    /// evidence: the weakest pair of the cluster, and every pair with evidence against it
    /// (a score under the threshold, or strong evidence that the two are two). Members that
    /// were never linked to each other are shown this way, not only the links that built
    /// the cluster.
    public var pairsOfNote: [MatchLink] = []

    /// Creates a cluster of `members` joined by `links`.
    public init(members: [Int], links: [MatchLink], pairsOfNote: [MatchLink] = []) {
        self.members = members
        self.links = links
        self.pairsOfNote = pairsOfNote
    }
}

/// Two records joined because their score passed the threshold.
public struct MatchLink: Sendable, Hashable {
    /// The 0-based position of one record (``RecordID/position``; ``firstRecord``).
    public var first: Int
    /// The 0-based position of the other record (``secondRecord``).
    public var second: Int
    /// The pair's score in bits (log2 odds); `+inf` for exact copies.
    public var score: Double
    /// What the score is made of; filled when asked for an explanation.
    public var evidence: [MatchEvidence] = []

    /// The probability that the two records are one, given the prior odds in bits.
    public func posterior(priorBits: Double) -> Double {
        score.isInfinite ? (score > 0 ? 1 : 0) : 1 / (1 + exp2(priorBits - score))
    }

    /// Creates a link.
    public init(first: Int, second: Int, score: Double, evidence: [MatchEvidence] = []) {
        self.first = first
        self.second = second
        self.score = score
        self.evidence = evidence
    }
}

/// One piece of evidence for or against a match, with its weight in bits (log2 odds).
public struct MatchEvidence: Sendable, Hashable, CustomStringConvertible {
    /// What was compared: `given-name`, `family-name`, `phone`, `email`, `birthday`, ...
    public var field: String
    /// What was found: `same`, `nickname`, `typo`, `initial`, `different`, `switchboard`, ...
    public var finding: String
    /// What it adds to the score, in bits: positive for a match, negative against.
    public var weight: Double

    public var description: String {
        let rounded = (weight * 10).rounded() / 10
        return "\(field) \(finding) \(rounded >= 0 ? "+" : "")\(rounded)"
    }
}
