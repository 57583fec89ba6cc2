import ContactKit

/// `contactkit unify`: merges each cluster's records into one card, as `contactkit dedupe`
/// merges them.
enum UnifyCommand: Command {
    static let name = "unify"
    static let summary = "Dedupe step: merge each cluster's records (NDJSON) into one card."
    static let positionalUsage = "[INPUT]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Record lines with their cluster (NDJSON). '-' or none: standard input.")
    ]

    static let options = OptionTable(StepSettings.common)

    static let discussion = """
        INPUT:
          Record lines, each with the cluster it belongs to (any number naming the
          cluster; 'cluster' writes its first record):
            {"record":N,"cluster":C,"card":{contactkit/1 object}}
          Other members are ignored. Keep each cluster's records in one input.

        OUTPUT:
          One line per cluster, in the order of the cluster numbers:
            {"cluster":C,"members":[N,...],"card":{contactkit/1 object}}
          The records are normalized (pass 'dedupe''s --region and --locale) and
          merged in the order of their numbers, as 'contactkit dedupe' merges them: a
          record's UID names it in X-CONTACTKIT-MERGED, else its number (its 1-based
          position in the book).

        DIAGNOSTICS:
          [invalid-step-line], [repeated-record] as for score-pairs.

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit unify clusters.ndjson -o merged.ndjson
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        let settings = try StepSettings(arguments, command: name, scores: false)
        let input = try StepInput(settings.input, required: [.cluster], readsPairs: false, printer: settings.printer)
        var clusters: [Int: [StepInput.Record]] = [:]
        for record in input.records { clusters[record.cluster!, default: []].append(record) }
        var normalizer = settings.makeNormalizer()
        let unifier = Unifier()
        var lines = StepLines()
        for cluster in clusters.keys.sorted() {
            let records = clusters[cluster]!.sorted { $0.number < $1.number }
            let merged = unifier.merge(
                records.map { normalizer.process($0.contact)[0] },
                recordIdentifiers: records.map { $0.contact.uid ?? String($0.number) })
            lines.appendMerged(cluster: cluster, members: records.map(\.number), card: merged)
        }
        try settings.write(lines.bytes)
        return settings.exitCode
    }
}
