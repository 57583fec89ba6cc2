/// One command-line option as a command declares it: its names, whether it takes a value,
/// and the line `--help` shows for it.
struct OptionDefinition: Hashable, Sendable {
    /// The long name without dashes: `output` for `--output`.
    let longName: String
    /// The one-letter name without the dash: `o` for `-o`, or nil.
    let shortName: Character?
    /// The placeholder `--help` shows for the value (`FILE`), or nil for a flag.
    let valueName: String?
    /// One line (or a few) of help text.
    let help: String

    /// A flag: an option that takes no value.
    static func flag(_ longName: String, short shortName: Character? = nil, help: String)
        -> OptionDefinition
    {
        OptionDefinition(longName: longName, shortName: shortName, valueName: nil, help: help)
    }

    /// An option that takes one value (`--to FMT`, `--to=FMT`, `-o FILE`, `-oFILE`).
    static func value(
        _ longName: String, short shortName: Character? = nil, valueName: String, help: String
    ) -> OptionDefinition {
        OptionDefinition(longName: longName, shortName: shortName, valueName: valueName, help: help)
    }

    /// True when the option takes a value.
    var takesValue: Bool { valueName != nil }

    /// How `--help` names the option: `-o, --output FILE`.
    var synopsis: String {
        var text = shortName.map { "-\($0), " } ?? "    "
        text += "--" + longName
        if let valueName { text += " " + valueName }
        return text
    }
}

extension OptionDefinition {
    /// `-h`, `--help`: every command accepts it.
    static let help = OptionDefinition.flag("help", short: "h", help: "Show this help.")
}
