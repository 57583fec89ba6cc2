import ContactFormats
import ContactModel
import ContactPipeline
import Foundation
import Testing

/// The end-to-end test on `Fixtures/dedupe/book.vcf`: read, normalize, find clusters, unify;
/// the clusters must be exactly those of `expected-clusters.csv`, and nothing may be lost.
@Suite struct FixtureBookTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/dedupe")

    func readBook() throws -> [Contact] {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("book.vcf"), encoding: .utf8)
        var reader = VCardReader(text: text)
        var normalizer = ContactNormalizer()
        var contacts: [Contact] = []
        while let contact = try reader.next() { contacts.append(normalizer.process(contact)[0]) }
        return contacts
    }

    /// Partition of record identifiers, as sets, from a `record,cluster` CSV.
    static func partition(_ rows: [(String, String)]) -> Set<Set<String>> {
        var groups: [String: Set<String>] = [:]
        for (record, cluster) in rows { groups[cluster, default: []].insert(record) }
        return Set(groups.values)
    }

    @Test func clustersAreTheExpectedOnes() throws {
        let contacts = try readBook()
        var stage = DeduplicationStage()
        for contact in contacts { _ = stage.process(contact) }
        _ = stage.finish()
        let result = stage.result
        let found = Self.partition(stage.recordIdentifiers.enumerated().map { ($0.element, String(result.clusterOfRecord[$0.offset])) })
        let expectedText = try String(contentsOf: Self.directory.appendingPathComponent("expected-clusters.csv"), encoding: .utf8)
        let expected = Self.partition(expectedText.split(separator: "\n").dropFirst().map {
            let fields = $0.split(separator: ",")
            return (String(fields[0]), String(fields[1]))
        })
        #expect(found == expected, "unexpected: \(found.subtracting(expected).map { $0.sorted() }) missing: \(expected.subtracting(found).map { $0.sorted() })")
    }

    @Test func mergingTheFixtureBookLosesNothing() throws {
        let contacts = try readBook()
        var stage = DeduplicationStage()
        for contact in contacts { _ = stage.process(contact) }
        let merged = stage.finish()
        #expect(merged.count < contacts.count)
        let missing = LosslessnessCheck.missingValues(inputs: contacts, outputs: merged)
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test func mergedBookRoundTripsThroughVCard() throws {
        let contacts = try readBook()
        var stage = DeduplicationStage()
        for contact in contacts { _ = stage.process(contact) }
        let merged = stage.finish()
        let text = try VCardWriter.string(from: merged, version: .v3_0)
        var reader = VCardReader(text: text)
        var reread: [Contact] = []
        while let contact = try reader.next() { reread.append(contact) }
        #expect(reread.count == merged.count)
        let provenance = reread.flatMap { $0.extensions.filter { $0.name == Unifier.mergedPropertyName }.map(\.value) }
        #expect(Set(provenance).isSuperset(of: ["a1", "a2", "a3", "c2", "c3"]))
    }
}
