/// A dedupe model estimated once and applied to every part of a book: what
/// `contactkit dedupe --estimate-only --params-out P.json` writes and `--params P.json`,
/// `contactkit score-pairs` and `contactkit cluster` read (see the Deduplication article).
///
/// It holds what ``DuplicateFinder`` otherwise estimates from the book it is given: the
/// weight of each estimated comparison level, the prior odds, what the book says about
/// households, and the limits blocking and clustering used. What agreeing on a value weighs
/// is not in it: that comes from how often the value occurs in the book being deduplicated
/// (``DuplicateFinder`` counts it; a dedupe step is given the counts).
public struct DedupeParameters: Codable, Sendable, Equatable {
    /// Always ``formatName``.
    public var format = Self.formatName
    /// Always ``currentVersion``.
    public var version = Self.currentVersion
    /// `balanced` or `high` (``DuplicateFinder/Precision``).
    public var precision: String
    /// How many distinct records the estimate was made on (exact copies counted once).
    public var records: Int
    /// The prior odds against two of those records being one, in bits; a book of `n`
    /// records is given `priorBits + log2 n − log2 records`.
    public var priorBits: Double
    /// Each estimated comparison level by name (`given-name different`) and its weight in bits.
    public var levels: [String: Double]
    /// What the book said about different given names that share a value (see
    /// ``DuplicateClusters/sharedValuesAreHouseholds``).
    public var households: Households
    /// ``DuplicateFinder/Configuration/maximumBlockSize``.
    public var maximumBlockSize: Int
    /// How many following records each record of an oversized sub-block is compared with.
    public var oversizedBlockWindow: Int
    /// ``DuplicateFinder/Configuration/maximumClusterSize``.
    public var maximumClusterSize: Int

    /// What the book said about households.
    public struct Households: Codable, Sendable, Equatable {
        /// Candidate pairs with clearly different names, a shared value and full birthdays.
        public var pairs: Int
        /// How many of them have different birthdays.
        public var twoPeople: Int
        /// Whether shared values are therefore a household's.
        public var shareValues: Bool
    }

    /// The value of ``format``.
    public static let formatName = "contactkit-dedupe-parameters"
    /// The version this library writes and reads.
    public static let currentVersion = 1

    /// What is wrong with a parameters file.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// Checks what decoding cannot: the format, the version, the precision, that every level
    /// this version estimates is given, and the limits.
    public func validate() throws(Problem) {
        guard format == Self.formatName else { throw Problem(description: "format is '\(format)', not '\(Self.formatName)'") }
        guard version == Self.currentVersion else {
            throw Problem(description: "version \(version) is not supported (this contactkit reads version \(Self.currentVersion))")
        }
        guard DuplicateFinder.Precision(rawValue: precision) != nil else {
            throw Problem(description: "precision must be high or balanced, not '\(precision)'")
        }
        if let missing = EstimatedLevel.allCases.first(where: { levels[$0.name] == nil }) {
            throw Problem(description: "the level '\(missing.name)' is missing (made by another version of contactkit?)")
        }
        if let unknown = levels.keys.sorted().first(where: { name in !EstimatedLevel.allCases.contains { $0.name == name } }) {
            throw Problem(description: "unknown level '\(unknown)'")
        }
        guard records > 0, maximumBlockSize > 1, oversizedBlockWindow > 0, maximumClusterSize > 1, priorBits.isFinite,
            levels.values.allSatisfy(\.isFinite)
        else { throw Problem(description: "records, limits and weights must be positive finite numbers") }
        guard oversizedBlockWindow == DuplicateFinder.oversizedBlockWindow else {
            throw Problem(description: "oversizedBlockWindow must be \(DuplicateFinder.oversizedBlockWindow)")
        }
    }

    /// The configuration a finder applies these parameters with.
    public func configuration(region: String?) -> DuplicateFinder.Configuration {
        var configuration = DuplicateFinder.Configuration(
            precision: DuplicateFinder.Precision(rawValue: precision) ?? .balanced, region: region,
            maximumClusterSize: maximumClusterSize, maximumBlockSize: maximumBlockSize)
        configuration.parameters = self
        return configuration
    }

    /// The level weights for a book of `recordCount` distinct records: the prior moves with
    /// `log2` of the book's size (exactly as estimated when the sizes are equal).
    func levelWeights(recordCount: Int) -> LevelWeights {
        var weights = LevelWeights()
        for level in EstimatedLevel.allCases { weights[level] = levels[level.name] ?? weights[level] }
        weights.priorBits = recordCount == records
            ? priorBits : priorBits + log2(Double(max(recordCount, 2))) - log2(Double(max(records, 2)))
        weights.households = LevelWeights.Households(pairs: households.pairs, twoPeople: households.twoPeople, shareValues: households.shareValues)
        return weights
    }

    /// The parameters a finder estimated from `recordCount` records.
    init(_ weights: LevelWeights, recordCount: Int, configuration: DuplicateFinder.Configuration) {
        precision = configuration.precision.rawValue
        records = recordCount
        priorBits = weights.priorBits
        levels = Dictionary(uniqueKeysWithValues: EstimatedLevel.allCases.map { ($0.name, weights[$0]) })
        households = Households(
            pairs: weights.households.pairs, twoPeople: weights.households.twoPeople, shareValues: weights.households.shareValues)
        maximumBlockSize = configuration.maximumBlockSize
        oversizedBlockWindow = DuplicateFinder.oversizedBlockWindow
        maximumClusterSize = configuration.maximumClusterSize
    }
}
