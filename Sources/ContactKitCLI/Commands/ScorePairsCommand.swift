import ContactKit

/// `contactkit score-pairs`: scores candidate pairs as `contactkit dedupe` scores them, from
/// record lines that carry the book's counts of their values and a model estimated before.
enum ScorePairsCommand: Command {
    static let name = "score-pairs"
    static let summary = "Dedupe step: score candidate pairs (NDJSON) with a saved model."
    static let positionalUsage = "[INPUT]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Record lines and pair lines (NDJSON). '-' or none: standard input.")
    ]

    static let linksOnly = OptionDefinition.flag("links-only", help: "Write only the pairs that link their records.")

    static let options = OptionTable([StepSettings.parameters, StepSettings.bookSize, linksOnly] + StepSettings.common)

    static let discussion = """
        INPUT:
          Record lines, each a record of the book with the book's counts of its terms:
            {"record":N,"card":{contactkit/1 object},"frequencies":{"TERM":[USES,NAMES],...}}
          (TERM as 'dedupe --emit-keys' lists them; USES: how many times records of
          the book use it; NAMES: how many different names do), and pair lines:
            {"pair":[A,B]}
          in any order. Other members are ignored. Each record is normalized and keyed
          as 'contactkit dedupe' does (pass the same --region and --locale).

        OUTPUT:
          One line per pair, in input order:
            {"pair":[A,B],"score":S,"link":true,"forbidden":false,"strongAgainst":false,
             "evidence":[{"field":"given-name","finding":"same","weight":7.1},...]}
          A, B ascending; S in bits; link: S reaches the model's threshold and nothing
          forbids the match; a weight that forbids it is null.

        DIAGNOSTICS:
          [invalid-step-line] a line that is neither, or lacks a member (skipped);
          [repeated-record] a record number again with other content (first kept);
          [unknown-record] a pair names a record the input lacks (skipped);
          [missing-frequency] a term without its count (counted as used once).

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit score-pairs pairs.ndjson --params model.json --book-size 100000
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        let settings = try StepSettings(arguments, command: name, scores: true)
        let input = try StepInput(settings.input, required: [.frequencies], readsPairs: true, printer: settings.printer)
        let slice = StepSlice.make(input, settings: settings)
        var lines = StepLines()
        let links = arguments.isSet(linksOnly)
        for pair in input.pairs {
            guard let score = slice.score(pair.first, pair.second) else {
                StepSlice.reportUnknown(pair, in: input, slice: slice, settings: settings)
                continue
            }
            if !links || score.isLink { lines.appendScoredPair(score) }
        }
        try settings.write(lines.bytes)
        return settings.exitCode
    }
}
