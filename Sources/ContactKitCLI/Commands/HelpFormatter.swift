/// Builds the `--help` text for the tool and for each command from their tables.
enum HelpFormatter {
    /// The tool's help: overview, usage, the command list and global options.
    static func toolHelp() -> String {
        var lines = [
            "OVERVIEW: \(ToolInfo.overview)",
            "",
            "USAGE: \(ToolInfo.name) <command> [options] [INPUT ...]",
            "       \(ToolInfo.name) <command> --help",
            "       \(ToolInfo.name) --version",
            "",
            "COMMANDS:",
        ]
        let width = (CommandRegistry.commands.map { $0.name.count }.max() ?? 0) + 2
        for command in CommandRegistry.commands {
            lines.append("  " + padded(command.name, to: width) + command.summary)
        }
        lines += [
            "",
            "OPTIONS:",
            "  -h, --help    Show this help; `\(ToolInfo.name) <command> --help` for a command.",
            "  --version     Show the version.",
            "",
            ExitStatusHelp.text,
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's help: overview, usage, arguments, options and discussion.
    static func commandHelp(_ command: any Command.Type) -> String {
        var lines = [
            "OVERVIEW: \(command.summary)",
            "",
        ]
        lines += usage(command)
        if !command.argumentHelp.isEmpty {
            lines += ["", "ARGUMENTS:"]
            let width = (command.argumentHelp.map { $0.name.count }.max() ?? 0) + 2
            for argument in command.argumentHelp {
                lines += describe(argument.name, argument.help, width: width)
            }
        }
        lines += ["", "OPTIONS:"]
        let definitions = command.options.definitions
        let width = (definitions.map { $0.synopsis.count }.max() ?? 0) + 2
        for option in definitions {
            lines += describe(option.synopsis, option.help, width: width)
        }
        if !command.discussion.isEmpty {
            lines += ["", command.discussion]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A two-column entry; continuation lines of the help text are indented under it.
    private static func describe(_ name: String, _ help: String, width: Int) -> [String] {
        let helpLines = help.split(separator: "\n", omittingEmptySubsequences: false)
        var lines = ["  " + padded(name, to: width) + (helpLines.first.map(String.init) ?? "")]
        for line in helpLines.dropFirst() {
            lines.append(String(repeating: " ", count: width + 2) + line)
        }
        return lines
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}

/// The exit status list shared by the tool's and the commands' help.
enum ExitStatusHelp {
    static let text = """
        EXIT STATUS:
          0    success (warnings allowed)
          1    warnings under --strict, or some records had errors
          64   usage error
          66   an input is missing or unreadable
          69   a CardDAV server cannot be reached, dropped the connection or failed;
               or the CardDAV helper contactkit-dav is missing, of another version,
               or stopped
          73   an output cannot be created (or would replace an input, without --force)
          74   read or write error (e.g. disk full)
          77   the server refused the login (wrong user or password)
          130  interrupted (SIGINT); 143 terminated (SIGTERM)
        """
}

/// The environment variables that change how the reading commands work.
enum EnvironmentHelp {
    static let text = """
        ENVIRONMENT:
          CONTACTKIT_THREADS   threads that read a large vCard input (1 MiB or more,
                               cut between cards); default: the cores online. Output
                               and diagnostics are the same with any number; 1 turns
                               parallel reading off.
        """
}
