import ContactModel
import Testing

@testable import ContactKitCLI

/// Compiler-style diagnostic lines, counting and `--quiet`.
@Suite struct DiagnosticPrinterTests {
    final class Capture {
        var text = ""
    }

    @Test func formatsLikeACompiler() {
        let warning = Diagnostic.warning(.missingEnd, line: 7, "card has no END:VCARD")
        #expect(
            DiagnosticPrinter.format(warning, file: "a.vcf", line: 7)
                == "a.vcf:7: warning: card has no END:VCARD [missing-end]")
        let error = Diagnostic.error(.unreadableInput, "cannot tell the format")
        #expect(
            DiagnosticPrinter.format(error, file: "<stdin>", line: nil)
                == "<stdin>: error: cannot tell the format [unreadable-input]")
    }

    @Test func messagesStayOnOneLine() {
        let warning = Diagnostic.warning(.malformedLine, line: 3, "first\nsecond")
        #expect(DiagnosticPrinter.format(warning, file: "x", line: 3) == "x:3: warning: first second [malformed-line]")
    }

    @Test func lineOverrideIsUsedForWriterDiagnostics() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false) { capture.text += $0 }
        printer.report(.warning(.lossyMapping, line: 99, "kept as X-GENDER"), file: "in.vcf", line: 12)
        printer.finishSummaries()
        #expect(capture.text == "in.vcf:12: warning: kept as X-GENDER [lossy-mapping]\n")
    }

    @Test func outputLossesArePrintedOncePerKindWithCountAndFirstLines() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false) { capture.text += $0 }
        for line in [2, 9, 9, 15, 20, 31, 40] {
            printer.report(.warning(.fieldLeftOut, line: 1, property: "uid", "has no column for: uid 'u\(line)'"), file: "in.vcf", line: line)
        }
        printer.report(.warning(.fieldLeftOut, line: 1, property: "birthday.year", "no year"), file: "in.vcf", line: 9)
        printer.report(.warning(.missingEnd, line: 5, "card has no END:VCARD"), file: "in.vcf")
        // Other warnings come as they are found; the losses wait for the end of the output.
        #expect(capture.text == "in.vcf:5: warning: card has no END:VCARD [missing-end]\n")
        #expect(printer.warningCount == 9)
        printer.finishSummaries()
        let lines = capture.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[1] == "in.vcf:2: warning: has no column for: uid 'u2' (and 6 more like it: 7 in all, at lines 2, 9, 15, 20, 31, …; --verbose prints every one) [field-left-out]")
        #expect(lines[2] == "in.vcf:9: warning: no year [field-left-out]")
        // Printed once: a second call has nothing left.
        printer.finishSummaries()
        #expect(capture.text.split(separator: "\n").count == 3)
    }

    @Test func verbosePrintsEveryOutputLossAsItComes() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false, verbose: true) { capture.text += $0 }
        for line in [2, 3, 4] {
            printer.report(.warning(.fieldLeftOut, property: "uid", "uid \(line)"), file: "in.vcf", line: line)
        }
        #expect(capture.text.split(separator: "\n").count == 3)
        printer.finishSummaries()
        #expect(capture.text.split(separator: "\n").count == 3)
    }

    @Test func kindsBeyondTheLimitArePrintedAsTheyCome() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false) { capture.text += $0 }
        let limit = DiagnosticPrinter.maximumSummaryCount
        for index in 0...limit {
            printer.report(.warning(.lossyMapping, property: "X-P\(index)", "X-P\(index) kept"), file: "in.vcf", line: 2)
        }
        // The kind past the limit is printed now; the known ones still wait.
        #expect(capture.text == "in.vcf:2: warning: X-P\(limit) kept [lossy-mapping]\n")
        printer.report(.warning(.lossyMapping, property: "X-P0", "X-P0 kept"), file: "in.vcf", line: 3)
        #expect(capture.text.split(separator: "\n").count == 1)
        printer.finishSummaries()
        #expect(capture.text.split(separator: "\n").count == limit + 1)
    }

    @Test func quietPrintsNoSummaries() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: true) { capture.text += $0 }
        printer.report(.warning(.fieldLeftOut, property: "uid", "uid"), file: "in.vcf", line: 2)
        printer.finishSummaries()
        #expect(capture.text.isEmpty)
        #expect(printer.warningCount == 1)
    }

    @Test func summaryNamesTheFileOfEachPlaceWhenThereAreSeveral() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false) { capture.text += $0 }
        printer.report(.warning(.fieldLeftOut, property: "uid", "uid"), file: "a.vcf", line: 2)
        printer.report(.warning(.fieldLeftOut, property: "uid", "uid"), file: "b.vcf", line: 5)
        printer.finishSummaries()
        #expect(capture.text == "a.vcf:2: warning: uid (and 1 more like it: 2 in all, at a.vcf:2, b.vcf:5; --verbose prints every one) [field-left-out]\n")
    }

    @Test func quietHidesWarningsButCountsThemAndKeepsErrors() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: true) { capture.text += $0 }
        printer.report(.warning(.missingEnd, line: 1, "w"), file: "a")
        printer.report(.error(.unreadableInput, "e"), file: "a")
        #expect(capture.text == "a: error: e [unreadable-input]\n")
        #expect(printer.warningCount == 1)
        #expect(printer.errorCount == 1)
    }

    @Test func notesArePrintedAsNotesAndDoNotCountAsWarnings() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false) { capture.text += $0 }
        printer.report(.note(.lossyMapping, line: 2, "assumed region US"), file: "a.vcf")
        #expect(capture.text == "a.vcf:2: note: assumed region US [lossy-mapping]\n")
        #expect(printer.noteCount == 1)
        #expect(printer.warningCount == 0)
        let quiet = DiagnosticPrinter(quiet: true) { capture.text += $0 }
        quiet.report(.note(.lossyMapping, "x"), file: "a.vcf")
        #expect(capture.text == "a.vcf:2: note: assumed region US [lossy-mapping]\n")
    }

    @Test func exitStatusAfterReading() {
        #expect(ExitCode.afterReading(errors: 0, warnings: 3, strict: false) == .success)
        #expect(ExitCode.afterReading(errors: 0, warnings: 3, strict: true) == .failure)
        #expect(ExitCode.afterReading(errors: 1, warnings: 0, strict: false) == .failure)
        #expect(ExitCode.afterReading(errors: 0, warnings: 0, strict: true) == .success)
    }

    /// Past the repeat limit a kind (severity, code, and whether it stands for several) is
    /// counted, not printed; other kinds still print, and the count is one line at the end.
    @Test func eachKindHasItsOwnRepeatLimit() {
        let capture = Capture()
        let printer = DiagnosticPrinter(quiet: false) { capture.text += $0 }
        let limit = DiagnosticPrinter.repeatLimit
        for line in 1...(limit + 3) {
            printer.report(.warning(.missingEnd, "no end"), file: "in.vcf", line: line)
            if line % 500 == 0 {
                printer.report(Diagnostic.error(.malformedLine, "bad line"), file: "in.vcf", line: line)
            }
        }
        var several = Diagnostic.warning(.missingEnd, "no end, and more")
        several.count = 7
        printer.report(several, file: "in.vcf", line: limit + 10)
        #expect(printer.count(of: Diagnostic.Code.missingEnd) == limit + 3 + 7)
        #expect(printer.count(of: Diagnostic.Code.malformedLine) == 2)
        printer.finishRepeats()
        let lines = capture.text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix("no end [missing-end]") }.count == limit)
        #expect(lines.filter { $0.contains("bad line") }.count == 2)
        #expect(lines.contains { $0.contains("no end, and more") })
        #expect(lines.last == "in.vcf:\(limit + 1): warning: 3 more problems of this kind (lines \(limit + 1) to \(limit + 3)), "
            + "counted but not printed: at most \(limit) of a kind are printed in a run (--verbose prints every one) [missing-end]")
    }
}

