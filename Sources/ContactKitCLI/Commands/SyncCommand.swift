import ContactModel
import ContactSync
import Foundation

/// `contactkit sync`: two-way sync of a vCard file or vdir with a CardDAV address book (or,
/// with `--all`, of a folder with every address book of the account).
enum SyncCommand: Command {
    static let name = "sync"
    static let summary = "Two-way sync of a vCard file or vdir with a CardDAV address book."
    static let positionalUsage = "LOCAL URL"
    static let argumentHelp: [(name: String, help: String)] = [
        ("LOCAL", "A vCard file, or a vdir (a directory of .vcf files, one card each; a\n"
            + "path ending in / is made one). Created when missing. With --all, a folder:\n"
            + "one file per address book (BOOK.vcf), or a vdir where a folder BOOK/ is."),
        ("URL", "The server (https://dav.example.com/ is enough), a principal, or an\naddress book."),
    ]
    static let conflict = OptionDefinition.value(
        "conflict", valueName: "POLICY",
        help: "How a card changed on both sides is settled: local (send ours), server\n"
            + "(take theirs), or ask (the default: keep both versions in LOCAL, ours\n"
            + "first, with a sync-conflict warning; keep one and sync again).")
    static let all = OptionDefinition.flag(
        "all", help: "Sync every address book of the account into the folder LOCAL.")
    static let dryRun = OptionDefinition.flag(
        "dry-run", help: "Say what would be sent and received; change nothing on either side.")
    static let options = OptionTable(
        [conflict, all, dryRun, SyncOptions.jobs, SyncOptions.addressBook, SyncOptions.state, .progress]
            + SyncOptions.connection)
    static let discussion = """
        HOW IT WORKS:
          The state beside LOCAL (LOCAL.sync.json, or DIR/.contactkit-sync.json for
          a vdir) records each card as the last sync saw it. A sync pulls what
          changed on the server since then, compares each card (by UID) on both
          sides with that record, and sends what changed locally (If-Match: the
          ETag just pulled; deletions too), writes what changed on the server into
          LOCAL (renamed into place at the end), and records the new state. A card
          changed on both sides, or changed on one and deleted on the other, is a
          conflict settled by --conflict. Without a state (a first sync) cards only
          on one side go to the other and a UID on both with different contents is
          a conflict. A card the server refuses meanwhile (412) is a push-conflict:
          exit status 1, synced again next time.

        \(SyncOptions.authenticationHelp)

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit sync book.vcf https://dav.example.com/ --user jane
          contactkit sync contacts/ https://dav.example.com/ --user jane --conflict server
          contactkit sync books/ https://dav.example.com/ --user jane --all
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw CommandFailure.usage("sync takes LOCAL and a URL", command: name)
        }
        let local = arguments.positionals[0]
        let policyName = arguments.value(conflict) ?? ConflictPolicy.ask.rawValue
        guard let policy = ConflictPolicy(rawValue: policyName) else {
            throw CommandFailure.usage("--conflict takes local, server or ask, not '\(policyName)'", command: name)
        }
        let url = try SyncOptions.serverURL(arguments.positionals[1], command: name)
        let client = try SyncOptions.client(for: url, arguments: arguments, command: name)
        let printer = DiagnosticPrinter(quiet: arguments.isSet(.quiet), verbose: false)
        SyncOptions.reportWarnings(of: client, to: printer)
        let progress = SyncOptions.progressReporter(arguments, environment: environment)
        defer { progress.clear() }
        var job = SyncJob(
            client: client, policy: policy, dryRun: arguments.isSet(dryRun), quiet: arguments.isSet(.quiet), printer: printer,
            progress: progress)

        guard arguments.isSet(all) else {
            let book = try SyncOptions.addressBook(at: url, client: client, arguments: arguments)
            let isDirectory = local.hasSuffix("/") || FileStatus(path: local)?.isDirectory == true
            let path = isDirectory && local.count > 1 && local.hasSuffix("/") ? String(local.dropLast()) : local
            try job.sync(book, local: path, isDirectory: isDirectory, statePath: arguments.value(SyncOptions.state))
            return job.succeeded ? .success : .failure
        }
        if arguments.value(SyncOptions.state) != nil || arguments.value(SyncOptions.addressBook) != nil {
            throw CommandFailure.usage("--all syncs every address book: --state and --address-book do not go with it", command: name)
        }
        let books: [AddressBook]
        do {
            books = try client.addressBooks(at: SyncOptions.withoutUser(url))
        } catch {
            throw SyncOptions.failure(error)
        }
        do {
            try FileManager.default.createDirectory(atPath: local, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure(.cannotCreate, "cannot create the folder '\(local)': \(error)")
        }
        var names: Set<String> = []
        for book in books {
            var base = SplitFileNamer.safeBaseName(book.url.lastPathComponent.removingPercentEncoding ?? book.url.lastPathComponent)
            if base.isEmpty { base = "book" }
            var unique = base
            var number = 2
            while !names.insert(unique).inserted {
                unique = "\(base) \(number)"
                number += 1
            }
            let folder = local + "/" + unique
            let isDirectory = FileStatus(path: folder)?.isDirectory == true
            try job.sync(book, local: isDirectory ? folder : folder + ".vcf", isDirectory: isDirectory, statePath: nil)
        }
        return job.succeeded ? .success : .failure
    }
}
