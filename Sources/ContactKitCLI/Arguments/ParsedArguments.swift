/// What ``ArgumentParser`` found on a command line: option values and positional arguments.
struct ParsedArguments: Equatable, Sendable {
    /// The values given for one option, by its long name, in command-line order. A flag has
    /// one empty string per occurrence.
    struct OptionValues: Equatable, Sendable {
        let longName: String
        var values: [String]
    }

    /// Arguments that are not options, in order (`-` included; everything after `--`).
    var positionals: [String] = []
    /// Every option given, in the order of its first occurrence. A list searched, not a
    /// dictionary: a command line has a handful of options, and the first `[String: …]` a
    /// process builds costs the runtime a scan of every protocol conformance record for
    /// `String: Hashable` (about 340,000 instructions in the statically linked tool).
    private(set) var options: [OptionValues] = []

    /// Adds `value` to the values of the option named `longName`.
    mutating func append(_ value: String, forLongName longName: String) {
        if let index = options.firstIndex(where: { $0.longName == longName }) {
            options[index].values.append(value)
        } else {
            options.append(OptionValues(longName: longName, values: [value]))
        }
    }

    /// True when the flag (or option) appeared at least once.
    func isSet(_ option: OptionDefinition) -> Bool { !allValues(option).isEmpty }

    /// The last value given for an option (the last one wins), or nil when it is absent.
    func value(_ option: OptionDefinition) -> String? { allValues(option).last }

    /// Every value given for an option, in order.
    func allValues(_ option: OptionDefinition) -> [String] {
        options.first { $0.longName == option.longName }?.values ?? []
    }

    /// True when the user asked for `--help`.
    var wantsHelp: Bool { isSet(.help) }
}
