import ContactFormats
import ContactModel
import Foundation
import PhoneNumbers

/// `contactkit phones`: one raw phone number per input line in, exactly one line out: the
/// number in the asked format when it is valid for its region, or an empty line when it
/// cannot be read or is not valid (the reason goes to standard error as a diagnostic).
/// Streaming, any file size.
enum PhonesCommand: Command {
    static let name = "phones"
    static let summary = "Normalize raw phone numbers, one per line."
    static let positionalUsage = "[FILE]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("FILE", "Numbers to read, one per line. '-' or none: standard input.")
    ]

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        guard arguments.positionals.count <= 1 else {
            throw CommandFailure.usage("phones reads one FILE (got \(arguments.positionals.count))", command: name)
        }
        let outputFormat = try parseFormat(arguments.value(format))
        // One reason per unreadable line is this command's contract (stderr lines up with
        // the output's empty lines), so the run's cap on repeated diagnostics is off here.
        let printer = DiagnosticPrinter(quiet: arguments.isSet(.quiet), verbose: true)
        let input = try InputFile.checked(arguments.positionals.first ?? "-")

        var defaultRegion = try arguments.value(region).map { value throws(CommandFailure) in
            try RegionArgument.parse(value, command: name)
        }
        if defaultRegion == nil {
            let (localeRegion, variable) = RegionArgument.localeRegion()
            defaultRegion = localeRegion
            // With a region column, each row says its own region.
            let note = localeRegion.map {
                "assumed region \($0) for numbers without a country code (from \(variable ?? "the locale")); use --region to choose"
            } ?? "no --region and no region in the locale: only numbers with a country code (+...) can be read"
            if arguments.value(regionColumn) == nil { printer.report(.note(.regionAssumed, note), file: input.displayName) }
        }

        let parser = PhoneNumberParser(defaultRegion: defaultRegion)
        let policy = PhoneVerdict.Policy(
            acceptsPossible: arguments.isSet(acceptPossible), keepsInvalid: arguments.isSet(keepInvalid))
        let sink = ByteSink(.fileDescriptor(1))
        if let sheet = try sheet(arguments, region: defaultRegion, policy: policy, format: outputFormat) {
            do {
                try sheet.run(input, to: sink, printer: printer)
                try mapWriteFailure("<stdout>") { try sink.flush() }
            } catch is OutputClosed {
                return .success
            }
            input.close()
            return ExitCode.afterReading(printer, strict: arguments.isSet(.strict))
        }
        let isReport = arguments.isSet(tsv)
        var lines = LineReader(input: UnicodeInput(FileDescriptorInput(fileDescriptor: try input.descriptorForReading())))
        var lineNumber = 0
        let work = PhoneLineBatch.Work(
            parser: parser, policy: policy, format: outputFormat, isReport: isReport, quiet: printer.quiet,
            maximumLineLength: lines.maximumLineLength)
        var batch = PhoneLineBatch()
        var pipeline = PhoneLinePipeline(work: work, threads: environment.threadCount)
        /// Writes worked-out lines and their warnings, in order.
        func write(_ parts: [PhoneLineBatch.Part]) throws {
            for part in parts {
                for (line, warning) in part.warnings {
                    printer.report(warning, file: input.displayName, line: line)
                }
                // `--quiet`: nothing is printed, so one diagnostic per code counts them all.
                printer.report(part.countedWarnings, file: input.displayName)
                try mapWriteFailure("<stdout>") { try sink.append(part.bytes) }
            }
        }
        do {
            if isReport { try sink.append("input\tresult\tverdict\tregion\ttype\treason\n") }
            while true {
                let bytes = try lines.nextLine()
                for skipped in lines.skippedLines {
                    lineNumber += 1
                    batch.append(line: skipped, nil)
                }
                lines.skippedLines.removeAll()
                guard let bytes else { break }
                // LF and CRLF end lines in the reader; a lone CR (old Mac files) ends one too.
                if bytes.contains(13) {
                    for piece in bytes.split(separator: 13, omittingEmptySubsequences: false) {
                        lineNumber += 1
                        batch.append(line: lineNumber, piece)
                    }
                } else {
                    lineNumber += 1
                    batch.append(line: lineNumber, bytes)
                }
                if batch.isFull {
                    // Worked out in the background while the next lines are read. (The
                    // threads parse only the regions the numbers need, on first use, and
                    // look them up without a lock.)
                    try pipeline.submit(&batch, write: write)
                }
            }
            try pipeline.drain(write: write)
            try write(batch.run(work, threads: environment.threadCount))
            try mapWriteFailure("<stdout>") { try sink.flush() }
        } catch is OutputClosed {
            return .success
        }
        input.close()
        return ExitCode.afterReading(printer, strict: arguments.isSet(.strict))
    }
}
