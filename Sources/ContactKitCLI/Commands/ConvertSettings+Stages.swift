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
        // Dedupe without --normalize normalizes for matching and merging only: a card it does
        // not merge is written as it was read (after pull, dedupe and push it is not pushed as
        // changed; issue 29). The normalizer that writes counts what it rewrote (summary line).
        if normalize {
            let make = makeNormalizer
            stages.append(.eachContact { CountingNormalizer(make(), summary: summary) })
        }
        if dedupe.isEnabled { stages.append(dedupeStage(printer: printer, summary: summary)) }
        return stages
    }

    /// Whether the contacts written are normalized (`--normalize`, `normalize`): the summary
    /// line then counts the phone numbers rewritten.
    var normalizes: Bool { normalize }

    /// Makes the normalizer the settings ask for (one per thread that uses it).
    var makeNormalizer: @Sendable () -> ContactNormalizer {
        let (region, fallbackRegion, phoneFormat, acceptsPossible) = (region, fallbackRegion, phoneFormat, acceptsPossiblePhoneNumbers)
        return {
            ContactNormalizer(
                region: region, fallbackRegion: fallbackRegion, phoneFormat: phoneFormat,
                acceptsPossiblePhoneNumbers: acceptsPossible)
        }
    }

    /// The region of `--locale`, else of the process's locale: the last fallback for phone
    /// numbers without a country code.
    var fallbackRegion: String? {
        locale.flatMap(RegionArgument.region(ofLocale:)) ?? RegionArgument.localeRegion().0
    }

    /// The dedupe stage: a plain merge (its report delivered once it has finished) or the
    /// review page's; with `--decisions`, either keeps what the file decided.
    private func dedupeStage(printer: DiagnosticPrinter, summary: RunSummary) -> ConversionStage {
        let settings = dedupe
        let configuration = DedupeStepRun.configuration(settings, region: region ?? fallbackRegion)
        // Contacts that come normalized (--normalize) are matched and merged as they are.
        let forMatching = normalize ? nil : makeNormalizer
        if settings.isStep { return DedupeStepRun.stage(settings, configuration: configuration, normalizer: forMatching) }
        // --decisions FILE: what the review decided is kept, and only what is new is found.
        let memory = settings.decisions.map { DecisionsMemory($0, file: settings.decisionsPath ?? "decisions") }
        if let path = settings.reviewPath {
            let stage = ReviewStage(configuration: configuration, normalizer: forMatching, constraints: memory?.provider)
            return .barrier(stage, writesOutput: false) { stage in
                memory?.report(printer: printer)
                try DedupeReport(stage: stage.dedupe, settings: settings).deliver(printer: printer)
                let page = ReviewPage(stage: stage.dedupe, contacts: stage.contacts, normalizer: forMatching, memory: memory)
                try AtomicFile.write(page.html(), to: path)
            }
        }
        return .dedupe(
            configuration, explain: settings.explain || settings.dryRun, writesOutput: settings.writesContacts,
            normalizingForMatching: forMatching, constraints: memory?.provider
        ) {
            memory?.report(printer: printer)
            let clusters = $0.result.clusters.filter { $0.members.count > 1 }
            summary.merged = (clusters.reduce(0) { $0 + $1.members.count }, clusters.count)
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
