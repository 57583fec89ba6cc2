import ContactModel
import ContactPipeline
import Testing

/// Issue 31, item 4: records are named by their input position (`RecordID`), stable across
/// exact copies, wherever the dedupe API names them: clusters, links, explanations and the
/// provenance of a merged contact. The stage's finder numbers its records without the
/// copies; before `DeduplicationStage.explainPair`, a caller had to rebuild that numbering
/// (DedupeEvaluationTests' `finderIndexes`) or explained the wrong records.
@Suite struct RecordIDTests {
    typealias Shape = DedupeResultShapeTests

    /// Records 0 (Ada with a UID), 1 (Ada again) and 2 (an exact copy of 1), then padding.
    static func finishedStage() -> (stage: DeduplicationStage, merged: [Contact]) {
        var stage = DeduplicationStage(explain: true)
        for contact in Shape.contacts { _ = stage.process(contact) }
        let merged = stage.finish()
        return (stage, merged)
    }

    @Test func theStageExplainsInputRecordsPastAnExactCopy() throws {
        let (stage, _) = Self.finishedStage()
        // The finder holds one record of the two copies: its numbers skip record 2.
        #expect(stage.finder.recordCount == Shape.contacts.count - 1)
        #expect(stage.result.recordCount == Shape.contacts.count)
        // Input records 3 and 4 (padding) are the finder's records 2 and 3.
        let byInput = stage.explainPair(RecordID(position: 3), RecordID(position: 4))
        let byFinder = stage.finder.explainPair(2, 3)
        #expect(byInput.score == byFinder.score)
        #expect(byInput.evidence == byFinder.evidence)
        #expect(byInput.wasProposed == byFinder.wasProposed)
        // Ada (0) and her second card (1): the link in the result says the same.
        let ada = try #require(stage.result.clusters.first)
        #expect(ada.records == [0, 1, 2].map(RecordID.init(position:)))
        let link = try #require(ada.links.first { $0.firstRecord == RecordID(position: 0) && $0.secondRecord == RecordID(position: 1) })
        let explained = stage.explainPair(RecordID(position: 1), RecordID(position: 0))
        #expect(explained.score == link.score)
        #expect(explained.evidence == link.evidence)
    }

    @Test func twoExactCopiesExplainAsTheirLinkInTheResult() throws {
        let (stage, _) = Self.finishedStage()
        let copy = try #require(stage.result.clusters.first?.links.first { $0.secondRecord == RecordID(position: 2) })
        #expect(copy.firstRecord == RecordID(position: 1))
        let pairs = stage.explainPairs([
            (RecordID(position: 1), RecordID(position: 2)), (RecordID(position: 0), RecordID(position: 2)),
        ])
        #expect(pairs[0].score == .infinity && !pairs[0].isForbidden && pairs[0].wasProposed)
        #expect(pairs[0].evidence == copy.evidence)
        // Record 2 stands for record 1 in the finder: the same as explaining 0 and 1.
        #expect(pairs[1].evidence == stage.explainPair(RecordID(position: 0), RecordID(position: 1)).evidence)
    }

    @Test func provenanceNamesTheRecordsOfTheCluster() throws {
        let (stage, merged) = Self.finishedStage()
        let ada = try #require(merged.first)
        let records = ada.mergedRecordIdentifiers.flatMap { stage.records(identifiedBy: $0) }
        #expect(records == stage.result.clusters[0].records)
        #expect(records.map { stage.identifier(of: $0) } == ada.mergedRecordIdentifiers)
        #expect(records.allSatisfy { stage.result.clusterIndex(of: $0) == 0 })
        #expect(RecordID(position: 2).description == "record 3")
    }

    /// `records(identifiedBy:)` indexes the identifiers on its first call (it searched the
    /// whole book on every call, so a book's provenance cost the square of its size): a
    /// stage that takes more contacts after a lookup, or a copy of it that takes others,
    /// must not answer from an index of what it held before.
    @Test func lookupsFollowContactsTakenAfterTheFirstOne() {
        var stage = DeduplicationStage()
        var ada = Shape.Book.person("Ada", "Lovelace", phone: "+442079460123")
        ada.uid = "ada"
        _ = stage.process(ada)
        _ = stage.process(Shape.Book.person("Grace", "Hopper", phone: "+12025550123"))
        #expect(stage.records(identifiedBy: "ada") == [RecordID(position: 0)])
        #expect(stage.records(identifiedBy: "2") == [RecordID(position: 1)])
        var copy = stage
        _ = stage.process(ada)
        #expect(stage.records(identifiedBy: "ada") == [0, 2].map(RecordID.init(position:)))
        #expect(stage.records(identifiedBy: "3").isEmpty)
        // The copy shared the index before either took a contact; it takes another.
        var grace = Shape.Book.person("Grace", "Hopper")
        grace.uid = "grace"
        _ = copy.process(grace)
        #expect(copy.records(identifiedBy: "ada") == [RecordID(position: 0)])
        #expect(copy.records(identifiedBy: "grace") == [RecordID(position: 2)])
        #expect(stage.records(identifiedBy: "grace").isEmpty)
        #expect(stage.records(identifiedBy: "nobody").isEmpty)
    }
}
