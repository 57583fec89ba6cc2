import Testing

@testable import ContactKitCLI

/// The progress line: when it appears, what it says, and that it is erased.
@Suite struct ProgressReporterTests {
    final class FakeClock {
        var seconds = 100.0
    }

    final class Capture {
        var text = ""
    }

    /// `--progress` into a log (issue 35 item 1): plain lines every 5 seconds, no carriage
    /// return or escape, nothing to erase.
    @Test func plainLinesForALog() {
        let clock = FakeClock()
        let capture = Capture()
        let progress = ProgressReporter(
            isEnabled: true, isPlain: true, totalByteCount: 4_000_000, now: { clock.seconds },
            write: { capture.text += $0 })
        clock.seconds += 2
        progress.update(bytesRead: 1_000_000, contacts: 5000)
        clock.seconds += 1
        progress.update(bytesRead: 1_500_000, contacts: 7500)
        clock.seconds += 5
        progress.update(bytesRead: 4_000_000, contacts: 20000)
        progress.clear()
        #expect(
            capture.text == "progress: 1.0 MB of 4.0 MB (25%), 5,000 contacts, 2,500 contacts/s\n"
                + "progress: 4.0 MB of 4.0 MB (100%), 20,000 contacts, 2,500 contacts/s\n")
    }

    @Test func silentDuringTheFirstSecond() {
        let clock = FakeClock()
        let capture = Capture()
        let progress = ProgressReporter(isEnabled: true, now: { clock.seconds }, write: { capture.text += $0 })
        clock.seconds += 0.9
        progress.update(bytesRead: 10, contacts: 1)
        #expect(capture.text.isEmpty)
        progress.clear()
        #expect(capture.text.isEmpty)
    }

    @Test func showsBytesContactsAndRateAfterASecondThenClears() {
        let clock = FakeClock()
        let capture = Capture()
        let progress = ProgressReporter(
            isEnabled: true, totalByteCount: 4_000_000, now: { clock.seconds }, write: { capture.text += $0 })
        clock.seconds += 2
        progress.update(bytesRead: 1_000_000, contacts: 5000)
        #expect(capture.text == "\r\u{1B}[K1.0 MB of 4.0 MB (25%), 5,000 contacts, 2,500 contacts/s")
        #expect(progress.isShowing)
        capture.text = ""
        clock.seconds += 0.05  // too soon to redraw
        progress.update(bytesRead: 1_100_000, contacts: 5500)
        #expect(capture.text.isEmpty)
        progress.clear()
        #expect(capture.text == "\r\u{1B}[K")
        #expect(!progress.isShowing)
    }

    @Test func neverWritesWhenDisabled() {
        let clock = FakeClock()
        let capture = Capture()
        let progress = ProgressReporter(isEnabled: false, now: { clock.seconds }, write: { capture.text += $0 })
        clock.seconds += 60
        progress.update(bytesRead: 1, contacts: 1)
        progress.clear()
        #expect(capture.text.isEmpty)
    }

    @Test func lineWithoutKnownTotal() {
        let progress = ProgressReporter(isEnabled: false, now: { 0 })
        #expect(progress.line(bytesRead: 999, contacts: 1, elapsed: 2) == "999 B, 1 contact, 1 contacts/s")
    }

    @Test(arguments: [
        (0, "0 B"), (999, "999 B"), (1000, "1.0 kB"), (12_345_678, "12.3 MB"), (5_000_000_000, "5.0 GB"),
    ])
    func byteFormatting(count: Int, expected: String) {
        #expect(ProgressReporter.formatBytes(count) == expected)
    }

    @Test func thousandsSeparators() {
        #expect(ProgressReporter.grouped(0) == "0")
        #expect(ProgressReporter.grouped(999) == "999")
        #expect(ProgressReporter.grouped(1000) == "1,000")
        #expect(ProgressReporter.grouped(1_234_567) == "1,234,567")
    }
}
