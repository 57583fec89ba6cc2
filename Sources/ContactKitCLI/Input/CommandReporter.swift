import ContactFormats
import ContactKit
import ContactModel

/// Hands what the engine reports to a command's diagnostic printer and progress line, and
/// tells the command when an input ends.
final class CommandReporter: ConversionReporter {
    /// Prints the diagnostics (honours `--quiet` and `--verbose`) and counts them.
    let printer: DiagnosticPrinter
    /// The progress line on a terminal; clear it when done.
    let progress: ProgressReporter
    /// Called after each input, with its name and how many contacts it had.
    var onFinishedInput: (String, Int) -> Void = { _, _ in }

    init(printer: DiagnosticPrinter, progress: ProgressReporter) {
        self.printer = printer
        self.progress = progress
        printer.willPrint = { progress.clear() }
    }

    /// A reporter for `inputs` (their sizes make the progress line's total).
    /// With `forcesProgress` (`--progress`) progress is shown when standard error is not a
    /// terminal too, as plain lines.
    convenience init(
        quiet: Bool, verbose: Bool, environment: ToolEnvironment, inputs: [InputFile], forcesProgress: Bool = false
    ) {
        let sizes = inputs.map(\.size)
        self.init(
            printer: DiagnosticPrinter(quiet: quiet, verbose: verbose),
            progress: ProgressReporter(
                isEnabled: environment.standardErrorIsTerminal || forcesProgress,
                isPlain: !environment.standardErrorIsTerminal,
                totalByteCount: sizes.contains(where: { $0 == nil }) ? nil : sizes.reduce(0) { $0 + $1! }))
        for input in inputs {
            if let (folder, warning) = input.folderWarning { printer.report(warning, file: folder) }
        }
    }

    /// A reporter that prints nothing and shows no progress (a second, quiet reading).
    static func silent() -> CommandReporter {
        CommandReporter(printer: DiagnosticPrinter(quiet: true), progress: ProgressReporter(isEnabled: false))
    }

    func report(_ diagnostics: [Diagnostic], file: String) {
        printer.report(diagnostics, file: file)
    }

    func finishedInput(_ name: String, contactCount: Int) {
        printer.finishRepeats()
        onFinishedInput(name, contactCount)
    }

    func updateProgress(bytesRead: Int, contactCount: Int) {
        progress.update(bytesRead: bytesRead, contacts: contactCount)
    }

    /// The reading side commands share: the INPUT arguments, `--from`, the reader limits, a
    /// diagnostic printer that honours `--quiet` and a progress line on a terminal.
    static func reading(
        _ arguments: ParsedArguments, command: String, environment: ToolEnvironment,
        inputArguments: [String]? = nil
    ) throws(CommandFailure) -> (ContactInputReader, CommandReporter) {
        let sourceFormat = try arguments.value(.from).map { value throws(CommandFailure) in
            try FormatArgument.parse(value, option: "--from", command: command)
        }
        let inputs = try InputFile.checked(inputArguments ?? arguments.positionals)
        let reporter = CommandReporter(
            quiet: arguments.isSet(.quiet), verbose: arguments.isSet(.verbose), environment: environment, inputs: inputs
        )
        let limits = try ReadLimits(arguments, command: command)
        return (ContactInputReader(inputs, format: sourceFormat, limits: limits, reporter: reporter), reporter)
    }
}
