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
/// `CONTACTKIT_DEDUPE_MISSES=truth.csv` (a `record,person,...` file) writes every true pair the
/// finder left apart to `CONTACTKIT_DEDUPE_MISSES_OUT` as tab-separated
/// `first second proposed forbidden score threshold evidence...` (`misses.py` sums them up).
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
        let result = stage.result
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
                    let pair = stage.explainPair(RecordID(position: first), RecordID(position: second))
                    print(
                        stage.recordIdentifiers[first], stage.recordIdentifiers[second], pair.score,
                        pair.isForbidden ? "forbidden" : "", pair.evidence.map(\.description),
                        "threshold", result.threshold)
                }
            }
        }
        if let truthPath = environment["CONTACTKIT_DEDUPE_MISSES"], let outputPath = environment["CONTACTKIT_DEDUPE_MISSES_OUT"] {
            try writeMisses(
                truthPath: truthPath, outputPath: outputPath, stage: stage, clusterOfRecord: result.clusterOfRecord)
        }
        if keepInputs {
            let report = LosslessnessCheck.missingValues(inputs: inputs, outputs: merged)
            #expect(report.isEmpty, "\(report.prefix(10))")
        }
    }

    /// Explains every true pair of records (same person in the truth file) that the finder put
    /// in different clusters.
    private func writeMisses(
        truthPath: String, outputPath: String, stage: DeduplicationStage, clusterOfRecord: [Int]
    ) throws {
        let lines = try String(contentsOfFile: truthPath, encoding: .utf8).split(whereSeparator: \.isNewline).dropFirst()
        var personOf: [String: Substring] = [:]
        for line in lines {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            if fields.count >= 2 { personOf[String(fields[0])] = fields[1] }
        }
        var byPerson: [Substring: [Int]] = [:]
        for (index, identifier) in stage.recordIdentifiers.enumerated() {
            if let person = personOf[identifier] { byPerson[person, default: []].append(index) }
        }
        var missed: [(Int, Int)] = []
        for members in byPerson.values {
            for first in members {
                for second in members where second > first && clusterOfRecord[first] != clusterOfRecord[second] {
                    missed.append((first, second))
                }
            }
        }
        let explanations = stage.explainPairs(missed.map { (RecordID(position: $0.0), RecordID(position: $0.1)) })
        var output = ""
        for (pair, explanation) in zip(missed, explanations) {
            output += [
                stage.recordIdentifiers[pair.0], stage.recordIdentifiers[pair.1], explanation.wasProposed ? "proposed" : "unproposed",
                explanation.isForbidden ? "forbidden" : "allowed", String(explanation.score), String(explanation.threshold),
            ].joined(separator: "\t")
            for evidence in explanation.evidence { output += "\t" + evidence.field + ":" + evidence.finding + ":" + String(evidence.weight) }
            output += "\n"
        }
        try output.write(toFile: outputPath, atomically: true, encoding: .utf8)
    }
}
