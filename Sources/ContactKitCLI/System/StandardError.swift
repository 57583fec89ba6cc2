/// Writes text to standard error, unbuffered; failures are ignored (there is nowhere left
/// to report them).
enum StandardError {
    /// Writes `text` as is.
    static func write(_ text: String) {
        writeIgnoringFailures(text, to: 2)
    }

    /// Writes `text` followed by a line end.
    static func writeLine(_ text: String) { write(text + "\n") }

    /// True when standard error is a terminal (progress lines are shown only then).
    static var isTerminal: Bool { isatty(2) == 1 }
}

/// Writes help and version text to standard output; failures are ignored.
enum StandardOutput {
    /// Writes `text` as is.
    static func write(_ text: String) {
        writeIgnoringFailures(text, to: 1)
    }
}

/// Writes all of `text` to `descriptor`, retrying after signals; stops quietly on failure.
private func writeIgnoringFailures(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
