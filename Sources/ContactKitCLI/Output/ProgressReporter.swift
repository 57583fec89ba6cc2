/// A single updating progress line on standard error: bytes read (of the total, when known),
/// contacts, and contacts per second.
///
/// It appears only when enabled (standard error is a terminal, or `--progress`) and the work
/// has run for more than ``delay`` seconds, is redrawn at most every ``interval`` seconds,
/// and is erased by ``clear()`` (before diagnostics and at the end). When standard error is
/// piped it is shown only with `--progress`, then as plain lines (``isPlain``), so logs stay
/// clean.
final class ProgressReporter {
    /// Seconds before the first line appears.
    static let delay = 1.0
    /// Seconds between redraws.
    static let interval = 0.2

    /// Seconds between lines when standard error is not a terminal (`--progress` into a log).
    static let plainInterval = 5.0

    /// The total bytes of all inputs when they are all regular files, else nil.
    var totalByteCount: Int?
    private let isEnabled: Bool
    /// Whether each update is a line of its own (no carriage return, no escape: for a log),
    /// every ``plainInterval`` seconds.
    private let isPlain: Bool
    private let now: () -> Double
    private let write: (String) -> Void
    private let start: Double
    private var lastDrawn: Double = -.infinity
    private(set) var isShowing = false

    /// - Parameters:
    ///   - isEnabled: false for a piped standard error: the reporter then does nothing.
    ///   - now: the current time in seconds (tests pass a fake clock).
    ///   - write: where the line goes (standard error unless a test gives another).
    init(
        isEnabled: Bool, isPlain: Bool = false, totalByteCount: Int? = nil,
        now: @escaping () -> Double = ProgressReporter.monotonicSeconds,
        write: @escaping (String) -> Void = StandardError.write
    ) {
        self.isEnabled = isEnabled
        self.isPlain = isPlain
        self.totalByteCount = totalByteCount
        self.now = now
        self.write = write
        self.start = now()
    }

    /// Notes progress; redraws the line when it is due.
    func update(bytesRead: Int, contacts: Int) {
        draw { line(bytesRead: bytesRead, contacts: contacts, elapsed: $0) }
    }

    /// Notes progress counted in items of a known total (`pull`, `push`): redraws
    /// `cards 250 of 1,000 (25%), 120 cards/s` when due; `cards 250, 120 cards/s` when the
    /// total is not known yet (0: a first pull receiving the whole book).
    func update(done: Int, of total: Int, noun: String = "cards") {
        draw { elapsed in
            let percent = total > 0 ? min(100, done * 100 / total) : 100
            let rate = elapsed > 0 ? Int((Double(done) / elapsed).rounded()) : 0
            let share = total > 0 ? " of \(ProgressReporter.grouped(total)) (\(percent)%)" : ""
            return "\(noun) \(ProgressReporter.grouped(done))\(share), \(ProgressReporter.grouped(rate)) \(noun)/s"
        }
    }

    /// Draws the line `text(elapsed)` when enabled and due.
    private func draw(_ text: (Double) -> String) {
        guard isEnabled else { return }
        let time = now()
        let elapsed = time - start
        let interval = isPlain ? ProgressReporter.plainInterval : ProgressReporter.interval
        guard elapsed > ProgressReporter.delay, time - lastDrawn >= interval else {
            return
        }
        lastDrawn = time
        if isPlain {
            write("progress: " + text(elapsed) + "\n")
            return
        }
        write("\r\u{1B}[K" + text(elapsed))
        isShowing = true
        SignalCleanup.setProgressLineVisible(true)
    }

    /// Erases the line if it is showing.
    func clear() {
        guard isShowing else { return }
        write("\r\u{1B}[K")
        isShowing = false
        SignalCleanup.setProgressLineVisible(false)
    }

    /// The text of the line: `12.5 MB of 40.0 MB (31%), 52,000 contacts, 26,000 contacts/s`.
    func line(bytesRead: Int, contacts: Int, elapsed: Double) -> String {
        var text = ProgressReporter.formatBytes(bytesRead)
        if let total = totalByteCount, total > 0 {
            let percent = min(100, bytesRead * 100 / total)
            text += " of \(ProgressReporter.formatBytes(total)) (\(percent)%)"
        }
        let rate = elapsed > 0 ? Int((Double(contacts) / elapsed).rounded()) : 0
        text += ", \(ProgressReporter.grouped(contacts)) contact\(contacts == 1 ? "" : "s")"
        text += ", \(ProgressReporter.grouped(rate)) contacts/s"
        return text
    }

    /// Bytes in decimal units with one decimal: `999 B`, `12.5 MB`.
    static func formatBytes(_ count: Int) -> String {
        if count < 1000 { return "\(count) B" }
        var value = Double(count)
        for unit in ["kB", "MB", "GB", "TB"] {
            value /= 1000
            if value < 1000 || unit == "TB" {
                let tenths = Int((value * 10).rounded())
                return "\(tenths / 10).\(tenths % 10) \(unit)"
            }
        }
        return "\(count) B"
    }

    /// An integer with thousands separators: `1,234,567`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var text = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }

    /// Seconds on a clock that never jumps (`CLOCK_MONOTONIC`).
    static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
