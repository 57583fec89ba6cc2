import ContactModel

/// Prints diagnostics to standard error compiler style and counts them.
///
/// The format is `FILE:LINE: warning: MESSAGE [code]` (`FILE: ...` when the line is not
/// known), with `<stdin>` for standard input. With `quiet`, warnings are counted but not
/// printed; errors are always printed.
///
/// Losses on output (`field-left-out`, `lossy-mapping`) are summarized: each kind (the
/// diagnostic's property, else its message) is printed once, by ``finishSummaries()``, at
/// its first occurrence, with the count and the first few lines (see
/// `DiagnosticPrinter+Summaries.swift`). Past ``repeatLimit`` diagnostics of one kind, the
/// rest are counted and printed as one line at the end of the input
/// (`DiagnosticPrinter+Repeats.swift`). With `verbose`, every occurrence is printed as it comes.
final class DiagnosticPrinter {
    /// True when warnings are not printed.
    let quiet: Bool
    /// True when summarized diagnostics are printed one by one (`--verbose`).
    let verbose: Bool
    /// The summarized kinds seen so far, in order of first appearance.
    var summaries: [Summary] = []
    /// The index in ``summaries`` of each kind: by code (a run summarizes a few), then by
    /// the kind's text (see ``SummaryKey``).
    var summaryIndexByKind: [(code: Diagnostic.Code, indexByKind: [String: Int])] = []
    /// The last few kinds found, with their index (see `knownSummary(_:)`).
    var recentSummaries: [(key: SummaryKey, index: Int)] = []
    /// Where the next kind kept in ``recentSummaries`` goes once it is full.
    var nextRecentSummary = 0
    /// How many diagnostics of each kind were printed in this run (``repeatLimit``), in
    /// order of first appearance (a run meets a few kinds).
    var printedByKind: [(key: RepeatKey, count: Int)] = []
    /// The kinds past ``repeatLimit`` counted since the last ``finishRepeats()``.
    var withheld: [Withheld] = []
    /// Notes seen so far, printed or not.
    private(set) var noteCount = 0
    /// Warnings seen so far, printed or not.
    private(set) var warningCount = 0
    /// Errors seen so far.
    private(set) var errorCount = 0
    /// Inputs that were not contacts at all (`not-contacts`): the run exits 66.
    private(set) var notContactsCount = 0
    /// Diagnostics seen so far by code, printed or not (the run's summary line), in order of
    /// first appearance.
    ///
    /// The printer keeps no dictionary or set of a type of ours: the first such
    /// collection a process makes has the runtime check that the key type is `Hashable` by
    /// reading every conformance record of the binary, about 340,000 instructions in the
    /// statically linked tool (one each for `Diagnostic.Code`, ``SummaryKey`` and
    /// ``RepeatKey``: 3 % of a 1,000-contact convert). A run meets a few codes and kinds;
    /// they are looked for one by one.
    private var countByCode: [(code: Diagnostic.Code, count: Int)] = []
    /// Whether phone numbers left as written for want of a region are summarized as one
    /// `--region` hint at ``finishSummaries()`` (`convert`, `normalize`, `dedupe`).
    var summarizesMissingRegion = false
    /// Called before anything is printed (the progress line erases itself).
    var willPrint: () -> Void = {}
    private let write: (String) -> Void

    /// A printer writing to `write` (standard error unless a test gives another).
    init(quiet: Bool, verbose: Bool = false, write: @escaping (String) -> Void = StandardError.write) {
        self.quiet = quiet
        self.verbose = verbose
        self.write = write
    }

    /// Counts `diagnostic` (as ``Diagnostic/count`` problems) and prints it unless it is a note or warning and `quiet` is set.
    /// - Parameters:
    ///   - file: the input's name as the user gave it (`<stdin>` for standard input).
    ///   - line: the line to show, overriding the diagnostic's own (writer diagnostics use
    ///     the line where the contact started in the input).
    func report(_ diagnostic: Diagnostic, file: String, line: Int? = nil) {
        if let index = countByCode.firstIndex(where: { $0.code == diagnostic.code }) {
            countByCode[index].count += diagnostic.count
        } else {
            countByCode.append((diagnostic.code, diagnostic.count))
        }
        switch diagnostic.severity {
        case .note:
            noteCount += diagnostic.count
            if quiet { return }
        case .warning:
            warningCount += diagnostic.count
            if quiet { return }
        case .error:
            errorCount += diagnostic.count
            if diagnostic.code == .notContacts { notContactsCount += 1 }
        }
        if summarizes(diagnostic) {
            gather(diagnostic, file: file, line: line ?? diagnostic.line)
            return
        }
        guard printsRepeat(diagnostic, file: file, line: line ?? diagnostic.line) else { return }
        willPrint()
        write(DiagnosticPrinter.format(diagnostic, file: file, line: line ?? diagnostic.line) + "\n")
    }

    /// How many diagnostics of `code` were seen, printed or not.
    func count(of code: Diagnostic.Code) -> Int { countByCode.first { $0.code == code }?.count ?? 0 }

    /// Reports every diagnostic in `diagnostics`.
    func report(_ diagnostics: [Diagnostic], file: String, line: Int? = nil) {
        for diagnostic in diagnostics { report(diagnostic, file: file, line: line) }
    }

    /// Prints one summarized diagnostic (see ``finishSummaries()``).
    func printSummary(_ diagnostic: Diagnostic, file: String) {
        write(DiagnosticPrinter.format(diagnostic, file: file, line: diagnostic.line) + "\n")
    }

    /// Prints a line that is not a diagnostic (a summary), after erasing any progress line.
    func printLine(_ text: String) {
        willPrint()
        write(text + "\n")
    }

    /// One diagnostic as a line (without the line end): `a.vcf:12: warning: ... [missing-end]`.
    /// Control characters in the message and file name are escaped (``Swift/String/terminalSafe``).
    static func format(_ diagnostic: Diagnostic, file: String, line: Int?) -> String {
        let location = line.map { "\(file.terminalSafe):\($0)" } ?? file.terminalSafe
        let message = diagnostic.message.terminalSafe
        return "\(location): \(diagnostic.severity.rawValue): \(message) [\(diagnostic.code.rawValue)]"
    }
}
