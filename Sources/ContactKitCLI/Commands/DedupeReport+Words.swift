import ContactPipeline

/// The `--dry-run` report: each merge in plain words, the name the merged contact takes, and
/// why each pair of records was judged one person. The scores, weights and posteriors stay
/// in the `--explain` report (``DedupeReport/report(_:)``).
extension DedupeReport {
    /// Every merge counted from 1 (with its cluster number), its records, the name it takes,
    /// and each pair that matters (every link, the weakest pair, any pair with evidence
    /// against) in words.
    /// Identifiers and names come from the input: their control characters are escaped,
    /// as this text goes to a terminal.
    func plainReport(_ result: DuplicateClusters) -> String {
        var lines: [String] = []
        let names = stage.recordNames
        let mergedNames = stage.mergedNames
        let merges = result.clusters.enumerated().filter { $0.element.members.count > 1 }
        for (number, (index, cluster)) in merges.enumerated() {
            let name = index < mergedNames.count ? mergedNames[index] : ""
            // The cluster's number is the one --clusters and --decisions use (single
            // contacts take numbers too); the merges are counted apart.
            lines.append(
                "merge \(number + 1) of \(merges.count) (cluster \(result.clusterOfRecord[cluster.members[0]] + 1)): "
                    + "\(cluster.members.count) records become one contact named \(Self.quoted(name))")
            for member in cluster.members {
                let recordName = member < names.count ? names[member] : ""
                lines.append("  \(stage.recordIdentifiers[member].terminalVisible)  \(recordName.terminalVisible)")
            }
            for link in cluster.links { lines.append("  " + sentence(link, result: result)) }
            for pair in cluster.pairsOfNote {
                lines.append("  " + sentence(pair, result: result, linked: false))
            }
        }
        let records = result.clusterOfRecord.count
        lines.append(
            "\(records) record\(records == 1 ? "" : "s") would become \(result.clusterCount) "
                + "contact\(result.clusterCount == 1 ? "" : "s") (\(merges.count) merge\(merges.count == 1 ? "" : "s")); "
                + "nothing was written. --explain shows the scores and weights.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `a1 + a2: likely the same (97 %): nickname, same family name; against: …`.
    private func sentence(_ link: MatchLink, result: DuplicateClusters, linked: Bool = true) -> String {
        let probability = link.posterior(priorBits: result.priorBits)
        let pair = "\(stage.recordIdentifiers[link.first].terminalVisible) + "
            + "\(stage.recordIdentifiers[link.second].terminalVisible)"
        var text = pair + (linked ? "" : " (joined through the others)") + ": "
            + Self.verdict(probability) + " (\(Self.roundPercent(probability)))"
        let forMatch = link.evidence.filter { $0.weight > 0 }.sorted { $0.weight > $1.weight }
        let against = link.evidence.filter { $0.weight < 0 }.sorted { $0.weight < $1.weight }
        if !forMatch.isEmpty { text += ": " + forMatch.map(Self.words).joined(separator: ", ") }
        if !against.isEmpty { text += "; against: " + against.map(Self.words).joined(separator: ", ") }
        return text
    }

    /// What a posterior means to a person reading the report.
    static func verdict(_ probability: Double) -> String {
        probability >= 0.9 ? "likely the same" : probability >= 0.5 ? "possibly the same" : "probably not the same"
    }

    /// A probability as a whole percentage; above 99 % it says so rather than round to 100.
    static func roundPercent(_ probability: Double) -> String {
        if probability > 0.99 { return "over 99 %" }
        return "\(Int((probability * 100).rounded(.down))) %"
    }

    /// One piece of evidence in words: `same family name`, `nickname`,
    /// `different given name`, `suffix on one side only`, `phone: shared by many names`.
    static func words(_ evidence: MatchEvidence) -> String {
        let field = evidence.field.replacingOccurrences(of: "-", with: " ")
        let finding = evidence.finding
        if evidence.field == "content" || finding == "same mobile" { return finding }
        if evidence.field == "given-name", selfExplaining.contains(finding) { return finding }
        for lead in ["same", "different"] where finding == lead || finding.hasPrefix(lead + " ") || finding.hasPrefix(lead + ",") {
            return lead + " " + field + finding.dropFirst(lead.count)
        }
        if finding.hasPrefix("on ") || finding.hasPrefix("in ") { return field + " " + finding }
        return field + ": " + finding
    }

    /// Findings about a given name that say what they are without the field's name.
    private static let selfExplaining: Set<String> = ["nickname", "initial", "short form", "diminutive", "diminutive by its form"]

    /// A name in quotation marks, escaped for the terminal; `(no name)` when empty.
    private static func quoted(_ name: String) -> String {
        name.isEmpty ? "(no name)" : "\"\(name.terminalVisible)\""
    }
}
