import ContactModel
import ContactPipeline
import PhoneNumbers

/// One step of a conversion between reading and writing, declared with what the engine
/// needs to know to run it: whether it may run on the threads that read, whether it must see
/// contacts in input order, whether it holds them all until the end.
///
/// ```swift
/// let stages: [ConversionStage] = [
///     .normalize(region: "US"),
///     .dedupe(whenFinished: { stage in print(stage.result.clusters.count) }),
/// ]
/// ```
///
/// Stages run in the order given. A stage value describes what to make: each conversion makes
/// its own stage instances from it, so one list can serve several conversions.
public struct ConversionStage {
    /// How a stage treats contacts, which decides where it can run.
    enum Kind {
        /// Each contact on its own, with no state carried from one to the next: made once per
        /// thread, it runs where the contact is read.
        case eachContact(@Sendable () -> any ContactStage)
        /// Contacts in input order, one at a time, on the calling thread; its diagnostics
        /// about values are placed at their lines.
        case inOrder
        /// Every contact held until the end, emitted by its `finish` (deduplication).
        case barrier
    }

    let kind: Kind
    /// Makes the stage instance for one conversion, and what to call once it has finished.
    let make: () -> (stage: any ContactStage, finished: (() throws -> Void)?)

    /// A stage that treats each contact on its own (a normalizer): `make` is called once per
    /// thread that reads, and the stage runs there.
    public static func eachContact(_ make: @escaping @Sendable () -> any ContactStage) -> ConversionStage {
        ConversionStage(kind: .eachContact(make), make: { (make(), nil) })
    }

    /// A stage that sees the contacts one at a time in input order on the calling thread
    /// (it numbers or remembers them). `whenFinished` is handed the stage after its last
    /// contact, before the output is finished.
    public static func inOrder<Stage: ContactStage>(
        _ stage: Stage, whenFinished: ((Stage) throws -> Void)? = nil
    ) -> ConversionStage {
        ConversionStage(kind: .inOrder, make: { observed(stage, writesOutput: true, whenFinished: whenFinished) })
    }

    /// A stage that holds every contact and gives them out from its `finish` (deduplication).
    /// With `writesOutput` false what it gives out is dropped (a report-only run: the stage's
    /// findings are read in `whenFinished`, which is handed the stage once it has finished,
    /// before the output is finished).
    public static func barrier<Stage: ContactStage>(
        _ stage: Stage, writesOutput: Bool = true, whenFinished: ((Stage) throws -> Void)? = nil
    ) -> ConversionStage {
        ConversionStage(
            kind: .barrier, make: { observed(stage, writesOutput: writesOutput, whenFinished: whenFinished) })
    }

    /// Phone numbers to E.164 (or `phoneFormat`), names, emails, dates and labels cleaned
    /// (``/ContactPipeline/ContactNormalizer``), on the threads that read.
    public static func normalize(
        region: String? = nil, fallbackRegion: String? = nil, phoneFormat: PhoneNumberFormat = .e164,
        acceptsPossiblePhoneNumbers: Bool = false
    ) -> ConversionStage {
        .eachContact {
            ContactNormalizer(
                region: region, fallbackRegion: fallbackRegion, phoneFormat: phoneFormat,
                acceptsPossiblePhoneNumbers: acceptsPossiblePhoneNumbers)
        }
    }

    /// Duplicates found and merged (``/ContactPipeline/DeduplicationStage``); `whenFinished`
    /// is handed the stage with its clusters. With `normalizingForMatching`, contacts are
    /// normalized for matching and merging only: one that is not merged comes out as it went
    /// in. With `constraints`, what a person decided is kept (decided groups merge, pairs
    /// kept apart stay apart; see ``/ContactPipeline/DedupeConstraints``).
    public static func dedupe(
        _ configuration: DuplicateFinder.Configuration = .init(), explain: Bool = false,
        writesOutput: Bool = true, normalizingForMatching makeNormalizer: (@Sendable () -> ContactNormalizer)? = nil,
        constraints: DedupeConstraints.Provider? = nil,
        whenFinished: ((DeduplicationStage) throws -> Void)? = nil
    ) -> ConversionStage {
        .barrier(
            DeduplicationStage(
                configuration: configuration, explain: explain, normalizingForMatching: makeNormalizer, constraints: constraints),
            writesOutput: writesOutput, whenFinished: whenFinished)
    }

    /// The stage as it goes into the chain: itself, or a wrapper that keeps it where
    /// `whenFinished` can reach it, or drops what it gives out.
    private static func observed<Stage: ContactStage>(
        _ stage: Stage, writesOutput: Bool, whenFinished: ((Stage) throws -> Void)?
    ) -> (stage: any ContactStage, finished: (() throws -> Void)?) {
        if writesOutput, whenFinished == nil { return (stage, nil) }
        let box = StageBox(stage)
        let finished = whenFinished.map { whenFinished in { try whenFinished(box.stage) } }
        return (ObservedStage(box: box, writesOutput: writesOutput), finished)
    }
}

/// Where an observed stage lives during a conversion, so that it can be handed over once it
/// has finished without being looked for in the chain.
final class StageBox<Stage: ContactStage> {
    var stage: Stage
    init(_ stage: Stage) { self.stage = stage }

    /// The stage's diagnostics, read in place: read as `box.stage.diagnostics`, the generic
    /// stage is copied whole first (each array and closure it holds retained, then
    /// released), at every contact that goes through it.
    var diagnostics: [Diagnostic] { Self.diagnostics(of: &stage) }

    private static func diagnostics(of stage: inout Stage) -> [Diagnostic] { stage.diagnostics }
}

/// A stage run from its box; with `writesOutput` false, what it gives out at the end is
/// dropped.
struct ObservedStage<Stage: ContactStage>: BatchingContactStage {
    let box: StageBox<Stage>
    let writesOutput: Bool

    var diagnostics: [Diagnostic] { box.diagnostics }

    mutating func process(_ contact: consuming Contact) -> [Contact] {
        box.stage.process(contact)
    }

    mutating func finish(emittingBatches emit: (consuming [Contact]) throws -> Void) rethrows {
        if writesOutput {
            try box.stage.finish(emittingBatches: emit)
        } else {
            box.stage.finish(emittingBatches: { _ in })
        }
    }
}
