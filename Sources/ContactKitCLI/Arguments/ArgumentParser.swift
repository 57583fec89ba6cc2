/// Parses a command's arguments against its ``OptionTable``.
///
/// Accepted forms: `--name value`, `--name=value`, `-o value`, `-ovalue`, clustered flags
/// (`-qf`), `-` as a positional (standard input or output), and `--` to end the options.
/// Errors are ``CommandFailure/usage(_:command:)`` values with a message a person can act
/// on: "unknown option --too; did you mean --to?".
struct ArgumentParser {
    let table: OptionTable
    /// The command name for the `--help` hint in error messages ("" for the tool itself).
    let commandName: String

    init(table: OptionTable, commandName: String) {
        self.table = table
        self.commandName = commandName
    }

    /// Parses `arguments` (without the program and command names).
    func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result.positionals += arguments[index...]
                break
            }
            if argument.hasPrefix("--") {
                try parseLong(argument, arguments, &index, into: &result)
            } else if argument.hasPrefix("-"), argument != "-" {
                try parseShortCluster(argument, arguments, &index, into: &result)
            } else {
                result.positionals.append(argument)
            }
        }
        return result
    }

    private func parseLong(
        _ argument: String, _ arguments: [String], _ index: inout Int,
        into result: inout ParsedArguments
    ) throws(CommandFailure) {
        let body = argument.dropFirst(2)
        let name: String
        var attachedValue: String? = nil
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            attachedValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
        }
        guard let option = table.option(longName: name) else {
            var message = "unknown option --\(name)"
            if let suggestion = table.suggestion(forLongName: name) {
                message += "; did you mean \(suggestion)?"
            }
            throw usage(message)
        }
        if option.takesValue {
            var value = attachedValue ?? ""
            if attachedValue == nil {
                value = try takeValue(for: option, spelled: "--\(name)", arguments, &index)
            }
            result.append(value, forLongName: option.longName)
        } else {
            if attachedValue != nil { throw usage("option --\(name) does not take a value") }
            result.append("", forLongName: option.longName)
        }
    }

    private func parseShortCluster(
        _ argument: String, _ arguments: [String], _ index: inout Int,
        into result: inout ParsedArguments
    ) throws(CommandFailure) {
        var rest = Substring(argument.dropFirst())
        while let letter = rest.first {
            rest = rest.dropFirst()
            guard let option = table.option(shortName: letter) else {
                var message = "unknown option -\(letter)"
                if argument.count > 2, table.option(longName: String(argument.dropFirst())) != nil {
                    message += "; did you mean -\(argument)?"
                }
                throw usage(message)
            }
            if option.takesValue {
                let value = rest.isEmpty
                    ? try takeValue(for: option, spelled: "-\(letter)", arguments, &index)
                    : String(rest)
                result.append(value, forLongName: option.longName)
                return
            }
            result.append("", forLongName: option.longName)
        }
    }

    /// The next argument as the value of `option`; an option-looking argument (other than
    /// `-`) is not taken, so `--to --quiet` reports the missing value.
    private func takeValue(
        for option: OptionDefinition, spelled: String, _ arguments: [String], _ index: inout Int
    ) throws(CommandFailure) -> String {
        guard index < arguments.count,
            arguments[index] == "-" || !arguments[index].hasPrefix("-")
        else {
            throw usage("option \(spelled) needs a value (\(option.valueName ?? "VALUE"))")
        }
        index += 1
        return arguments[index - 1]
    }

    private func usage(_ message: String) -> CommandFailure {
        .usage(message, command: commandName)
    }
}
