import ContactModel
import Testing

@testable import contactkit

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
        #expect(capture.text == "in.vcf:12: warning: kept as X-GENDER [lossy-mapping]\n")
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