/// Control characters from hostile input never reach the terminal (issue 17, item 8).
@Suite struct DiagnosticEscapingTests {
    @Test func controlCharactersAreEscaped() {
        let raw = "a\u{1B}[31mb\u{7}c\u{0}d\u{7F}e\u{9B}f\u{202E}g\u{2066}h\u{200F}i\ttab"
        let line = DiagnosticPrinter.format(.warning(.malformedLine, line: 1, raw), file: "x\u{1B}.vcf", line: 1)
        #expect(
            line == #"x\u{1B}.vcf:1: warning: a\u{1B}[31mb\u{7}c\u{0}d\u{7F}e\u{9B}f\u{202E}g\u{2066}h\u{200F}i\u{9}tab [malformed-line]"#)
    }

    @Test func plainTextIsUnchanged() {
        let text = "Zoë Ωmega – 東京 “quoted” €"
        #expect(DiagnosticPrinter.format(.warning(.invalidDate, text), file: "a", line: nil) == "a: warning: \(text) [invalid-date]")
    }

    @Test func aHugeMessageIsCut() {
        let line = DiagnosticPrinter.format(
            .warning(.invalidValue, String(repeating: "x", count: 1_000_000)), file: "a", line: nil)
        #expect(line.utf8.count < 2_100)
        #expect(line.hasSuffix("x… [invalid-value]"))
    }

    @Test func quotedValuesAreCut() {
        #expect(Diagnostic.quoted("short") == "'short'")
        #expect(Diagnostic.quoted(String(repeating: "é", count: 41)) == "'" + String(repeating: "é", count: 40) + "…'")
        // One character made of endless combining marks is cut too.
        let combining = "a" + String(repeating: "\u{301}", count: 10_000)
        #expect(Diagnostic.quoted(combining).unicodeScalars.count == 43)
    }

}
