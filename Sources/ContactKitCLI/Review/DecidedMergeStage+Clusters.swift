import ContactModel

extension DecidedMergeStage {
    /// `dedupe --decisions FILE --clusters CSV`: `record,cluster`, one row per input record in
    /// input order, the cluster being the record's output contact (``clusterOfRecord``), so
    /// records merged as decided share a number, as in a plain `dedupe --clusters`.
    func clustersCSV() -> [UInt8] {
        var bytes = Array("record,cluster\n".utf8)
        for (identifier, cluster) in zip(recordIdentifiers, clusterOfRecord) {
            bytes += "\(DedupeReport.csvField(identifier)),\(cluster)\n".utf8
        }
        return bytes
    }
}

extension MergeDecisions.Plan {
    /// The line `--quiet` still prints when decisions were not applied (their warnings are
    /// silenced, their count is not): nil when every decision was applied.
    func quietSummary(file: String) -> String? {
        let skipped = diagnostics.filter { $0.code == .decisionNotApplied }.reduce(0) { $0 + $1.count }
        guard skipped > 0 else { return nil }
        return "\(file.terminalSafe): \(skipped) decision\(skipped == 1 ? " was" : "s were") not applied, "
            + "their records are left apart (run without --quiet to see which) [decision-not-applied]"
    }
}
