import ContactFormats
import ContactModel
import ContactPipeline
import Foundation
import Testing

/// Runs the whole dedupe chain on a generated book named by `CONTACTKIT_DEDUPE_BOOK`
/// (see `Benchmarks/dedupe/`): read → normalize → find clusters → unify → write, with
/// timings on stderr, the clusters CSV at `CONTACTKIT_DEDUPE_CLUSTERS`, merged vCards at
/// `CONTACTKIT_DEDUPE_OUTPUT`, and a losslessness check unless `CONTACTKIT_DEDUPE_SKIP_LOSSLESS`.
/// `CONTACTKIT_DEDUPE_PRECISION=high` selects the strict threshold;
/// `CONTACTKIT_DEDUPE_EXPLAIN=uid,uid,...` prints the evidence for every pair of those records.
/// Skipped when no book is named.
@Suite struct DedupeEvaluationTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CONTACTKIT_DEDUPE_BOOK"] != nil))
    func generatedBook() throws {
        let environment = ProcessInfo.processInfo.environment
        let path = environment["CONTACTKIT_DEDUPE_BOOK"]!
        let precision = DuplicateFinder.Precision(rawValue: environment["CONTACTKIT_DEDUPE_PRECISION"] ?? "balanced") ?? .balanced
        let clock = ContinuousClock()
        let start = clock.now
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        var reader = VCardReader(input: FileDescriptorInput(fileDescriptor: descriptor))
        var normalizer = ContactNormalizer()
        var configuration = DuplicateFinder.Configuration(precision: precision)
        if let size = environment["CONTACTKIT_DEDUPE_BLOCK_SIZE"].flatMap(Int.init) { configuration.maximumBlockSize = size }
        var stage = DeduplicationStage(configuration: configuration)
        let keepInputs = environment["CONTACTKIT_DEDUPE_SKIP_LOSSLESS"] == nil
        var inputs: [Contact] = []
        // CONTACTKIT_DEDUPE_STOP_AFTER=read or normalize times only the first steps.
        let stopAfter = environment["CONTACTKIT_DEDUPE_STOP_AFTER"] ?? ""
        while let contact = try reader.next() {
            if stopAfter == "read" { continue }
            let normalized = normalizer.process(contact)[0]
            if stopAfter == "normalize" { continue }
            if keepInputs { inputs.append(normalized) }
            _ = stage.process(normalized)
        }
        close(descriptor)
        let read = clock.now
        let merged = stage.finish()
        let clustered = clock.now
        let result = try #require(stage.result)
        if let outputPath = environment["CONTACTKIT_DEDUPE_OUTPUT"] {
            let sink = ByteSink(.memory)
            var writer = VCardWriter(version: .v3_0, sink: sink)
            for contact in merged { try writer.write(contact) }
            try writer.finish()
            try Data(sink.bytes).write(to: URL(fileURLWithPath: outputPath))
        }
        let written = clock.now
        if let clustersPath = environment["CONTACTKIT_DEDUPE_CLUSTERS"] {
            var csv = "record,cluster\n"
            for (index, identifier) in stage.recordIdentifiers.enumerated() {
                csv += identifier + "," + String(result.clusterOfRecord[index] + 1) + "\n"
            }
            try csv.write(toFile: clustersPath, atomically: true, encoding: .utf8)
        }
        FileHandle.standardError.write(Data("""
            records \(stage.recordIdentifiers.count), clusters \(result.clusterCount), merged groups \(result.clusters.count), candidate pairs \(result.candidatePairCount)
            read+normalize \(read - start), find+unify \(clustered - read), write \(written - clustered)

            """.utf8))
        if let names = environment["CONTACTKIT_DEDUPE_EXPLAIN"] {
            let wanted = Set(names.split(separator: ",").map(String.init))
            let indexes = stage.recordIdentifiers.indices.filter { wanted.contains(stage.recordIdentifiers[$0]) }
            for first in indexes {
                for second in indexes where second > first {
                    let pair = stage.finder.explainPair(first, second)
                    print(
                        stage.recordIdentifiers[first], stage.recordIdentifiers[second], pair.score,
                        pair.isForbidden ? "forbidden" : "", pair.evidence.map(\.description),
                        "threshold", result.threshold)
                }
            }
        }
        if keepInputs {
            let report = LosslessnessCheck.missingValues(inputs: inputs, outputs: merged)
            #expect(report.isEmpty, "\(report.prefix(10))")
        }
    }
}
