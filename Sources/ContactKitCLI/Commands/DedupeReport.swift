import ContactSupport
import ContactFormats
import ContactModel
import ContactPipeline

/// The outputs of a dedupe run besides the merged contacts: the `--clusters` CSV, the merges
/// in words of `--dry-run` (standard output) and the scores of `--explain` (standard error).
struct DedupeReport {
    let stage: DeduplicationStage
    let settings: DedupeSettings

    /// Writes what the settings ask for.
    func deliver(printer: DiagnosticPrinter) throws(CommandFailure) {
        guard stage.isFinished else { return }
        let result = stage.result
        if let note = cappedNote(result) { printer.report(note, file: "dedupe") }
        if let path = settings.clustersPath { try writeClusters(result, to: path) }
        if settings.dryRun { StandardOutput.write(plainReport(result)) }
        if settings.explain { printer.printLine(String(report(result).dropLast())) }
    }

    /// One note for every cluster held at the size cap: how many, and the first few by their
    /// first record; nil when none was.
    func cappedNote(_ result: DuplicateClusters) -> Diagnostic? {
        let capped = result.cappedClusters
        guard !capped.isEmpty else { return nil }
        let shown = capped.prefix(5).map { stage.recordIdentifiers[$0] }.joined(separator: ", ")
        let more = capped.count > 5 ? " and \(capped.count - 5) more" : ""
        let cap = stage.finder.configuration.maximumClusterSize
        return .note(
            .clusterCapped,
            "\(capped.count) cluster\(capped.count == 1 ? "" : "s") reached the cap of \(cap) distinct records; "
                + "records that matched \(capped.count == 1 ? "it" : "them") were left unmerged "
                + "(clusters starting at \(shown)\(more))")
    }

    /// `record,cluster`, one row per input record in input order; clusters numbered from 1.
    func clustersCSV(_ result: DuplicateClusters) -> [UInt8] {
        var bytes = Array("record,cluster\n".utf8)
        bytes.reserveCapacity(bytes.count + 24 * stage.recordIdentifiers.count)
        for (index, identifier) in stage.recordIdentifiers.enumerated() {
            bytes += Self.csvField(identifier).utf8
            bytes.append(UInt8(ascii: ","))
            bytes += String(result.clusterOfRecord[index] + 1).utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }

    private func writeClusters(_ result: DuplicateClusters, to path: String) throws(CommandFailure) {
        try AtomicFile.write(clustersCSV(result), to: path)
    }

    /// Each merged cluster with its members, and the evidence and score of every link.
    /// Identifiers and names come from the input: their control characters are escaped
    /// (``Swift/String/terminalVisible``), as this text goes to a terminal.
    func report(_ result: DuplicateClusters) -> String {
        var lines: [String] = []
        let names = stage.recordNames
        for cluster in result.clusters {
            let number = result.clusterOfRecord[cluster.members[0]] + 1
            lines.append("cluster \(number): \(cluster.members.count) records")
            for member in cluster.members {
                let name = member < names.count ? names[member] : ""
                lines.append("  \(stage.recordIdentifiers[member].terminalVisible)  \(name.terminalVisible)")
            }
            for link in cluster.links { lines.append(describe(link, result: result)) }
            // Members never linked to each other: the weakest pair, and any pair with
            // evidence against, so a cluster held by a chain shows it.
            for (index, pair) in cluster.pairsOfNote.enumerated() {
                lines.append(describe(pair, result: result, role: index == 0 ? "weakest pair" : "against"))
            }
        }
        let records = result.clusterOfRecord.count
        let prior = (result.priorBits * 10).rounded() / 10
        let threshold = (result.threshold * 10).rounded() / 10
        lines.append(
            "prior \(prior) bits against a match; a link needs a score of \(threshold) "
                + "(posterior \(Self.percent(1 / (1 + exp2(result.priorBits - result.threshold)))))")
        lines.append("weights estimated from this book: " + result.levelWeights.map(\.description).joined(separator: ", "))
        lines.append(
            "different given names sharing an address, phone or email: "
                + (result.sharedValuesAreHouseholds ? "a household (the shared values weigh at most 2 bits)" : "often one person (the shared values weigh in full)")
                + "; \(result.householdPairsOfTwoPeople) of \(result.householdPairs) such pairs with full birthdays have different ones")
        lines.append(
            "\(records) records, \(result.clusterCount) contacts after merging, "
                + "\(result.clusters.count) clusters merged")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One pair of a cluster: both records, the score, its posterior and the evidence; a
    /// pair that is not a link says what it is (`weakest pair`, `against`).
    private func describe(_ link: MatchLink, result: DuplicateClusters, role: String? = nil) -> String {
        let score = (link.score * 10).rounded() / 10
        let evidence = link.evidence.map(\.description).joined(separator: ", ")
        let posterior = Self.percent(link.posterior(priorBits: result.priorBits))
        return "  " + (role.map { $0 + ": " } ?? "")
            + "\(stage.recordIdentifiers[link.first].terminalVisible) + \(stage.recordIdentifiers[link.second].terminalVisible)"
            + "  score \(score), posterior \(posterior): \(evidence)"
    }

    /// A probability as a percentage with enough digits to tell 99.9 % from 100 %.
    static func percent(_ probability: Double) -> String {
        if probability >= 1 { return "100%" }
        let value = probability * 100
        let digits = value >= 99.99 ? 4 : value >= 99 ? 2 : 1
        var factor = 1.0
        for _ in 0..<digits { factor *= 10 }
        return "\((value * factor).rounded(.down) / factor)%"
    }

    /// One cell of the clusters CSV: guarded against formulas as the CSV writers guard
    /// theirs (a UID `=HYPERLINK(…)` is written `'=HYPERLINK(…)`), then quoted when needed.
    static func csvField(_ identifier: String) -> String {
        let text = CSVFormulaGuard.guarded(identifier)
        // Most identifiers have none of these bytes, so no character can be one of them.
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0A || $0 == 0x0D }),
            text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
        else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
