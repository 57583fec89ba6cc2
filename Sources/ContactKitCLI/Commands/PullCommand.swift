import ContactSync
import Foundation

/// `contactkit pull`: fetches an address book from a CardDAV server into a vCard file or a
/// vdir, with the sync state beside it; a later pull fetches only what changed.
enum PullCommand: Command {
    static let name = "pull"
    static let summary = "Fetch an address book from a CardDAV server."
    static let positionalUsage = "URL"
    static let argumentHelp: [(name: String, help: String)] = [
        ("URL", "The server (https://dav.example.com/ is enough: found through\n/.well-known/carddav), a principal, or an address book.")
    ]
    static let output = OptionDefinition.value(
        "output", short: "o", valueName: "FILE",
        help: "Write the cards to FILE, as the server sent them, in href order (no -o:\n"
            + "standard output). Written to a temporary file renamed into place at the\n"
            + "end: an interrupted pull leaves FILE as it was.")
    static let outputDirectory = OptionDefinition.value(
        "output-dir", valueName: "DIR",
        help: "Write a vdir instead: one file per card in DIR (created when missing),\n"
            + "named after the card's href, as vdirsyncer and khard keep them.")
    static let options = OptionTable(
        [output, outputDirectory, SyncOptions.addressBook, SyncOptions.state, .progress, .verbose]
            + SyncOptions.connection)
    static let discussion = """
        SYNC STATE:
          Beside the output, a small JSON file (OUTPUT.sync.json, or
          DIR/.contactkit-sync.json) records each card's href, UID, ETag and content
          fingerprint, and the book's sync-token. push uses it to send only what
          changed and to detect cards changed on the server meanwhile. A pull with a
          state asks the server only for what changed since (RFC 6578
          sync-collection, else comparing ETags) and reuses the unchanged cards of
          the previous output. Standard output has no state unless --state is given.

        \(SyncOptions.authenticationHelp)

        \(ExitStatusHelp.text)

        EXAMPLES:
          export CONTACTKIT_PASSWORD=...
          contactkit pull https://dav.example.com/ --user jane -o book.vcf
          contactkit pull https://dav.example.com/ --user jane --address-book Work --output-dir work/
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        guard arguments.positionals.count == 1 else {
            throw CommandFailure.usage("pull takes one URL", command: name)
        }
        let outputPath = arguments.value(output).flatMap { $0 == "-" ? nil : $0 }
        let directory = arguments.value(outputDirectory)
        if outputPath != nil, directory != nil {
            throw CommandFailure.usage("give -o or --output-dir, not both", command: name)
        }
        let url = try SyncOptions.serverURL(arguments.positionals[0], command: name)
        let client = try SyncOptions.client(for: url, arguments: arguments, command: name)
        let statePath =
            arguments.value(SyncOptions.state)
            ?? directory.map { SyncState.path(besideOutput: $0, isDirectory: true) }
            ?? outputPath.map { SyncState.path(besideOutput: $0, isDirectory: false) }
        let previous = try SyncOptions.loadState(at: statePath)
        let printer = DiagnosticPrinter(quiet: arguments.isSet(.quiet), verbose: arguments.isSet(.verbose))
        SyncOptions.reportWarnings(of: client, to: printer)
        let book = try SyncOptions.addressBook(at: url, client: client, arguments: arguments)
        if previous?.addressBook == book.url.absoluteString {
            try SyncOptions.validate(previous, path: statePath, against: book)
        }

        let progress = SyncOptions.progressReporter(arguments, environment: environment)
        defer { progress.clear() }
        let destination: PullDestination
        if let directory {
            destination = try VdirPullDestination(directory: directory, previous: previous)
        } else {
            destination = try FilePullDestination(path: outputPath, previous: previous)
        }
        var pull = BookPull(client: client, book: book)
        pull.progress = { progress.update(done: $0, of: $1) }
        let state: SyncState
        let report: BookPull.Report
        do {
            (state, report) = try pull.run(previous: previous, previousCard: destination.previousCard(withFingerprint:)) {
                try destination.write($0, bytes: $1)
            }
            try destination.finish()
        } catch let error as CardDAVError {
            destination.discard()
            throw SyncOptions.failure(error)
        } catch {
            destination.discard()
            throw error
        }
        progress.clear()
        if let statePath {
            do {
                try state.save(path: statePath)
            } catch {
                throw CommandFailure(.cannotCreate, "cannot write the sync state '\(statePath)': \(error)")
            }
        }
        let display = { (href: String) in CardDAVClient.display(book.memberURL(ofHref: href) ?? book.url) }
        for href in report.unreadable {
            printer.report(.warning(.unreadableCard, "the server's card holds no readable vCard; written as sent"), file: display(href))
        }
        for href in report.invalidETags {
            printer.report(
                .warning(
                    .invalidETag,
                    "the server's ETag for this card holds a line break or control character; kept, and a push of the card is refused as a conflict until a pull brings a valid one"),
                file: display(href))
        }
        printer.finishRepeats()
        if !arguments.isSet(.quiet) {
            var line = "pulled \(ProgressReporter.grouped(report.total)) card\(report.total == 1 ? "" : "s") of '\(book.name)'"
            line += " (\(ProgressReporter.grouped(report.fetched)) fetched, \(ProgressReporter.grouped(report.kept)) unchanged"
            line += report.removed > 0 ? ", \(ProgressReporter.grouped(report.removed)) removed on the server)" : ")"
            if report.usedSyncToken { line += " since the last sync-token" }
            printer.printLine("\(ToolInfo.name): \(line.terminalSafe)")
        }
        return .success
    }
}
