/// The options one command accepts, looked up by long or short name.
///
/// Every table includes ``OptionDefinition/help``, so `--help` works for every command.
struct OptionTable: Sendable {
    /// The options in the order `--help` lists them (`--help` last).
    let definitions: [OptionDefinition]
    private let byLongName: [String: OptionDefinition]

    init(_ definitions: [OptionDefinition]) {
        var all = definitions.filter { $0 != .help }
        all.append(.help)
        var byLongName: [String: OptionDefinition] = [:]
        var shortNames: [Character] = []
        for definition in all {
            precondition(byLongName[definition.longName] == nil, "duplicate --\(definition.longName)")
            byLongName[definition.longName] = definition
            if let short = definition.shortName {
                precondition(!shortNames.contains(short), "duplicate -\(short)")
                shortNames.append(short)
            }
        }
        self.definitions = all
        self.byLongName = byLongName
    }

    /// The option named `--name`, or nil.
    func option(longName: String) -> OptionDefinition? { byLongName[longName] }

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
