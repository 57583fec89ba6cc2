/// A `contactkit` subcommand: its name, help and options, and the code that runs it.
///
/// Adding a command is one file with a type conforming to this protocol plus one entry in
/// ``CommandRegistry/commands``; parsing, `--help` and error messages come for free.
protocol Command: Sendable {
    /// The word on the command line: `convert`.
    static var name: String { get }
    /// One line for the tool's command list and the top of the command's `--help`.
    static var summary: String { get }
    /// The positional arguments at the head of the usage line: `[INPUT ...]`, `URL`. The
    /// options that follow are listed from ``options`` (see ``HelpFormatter/usage(_:)``).
    static var positionalUsage: String { get }
    /// The positional arguments `--help` explains: (placeholder, explanation).
    static var argumentHelp: [(name: String, help: String)] { get }
    /// The options this command accepts (`--help` is added automatically).
    static var options: OptionTable { get }
    /// Extra paragraphs for `--help` (defaults, formats, exit statuses); may be empty.
    static var discussion: String { get }

    /// Runs the command with its parsed arguments.
    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode
}
