import ContactFormats
import ContactModel
import ContactPipeline
import ContactSync

/// `contactkit convert`: reads contacts from the inputs and writes them in another format,
/// streaming, to standard output, one file (atomically), or one file per contact.
enum ConvertCommand: Command {
    static let name = "convert"
    static let summary = "Convert contacts from one format to another."
    static let usage = """
        [INPUT ...] [-o OUTPUT] [--from FMT] [--to FMT]
        [--normalize] [--dedupe] [--region CC] [--locale ID] [--phone-format FORMAT]
        [--accept-possible]
        [--split --output-dir DIR] [--split-name name|uid] [--ensure-uid]
        [--strict] [--quiet] [--verbose] [--force]
        [--map FILE] [--slots LIST=N,...] [--encoding NAME] [--bom] [--no-formula-guard]
        """
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Files to read, in order, into one output. '-' or none: standard input.")
    ]

    static let output = OptionDefinition.value(
        "output", short: "o", valueName: "FILE",
        help: "Write to FILE ('-' or no -o: standard output). A temporary file beside\n"
            + "it is renamed into place at the end: FILE is never half written. When\n"
            + "no contact could be read and there were errors (an unreadable input),\n"
            + "nothing is written and an existing FILE is left as it was.")
    static let to = OptionDefinition.value(
        "to", valueName: "FMT",
        help: "Output format. Default: from -o's extension (.vcf: vcard:3.0, .ldif: ldif,\n"
            + ".csv, .json, .ndjson), else (standard output, --split, other extensions)\n"
            + "vcard:3.0.")
    static let split = OptionDefinition.flag(
        "split", help: "One file per contact into --output-dir, named after the contact.")
    static let splitName = OptionDefinition.value(
        "split-name", valueName: "name|uid",
        help: "With --split: name files after the contact's display name (default) or\n"
            + "its UID (UID.vcf, as vdirsyncer and khard keep a vdir).")
    static let ensureUID = OptionDefinition.flag(
        "ensure-uid",
        help: "Give contacts without a UID a stable one: a UUID v5 of their content, so\n"
            + "two runs on the same input give the same UIDs.")
    static let outputDirectory = OptionDefinition.value(
        "output-dir", valueName: "DIR", help: "The directory for --split (created when missing).")
    static let force = OptionDefinition.flag(
        "force", short: "f",
        help: "Allow the output to replace an input file. Safe: the input is read\n"
            + "as it was, and the output is renamed into place only at the end.")

    /// `--strict`, with convert's note that the output is written all the same.
    static let strict = OptionDefinition.flag(
        "strict", help: "Exit with status 1 when there is any warning (the output is still written).")

    static let normalize = OptionDefinition.flag(
        "normalize", help: "Normalize on the way: phone numbers to E.164 (or --phone-format).")
    static let dedupe = OptionDefinition.flag(
        "dedupe", help: "Find and merge duplicate contacts after normalizing (see contactkit dedupe).")
    static let region = OptionDefinition.value(
        "region", valueName: "CC",
        help: "Region for phone numbers without a country code (US, DE, ...). Default:\n"
            + "each contact's address country, then the locale's region (reported).")
    static let locale = OptionDefinition.value(
        "locale", valueName: "ID", help: "The user's locale (de-DE); its region is the last fallback.")
    static let phoneFormat = OptionDefinition.value(
        "phone-format", valueName: "FORMAT",
        help: "With --normalize: e164 (default), international, national or rfc3966.")
    static let acceptPossible = OptionDefinition.flag(
        "accept-possible",
        help: "With --normalize: also rewrite phone numbers that have a full length of\n"
            + "their country but match no numbering plan of their region (by default\n"
            + "only valid numbers are rewritten; the others stay as written, warned).")

    static let options = OptionTable([
        output, .from, to, normalize, dedupe, region, locale, phoneFormat, acceptPossible, split,
        outputDirectory, splitName, ensureUID, strict, .quiet, .verbose, force,
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
          takes more than a second.

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

    /// The region of `--locale`, else of the process's locale: the last fallback for phone
    /// numbers without a country code.
    static func fallbackRegion(for settings: ConvertSettings) -> String? {
        settings.locale.flatMap(RegionArgument.region(ofLocale:)) ?? RegionArgument.localeRegion().0
    }

    /// The normalizer `--normalize` runs on each contact (made once per thread), or nil.
    static func normalizer(for settings: ConvertSettings) -> (@Sendable () -> ContactNormalizer)? {
        guard settings.normalize else { return nil }
        let fallback = fallbackRegion(for: settings)
        let region = settings.region
        let phoneFormat = settings.phoneFormat
        let acceptsPossible = settings.acceptsPossiblePhoneNumbers
        return {
            ContactNormalizer(
                region: region, fallbackRegion: fallback, phoneFormat: phoneFormat,
                acceptsPossiblePhoneNumbers: acceptsPossible)
        }
    }

    /// The stages `--normalize` and `--dedupe` run, in order: the normalizer first.
    static func stages(for settings: ConvertSettings) -> StageChain {
        guard let makeNormalizer = normalizer(for: settings) else { return StageChain([]) }
        var stages: [any ContactStage] = [makeNormalizer()]
        if settings.dedupe.isEnabled {
            let configuration = DuplicateFinder.Configuration(
                precision: settings.dedupe.precision, region: settings.region ?? fallbackRegion(for: settings))
            if let reviewStages = DedupeReview.stages(for: settings.dedupe, configuration: configuration) {
                stages += reviewStages
            } else {
                stages.append(
                    DeduplicationStage(
                        configuration: configuration, explain: settings.dedupe.explain || settings.dedupe.dryRun))
            }
        }
        return StageChain(stages)
    }

    /// Reads, runs the stages and writes: the body of `convert` and `normalize`.
    static func convert(_ settings: ConvertSettings, environment: ToolEnvironment) throws -> ExitCode {
        let inputs = try InputFile.checked(settings.inputs)
        try refuseOverwritingInputs(inputs, settings: settings)

        let printer = DiagnosticPrinter(quiet: settings.quiet, verbose: settings.verbose)
        // Each kind of loss on output, once, after everything else (runs after the progress
        // line is cleared).
        defer { printer.finishSummaries() }
        let progress = ProgressReporter(isEnabled: environment.standardErrorIsTerminal)
        printer.willPrint = { progress.clear() }
        defer { progress.clear() }

        let output: any ContactOutput
        if let directory = settings.splitDirectory {
            output = try SplitOutput(
                directory: directory, format: settings.targetFormat, inputs: inputs, force: settings.force,
                options: settings.formatOptions, namesByUID: settings.splitNamesByUID)
        } else if let path = settings.outputPath {
            output = try StreamOutput(path: path, format: settings.targetFormat, options: settings.formatOptions)
        } else {
            output = StreamOutput(standardOutputIn: settings.targetFormat, options: settings.formatOptions)
        }

        var loop = ContactInputLoop(
            inputs: inputs, forcedFormat: settings.sourceFormat, printer: printer, progress: progress,
            options: settings.formatOptions, limits: settings.limits)
        do {
            var stages = stages(for: settings)
            // The input, not the position: a position kept would keep the reader's table of
            // value positions shared, and the reader would copy it at every contact.
            var lastInput: InputFile? = nil
            var identifiers = settings.ensureUID ? StableIdentifier() : nil
            /// Writes one contact and reports what the writer said about it.
            func write(_ contact: Contact, at position: ContactInputLoop.Position) throws {
                let diagnostics = try output.write(contact)
                printer.report(diagnostics, file: position.input.displayName, line: position.line)
            }
            /// Runs a contact through the stages from `firstStage` on and writes what comes out.
            func finishContact(_ contact: Contact, at position: ContactInputLoop.Position, firstStage: Int) throws {
                lastInput = position.input
                var contact = contact
                if identifiers != nil { contact = identifiers!.ensuringUID(contact) }
                // No stages: straight to the output, with no array of one and no copy out of it.
                guard !stages.isEmpty else { return try write(contact, at: position) }
                let processed = stages.process(contact, from: firstStage)
                printer.report(position.placing(stages.diagnostics), file: position.input.displayName)
                for contact in processed { try write(contact, at: position) }
            }
            loop.parallelReading = parallelReading(
                settings, output: output, threadCount: environment.threadCount,
                finishContact: { try finishContact($0, at: $1, firstStage: settings.normalize ? 1 : 0) })
            // --ensure-uid numbers identical contacts in input order: read on one thread.
            if settings.ensureUID { loop.parallelReading = nil }
            try loop.run { contact, position in
                try finishContact(contact, at: position, firstStage: 0)
            }
            if loop.contactCount == 0, printer.errorCount > 0 {
                // Nothing could be read (an unreadable input, a file of broken records): an
                // existing output is left as it was, not replaced by an empty one.
                output.discard()
                return ExitCode.afterReading(
                    errors: printer.errorCount, warnings: printer.warningCount, strict: settings.strict)
            }
            let encoder = parallelEncoder(settings, output: output, threadCount: environment.threadCount)
            try stages.finish(emittingBatches: { contacts in
                guard settings.dedupe.writesContacts else { return }
                let file = lastInput?.displayName ?? "<output>"
                if let encoder, let stream = output as? StreamOutput {
                    for part in encoder.encode(contacts) {
                        part.diagnostics.forEach { printer.report($0, file: file) }
                        if let failure = part.failure { throw failure }
                        try stream.write(encodedBytes: part.bytes)
                    }
                } else {
                    for contact in contacts { printer.report(try output.write(contact), file: file) }
                }
            })
            if let stage = stages.stages.last as? DeduplicationStage {
                try DedupeReport(stage: stage, settings: settings.dedupe).deliver(printer: printer)
            }
            try DedupeReview.deliver(stages.stages, settings: settings.dedupe, printer: printer)
            try output.finish()
            printer.report(output.finishingDiagnostics, file: lastInput?.displayName ?? "<output>")
        } catch is OutputClosed {
            output.discard()
            return .success
        } catch {
            output.discard()
            throw error
        }
        return ExitCode.afterReading(
            errors: printer.errorCount, warnings: printer.warningCount, strict: settings.strict)
    }

    /// How convert takes a large vCard input on several threads: the workers read and
    /// normalize; they also write when the output is one stream of standalone records and
    /// no stage needs every contact (dedupe), else they hand the contacts back, and
    /// `finishContact` runs the remaining stages and writes, in input order.
    static func parallelReading(
        _ settings: ConvertSettings, output: any ContactOutput, threadCount: Int,
        finishContact: @escaping (consuming Contact, ContactInputLoop.Position) throws -> Void
    ) -> ParallelReading {
        let makeNormalizer = normalizer(for: settings)
        if !settings.dedupe.isEnabled, let stream = output as? StreamOutput,
            WritingConsumer.writesStandaloneRecords(settings.targetFormat)
        {
            let format = settings.targetFormat
            let options = settings.formatOptions
            return ParallelReading(
                threadCount: threadCount,
                makeConsumer: { byteCount, storage in
                    WritingConsumer(
                        format: format, options: options, normalizer: makeNormalizer?(), chunkByteCount: byteCount,
                        outputStorage: consume storage)
                },
                deliverBytes: { try stream.write(encodedBytes: $0) })
        }
        return ParallelReading(
            threadCount: threadCount,
            makeConsumer: { _, _ in HandingBackConsumer(normalizer: makeNormalizer?()) },
            finishContact: finishContact)
    }

    /// How what the stages give out at the end (dedupe's merged book) is written on several
    /// threads: when the output is one stream of standalone records; else nil.
    static func parallelEncoder(_ settings: ConvertSettings, output: any ContactOutput, threadCount: Int) -> ParallelEncoder? {
        guard threadCount > 1, output is StreamOutput, WritingConsumer.writesStandaloneRecords(settings.targetFormat) else {
            return nil
        }
        let format = settings.targetFormat
        let options = settings.formatOptions
        return ParallelEncoder(threadCount: threadCount) {
            // About 256 bytes reserved per contact.
            WritingConsumer(format: format, options: options, normalizer: nil, chunkByteCount: 64 * $0)
        }
    }

    /// Fails (exit 73) when the output would replace an input without `--force`, and always
    /// when standard output is itself an input file (`convert a.vcf > a.vcf` has already
    /// emptied it).
    static func refuseOverwritingInputs(_ inputs: [InputFile], settings: ConvertSettings) throws(CommandFailure) {
        if settings.splitDirectory != nil { return }  // checked per file by SplitOutput
        if let path = settings.outputPath {
            guard let status = FileStatus(path: path), status.isRegularFile, !settings.force else { return }
            if let input = inputs.first(where: { $0.identity == status.identity }) {
                throw CommandFailure(
                    .cannotCreate,
                    "refusing to overwrite input file '\(input.displayName)' with the output '\(path)'; add --force to replace it")
            }
        } else if let status = FileStatus(fileDescriptor: 1), status.isRegularFile,
            let input = inputs.first(where: { $0.identity == status.identity })
        {
            throw CommandFailure(
                .cannotCreate,
                "input file '\(input.displayName)' is also standard output; use -o '\(input.displayName)' --force to replace it")
        }
    }
}
