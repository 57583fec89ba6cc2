import ContactModel
import ContactPipeline

/// The stage behind `dedupe --review`: a dedupe stage that explains its links, and every
/// contact that passed, so the review page can show each record of a cluster in full.
/// Contacts are values that share their storage: keeping them costs little more than the
/// dedupe stage's own copy.
struct ReviewStage: BatchingContactStage {
    /// The dedupe stage, with its clusters and their evidence once finished.
    private(set) var dedupe: DeduplicationStage
    /// Every contact, in input order.
    private(set) var contacts: [Contact] = []
    var diagnostics: [Diagnostic] { dedupe.diagnostics }

    /// `normalizer`: contacts normalized for matching and merging only (dedupe without
    /// `--normalize`); `constraints`: what an earlier review decided (`--decisions`).
    init(
        configuration: DuplicateFinder.Configuration, normalizer: (@Sendable () -> ContactNormalizer)? = nil,
        constraints: DedupeConstraints.Provider? = nil
    ) {
        dedupe = DeduplicationStage(
            configuration: configuration, explain: true, normalizingForMatching: normalizer, constraints: constraints)
    }

    mutating func process(_ contact: consuming Contact) -> [Contact] {
        contacts.append(contact)
        return dedupe.process(contacts[contacts.count - 1])
    }

    mutating func finish(emittingBatches emit: (consuming [Contact]) throws -> Void) rethrows {
        try dedupe.finish(emittingBatches: emit)
    }
}
