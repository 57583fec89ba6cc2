import ContactModel
import ContactPipeline
import Testing

/// Merging a hostile cluster (round s10's `dedupe-one-cluster`: every card of a book the
/// same): the provenance and group lists were built with a linear search per record, so
/// 40,000 copies took 54 s where 10,000 took 4.6 s. These check what the faster merge
/// keeps; the time is measured by Benchmarks/hostile/run-hostile-inputs.py, not here.
@Suite struct UnifierLargeClusterTests {
    @Test func everyCopyKeepsItsOwnProvenanceOnceInOrder() {
        var contact = Contact()
        contact.givenName = "Same"
        contact.familyName = "Person"
        let copies = Array(repeating: contact, count: 3_000)
        let identifiers = (1...3_000).map { String($0) }
        var repeated = identifiers
        repeated[2_999] = "1"  // a repeated identifier is kept once
        let merged = Unifier().merge(copies, recordIdentifiers: repeated)
        let provenance = merged.extensions.filter { $0.name == Unifier.mergedPropertyName }.map(\.value)
        #expect(provenance == Array(identifiers.prefix(2_999)))
    }

    @Test func provenanceAlreadyOnARecordIsNotRepeated() {
        var first = Contact()
        first.givenName = "Ada"
        first.extensions = [ExtensionProperty(name: Unifier.mergedPropertyName, value: "7")]
        var second = Contact()
        second.givenName = "Ada"
        let merged = Unifier().merge([first, second], recordIdentifiers: ["7", "8"])
        #expect(merged.extensions.filter { $0.name == Unifier.mergedPropertyName }.map(\.value) == ["7", "8"])
    }

    @Test func groupCardsWithThousandsOfMembersUniteInOrder() {
        var first = Contact()
        first.kind = .group
        first.members = (0..<3_000).map { "urn:uuid:\($0)" }
        first.groups = ["b", "a"]
        var second = first
        second.members = (1_500..<4_500).map { "urn:uuid:\($0)" }
        second.groups = ["a", "c"]
        let merged = Unifier().merge([first, second])
        #expect(merged.members == (0..<4_500).map { "urn:uuid:\($0)" })
        #expect(merged.groups == ["b", "a", "c"])
    }
}
