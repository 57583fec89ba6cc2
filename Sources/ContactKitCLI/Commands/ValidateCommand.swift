import ContactKit
import ContactFormats

/// `contactkit validate`: reads every input, prints each problem and a summary per input.
enum ValidateCommand: Command {
    static let name = "validate"
    static let summary = "Read contacts and report problems, without writing anything."
    static let positionalUsage = "[INPUT ...]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Files to check, in order. '-' or none: standard input.")
    ]
    static let options = OptionTable([.from, .strict, .quiet, .verbose] + LimitOptions.all)

    static let discussion = """
        OUTPUT:
          Diagnostics go to standard error as FILE:LINE: warning: MESSAGE [code],
          then one summary line per input: "N contacts, W warnings, E errors in FILE"
          (and a total line when there are several inputs). --quiet hides the
          warnings but not the summary; the counts always include them.

        \(FormatArgument.helpParagraph)

        \(EnvironmentHelp.text)

        \(ExitStatusHelp.text)
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        var (loop, reporter) = try CommandReporter.reading(arguments, command: name, environment: environment)
        let printer = reporter.printer
        defer { reporter.progress.clear() }

        var warningsBefore = 0
        var errorsBefore = 0
        reporter.onFinishedInput = { input, count in
            let warnings = printer.warningCount - warningsBefore
            let errors = printer.errorCount - errorsBefore
            printer.printLine(summary(contacts: count, warnings: warnings, errors: errors, in: input.terminalSafe))
            warningsBefore = printer.warningCount
            errorsBefore = printer.errorCount
        }
        try loop.readAll(threadCount: environment.threadCount)
        if loop.inputs.count > 1 {
            printer.printLine(
                summary(
                    contacts: loop.contactCount, warnings: printer.warningCount, errors: printer.errorCount,
                    in: "\(loop.inputs.count) files"))
        }
        return ExitCode.afterReading(printer, strict: arguments.isSet(.strict))
    }

    /// `3 contacts, 1 warning, 0 errors in a.vcf`.
    static func summary(contacts: Int, warnings: Int, errors: Int, in name: String) -> String {
        "\(counted(contacts, "contact")), \(counted(warnings, "warning")), \(counted(errors, "error")) in \(name)"
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
