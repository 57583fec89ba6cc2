import Testing

@testable import ContactKitCLI

/// Usage lines are made from the option tables: every option a command declares is in its
/// `--help` usage, and an option several commands share is one declaration.
@Suite struct HelpUsageTests {
    /// The lines from `USAGE:` to the first blank line of a command's help.
    private func usage(of command: any Command.Type) -> String {
        let lines = HelpFormatter.commandHelp(command).split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.firstIndex { $0.hasPrefix("USAGE: ") } ?? lines.endIndex
        let end = lines[start...].firstIndex { $0.isEmpty } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    @Test(arguments: CommandRegistry.commands.map { $0.name })
    func usageNamesEveryDeclaredOption(_ name: String) throws {
        let command = try #require(CommandRegistry.command(named: name))
        let usage = usage(of: command)
        #expect(usage.hasPrefix("USAGE: contactkit \(name) "))
        for option in command.options.definitions where option != .help {
            let named =
                usage.contains("--\(option.longName) ") || usage.contains("--\(option.longName)]")
                || option.shortName.map { usage.contains("[-\($0) ") } ?? false
            #expect(named, "\(name) --help: usage omits --\(option.longName)")
        }
    }

    @Test(arguments: CommandRegistry.commands.map { $0.name })
    func usageLinesFitEightyColumns(_ name: String) throws {
        let command = try #require(CommandRegistry.command(named: name))
        for line in usage(of: command).split(separator: "\n") {
            #expect(line.count <= HelpFormatter.usageWidth, "\(name): \(line)")
        }
    }

    @Test func strictAndLocaleAreDeclaredOnce() {
        for longName in ["strict", "locale", "from", "quiet", "verbose"] {
            let declared = Set(CommandRegistry.commands.compactMap { $0.options.option(longName: longName) })
            #expect(declared.count == 1, "--\(longName) has \(declared.count) declarations")
        }
    }
}
