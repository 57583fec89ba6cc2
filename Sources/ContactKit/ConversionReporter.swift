import ContactModel

/// Receives what a conversion finds, in input order, on the thread that runs it: each
/// diagnostic with its file and line, the end of each input, and progress.
///
/// The engine's streaming form of diagnostics: a conversion of any size holds none of them,
/// where ``/ContactFormats/ContactSerialization``'s results hold them as values beside the
/// contacts (see ContactFormats' Diagnostics article). Diagnostics come contact by contact,
/// exactly as one reader on one thread would give them, even when the input is read on
/// several threads: the reader's in the order it found them, then the stages' about each
/// value at the line of that value, then the writer's at the line where the contact started.
/// ``ConversionLog`` keeps them all; the `contactkit` tool prints them.
public protocol ConversionReporter: AnyObject {
    /// Diagnostics about the input named `file` (its ``ContactInput/name``), in order;
    /// never called with an empty list.
    func report(_ diagnostics: [Diagnostic], file: String)
    /// Called after each input, with how many contacts it had.
    func finishedInput(_ name: String, contactCount: Int)
    /// Called after each contact read: bytes read of all inputs so far, and contacts.
    func updateProgress(bytesRead: Int, contactCount: Int)
}

extension ConversionReporter {
    /// Does nothing.
    public func finishedInput(_ name: String, contactCount: Int) {}
    /// Does nothing.
    public func updateProgress(bytesRead: Int, contactCount: Int) {}
}

/// A ``ConversionReporter`` that keeps every diagnostic with the file it is about.
public final class ConversionLog: ConversionReporter {
    /// One diagnostic and the input it is about.
    public struct Entry: Sendable, Hashable {
        /// The input's name (``ContactInput/name``).
        public var file: String
        /// The diagnostic, at its line.
        public var diagnostic: Diagnostic
    }

    /// Every diagnostic so far, in order.
    public private(set) var entries: [Entry] = []

    /// An empty log.
    public init() {}

    public func report(_ diagnostics: [Diagnostic], file: String) {
        for diagnostic in diagnostics { entries.append(Entry(file: file, diagnostic: diagnostic)) }
    }
}

/// Counts what goes to a reporter (errors decide whether an output is kept) and skips empty
/// lists, so the reporter is called only when there is something to say.
final class ReportCounter {
    let reporter: any ConversionReporter
    private(set) var errorCount = 0
    private(set) var warningCount = 0

    init(_ reporter: any ConversionReporter) {
        self.reporter = reporter
    }

    func report(_ diagnostics: [Diagnostic], file: String) {
        guard !diagnostics.isEmpty else { return }
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errorCount += diagnostic.count
            case .warning: warningCount += diagnostic.count
            case .note: break
            }
        }
        reporter.report(diagnostics, file: file)
    }

    func report(_ diagnostic: Diagnostic, file: String) {
        report([diagnostic], file: file)
    }
}
