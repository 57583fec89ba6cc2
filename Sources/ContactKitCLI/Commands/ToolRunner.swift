import ContactKit

/// Runs the tool for a command line: dispatches to a command, prints `--help`, `--version`
/// and errors, and returns the exit status. Everything but `exit` itself happens here, so
/// tests can call it.
enum ToolRunner {
    /// Runs `arguments` (without the program name) and returns the exit status.
    static func run(_ arguments: [String], environment: ToolEnvironment = .current()) -> ExitCode {
        do {
            return try dispatch(arguments, environment: environment)
        } catch is OutputClosed {
            // Standard output was closed by its reader (`| head`): every command ends
            // quietly, as convert and phones do.
            return .success
        } catch let failure as CommandFailure {
            report(failure)
            return failure.exitCode
        } catch let error as ContactSerializationError {
            let failure = CommandFailure(error)
            report(failure)
            return failure.exitCode
        } catch {
            report(CommandFailure(.inputOutputError, "\(error)"))
            return .inputOutputError
        }
    }

    private static func dispatch(_ arguments: [String], environment: ToolEnvironment) throws -> ExitCode {
        guard let first = arguments.first else {
            throw CommandFailure.usage("missing command (\(commandList))")
        }
        switch first {
        case "-h", "--help":
            StandardOutput.write(HelpFormatter.toolHelp())
            return .success
        case "--version":
            StandardOutput.write("\(ToolInfo.name) \(ToolInfo.version)\n")
            return .success
        case "help":
            guard let name = arguments.dropFirst().first else {
                StandardOutput.write(HelpFormatter.toolHelp())
                return .success
            }
            StandardOutput.write(HelpFormatter.commandHelp(try command(named: name)))
            return .success
        default:
            break
        }
        if first.hasPrefix("-") {
            var message = "unknown option \(first)"
            let name = first.drop { $0 == "-" }
            if let suggestion = Suggestion.closest(to: String(name), among: ["help", "version"]) {
                message += "; did you mean --\(suggestion)?"
            } else {
                message += "; options come after the command"
            }
            throw CommandFailure.usage(message)
        }
        let command = try command(named: first)
        let parser = ArgumentParser(table: command.options, commandName: command.name)
        let parsed = try parser.parse(Array(arguments.dropFirst()))
        if parsed.wantsHelp {
            StandardOutput.write(HelpFormatter.commandHelp(command))
            return .success
        }
        return try command.run(parsed, environment: environment)
    }

    /// The command called `name`, or a usage error with a suggestion.
    private static func command(named name: String) throws(CommandFailure) -> any Command.Type {
        if let command = CommandRegistry.command(named: name) { return command }
        var message = "unknown command '\(name)'"
        if let suggestion = CommandRegistry.suggestion(for: name) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += " (\(commandList))"
        }
        throw .usage(message)
    }

    private static var commandList: String {
        "commands: " + CommandRegistry.commands.map { $0.name }.joined(separator: ", ")
    }

    /// Prints a failure to standard error: `contactkit: error: ...`, plus the `--help` hint
    /// for usage errors.
    static func report(_ failure: CommandFailure) {
        var text = "\(ToolInfo.name): error: \(failure.message.terminalSafe)\n"
        if let command = failure.helpCommand {
            let target = command.isEmpty ? ToolInfo.name : "\(ToolInfo.name) \(command)"
            text += "Run '\(target) --help' for usage.\n"
        }
        StandardError.write(text)
    }
}
