import ContactPipeline

/// What `contactkit dedupe` (or `convert --dedupe`) was asked to do.
struct DedupeSettings: Equatable {
    /// Whether duplicates are found and merged at all.
    var isEnabled = false
    /// `--precision`: the balanced default or the stricter threshold.
    var precision: DuplicateFinder.Precision = .balanced
    /// `--clusters FILE`: where the `record,cluster` CSV goes.
    var clustersPath: String?
    /// `--dry-run`: report the clusters on standard output, write no contacts.
    var dryRun = false
    /// `--explain`: report the clusters on standard error while merging.
    var explain = false
    /// `--review PAGE`: write the review page instead of contacts (see `DedupeReview`).
    var reviewPath: String?
    /// `--decisions FILE`: where the decisions came from, and what they say.
    var decisionsPath: String?
    var decisions: MergeDecisions?

    /// `--emit-keys`: write each record's blocking keys instead of merging (`DedupeStepRun`).
    var emitKeys = false
    /// `--estimate-only --params-out FILE`: estimate the model and write it to FILE.
    var parametersOutPath: String?
    /// `--params FILE`: apply this model instead of estimating one.
    var parameters: DedupeParameters?
    /// Where `--emit-keys` writes (`-o`; nil: standard output).
    var stepOutputPath: String?

    /// Whether this run is a dedupe step that writes no contacts (`--emit-keys`, `--estimate-only`).
    var isStep: Bool { emitKeys || parametersOutPath != nil }

    /// Whether merged contacts are written (not with `--dry-run` nor `--review`).
    var writesContacts: Bool { !dryRun && reviewPath == nil }

    init() {}

    /// Reads the dedupe options; usage errors exit with 64.
    init(_ arguments: ParsedArguments, command: String, isEnabled: Bool) throws(CommandFailure) {
        self.isEnabled = isEnabled
        guard isEnabled else { return }
        if let value = arguments.value(DedupeCommand.precision) {
            guard let precision = DuplicateFinder.Precision(rawValue: value.lowercased()) else {
                throw .usage("--precision must be high or balanced, not '\(value)'", command: command)
            }
            self.precision = precision
        }
        clustersPath = arguments.value(DedupeCommand.clusters)
        if clustersPath?.isEmpty == true { throw .usage("--clusters needs a file name", command: command) }
        dryRun = arguments.isSet(DedupeCommand.dryRun)
        explain = arguments.isSet(DedupeCommand.explain)
        try DedupeReview.read(arguments, into: &self, command: command)
        try DedupeStepRun.read(arguments, into: &self, command: command)
    }
}
