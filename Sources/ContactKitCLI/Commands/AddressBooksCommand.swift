import ContactSync

/// `contactkit address-books`: lists the address books of a CardDAV account.
enum AddressBooksCommand: Command {
    static let name = "address-books"
    static let summary = "List the address books of a CardDAV account."
    static let positionalUsage = "URL"
    static let argumentHelp: [(name: String, help: String)] = [
        ("URL", "The server (https://dav.example.com/ is enough: found through\n/.well-known/carddav), a principal, or an address book.")
    ]
    static let options = OptionTable(SyncOptions.connection)
    static let discussion = """
        OUTPUT:
          One line per address book: its name (the display name, else the last part
          of its path), a tab, and its URL. The name is what pull and push take with
          --address-book.

        \(SyncOptions.authenticationHelp)

        \(ExitStatusHelp.text)

        EXAMPLES:
          CONTACTKIT_PASSWORD=... contactkit address-books https://dav.example.com/ --user jane
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        guard arguments.positionals.count == 1 else {
            throw CommandFailure.usage("address-books takes one URL", command: name)
        }
        let url = try SyncOptions.serverURL(arguments.positionals[0], command: name)
        let client = try SyncOptions.client(for: url, arguments: arguments, command: name)
        SyncOptions.reportWarnings(of: client, to: DiagnosticPrinter(quiet: arguments.isSet(.quiet), verbose: false))
        let books: [AddressBook]
        do {
            books = try client.addressBooks(at: SyncOptions.withoutUser(url))
        } catch {
            throw SyncOptions.failure(error)
        }
        var text = ""
        for book in books { text += "\(book.name.terminalSafe)\t\(book.url.absoluteString.terminalSafe)\n" }
        StandardOutput.write(text)
        return .success
    }
}
