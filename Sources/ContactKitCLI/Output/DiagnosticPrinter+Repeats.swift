import ContactModel

extension DiagnosticPrinter {
    /// How many diagnostics of one kind (severity and code) a run prints; past that they are
    /// counted, and ``finishRepeats()`` prints one line for them. 200,000 cards that each lack
    /// `END:VCARD` print a thousand warnings and one count, not 200,000 lines.
    static let repeatLimit = 1_000

    /// What counts as one kind of diagnostic for ``repeatLimit``. A diagnostic that stands
    /// for several (a reader's "N more problems like this") is a kind of its own, so the
    /// count it carries is printed even when single ones of its code were cut.
    struct RepeatKey: Equatable {
        var severity: Diagnostic.Severity
        var code: Diagnostic.Code
        var standsForSeveral: Bool

        init(of diagnostic: Diagnostic) {
            severity = diagnostic.severity
            code = diagnostic.code
            standsForSeveral = diagnostic.count > 1
        }
    }

    /// Diagnostics of one kind counted but not printed since the last ``finishRepeats()``.
    struct Withheld {
        var key: RepeatKey
        var count = 0
        var file: String
        var firstLine: Int?
        var lastLine: Int?
        var otherFiles = 0
    }

    /// Whether `diagnostic` is printed now (false: counted in ``withheld``, printed by
    /// ``finishRepeats()``). Under `verbose` every diagnostic is printed.
    func printsRepeat(_ diagnostic: Diagnostic, file: String, line: Int?) -> Bool {
        if verbose { return true }
        let key = RepeatKey(of: diagnostic)
        if let index = printedByKind.firstIndex(where: { $0.key == key }) {
            if printedByKind[index].count < DiagnosticPrinter.repeatLimit {
                printedByKind[index].count += 1
                return true
            }
        } else {
            printedByKind.append((key, 1))
            return true
        }
        if let index = withheld.firstIndex(where: { $0.key == key }) {
            withheld[index].count += diagnostic.count
            if withheld[index].file != file {
                withheld[index].otherFiles += 1
            } else if let line {
                withheld[index].lastLine = line
            }
        } else {
            withheld.append(Withheld(key: key, count: diagnostic.count, file: file, firstLine: line, lastLine: line))
        }
        return false
    }

    /// Prints one line per kind of diagnostic withheld since the last call: how many, where
    /// the first and last were. Called at the end of each input and of the run.
    func finishRepeats() {
        let lines = withheld
        withheld = []
        for entry in lines {
            var places = ""
            if let first = entry.firstLine, let last = entry.lastLine, first != last {
                places = " (lines \(first) to \(last)"
            } else if let first = entry.firstLine {
                places = " (line \(first)"
            }
            if entry.otherFiles > 0 {
                places += places.isEmpty ? " (" : ", "
                places += "and in \(entry.otherFiles) more file\(entry.otherFiles == 1 ? "" : "s")"
            }
            if !places.isEmpty { places += ")" }
            let noun = entry.count == 1 ? "problem" : "problems"
            let diagnostic = Diagnostic(
                entry.key.severity, entry.key.code, line: entry.firstLine,
                message: "\(entry.count) more \(noun) of this kind\(places), counted but not printed: at most "
                    + "\(DiagnosticPrinter.repeatLimit) of a kind are printed in a run (--verbose prints every one)")
            willPrint()
            printSummary(diagnostic, file: entry.file)
        }
    }
}
