/// What a command may know about the process it runs in.
struct ToolEnvironment {
    /// True when standard error is a terminal: the progress line is shown only then.
    var standardErrorIsTerminal: Bool

    /// The environment of this process.
    static func current() -> ToolEnvironment {
        ToolEnvironment(standardErrorIsTerminal: StandardError.isTerminal)
    }
}
