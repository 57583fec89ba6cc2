import ContactKit

extension ConvertSettings {
    /// The output the settings ask for: one file per contact (`--split`), a file (`-o`), or
    /// standard output. Fails with exit status 73.
    func makeOutput(_ inputs: [InputFile]) throws(CommandFailure) -> any ContactOutput {
        if let splitDirectory {
            return try SplitOutput(
                directory: splitDirectory, format: targetFormat, inputs: inputs, force: force, options: formatOptions,
                namesByUID: splitNamesByUID)
        }
        if let outputPath {
            return try StreamOutput(path: outputPath, format: targetFormat, options: formatOptions)
        }
        return StreamOutput(standardOutputIn: targetFormat, options: formatOptions)
    }

    /// Fails (exit 73) when the output would replace an input without `--force`, and always
    /// when standard output is itself an input file (`convert a.vcf > a.vcf` has already
    /// emptied it).
    func refuseOverwritingInputs(_ inputs: [InputFile]) throws(CommandFailure) {
        if splitDirectory != nil { return }  // checked per file by SplitOutput
        if let outputPath {
            guard let status = FileStatus(path: outputPath), status.isRegularFile, !force else { return }
            if let input = inputs.first(where: { $0.identity == status.identity }) {
                throw CommandFailure(
                    .cannotCreate,
                    "refusing to overwrite input file '\(input.displayName)' with the output '\(outputPath)'; add --force to replace it"
                )
            }
        } else if let status = FileStatus(fileDescriptor: 1), status.isRegularFile,
            let input = inputs.first(where: { $0.identity == status.identity })
        {
            throw CommandFailure(
                .cannotCreate,
                "input file '\(input.displayName)' is also standard output; use -o '\(input.displayName)' --force to replace it"
            )
        }
    }

    /// What the run's summary line says of the output: `12 written to out.vcf (vcard:3.0)`.
    func summaryDestination(_ summary: RunSummary, printer: DiagnosticPrinter) -> String {
        if dedupe.dryRun { return "nothing written (--dry-run)" }
        if let reviewPath = dedupe.reviewPath {
            return "review page written to \(reviewPath.terminalSafe): nothing merged until you decide (--decisions)"
        }
        if summary.contactsRead == 0, printer.errorCount > 0 { return "nothing written" }
        var written = summary.contactsRead
        if let merged = summary.merged { written -= merged.records - merged.contacts }
        let count = RunSummary.grouped(written)
        if let splitDirectory {
            return "\(count) written to \(splitDirectory.terminalSafe) one file each (\(targetFormat.argument))"
        }
        let place = outputPath.map { $0.terminalSafe } ?? "standard output"
        return "\(count) written to \(place) (\(targetFormat.argument))"
    }
}
