import ContactSupport

extension DuplicateFinder {
    /// Rounds of expectation–maximisation; the weights settle in three or four.
    static let estimationRounds = 6
    /// Random pairs that estimate how often unrelated records disagree (`u`).
    static let randomPairCount = 20_000
    /// At most this many candidate pairs (every `k`-th, evenly spread) take part in the
    /// estimation: a sample is enough to estimate from, and scoring every pair a second time
    /// cost as much as the final scoring (13 million pairs at a million records).
    static let estimationPairLimit = 500_000
    /// Fewer likely matches than this observing a level: keep its default weight.
    static let minimumEvidence = 20.0
    /// How many likely matches a level's documented default weight counts as, against the
    /// book's own that observed the level.
    static let defaultWeightEvidence = 10.0
    /// Imagined pairs of two people sharing a household's values, added to the book's own
    /// before deciding whether its shared values are a household's (`householdEvidence`).
    static let householdPrior = 5.0
    /// How far the estimated prior odds may move from `log2 n`, in bits.
    static let priorBitsRange = -4.0...2.0

    /// The weights of the ``EstimatedLevel``s for this book (Fellegi–Sunter, as Splink and
    /// fastLink estimate them; agreement on a whole value keeps its term-frequency weight):
    ///
    /// - `u`, how often two records taken at random disagree that way, from
    ///   ``randomPairCount`` pseudo-random pairs (a fixed seed: the same book gives the same
    ///   weights);
    /// - `m`, how often true duplicates do, by expectation–maximisation on the candidate
    ///   pairs: each pair's probability of being a match is its posterior
    ///   `1 / (1 + 2^(log2 n − score))` under the current weights; `m` is the
    ///   probability-weighted share of the pairs observing a level's comparison that show it;
    /// - the weight `log2(m / u)`, bounded (``LevelWeights/lowest``, ``highest``);
    /// - the prior odds against a pair matching, from the expected number of matching pairs
    ///   (the sum of the candidate pairs' probabilities) over all pairs, within
    ///   ``priorBitsRange`` of `log2 n`.
    ///
    /// ``EstimatedLevel/familyNameMarried`` (different family names, the same given name and
    /// a mobile or email of one's own shared) is never seen at random: two random records do
    /// not share a mobile. Its `u`, how often people who are not one person but share a
    /// contact point have different family names, comes from the candidate pairs that share
    /// a phone or email (used by at most four names) under different given names: a
    /// household's line, a parent's number on a child's card. Each counts with its
    /// probability of not being a match; with fewer than ``minimumEvidence`` of them, the `u`
    /// of a different family name. In a book whose households share a family name, a family
    /// name that differs under one given name and mobile is then a married name and costs
    /// little; where couples keep their names, it costs more.
    func estimatedLevelWeights(pairs: [UInt64], scorer: PairScorer) -> LevelWeights {
        // A constant copy that notes what only the estimation needs (a `var` captured by the
        // closures below was copied for every pair scored).
        var weights = LevelWeights()
        weights.priorBits = log2(Double(max(records.count, 2)))
        guard !pairs.isEmpty else { return weights }
        let stride = max(1, (pairs.count + Self.estimationPairLimit - 1) / Self.estimationPairLimit)
        weights.households = householdEvidence(pairs: pairs, stride: stride, scorer: scorer)
        let scorer = {
            var scorer = scorer
            scorer.notesSharedKeys = true
            scorer.levelWeights.households = weights.households
            return scorer
        }()
        let kinds = EstimatedLevel.allCases
        // u, from random pairs.
        var comparedAtRandom = [Double](repeating: 0, count: kinds.count)
        var differingAtRandom = [Double](repeating: 0, count: kinds.count)
        var randomScorer = scorer
        randomScorer.capsSharedValuesOfDifferentNames = false
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(records.count))
        }
        for _ in 0..<Self.randomPairCount {
            let (a, b) = (next(), next())
            guard a != b else { continue }
            let score = randomScorer.score(min(a, b), max(a, b), evidence: nil)
            for kind in kinds where score.compared & (1 << kind.rawValue) != 0 {
                comparedAtRandom[kind.rawValue] += 1
                if score.shows & (1 << kind.rawValue) != 0 { differingAtRandom[kind.rawValue] += 1 }
            }
        }
        let u = kinds.map { (differingAtRandom[$0.rawValue] + 1) / (comparedAtRandom[$0.rawValue] + 2) }
        // The candidate pairs' scores without the estimated levels, and which they show.
        let defaults = weights
        // Each pair's score without the estimated levels, the levels it compares, and those
        // it shows with, in the top two bits, ``sharedKeyBit`` and ``sharedKeyFamilyDiffersBit``.
        let observed: [(rest: Float, compared: UInt32, shows: UInt32)] = ParallelChunks.map(count: (pairs.count + stride - 1) / stride) { range in
            var observed: [(rest: Float, compared: UInt32, shows: UInt32)] = []
            for index in range {
                let pair = pairs[index * stride]
                let score = scorer.score(Int(pair >> 32), Int(pair & 0xFFFF_FFFF), evidence: nil)
                if score.cannotLink { continue }
                var rest = score.value
                for kind in kinds where score.shows & (1 << kind.rawValue) != 0 { rest -= defaults[kind] }
                var shows = score.shows
                if score.sharesKeyUnderOtherGivenName {
                    shows |= Self.sharedKeyBit | (score.familyNamesDiffer ? Self.sharedKeyFamilyDiffersBit : 0)
                }
                observed.append((Float(rest), score.compared, shows))
            }
            return observed
        }.flatMap { $0 }
        let count = Double(records.count)
        let allPairs = count * (count - 1) / 2
        // The prior odds against a pair matching, in bits: log2 n to start with (each
        // record has about one duplicate), then the expected share of matching pairs.
        var prior = log2(count)
        for _ in 0..<Self.estimationRounds {
            var expectedMatches = 0.0
            var matching = [Double](repeating: 0, count: kinds.count)
            var differing = [Double](repeating: 0, count: kinds.count)
            // Pairs sharing a personal contact point under different given names, and of
            // those the ones whose family names differ, by probability of not matching.
            var sharingKey = 0.0
            var sharingKeyFamilyDiffers = 0.0
            let levelWeights = weights.weights
            // Only the levels a pair compares are visited (a few of the seventeen), lowest
            // first: the sums come out as a loop over every level gives them.
            for pair in observed {
                var score = Double(pair.rest)
                var shown = pair.shows & Self.levelBits
                while shown != 0 {
                    score += levelWeights[shown.trailingZeroBitCount]
                    shown &= shown - 1
                }
                let probability = 1 / (1 + exp2(prior - score))
                expectedMatches += probability
                if pair.shows & Self.sharedKeyBit != 0 {
                    sharingKey += 1 - probability
                    if pair.shows & Self.sharedKeyFamilyDiffersBit != 0 { sharingKeyFamilyDiffers += 1 - probability }
                }
                var compared = pair.compared
                while compared != 0 {
                    let level = compared.trailingZeroBitCount
                    matching[level] += probability
                    if pair.shows & (1 << level) != 0 { differing[level] += probability }
                    compared &= compared - 1
                }
            }
            var levelU = u
            levelU[EstimatedLevel.familyNameMarried.rawValue] = sharingKey >= Self.minimumEvidence
                ? (sharingKeyFamilyDiffers + 1) / (sharingKey + 2) : u[EstimatedLevel.familyNameDiffers.rawValue]
            // The book's estimate where it has evidence, the default where it has little: the
            // two weighed by the likely matches that observed the level against
            // ``defaultWeightEvidence`` (a ten-record book keeps the defaults; a large one its own).
            for kind in kinds {
                let evidence = matching[kind.rawValue]
                let m = (differing[kind.rawValue] + 0.5) / (evidence + 1)
                let estimate = log2(m / levelU[kind.rawValue])
                weights[kind] = (evidence * estimate + Self.defaultWeightEvidence * defaults[kind]) / (evidence + Self.defaultWeightEvidence)
            }
            let share = max(expectedMatches * Double(stride), 1) / allPairs
            prior = min(log2(count) + Self.priorBitsRange.upperBound, max(log2(count) + Self.priorBitsRange.lowerBound, log2((1 - share) / share)))
        }
        weights.priorBits = prior
        return weights
    }

    /// Whether, in this book, different given names that share a household's values (an
    /// address, a landline, a mailbox) are two people: the candidate pairs with clearly
    /// different names, a shared value and full birthdays on both cards say it, by how many of
    /// them have different birthdays. In a phone's book nearly all do (a family); in records
    /// keyed in by hand (FEBRL) most share the birthday (one person whose given name was
    /// replaced). Unless most of them (with ``householdPrior`` imagined pairs of two people)
    /// share the birthday, shared values weigh at most
    /// ``PairScorer/Weights/sharedValuesOfDifferentNames`` between different names.
    func householdEvidence(pairs: [UInt64], stride: Int, scorer: PairScorer) -> LevelWeights.Households {
        var probe = scorer
        probe.capsSharedValuesOfDifferentNames = false
        let counts = ParallelChunks.map(count: (pairs.count + stride - 1) / stride) { range in
            var counts = (pairs: 0, twoPeople: 0)
            for index in range {
                let pair = pairs[index * stride]
                let (first, second) = (Int(pair >> 32), Int(pair & 0xFFFF_FFFF))
                guard records[first].hasFullBirthday && records[second].hasFullBirthday else { continue }
                let score = probe.score(first, second, evidence: nil)
                guard score.namesDiffer && score.sharesValue && !score.cannotLink else { continue }
                counts.pairs += 1
                if !PairScorer.birthdaysAgree(records[first].birthday, records[second].birthday) { counts.twoPeople += 1 }
            }
            return counts
        }
        var households = LevelWeights.Households()
        for count in counts {
            households.pairs += count.pairs * stride
            households.twoPeople += count.twoPeople * stride
        }
        // A household unless most such pairs say one person, counting ``householdPrior``
        // pairs of two people beside the book's own (a few pairs do not overturn it).
        let twoPeople = Double(households.twoPeople) + Self.householdPrior
        households.shareValues = 2 * twoPeople >= Double(households.pairs) + Self.householdPrior
        return households
    }

    /// In an observed pair's `shows`: it shares a phone or email under different given names
    /// (``PairScorer/Score/sharesKeyUnderOtherGivenName``), and their family names differ.
    static let sharedKeyBit: UInt32 = 1 << 31
    static let sharedKeyFamilyDiffersBit: UInt32 = 1 << 30
    /// The bits of `shows` that are levels.
    static let levelBits: UInt32 = (1 << UInt32(EstimatedLevel.allCases.count)) - 1
}
