/// Records by their ids (``RecordID``, input positions), whatever the finder numbers them.
extension DeduplicationStage {
    /// The identifier of `record`: its UID, else its 1-based position in the input, as
    /// `dedupe --clusters` writes it and `Contact.mergedRecordIdentifiers`
    /// reads it back from a merged contact.
    public func identifier(of record: RecordID) -> String {
        recordIdentifiers[record.position]
    }

    /// The records whose ``identifier(of:)`` is `identifier`, ascending: each record a
    /// merged contact's provenance names (`Contact.mergedRecordIdentifiers`),
    /// as record ids. Records that share a UID share an identifier.
    ///
    /// The first call indexes every identifier once; later calls look theirs up, so the
    /// records of every merged contact of a book cost one pass over the book.
    public func records(identifiedBy identifier: String) -> [RecordID] {
        identifierIndex.positions(of: identifier, in: recordIdentifiers).map(RecordID.init(position:))
    }

    /// The evidence for and against two input records being one, scored as the finder
    /// scored it, once ``ContactStage/finish()`` has run.
    ///
    /// The stage's ``finder`` holds one record of each set of exact copies, so its own
    /// numbers skip the copies; this takes input records. Two exact copies of one record
    /// are one: an infinite score, with the evidence `content exact copy`, as their link in
    /// ``result`` says.
    public func explainPair(_ first: RecordID, _ second: RecordID) -> PairExplanation {
        explainPairs([(first, second)])[0]
    }

    /// What ``explainPair(_:_:)`` says about each of `pairs`, with the weights estimated once.
    public func explainPairs(_ pairs: [(RecordID, RecordID)]) -> [PairExplanation] {
        let inFinder = pairs.map { (recordMap.finderRecord(of: $0.0.position), recordMap.finderRecord(of: $0.1.position)) }
        let distinct = inFinder.filter { $0.0 != $0.1 }
        var explained = distinct.isEmpty ? [][...] : finder.explainPairs(distinct)[...]
        return inFinder.map { pair in
            guard pair.0 == pair.1 else { return explained.popFirst()! }
            return PairExplanation(
                score: .infinity, isForbidden: false, evidence: [ExactCopies.copyEvidence], wasProposed: true,
                threshold: result.threshold)
        }
    }

    /// Which of the finder's records stands for each input record: the first of its exact
    /// copies (see `ExactCopies`), numbered among those the finder holds.
    struct RecordMap: Sendable {
        /// For each input record, the first input record with the same content.
        var representativeOfRecord: [Int] = []
        /// The records the finder holds, by input position, ascending.
        var representatives: [Int] = []

        init() {}

        init(_ copies: ExactCopies) {
            representativeOfRecord = copies.representativeOfRecord
            representatives = copies.representatives
        }

        /// The finder's number of the record that stands for input record `record`.
        func finderRecord(of record: Int) -> Int {
            let representative = representativeOfRecord[record]
            var (low, high) = (0, representatives.count)
            while low < high {
                let middle = (low + high) / 2
                if representatives[middle] < representative { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }
}

extension ExactCopies {
    /// The evidence that links a copy to the record it copies.
    static let copyEvidence = MatchEvidence(field: "content", finding: "exact copy", weight: .infinity)
}
