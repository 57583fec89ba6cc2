import ContactModel

/// The diagnostics a reader holds until its caller takes them (with the next contact),
/// kept to a bounded number so that memory stays flat however much is skipped in between.
///
/// The first ``limit`` are kept as they are; past it, diagnostics are counted by severity
/// and code, and each such group is given as one summary at the end of ``list``: "N more
/// like this, from line A to line B". Three million broken lines before the next good one
/// hold a thousand diagnostics and a few counters, not three million messages.
struct HeldDiagnostics {
    /// How many diagnostics are kept one by one between two contacts.
    static let limit = 1_000

    /// Diagnostics past the limit with the same severity and code.
    private struct Excess {
        let severity: Diagnostic.Severity
        let code: Diagnostic.Code
        var count: Int
        var firstLine: Int?
        var lastLine: Int?
    }

    private var kept: [Diagnostic] = []
    private var excess: [Excess] = []

    /// The diagnostics held, then one summary per group counted past the limit.
    var list: [Diagnostic] {
        guard !excess.isEmpty else {
            // Most cards have nothing to report: the empty array then, not `kept` (emptied,
            // but holding its storage), which was retained and released at every card.
            return kept.isEmpty ? [] : kept
        }
        return kept + excess.map(HeldDiagnostics.summary)
    }

    /// Holds `diagnostic`, or counts it when ``limit`` are already held.
    mutating func append(_ diagnostic: Diagnostic) {
        guard kept.count >= HeldDiagnostics.limit else {
            kept.append(diagnostic)
            return
        }
        let line = diagnostic.line
        if let index = excess.firstIndex(where: { $0.severity == diagnostic.severity && $0.code == diagnostic.code }) {
            excess[index].count += 1
            if let line { excess[index].lastLine = line }
            if excess[index].firstLine == nil { excess[index].firstLine = line }
        } else {
            excess.append(
                Excess(severity: diagnostic.severity, code: diagnostic.code, count: 1, firstLine: line, lastLine: line))
        }
    }

    /// Holds each of `diagnostics` in order (see ``append(_:)``).
    mutating func append(contentsOf diagnostics: [Diagnostic]) {
        // Most cards have nothing to report: no array work then.
        guard !diagnostics.isEmpty else { return }
        if kept.count + diagnostics.count <= HeldDiagnostics.limit {
            kept += diagnostics
        } else {
            for diagnostic in diagnostics { append(diagnostic) }
        }
    }

    static func += (held: inout HeldDiagnostics, diagnostics: [Diagnostic]) {
        held.append(contentsOf: diagnostics)
    }

    /// Forgets everything held (the caller has taken it).
    mutating func removeAll() {
        if !kept.isEmpty { kept.removeAll(keepingCapacity: kept.capacity <= 64) }
        if !excess.isEmpty { excess.removeAll() }
    }

    /// One diagnostic standing for a group counted past the limit.
    private static func summary(_ excess: Excess) -> Diagnostic {
        let lines: String
        switch (excess.firstLine, excess.lastLine) {
        case (let first?, let last?) where first != last: lines = " (lines \(first) to \(last))"
        case (let first?, _): lines = " (line \(first))"
        default: lines = ""
        }
        let noun = excess.count == 1 ? "problem" : "problems"
        var summary = Diagnostic(
            excess.severity, excess.code, line: excess.firstLine,
            message: "\(excess.count) more \(noun) like this\(lines), counted but not listed one by one "
                + "(at most \(limit) are listed between two contacts)")
        summary.count = excess.count
        return summary
    }
}
