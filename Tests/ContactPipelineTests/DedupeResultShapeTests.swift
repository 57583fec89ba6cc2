import ContactFormats
import ContactModel
import ContactPipeline
import Foundation
import Testing

/// Issue 31, item 4: the dedupe API in the shapes a Swift developer expects: one explanation
/// type, a result that is not optional once the stage has finished, and provenance read as
/// a list rather than from a property name.
@Suite struct DedupeResultShapeTests {
    typealias Book = DuplicateFinderTests

    /// Two cards of one person (one sent twice), with the padding of a realistic book.
    static var contacts: [Contact] {
        var ada = Book.person("Ada", "Lovelace", phone: "+442079460123", email: "ada@example.com")
        ada.uid = "ada, the first; card"
        let again = Book.person("Ada", "Lovelace", phone: "+442079460123")
        return [ada, again, again] + Book.padding
    }

    @Test func explainingOnePairGivesWhatExplainingManyGives() {
        var finder = DuplicateFinder()
        for contact in Self.contacts.prefix(2) + Book.padding { finder.add(contact) }
        let one: PairExplanation = finder.explainPair(0, 1)
        let many = finder.explainPairs([(0, 1)])[0]
        #expect(one.score == many.score)
        #expect(one.isForbidden == many.isForbidden)
        #expect(one.evidence == many.evidence)
        #expect(one.wasProposed && one.score >= one.threshold)
    }

    @Test func theResultIsThereOnceTheStageHasFinished() {
        var stage = DeduplicationStage()
        #expect(!stage.isFinished)
        for contact in Self.contacts { _ = stage.process(contact) }
        #expect(!stage.isFinished)
        let merged = stage.finish()
        #expect(stage.isFinished)
        let result: DuplicateClusters = stage.result
        // By input position: the exact copy (record 2) is in the cluster too.
        #expect(result.clusters.map(\.members).contains([0, 1, 2]))
        #expect(merged.count == Self.contacts.count - 2)
    }

    @Test func aMergedContactNamesItsRecords() throws {
        var stage = DeduplicationStage()
        for contact in Self.contacts { _ = stage.process(contact) }
        let merged = stage.finish()
        let ada = try #require(merged.first)
        #expect(ada.mergedRecordIdentifiers == ["ada, the first; card", "2", "3"])
        #expect(merged.dropFirst().allSatisfy { $0.mergedRecordIdentifiers.isEmpty })
        // Written and read back, the provenance says the same.
        let vCard = try ContactSerialization.data(from: [ada], format: .vCard(.v4_0))
        let back = try ContactSerialization.contacts(from: vCard)
        #expect(back.contacts.first?.mergedRecordIdentifiers == ["ada, the first; card", "2", "3"])
        // Merged again with a third record: the records of both merges.
        let third = Book.person("Ada", "Lovelace", email: "ada@example.org")
        let twice = Unifier().merge([ada, third], recordIdentifiers: ["merged", "9"])
        #expect(twice.mergedRecordIdentifiers == ["ada, the first; card", "2", "3", "merged", "9"])
    }
}
