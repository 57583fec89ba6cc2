/// What ``ArgumentParser`` found on a command line: option values and positional arguments.
struct ParsedArguments: Equatable, Sendable {
    /// Arguments that are not options, in order (`-` included; everything after `--`).
    var positionals: [String] = []
    /// Every value given for each option, keyed by long name, in command-line order.
    /// A flag has one empty string per occurrence.
    var values: [String: [String]] = [:]

    /// True when the flag (or option) appeared at least once.
    func isSet(_ option: OptionDefinition) -> Bool { values[option.longName] != nil }

    /// The last value given for an option (the last one wins), or nil when it is absent.
    func value(_ option: OptionDefinition) -> String? { values[option.longName]?.last }

    /// Every value given for an option, in order.
    func allValues(_ option: OptionDefinition) -> [String] { values[option.longName] ?? [] }

    /// True when the user asked for `--help`.
    var wantsHelp: Bool { isSet(.help) }
}
