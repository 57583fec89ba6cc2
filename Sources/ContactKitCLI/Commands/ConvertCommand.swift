import ContactFormats
import ContactKit

/// `contactkit convert`: reads contacts from the inputs and writes them in another format,
/// streaming, to standard output, one file (atomically), or one file per contact.
enum ConvertCommand: Command {
    static let name = "convert"
    static let summary = "Convert contacts from one format to another."
    static let positionalUsage = "[INPUT ...]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Files to read, in order, into one output. '-' or none: standard input.")
    ]

    static let options = OptionTable(
        [
            output, .from, to, normalize, dedupe, region, .locale, phoneFormat, acceptPossible, split,
            outputDirectory, splitName, ensureUID, .strict, .quiet, .verbose, .progress, force,
        ] + LimitOptions.all + FormatOptions.all)

    static let defaultTargetFormat = ContactFormat.vCard(.v3_0)

    static let discussion = """
        \(FormatArgument.helpParagraph)

        DIAGNOSTICS:
          Problems go to standard error as FILE:LINE: warning: MESSAGE [code]
          (<stdin> for standard input). What the output format cannot hold
          (field-left-out, lossy-mapping) is reported once per kind at the end, with
          how many contacts and the lines of the first; --verbose prints every one.
          A progress line is shown when standard error is a terminal and the work
          takes more than a second; with --progress also into a pipe or log, as a
          plain line every 5 seconds ("progress: 12.5 MB of 40.0 MB (31%), ...").

        SUMMARY:
          When the contacts go to a file (-o), a folder (--split), a review page or a
          dry run, one line at the end says what happened (--quiet silences it):
            contactkit: 3 contacts read from in.vcf, 3 written to out.vcf (vcard:3.0);
            5 phone numbers rewritten, 1 left as written; 1 warning
          (one line; phone counts with --normalize). Contacts written to
          standard output get no summary: the output is the answer.

        SPLIT FILE NAMES:
          From the contact's display name, made safe (no path separators, control
          characters or leading dots; Windows device names prefixed with _; at most
          100 bytes); repeated names are numbered: "Jane Doe.vcf", "Jane Doe 2.vcf".
          Existing files with those names are replaced (inputs only with --force);
          a symbolic link with such a name is replaced, never written through.

        \(EnvironmentHelp.text)

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit convert old.vcf -o new.vcf --to vcard:4.0
          cat *.vcf | contactkit convert > all.vcf
          contactkit convert all.vcf --split --output-dir cards/
          contactkit convert all.vcf --ensure-uid --split --split-name uid --output-dir vdir/
          contactkit convert vdir/ -o all.vcf          (a directory of .vcf files is an input)
          contactkit convert google.csv -o contacts.vcf
          contactkit convert contacts.vcf -o outlook.csv --to csv:outlook --encoding windows-1252
          contactkit convert contacts.vcf -o contacts.ndjson
          contactkit convert thunderbird.ldif -o contacts.vcf   (lists become groups)
          contactkit convert contacts.vcf -o thunderbird.ldif   (Thunderbird's LDIF import)
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        try convert(try ConvertSettings(arguments), environment: environment)
    }

    /// Reads, runs the stages and writes: the body of `convert`, `normalize` and `dedupe`,
    /// all of it done by the engine (``ContactConverter``).
    static func convert(_ settings: ConvertSettings, environment: ToolEnvironment) throws -> ExitCode {
        let inputs = try InputFile.checked(settings.inputs)
        try settings.refuseOverwritingInputs(inputs)
        let reporter = CommandReporter(
            quiet: settings.quiet, verbose: settings.verbose, environment: environment, inputs: inputs,
            forcesProgress: settings.showsProgress)
        // Each kind of loss on output, once, after everything else (after the progress line
        // is cleared).
        defer { reporter.printer.finishSummaries() }
        defer { reporter.progress.clear() }
        reporter.printer.summarizesMissingRegion = true
        let summary = RunSummary()
        reporter.onFinishedInput = { summary.finishedInput($0, contactCount: $1) }
        let converter = ContactConverter(
            sourceFormat: settings.sourceFormat, options: settings.formatOptions, limits: settings.limits,
            threadCount: environment.threadCount)
        try converter.convert(
            inputs, stages: settings.stages(printer: reporter.printer, summary: summary),
            to: try settings.makeOutput(inputs), reporter: reporter)
        reporter.printer.finishSummaries()
        // Contacts that go to standard output are the answer (a filter stays quiet, as Unix
        // filters do); a file, a folder, a review page or a dry run get their summary.
        if !settings.quiet, settings.outputPath != nil || settings.splitDirectory != nil || !settings.dedupe.writesContacts {
            reporter.printer.printLine(
                summary.line(
                    destination: settings.summaryDestination(summary, printer: reporter.printer),
                    normalized: settings.normalizes, printer: reporter.printer))
        }
        return ExitCode.afterReading(reporter.printer, strict: settings.strict)
    }
}
