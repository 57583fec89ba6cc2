/// The options one command accepts, looked up by long or short name.
///
/// Every table includes ``OptionDefinition/help``, so `--help` works for every command.
struct OptionTable: Sendable {
    /// The options in the order `--help` lists them (`--help` last).
    let definitions: [OptionDefinition]
    private let byLongName: [String: OptionDefinition]
    private let byShortName: [Character: OptionDefinition]

    init(_ definitions: [OptionDefinition]) {
        var all = definitions.filter { $0 != .help }
        all.append(.help)
        var byLongName: [String: OptionDefinition] = [:]
        var byShortName: [Character: OptionDefinition] = [:]
        for definition in all {
            precondition(byLongName[definition.longName] == nil, "duplicate --\(definition.longName)")
            byLongName[definition.longName] = definition
            if let short = definition.shortName {
                precondition(byShortName[short] == nil, "duplicate -\(short)")
                byShortName[short] = definition
            }
        }
        self.definitions = all
        self.byLongName = byLongName
        self.byShortName = byShortName
    }

    /// The option named `--name`, or nil.
    func option(longName: String) -> OptionDefinition? { byLongName[longName] }

    /// The option named `-c`, or nil.
    func option(shortName: Character) -> OptionDefinition? { byShortName[shortName] }

    /// The long names (with dashes) closest to a misspelled one, for "did you mean".
    func suggestion(forLongName name: String) -> String? {
        Suggestion.closest(to: name, among: definitions.map(\.longName)).map { "--" + $0 }
    }
}
