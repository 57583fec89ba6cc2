extension HelpFormatter {
    /// The widest a usage line gets, its `USAGE: contactkit NAME ` prefix included.
    static let usageWidth = 80

    /// The usage line of a command, made from its table so it cannot drift: the positional
    /// arguments, then every option in the table's order (`--help` aside), wrapped at
    /// ``usageWidth`` columns and indented under the first line.
    static func usage(_ command: any Command.Type) -> [String] {
        let prefix = "USAGE: \(ToolInfo.name) \(command.name) "
        var words = command.positionalUsage.isEmpty ? [] : [command.positionalUsage]
        words += command.options.definitions.filter { $0 != .help }.map(\.usageWord)
        var lines: [String] = []
        var line = prefix
        for word in words {
            if line.count > prefix.count && line.count + 1 + word.count > usageWidth {
                lines.append(line)
                line = String(repeating: " ", count: prefix.count)
            }
            if line.count > prefix.count { line += " " }
            line += word
        }
        lines.append(line)
        return lines
    }
}

extension OptionDefinition {
    /// How the usage line names the option: `[-o FILE]`, `[--to FMT]`, `[--quiet]`.
    var usageWord: String {
        guard let valueName else { return "[--\(longName)]" }
        if let shortName { return "[-\(shortName) \(valueName)]" }
        return "[--\(longName) \(valueName)]"
    }
}
