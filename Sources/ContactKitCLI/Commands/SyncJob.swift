import ContactModel
import ContactSync
import Foundation

/// Syncs one address book with one local file or vdir for `sync`, and reports what it did.
struct SyncJob {
    let client: CardDAVClient
    let policy: ConflictPolicy
    let dryRun: Bool
    let quiet: Bool
    let printer: DiagnosticPrinter
    let progress: ProgressReporter
    /// False once a write was refused (push-conflict) or a state could not be used.
    private(set) var succeeded = true

    init(client: CardDAVClient, policy: ConflictPolicy, dryRun: Bool, quiet: Bool, printer: DiagnosticPrinter, progress: ProgressReporter) {
        self.client = client
        self.policy = policy
        self.dryRun = dryRun
        self.quiet = quiet
        self.printer = printer
        self.progress = progress
    }

    /// Syncs `book` with `local`, its state at `statePath` or beside it.
    mutating func sync(_ book: AddressBook, local: String, isDirectory: Bool, statePath: String?) throws {
        let statePath = statePath ?? SyncState.path(besideOutput: local, isDirectory: isDirectory)
        let previous = try SyncOptions.loadState(at: statePath)
        if let previous, previous.addressBook != book.url.absoluteString {
            throw CommandFailure.usage(
                "the sync state '\(statePath)' is of \(CardDAVClient.redacted(previous.addressBook)), not \(CardDAVClient.display(book.url))",
                command: SyncCommand.name)
        }
        try SyncOptions.validate(previous, path: statePath, against: book)
        let localBook = try LocalBook(path: local, isDirectory: isDirectory)
        for card in localBook.unreadable {
            printer.report(.warning(.unreadableCard, "a card that holds no readable vCard is left as it is, not synced"), file: card.file)
        }

        var sync = BookSync(client: client, book: book, policy: policy)
        sync.dryRun = dryRun
        let run = { (write: (BookSync.Entry) throws -> Void) throws -> (SyncState, BookSync.Report) in
            do {
                return try sync.run(local: localBook.cards, previous: previous, write: write)
            } catch let error as CardDAVError {
                throw SyncOptions.failure(error)
            }
        }
        let report: BookSync.Report
        if dryRun {
            (_, report) = try run { _ in }
            progress.clear()
        } else {
            let state: SyncState
            (state, report) = try localBook.replace(previous: previous, run)
            progress.clear()
            do {
                try state.save(path: statePath)
            } catch {
                throw CommandFailure(.cannotCreate, "cannot write the sync state '\(statePath)': \(error)")
            }
        }
        self.report(report, book: book, local: local)
    }

    private mutating func report(_ report: BookSync.Report, book: AddressBook, local: String) {
        let display = { (href: String) in CardDAVClient.display(book.memberURL(ofHref: href) ?? book.url) }
        for uid in report.duplicateUIDs {
            printer.report(
                .warning(.syncConflict, "UID '\(uid)' is on more than one card here: none of them is synced until one is kept"),
                file: local)
        }
        for conflict in report.conflicts {
            let what: String
            switch conflict.kind {
            case .changedOnBothSides: what = "changed here and on the server"
            case .deletedOnServer: what = "changed here, deleted on the server"
            case .deletedLocally: what = "deleted here, changed on the server"
            }
            let settled: String
            switch (conflict.policy, conflict.kind) {
            case (.local, .deletedLocally): settled = "deleted on the server too (--conflict local)"
            case (.local, _): settled = "ours sent (--conflict local)"
            case (.server, .deletedOnServer): settled = "removed here too (--conflict server)"
            case (.server, _): settled = "theirs kept (--conflict server)"
            case (.ask, .changedOnBothSides): settled = "both versions kept here, ours first: keep one and sync again"
            case (.ask, .deletedOnServer): settled = "ours kept here: the next sync sends it again unless it is deleted"
            case (.ask, .deletedLocally): settled = "theirs brought back here: delete it again to delete it on the server"
            }
            printer.report(
                .warning(.syncConflict, "UID '\(conflict.uid)' was \(what) since the last sync: \(settled)"), file: local)
        }
        for conflict in report.push.conflicts {
            printer.report(
                Diagnostic(.error, .pushConflict, message: "the card changed on the server during the sync; not overwritten: sync again"),
                file: display(conflict.href))
        }
        for href in report.push.invalidETags {
            printer.report(
                Diagnostic(.error, .invalidETag, message: "the server's ETag for this card cannot be sent back; not written (a conflict)"),
                file: display(href))
        }
        if !report.push.conflicts.isEmpty || !report.push.invalidETags.isEmpty { succeeded = false }
        guard !quiet else { return }
        let push = report.push
        var line = "\(ToolInfo.name): \(dryRun ? "dry run, nothing changed: " : "")synced '\(book.name)' with \(local): "
        line += "\(ProgressReporter.grouped(report.receivedCount)) received, "
        line += "\(ProgressReporter.grouped(push.created.count)) created, \(ProgressReporter.grouped(push.updated.count)) updated, "
        line += "\(ProgressReporter.grouped(push.deleted.count)) deleted on the server"
        let conflicts = report.conflicts.count + push.conflicts.count + report.duplicateUIDs.count
        if conflicts > 0 { line += ", \(ProgressReporter.grouped(conflicts)) conflict\(conflicts == 1 ? "" : "s")" }
        printer.printLine(line.terminalSafe)
    }
}
