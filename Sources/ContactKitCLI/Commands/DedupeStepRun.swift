import ContactKit
import ContactSupport

/// `dedupe --emit-keys`, `--estimate-only --params-out FILE` and `--params FILE`: the first
/// steps of a dedupe run split between processes (see the Deduplication article's "Dedupe
/// steps"), and the single-process dedupe with a model estimated before.
enum DedupeStepRun {
    static let emitKeys = OptionDefinition.flag(
        "emit-keys",
        help: "Write no contacts: per record one JSON line with its number (1-based\n"
            + "position), exact-copy digest, blocking keys, value terms and card.")
    static let estimateOnly = OptionDefinition.flag(
        "estimate-only", help: "Write no contacts: estimate the model and write it to --params-out.")
    static let parametersOut = OptionDefinition.value(
        "params-out", valueName: "P.json", help: "Where --estimate-only writes the model (JSON).")
    static let parameters = OptionDefinition.value(
        "params", valueName: "P.json",
        help: "Apply this model (from --estimate-only) instead of estimating one; its\n"
            + "precision is used.")

    /// The options `dedupe` adds for the steps.
    static let options = [emitKeys, estimateOnly, parametersOut, parameters]

    /// Reads the step options into `settings`; usage errors exit with 64.
    static func read(_ arguments: ParsedArguments, into settings: inout DedupeSettings, command: String) throws(CommandFailure) {
        settings.emitKeys = arguments.isSet(emitKeys)
        let estimates = arguments.isSet(estimateOnly)
        settings.parametersOutPath = arguments.value(parametersOut)
        guard estimates == (settings.parametersOutPath != nil) else {
            throw .usage("--estimate-only and --params-out FILE go together", command: command)
        }
        if settings.parametersOutPath?.isEmpty == true { throw .usage("--params-out needs a file name", command: command) }
        if let path = arguments.value(parameters) {
            if arguments.isSet(DedupeCommand.precision) {
                throw .usage("--params gives the precision; do not also give --precision", command: command)
            }
            settings.parameters = try StepSettings.loadParameters(path)
            settings.precision = DuplicateFinder.Precision(rawValue: settings.parameters!.precision) ?? .balanced
        }
        let steps = [settings.emitKeys, estimates, settings.parameters != nil].filter { $0 }.count
        guard steps <= 1 else { throw .usage("--emit-keys, --estimate-only and --params exclude each other", command: command) }
        if settings.isStep && (settings.dryRun || settings.explain || settings.reviewPath != nil || settings.decisions != nil
            || settings.clustersPath != nil)
        {
            throw .usage(
                "--emit-keys and --estimate-only write no contacts: do not also give --dry-run, --explain, --review, --decisions or --clusters",
                command: command)
        }
    }

    /// The finder's configuration: the model's when `--params` is given.
    static func configuration(_ settings: DedupeSettings, region: String?) -> DuplicateFinder.Configuration {
        settings.parameters?.configuration(region: region) ?? DuplicateFinder.Configuration(precision: settings.precision, region: region)
    }

    /// The stage of a step run: it holds the contacts and, once all are read, writes the keys
    /// or the model.
    static func stage(_ settings: DedupeSettings, configuration: DuplicateFinder.Configuration,
        normalizer: (@Sendable () -> ContactNormalizer)?
    ) -> ConversionStage {
        .barrier(HeldContacts(), writesOutput: false) { stage in
            if let path = settings.parametersOutPath {
                let parameters = DuplicateFinder.estimatedParameters(of: stage.contacts, configuration: configuration, normalizer: normalizer)
                try AtomicFile.write(try StepSettings.parametersText(parameters), to: path)
                return
            }
            try StepSettings.write(keyLines(stage.contacts, configuration: configuration, normalizer: normalizer), to: settings.stepOutputPath)
        }
    }

    /// One `--emit-keys` line per contact, numbered from 1.
    static func keyLines(
        _ contacts: [Contact], configuration: DuplicateFinder.Configuration, normalizer: (@Sendable () -> ContactNormalizer)?
    ) -> [UInt8] {
        let keys = DuplicateFinder.recordKeys(of: contacts, configuration: configuration, normalizer: normalizer)
        var normalizing = normalizer?()
        var lines = StepLines()
        for (index, contact) in contacts.enumerated() {
            let content = DuplicateFinder.exactCopyContent(of: contact, normalizer: &normalizing)
            let digest = SHA256.digest(NDJSONWriter.object(of: content)).prefix(16)
            let copy = digest.map { StepLines.hexadecimal(UInt64($0)).suffix(2) }.joined()
            lines.appendKeys(record: index + 1, copy: copy, keys: keys[index], card: contact)
        }
        return lines.bytes
    }
}

/// A barrier stage that only holds the contacts it is given (for a step that needs them all).
struct HeldContacts: ContactStage {
    private(set) var contacts: [Contact] = []
    var diagnostics: [Diagnostic] { [] }

    mutating func process(_ contact: consuming Contact) -> [Contact] {
        contacts.append(contact)
        return []
    }
}
