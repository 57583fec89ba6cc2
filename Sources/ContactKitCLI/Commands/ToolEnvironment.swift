import ContactSupport

/// What a command may know about the process it runs in.
struct ToolEnvironment {
    /// True when standard error is a terminal: the progress line is shown only then.
    var standardErrorIsTerminal: Bool
    /// How many threads may read a large input at once: `CONTACTKIT_THREADS` when set to a
    /// number from 1 (no parallel reading) up, else the number of cores online.
    var threadCount: Int = 1

    /// The environment of this process.
    static func current() -> ToolEnvironment {
        ToolEnvironment(standardErrorIsTerminal: StandardError.isTerminal, threadCount: configuredThreadCount())
    }

    private static func configuredThreadCount() -> Int {
        if let text = getenv("CONTACTKIT_THREADS").map({ String(cString: $0) }), let count = Int(text), count >= 1 {
            return min(count, 64)
        }
        return systemCoreCount()
    }
}
