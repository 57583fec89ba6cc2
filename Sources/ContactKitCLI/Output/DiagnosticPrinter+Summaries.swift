import ContactModel
import PhoneNumbers

extension DiagnosticPrinter {
    /// The codes of losses on output, which a run summarizes per kind (an array, not a set:
    /// see ``countByCode``).
    static let summarizedCodes: [Diagnostic.Code] = [.fieldLeftOut, .lossyMapping]
    /// How many occurrences a summary line locates.
    static let summaryLineCount = 5
    /// How many kinds are summarized at most; past that, a new kind is printed as it comes,
    /// so that input with endless distinct property names keeps memory flat.
    static let maximumSummaryCount = 1000

    /// What makes two diagnostics the same kind of loss: the code and the property (or,
    /// without one, the whole message).
    struct SummaryKey: Equatable {
        var code: Diagnostic.Code
        var kind: String

        init(of diagnostic: Diagnostic) {
            code = diagnostic.code
            kind =
                DiagnosticPrinter.lacksRegion(diagnostic)
                ? DiagnosticPrinter.missingRegionKind : diagnostic.property ?? diagnostic.message
        }
    }

    /// The kind of the phone numbers left as written for want of a region: summarized as
    /// one hint to give `--region`, not one warning per number.
    static let missingRegionKind = "missing-region"

    /// Whether `diagnostic` says a phone number could not be read because it has no
    /// country code and no region was known.
    static func lacksRegion(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.code == .phoneNotNormalized
            && diagnostic.message.hasSuffix(PhoneNumberParseError.missingDefaultRegion.message)
    }

    /// One kind of loss: its first occurrence, how many there were, and where the first were.
    struct Summary {
        var first: Diagnostic
        var file: String
        var count = 0
        var places: [(file: String, line: Int?)] = []
    }

    /// Whether `diagnostic` waits for ``finishSummaries()`` instead of being printed now.
    func summarizes(_ diagnostic: Diagnostic) -> Bool {
        guard !verbose, diagnostic.severity == .warning,
            DiagnosticPrinter.summarizedCodes.contains(diagnostic.code)
                || (summarizesMissingRegion && DiagnosticPrinter.lacksRegion(diagnostic))
        else { return false }
        return summaries.count < DiagnosticPrinter.maximumSummaryCount || knownSummary(SummaryKey(of: diagnostic)) != nil
    }

    /// Counts one occurrence of a summarized diagnostic.
    func gather(_ diagnostic: Diagnostic, file: String, line: Int?) {
        let key = SummaryKey(of: diagnostic)
        let index: Int
        if let known = knownSummary(key) {
            index = known
        } else {
            var first = diagnostic
            first.line = line
            index = summaries.count
            summaries.append(Summary(first: first, file: file))
            if let codeIndex = summaryIndexByKind.firstIndex(where: { $0.code == key.code }) {
                summaryIndexByKind[codeIndex].indexByKind[key.kind] = index
            } else {
                summaryIndexByKind.append((key.code, [key.kind: index]))
            }
            rememberSummary(key, at: index)
        }
        summaries[index].count += 1
        // One place per contact: a contact that loses two values of a kind is listed once.
        let last = summaries[index].places.last
        if summaries[index].places.count < DiagnosticPrinter.summaryLineCount, last?.file != file || last?.line != line {
            summaries[index].places.append((file, line))
        }
    }

    /// The index in ``summaries`` of the kind `key`, if seen: looked for first among the
    /// last few kinds found (``recentSummaries``), compared as they are, then hashed. A
    /// book's losses come in a few kinds, one after another; hashing each kind's text twice
    /// a loss cost about 1,200 instructions (22 M of 18,518 losses of a 10k vCard to
    /// Google CSV conversion).
    private func knownSummary(_ key: SummaryKey) -> Int? {
        for recent in recentSummaries where recent.key == key { return recent.index }
        guard let byKind = summaryIndexByKind.first(where: { $0.code == key.code })?.indexByKind,
            let index = byKind[key.kind]
        else { return nil }
        rememberSummary(key, at: index)
        return index
    }

    /// Keeps `key` among the last few kinds found, in place of the oldest.
    private func rememberSummary(_ key: SummaryKey, at index: Int) {
        if recentSummaries.count < DiagnosticPrinter.recentSummaryCount {
            recentSummaries.append((key, index))
        } else {
            recentSummaries[nextRecentSummary] = (key, index)
            nextRecentSummary = (nextRecentSummary + 1) % DiagnosticPrinter.recentSummaryCount
        }
    }

    /// How many kinds ``recentSummaries`` keeps.
    static let recentSummaryCount = 4

    /// Prints one line per kind of loss gathered since the last call, at its first
    /// occurrence: its message, then how many there were in all and where the first were.
    func finishSummaries() {
        finishRepeats()
        let all = summaries
        summaries = []
        summaryIndexByKind = []
        recentSummaries = []
        nextRecentSummary = 0
        let isBookkeeping = { (summary: Summary) in
            summary.first.code == .fieldLeftOut
                && DiagnosticPrinter.bookkeepingKinds.contains(summary.first.property ?? "")
                && DiagnosticPrinter.outputName(of: summary.first.message) != nil
        }
        let gathered = all.filter { !isBookkeeping($0) }
        for summary in gathered {
            var diagnostic = summary.first
            if DiagnosticPrinter.lacksRegion(diagnostic) {
                let numbers = summary.count == 1 ? "1 phone number has" : "\(summary.count) phone numbers have"
                diagnostic.message =
                    "\(numbers) no country code, and no region was given or found (no --region, no address "
                    + "country, no region in the locale): left as written, at " + DiagnosticPrinter.places(summary)
                    + "; give the country they are in: --region DE (or --region Germany)"
            } else if let words = DiagnosticPrinter.inWords(summary) {
                diagnostic.message = words
            } else if summary.count > 1 {
                // Diagnostics of no line (an output's, at its end) name no places.
                let places = summary.places.allSatisfy { $0.line == nil } ? "" : ", at " + DiagnosticPrinter.places(summary)
                diagnostic.message += " (and \(summary.count - 1) more like it: \(summary.count) in all"
                    + places + "; --verbose prints every one)"
            }
            willPrint()
            printSummary(diagnostic, file: summary.file)
        }
        let bookkeeping = all.filter(isBookkeeping)
        if let line = DiagnosticPrinter.bookkeepingLine(bookkeeping), let file = bookkeeping.first?.file {
            willPrint()
            printSummary(line, file: file)
        }
    }

    /// `lines 2, 9, 15, …`, or `a.vcf:2, b.vcf:9, …` when they are in several files.
    static func places(_ summary: Summary) -> String {
        let sameFile = summary.places.allSatisfy { $0.file == summary.file }
        // Appended one by one: `joined(separator:)` went through the unspecialized generic
        // (its element type looked up at run time, about 230,000 instructions the first time).
        var text = sameFile ? "lines " : ""
        for (number, place) in summary.places.enumerated() {
            if number > 0 { text += ", " }
            if !sameFile { text += place.file + ":" }
            text += place.line.map(String.init) ?? "?"
        }
        return text + (summary.count > summary.places.count ? ", …" : "")
    }
}
