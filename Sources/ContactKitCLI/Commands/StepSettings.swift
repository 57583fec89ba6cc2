import ContactKit
import Foundation

/// What the dedupe steps (`score-pairs`, `cluster`, `unify`) share: their options, the input
/// and output, the model file and the normalizer they match with (the one `contactkit dedupe`
/// uses, so that every step sees the records as dedupe does).
struct StepSettings {
    static let parameters = OptionDefinition.value(
        "params", valueName: "P.json",
        help: "The model from 'dedupe --estimate-only --params-out' (required).")
    static let bookSize = OptionDefinition.value(
        "book-size", valueName: "N",
        help: "How many distinct records the whole book has (exact copies counted once;\n"
            + "required): what agreeing on a value weighs depends on it.")

    /// The options every step has: `-o`, `--region`, `--locale`, `--strict`, `--quiet`.
    static let common: [OptionDefinition] = [
        ConvertCommand.output, ConvertCommand.region, .locale, .strict, .quiet,
    ]

    let input: InputFile
    let outputPath: String?
    let region: String?
    let locale: String?
    let strict: Bool
    let printer: DiagnosticPrinter
    /// The model and the book's size, for the steps that score.
    private(set) var parameters: DedupeParameters?
    private(set) var bookSize = 0

    /// Reads the common options and, with `scores`, `--params` and `--book-size`.
    init(_ arguments: ParsedArguments, command: String, scores: Bool) throws(CommandFailure) {
        guard arguments.positionals.count <= 1 else {
            throw .usage("\(command) reads one INPUT (got \(arguments.positionals.count))", command: command)
        }
        input = try InputFile.checked(arguments.positionals.first ?? "-")
        outputPath = arguments.value(ConvertCommand.output).flatMap { $0 == "-" ? nil : $0 }
        region = try arguments.value(ConvertCommand.region).map { value throws(CommandFailure) in
            try RegionArgument.parse(value, command: command)
        }
        locale = arguments.value(.locale)
        strict = arguments.isSet(.strict)
        printer = DiagnosticPrinter(quiet: arguments.isSet(.quiet), verbose: false)
        guard scores else { return }
        guard let path = arguments.value(Self.parameters) else { throw .usage("\(command) needs --params P.json", command: command) }
        parameters = try Self.loadParameters(path)
        guard let text = arguments.value(Self.bookSize), let size = Int(text), size >= 1 else {
            throw .usage("\(command) needs --book-size N, the number of distinct records of the book (from 1)", command: command)
        }
        bookSize = size
    }

    /// Reads and checks a parameters file: exit 66 when it cannot be read, 64 when it is not one.
    static func loadParameters(_ path: String) throws(CommandFailure) -> DedupeParameters {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(.noInput, "cannot read parameters file '\(path)'")
        }
        let parameters: DedupeParameters
        do {
            parameters = try JSONDecoder().decode(DedupeParameters.self, from: data)
        } catch {
            throw CommandFailure(.usage, "\(path): not a dedupe parameters file (\(error))")
        }
        do {
            try parameters.validate()
        } catch {
            throw CommandFailure(.usage, "\(path): \(error.description)")
        }
        return parameters
    }

    /// The parameters file's text: one member per line, keys sorted, every weight exactly as
    /// estimated (a double's shortest form reads back to the same double).
    static func parametersText(_ parameters: DedupeParameters) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return [UInt8](try encoder.encode(parameters)) + [10]
    }

    /// The normalizer `contactkit dedupe` matches and merges with for these options.
    static func makeNormalizer(region: String?, locale: String?) -> @Sendable () -> ContactNormalizer {
        let fallback = locale.flatMap(RegionArgument.region(ofLocale:)) ?? RegionArgument.localeRegion().0
        return { ContactNormalizer(region: region, fallbackRegion: fallback, phoneFormat: .e164, acceptsPossiblePhoneNumbers: false) }
    }

    var makeNormalizer: @Sendable () -> ContactNormalizer { Self.makeNormalizer(region: region, locale: locale) }

    /// The region the finder parses phone numbers with: `--region`, else the locale's.
    var finderRegion: String? {
        region ?? locale.flatMap(RegionArgument.region(ofLocale:)) ?? RegionArgument.localeRegion().0
    }

    /// Writes the step's output to `-o` (atomically) or standard output.
    func write(_ bytes: [UInt8]) throws {
        try Self.write(bytes, to: outputPath)
    }

    /// Writes a step's output to `path` (atomically), or to standard output when nil.
    static func write(_ bytes: [UInt8], to path: String?) throws {
        if let path {
            try AtomicFile.write(bytes, to: path)
        } else {
            let sink = ByteSink(.fileDescriptor(1))
            try mapWriteFailure("<stdout>") {
                try sink.append(bytes)
                try sink.flush()
            }
        }
    }

    /// The exit status after the step: 0, or 1 with errors or under `--strict` with warnings.
    var exitCode: ExitCode {
        ExitCode.afterReading(errors: printer.errorCount, warnings: printer.warningCount, strict: strict)
    }
}
