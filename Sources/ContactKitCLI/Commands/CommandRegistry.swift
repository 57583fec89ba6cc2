/// The commands `contactkit` knows, in the order its `--help` lists them.
enum CommandRegistry {
    /// Every command. Add a new command here (one line) after writing its file.
    static let commands: [any Command.Type] = [
        ConvertCommand.self,
        NormalizeCommand.self,
        DedupeCommand.self,
        ScorePairsCommand.self,
        ClusterCommand.self,
        UnifyCommand.self,
        ValidateCommand.self,
        PhonesCommand.self,
        ListCommand.self,
        ShowCommand.self,
        FormatCommand.self,
        PullCommand.self,
        PushCommand.self,
        SyncCommand.self,
        AddressBooksCommand.self,
    ]

    /// The command called `name`, or nil.
    static func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.name == name }
    }

    /// The command name closest to a misspelled one, for "did you mean".
    static func suggestion(for name: String) -> String? {
        Suggestion.closest(to: name, among: commands.map { $0.name })
    }
}
