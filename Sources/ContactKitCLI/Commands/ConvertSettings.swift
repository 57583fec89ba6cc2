import ContactFormats
import PhoneNumbers

/// What `contactkit convert` was asked to do, checked for contradictions.
struct ConvertSettings: Equatable {
    /// The input arguments as given (empty: standard input).
    var inputs: [String]
    /// `-o`: a path, or nil for standard output.
    var outputPath: String?
    var sourceFormat: ContactFormat?
    var targetFormat: ContactFormat
    /// `--split`: the directory that receives one file per contact.
    var splitDirectory: String?
    var strict: Bool
    var quiet: Bool
    /// `--verbose`: every output loss printed, not each kind once.
    var verbose: Bool
    /// `--progress`: progress lines even when standard error is not a terminal.
    var showsProgress = false
    var force: Bool
    /// `--map`, `--slots`, `--encoding`, `--bom`, `--no-formula-guard`.
    var formatOptions: ContactFormatOptions
    /// Run the normalizers on every contact (`--normalize`, or the `normalize` command).
    /// Dedupe without it normalizes for matching and merging only (see `stages(printer:)`).
    var normalize: Bool
    /// `--region`: the region for phone numbers written without a country code.
    var region: String?
    /// `--locale`: the user's locale; its region is the last fallback for phone numbers.
    var locale: String?
    /// `--phone-format`: how normalized phone numbers are written.
    var phoneFormat: PhoneNumberFormat
    /// `--accept-possible`: also rewrite phone numbers that are possible but not valid.
    var acceptsPossiblePhoneNumbers: Bool
    /// Find and merge duplicates (`--dedupe`, or the `dedupe` command) and how.
    var dedupe = DedupeSettings()
    /// `--max-line-length` and the other reader limits.
    var limits: ReadLimits
    /// `--split-name uid`: split files named after the contact's UID.
    var splitNamesByUID = false
    /// `--ensure-uid`: contacts without a UID get a stable one (UUID v5 of their content).
    var ensureUID = false

    /// Reads and checks the parsed arguments; usage errors exit with 64.
    init(
        _ arguments: ParsedArguments, command: String = ConvertCommand.name, normalize: Bool = false,
        dedupe: Bool = false
    ) throws(CommandFailure) {
        inputs = arguments.positionals
        let output = arguments.value(ConvertCommand.output)
        outputPath = output == "-" ? nil : output
        sourceFormat = try arguments.value(.from).map { value throws(CommandFailure) in
            try FormatArgument.parse(value, option: "--from", command: command)
        }
        strict = arguments.isSet(.strict)
        quiet = arguments.isSet(.quiet)
        verbose = arguments.isSet(.verbose)
        showsProgress = arguments.isSet(.progress)
        force = arguments.isSet(ConvertCommand.force)
        formatOptions = try FormatOptions.parse(arguments, command: command)
        self.normalize = normalize || arguments.isSet(ConvertCommand.normalize)
        self.dedupe = try DedupeSettings(arguments, command: command, isEnabled: dedupe || arguments.isSet(ConvertCommand.dedupe))
        if self.dedupe.dryRun && (output != nil || arguments.isSet(ConvertCommand.split)) {
            throw .usage("--dry-run writes a report to standard output; do not also give -o or --split", command: command)
        }
        ensureUID = arguments.isSet(ConvertCommand.ensureUID)
        if let naming = arguments.value(ConvertCommand.splitName) {
            guard naming == "name" || naming == "uid" else {
                throw .usage("--split-name takes 'name' or 'uid', not '\(naming)'", command: command)
            }
            guard arguments.isSet(ConvertCommand.split) else {
                throw .usage("--split-name goes with --split", command: command)
            }
            splitNamesByUID = naming == "uid"
        }
        region = try arguments.value(ConvertCommand.region).map { value throws(CommandFailure) in
            try RegionArgument.parse(value, command: command)
        }
        locale = arguments.value(.locale)
        limits = try ReadLimits(arguments, command: command)
        if let value = arguments.value(ConvertCommand.phoneFormat) {
            phoneFormat = try PhonesCommand.parseFormat(value)
        } else {
            phoneFormat = .e164
        }
        // Dedupe normalizes too, the records it merges (see `stages(printer:)`), so these go
        // with it as well.
        let normalizes = self.normalize || self.dedupe.isEnabled
        if !normalizes, arguments.isSet(ConvertCommand.phoneFormat) {
            throw .usage("--phone-format is only used with --normalize", command: command)
        }
        acceptsPossiblePhoneNumbers = arguments.isSet(ConvertCommand.acceptPossible)
        if !normalizes, acceptsPossiblePhoneNumbers {
            throw .usage("--accept-possible is only used with --normalize", command: command)
        }

        let split = arguments.isSet(ConvertCommand.split)
        let directory = arguments.value(ConvertCommand.outputDirectory)
        switch (split, directory) {
        case (true, nil):
            throw .usage("--split needs --output-dir DIR", command: command)
        case (false, .some):
            throw .usage("--output-dir is only used with --split", command: command)
        case (true, .some(let directory)):
            if output != nil { throw .usage("--split writes to --output-dir; do not also give -o", command: command) }
            if directory.isEmpty { throw .usage("--output-dir needs a directory name", command: command) }
            splitDirectory = directory
        case (false, nil):
            splitDirectory = nil
        }
        if outputPath?.isEmpty == true { throw .usage("-o needs a file name", command: command) }

        if let value = arguments.value(ConvertCommand.to) {
            // `--to csv` and `-o book.csv` name no layout: the generic one is written.
            targetFormat = try FormatArgument.parse(value, option: "--to", command: command).forWriting
        } else if let outputPath, let inferred = ContactFormat(pathExtensionOf: outputPath) {
            targetFormat = inferred.forWriting
        } else if let outputPath, let fileExtension = ConvertSettings.fileExtension(of: outputPath) {
            // `-o out.xlsx` must not quietly write vCard into a file named as a workbook.
            throw .usage(
                "cannot tell the output format from '.\(fileExtension)' in -o \(outputPath): give --to FMT "
                    + "(.vcf, .csv, .json, .ndjson and .ldif are known; for Excel, --to csv writes CSV it opens)",
                command: command)
        } else {
            targetFormat = ConvertCommand.defaultTargetFormat
        }
        // A charset vCard input takes but CSV cannot (ISO-2022-JP) is refused, not ignored.
        if let value = arguments.value(FormatOptions.encoding), formatOptions.encoding == nil,
            targetFormat.isCSV || sourceFormat?.isCSV == true
        {
            throw .usage(
                "--encoding \(value) cannot be used for CSV: its 7-bit bytes can be ',' or '\"' (vCard input only)",
                command: command)
        }
    }

    /// The extension of a path's last component (`xlsx` for `out.xlsx`), or nil when it has none.
    static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let value = name[name.index(after: dot)...]
        return value.isEmpty ? nil : String(value)
    }
}
