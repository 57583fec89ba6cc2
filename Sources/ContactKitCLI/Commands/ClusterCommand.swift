import ContactKit

/// `contactkit cluster`: the coherent clusters of connected components of the link graph, as
/// `contactkit dedupe` finds them, from the components' record lines and links.
enum ClusterCommand: Command {
    static let name = "cluster"
    static let summary = "Dedupe step: cluster connected components (NDJSON) coherently."
    static let positionalUsage = "[INPUT]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Record lines and pair lines (NDJSON). '-' or none: standard input.")
    ]

    static let options = OptionTable([StepSettings.parameters, StepSettings.bookSize] + StepSettings.common)

    static let discussion = """
        INPUT:
          The record lines of one or more whole components of the link graph, as
          score-pairs reads them ({"record":N,"card":{...},"frequencies":{...}}), and
          their pairs ({"pair":[A,B],...}, such as score-pairs writes). Every pair is
          scored again; those that do not link are ignored. Each component (records
          joined by links) is clustered as 'contactkit dedupe' clusters it: every pair
          of a component of up to 64 records is compared, and a pair with strong
          evidence against it keeps its records apart. A component split between two
          inputs is clustered differently: keep each component in one input.

        OUTPUT:
          One line per cluster of two or more records, in the order of their first
          record:
            {"cluster":FIRST,"members":[FIRST,...],"links":[{"pair":[A,B],"score":S},...]}
          with "capped":true when the size cap (the model's maximumClusterSize) kept
          likely duplicates out; a record the cap left alone gets a line of its own
          with "members":[N] and "capped":true. Records in no line stay alone.

        DIAGNOSTICS:
          [invalid-step-line], [repeated-record], [unknown-record], [missing-frequency]
          as for score-pairs.

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit cluster component.ndjson --params model.json --book-size 100000
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        let settings = try StepSettings(arguments, command: name, scores: true)
        let input = try StepInput(settings.input, required: [.frequencies], readsPairs: true, printer: settings.printer)
        let slice = StepSlice.make(input, settings: settings)
        var links: [MatchLink] = []
        for pair in input.pairs {
            guard let score = slice.score(pair.first, pair.second, explain: false) else {
                StepSlice.reportUnknown(pair, in: input, slice: slice, settings: settings)
                continue
            }
            if score.isLink { links.append(MatchLink(first: score.first, second: score.second, score: score.score)) }
        }
        let (clusters, capped) = slice.clusters(links: links)
        var lines = StepLines()
        var cappedLeft = Set(capped)
        for cluster in clusters {
            lines.appendCluster(cluster, capped: cappedLeft.remove(cluster.members[0]) != nil)
        }
        for record in cappedLeft.sorted() { lines.appendCappedSingle(record) }
        try settings.write(lines.bytes)
        return settings.exitCode
    }
}
