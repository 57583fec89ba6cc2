import Foundation

/// What a `convert`, `normalize` or `dedupe` run did, counted as it goes, and the one line
/// that says so on standard error at the end (`--quiet` silences it):
///
/// ```
/// contactkit: 200,000 contacts read from big.vcf, 200,000 written to clean.vcf (vcard:3.0); 385,935 phone numbers rewritten, 13,623 left as written; 13,623 warnings
/// ```
final class RunSummary: @unchecked Sendable {
    /// Inputs finished, and the contacts read from them.
    private(set) var inputCount = 0
    private(set) var contactsRead = 0
    private var onlyInput: String?
    /// Set by dedupe: records that went into merged contacts, and the contacts they became.
    var merged: (records: Int, contacts: Int)?
    /// Phone numbers the normalizer rewrote, counted on every thread.
    private var phonesRewritten = 0
    private let lock = NSLock()

    /// Counts a finished input.
    func finishedInput(_ name: String, contactCount: Int) {
        inputCount += 1
        contactsRead += contactCount
        onlyInput = inputCount == 1 ? name : nil
    }

    /// Counts phone numbers rewritten (from any thread).
    func addRewrittenPhoneNumbers(_ count: Int) {
        guard count > 0 else { return }
        lock.lock()
        phonesRewritten += count
        lock.unlock()
    }

    /// The line: what was read, where it went, what normalizing did, what was reported.
    /// - Parameters:
    ///   - destination: `written to out.vcf (vcard:3.0)`, or what a run without output did.
    ///   - normalized: whether phone numbers were normalized (their counts are given).
    func line(destination: String, normalized: Bool, printer: DiagnosticPrinter) -> String {
        lock.lock()
        let rewritten = phonesRewritten
        lock.unlock()
        var text = "contactkit: " + Self.counted(contactsRead, "contact") + " read from "
        text += onlyInput.map { $0.terminalSafe } ?? Self.counted(inputCount, "input")
        if let merged, merged.records > merged.contacts {
            text += ", \(Self.grouped(merged.records)) merged into \(Self.grouped(merged.contacts))"
        }
        text += ", " + destination
        if normalized {
            let leftAsWritten = printer.count(of: .phoneInvalid) + printer.count(of: .phoneNotNormalized)
            text += "; " + Self.counted(rewritten, "phone number") + " rewritten, "
                + Self.grouped(leftAsWritten) + " left as written"
        }
        var problems: [String] = []
        if printer.errorCount > 0 { problems.append(Self.counted(printer.errorCount, "error")) }
        if printer.warningCount > 0 { problems.append(Self.counted(printer.warningCount, "warning")) }
        if !problems.isEmpty { text += "; " + problems.joined(separator: ", ") }
        return text
    }

    /// `1 contact`, `1,234 contacts`.
    static func counted(_ count: Int, _ noun: String) -> String {
        grouped(count) + " " + noun + (count == 1 ? "" : "s")
    }

    static func grouped(_ count: Int) -> String { ProgressReporter.grouped(count) }
}
