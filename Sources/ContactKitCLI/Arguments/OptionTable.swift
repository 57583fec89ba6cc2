/// The options one command accepts, looked up by long or short name.
///
/// Every table includes ``OptionDefinition/help``, so `--help` works for every command.
struct OptionTable: Sendable {
    /// The options in the order `--help` lists them (`--help` last).
    let definitions: [OptionDefinition]

    init(_ definitions: [OptionDefinition]) {
        var all = definitions.filter { $0 != .help }
        all.append(.help)
        for (index, definition) in all.enumerated() {
            let earlier = all[..<index]
            precondition(
                !earlier.contains { $0.longName == definition.longName }, "duplicate --\(definition.longName)")
            if let short = definition.shortName {
                precondition(!earlier.contains { $0.shortName == short }, "duplicate -\(short)")
            }
        }
        self.definitions = all
    }

    /// The option named `--name`, or nil. A search of the few definitions, not a dictionary:
    /// the first `[String: …]` a process builds costs the runtime a scan of every protocol
    /// conformance record for `String: Hashable` (about 340,000 instructions in the
    /// statically linked tool, 1.2 % of a 1,000-contact convert), and a command looks up a
    /// handful of names once.
    func option(longName: String) -> OptionDefinition? {
        definitions.first { $0.longName == longName }
    }

    /// The option named `-c`, or nil. A search of the few definitions, not a dictionary: the
    /// first `[Character: …]` a process builds costs the runtime a scan of every protocol
    /// conformance record for `Character: Hashable` (about 350,000 instructions in the
    /// statically linked tool, every command paid it while parsing its options).
    func option(shortName: Character) -> OptionDefinition? {
        definitions.first { $0.shortName == shortName }
    }

    /// The long names (with dashes) closest to a misspelled one, for "did you mean".
    func suggestion(forLongName name: String) -> String? {
        Suggestion.closest(to: name, among: definitions.map(\.longName)).map { "--" + $0 }
    }
}
