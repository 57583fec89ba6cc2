import ContactPipeline

extension SearchQuery {
    /// Says that nothing matched (unless `--quiet`) and gives the status: 1, as grep's, or
    /// what the reading's errors ask for.
    func reportNoMatch(printer: DiagnosticPrinter, contactCount: Int) -> ExitCode {
        if !printer.quiet {
            let contacts = contactCount == 1 ? "1 contact" : "\(contactCount) contacts"
            printer.printLine("contactkit: no contact matches '\(text.terminalSafe)' (\(contacts) searched)")
        }
        let status = ExitCode.afterReading(printer, strict: false)
        return status == .success ? .failure : status
    }
}
