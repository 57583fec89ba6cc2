import ContactModel
import Testing

@testable import ContactKitCLI

/// The printer finds a loss's kind among the last few it found before hashing it: kinds
/// that come interleaved, more of them than it keeps, and kinds seen again after the
/// summaries were printed must each be counted in their own summary.
@Suite struct DiagnosticPrinterRecentKindsTests {
    final class Capture {
        var text = ""
    }

    @Test func interleavedKindsAreEachCountedInTheirOwnSummary() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false) { capture.text += $0 }
        // Seven kinds, more than the four kept, in a pattern that makes each come back
        // after others pushed it out; kind k comes k + 1 times.
        let kinds = (0..<7).map { "kind\($0)" }
        var line = 1
        for round in 0..<7 {
            for (k, kind) in kinds.enumerated().reversed() where round <= k {
                printer.report(.warning(.fieldLeftOut, property: kind, "lost \(kind)"), file: "in.vcf", line: line)
                line += 1
            }
        }
        printer.finishSummaries()
        let lines = capture.text.split(separator: "\n").map(String.init)
        #expect(lines.count == kinds.count)
        for (k, kind) in kinds.enumerated() {
            let summary = lines.first { $0.contains("lost \(kind) ") || $0.contains("lost \(kind) [") }
            if k == 0 {
                #expect(summary?.contains("(and") == false, "\(kind)")
            } else {
                #expect(summary?.contains("\(k + 1) in all") == true, "\(kind): \(summary ?? "none")")
            }
        }
        // After the summaries are printed, a kind starts a summary of its own again.
        capture.text = ""
        printer.report(.warning(.fieldLeftOut, property: "kind3", "lost kind3"), file: "next.vcf", line: 4)
        printer.report(.warning(.fieldLeftOut, property: "kind3", "lost kind3"), file: "next.vcf", line: 8)
        printer.finishSummaries()
        #expect(capture.text.contains("next.vcf:4: warning: lost kind3 (and 1 more like it: 2 in all"))
    }

    /// A kind is its code and its text: the same property lost under two codes makes two
    /// summaries, also when more kinds came between than the printer keeps as recent (the
    /// kinds are then found by code, then by text).
    @Test func theSameTextUnderTwoCodesMakesTwoSummaries() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false) { capture.text += $0 }
        var line = 1
        for _ in 0..<3 {
            for code in [Diagnostic.Code.fieldLeftOut, .lossyMapping] {
                printer.report(.warning(code, property: "X-SHARED", "shared \(code.rawValue)"), file: "in.vcf", line: line)
                line += 1
                for filler in 0..<5 {
                    printer.report(.warning(code, property: "filler\(filler)", "filler"), file: "in.vcf", line: line)
                    line += 1
                }
            }
        }
        #expect(printer.count(of: .fieldLeftOut) == 18)
        #expect(printer.count(of: .lossyMapping) == 18)
        #expect(printer.count(of: .missingEnd) == 0)
        printer.finishSummaries()
        let lines = capture.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 12)
        #expect(lines.contains("in.vcf:1: warning: shared field-left-out (and 2 more like it: 3 in all, at lines 1, 13, 25; --verbose prints every one) [field-left-out]"))
        #expect(lines.contains("in.vcf:7: warning: shared lossy-mapping (and 2 more like it: 3 in all, at lines 7, 19, 31; --verbose prints every one) [lossy-mapping]"))
    }
}
