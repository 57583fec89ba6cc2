import ContactKit
import ContactModel
import ContactSync
import Foundation

/// `contactkit push`: sends the contacts of a file or vdir to a CardDAV address book: new
/// cards, changed cards, and (only when asked) deletions, each conditional on the server's
/// card being as it was pulled.
enum PushCommand: Command {
    static let name = "push"
    static let summary = "Send contacts to a CardDAV address book (what changed since the pull)."
    static let positionalUsage = "INPUT URL"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "The contacts to push: a file in any format contactkit reads, a vdir\n(directory of .vcf files), or '-' for standard input."),
        ("URL", "The server, principal or address book (as for pull)."),
    ]

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        guard arguments.positionals.count == 2 else {
            throw CommandFailure.usage("push takes an INPUT and a URL", command: name)
        }
        let input = arguments.positionals[0]
        let url = try SyncOptions.serverURL(arguments.positionals[1], command: name)
        let isDirectory = FileStatus(path: input)?.isDirectory == true
        let statePath =
            arguments.value(SyncOptions.state)
            ?? (input == "-" ? nil : SyncState.path(besideOutput: input, isDirectory: isDirectory))
        let client = try SyncOptions.client(for: url, arguments: arguments, command: name)
        var (loop, reporter) = try CommandReporter.reading(
            arguments, command: name, environment: environment, inputArguments: [input])
        let (printer, progress) = (reporter.printer, reporter.progress)
        defer { progress.clear() }
        let storedState = try SyncOptions.loadState(at: statePath)
        SyncOptions.reportWarnings(of: client, to: printer)
        let book = try SyncOptions.addressBook(at: url, client: client, arguments: arguments)
        if let storedState, storedState.addressBook != book.url.absoluteString {
            throw CommandFailure.usage(
                "the sync state '\(statePath ?? "")' is of \(CardDAVClient.redacted(storedState.addressBook)), not \(CardDAVClient.display(book.url))",
                command: name)
        }
        try SyncOptions.validate(storedState, path: statePath, against: book)
        if storedState == nil, !arguments.isSet(.quiet) {
            printer.printLine(
                "\(ToolInfo.name): no sync state\(statePath.map { " at '\($0)'" } ?? ""): every contact is sent as a new card")
        }

        let originals = PulledCards(statePath: statePath)
        var plan = PushPlan(
            state: storedState ?? SyncState(addressBook: book.url.absoluteString), bookPath: book.url.path,
            force: arguments.isSet(force), originals: { originals.card(withFingerprint: $0) },
            supportedVersions: book.supportedVersions)
        let ownCards = PulledCards.cardsByUID(ofInput: input)
        try loop.forEach { contact, _ in plan.add(contact, readingCard: { contact.uid.flatMap(ownCards.card(withUID:)) }) }
        plan.finish(deleteMissing: arguments.isSet(deleteMissing))
        for uid in plan.duplicateUIDs {
            printer.report(
                .warning(.duplicateUID, "a second contact with UID '\(uid)' was not pushed"), file: loop.inputs[0].name)
        }
        if arguments.isSet(deleteMissing), printer.errorCount > 0 {
            throw CommandFailure(
                .failure, "refusing --delete-missing: the input had read errors, and a contact that could not be read would be deleted from the server")
        }

        let display = { (href: String) in CardDAVClient.display(book.memberURL(ofHref: href) ?? book.url) }
        let uidOf = Dictionary(plan.deletions.map { ($0.href, $0.uid) }, uniquingKeysWith: { first, _ in first })
        let describe = { (href: String) in
            "\(display(href).terminalSafe)\((uidOf[href] ?? nil).map { " (UID \($0))" }?.terminalSafe ?? "")"
        }
        if arguments.isSet(dryRun) {
            for card in plan.deletions { printer.printLine("would delete \(describe(card.href))") }
        }
        let created = plan.uploads.filter(\.isNew).count
        let updated = plan.uploads.count - created
        if arguments.isSet(dryRun) {
            for upload in plan.uploads {
                printer.printLine("would \(upload.isNew ? "create" : "update") \(display(upload.href).terminalSafe)")
            }
            printer.printLine(
                summary(created: created, updated: updated, deleted: plan.deletions.count, conflicts: 0, plan: plan, dryRun: true))
            return .success
        }

        var push = BookPush(client: client, book: book)
        push.progress = { progress.update(done: $0, of: $1) }
        let state: SyncState
        let report: BookPush.Report
        do {
            (state, report) = try push.run(plan)
        } catch let error as CardDAVError {
            throw SyncOptions.failure(error)
        }
        progress.clear()
        if let statePath {
            do {
                try state.save(path: statePath)
            } catch {
                throw CommandFailure(.cannotCreate, "cannot write the sync state '\(statePath)': \(error)")
            }
        }
        if !arguments.isSet(.quiet) {
            for href in report.deleted { printer.printLine("deleted \(describe(href))") }
        }
        for href in report.invalidETags {
            printer.report(
                Diagnostic(
                    .error, .invalidETag,
                    message: "the pulled ETag of this card holds a line break or control character, so the write cannot be made conditional; not sent (a conflict): pull again, or push --force"),
                file: display(href))
        }
        for conflict in report.conflicts {
            let message: String
            switch conflict.reason {
            case .changedOnServer:
                message = "the card changed on the server since the pull; not overwritten: pull again, or push --force"
            case .deletedOnServer:
                message = "the card was deleted on the server since the pull; not created again: pull again, or push --force to create it again"
            case .nameTaken:
                message = "a card the pull did not see is already at this name on the server; not overwritten: pull again, or push --force"
            }
            printer.report(Diagnostic(.error, .pushConflict, message: message), file: display(conflict.href))
        }
        if !arguments.isSet(.quiet) {
            printer.printLine(
                summary(
                    created: report.created.count, updated: report.updated.count, deleted: report.deleted.count,
                    conflicts: report.conflicts.count + report.invalidETags.count, plan: plan, dryRun: false))
        }
        return report.conflicts.isEmpty && report.invalidETags.isEmpty ? .success : .failure
    }
}
