import ContactKit
import ContactSync

extension ConvertSettings {
    /// The stages the settings ask for, in the order contacts go through them: UIDs given
    /// first (a UID is a hash of the contact as read), then normalizing, then merging
    /// duplicates. Each is declared with what it needs (``ConversionStage``); the engine
    /// decides where it runs.
    ///
    /// What they did is counted in `summary` (phone numbers rewritten, records merged).
    func stages(printer: DiagnosticPrinter, summary: RunSummary = RunSummary()) -> [ConversionStage] {
        var stages: [ConversionStage] = []
        if ensureUID { stages.append(.inOrder(EnsureUIDStage())) }
        // Dedupe matches on normalized contacts and, until it normalizes for matching only
        // (issue 29), writes them normalized too: declared here, not hidden in the engine.
        if normalizes {
            let (region, fallbackRegion, phoneFormat) = (region, fallbackRegion, phoneFormat)
            let acceptsPossible = acceptsPossiblePhoneNumbers
            stages.append(
                .eachContact {
                    CountingNormalizer(
                        ContactNormalizer(
                            region: region, fallbackRegion: fallbackRegion, phoneFormat: phoneFormat,
                            acceptsPossiblePhoneNumbers: acceptsPossible),
                        summary: summary)
                })
        }
        if dedupe.isEnabled { stages.append(dedupeStage(printer: printer, summary: summary)) }
        return stages
    }

    /// Whether the run normalizes (`--normalize`, `normalize`, and `dedupe`, which does too).
    var normalizes: Bool { normalize || dedupe.isEnabled }

    /// The region of `--locale`, else of the process's locale: the last fallback for phone
    /// numbers without a country code.
    var fallbackRegion: String? {
        locale.flatMap(RegionArgument.region(ofLocale:)) ?? RegionArgument.localeRegion().0
    }

    /// The dedupe stage: a plain merge (its report delivered once it has finished), the
    /// review page's, or the one that applies a decisions file.
    private func dedupeStage(printer: DiagnosticPrinter, summary: RunSummary) -> ConversionStage {
        let settings = dedupe
        let configuration = DuplicateFinder.Configuration(
            precision: settings.precision, region: region ?? fallbackRegion)
        if let decisions = settings.decisions {
            return .barrier(DecidedMergeStage(decisions: decisions)) { stage in
                if let plan = stage.plan {
                    printer.report(plan.diagnostics, file: settings.decisionsPath ?? "decisions")
                }
            }
        }
        if let path = settings.reviewPath {
            return .barrier(ReviewStage(configuration: configuration), writesOutput: false) { stage in
                try DedupeReport(stage: stage.dedupe, settings: settings).deliver(printer: printer)
                try AtomicFile.write(ReviewPage(stage: stage.dedupe, contacts: stage.contacts).html(), to: path)
            }
        }
        return .dedupe(
            configuration, explain: settings.explain || settings.dryRun, writesOutput: settings.writesContacts
        ) {
            if let clusters = $0.result?.clusters.filter({ $0.members.count > 1 }) {
                summary.merged = (clusters.reduce(0) { $0 + $1.members.count }, clusters.count)
            }
            try DedupeReport(stage: $0, settings: settings).deliver(printer: printer)
        }
    }
}

/// `--ensure-uid`: contacts without a UID get a stable one (``StableIdentifier``). It numbers
/// identical contacts in input order, so it sees them in that order.
struct EnsureUIDStage: ContactStage {
    private var identifiers = StableIdentifier()
    var diagnostics: [Diagnostic] { [] }

    mutating func process(_ contact: consuming Contact) -> [Contact] {
        [identifiers.ensuringUID(contact)]
    }
}
