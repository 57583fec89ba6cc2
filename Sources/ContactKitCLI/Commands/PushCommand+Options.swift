import ContactKit
import ContactModel
import ContactSync
import Foundation

/// The options of `contactkit push`, its help text, and its closing line.
extension PushCommand {
    static let dryRun = OptionDefinition.flag(
        "dry-run", short: "n", help: "Print what would be created, updated and deleted; send nothing.")
    static let deleteMissing = OptionDefinition.flag(
        "delete-missing",
        help: "Delete the server's cards that no input contact matches by UID (the\n"
            + "cards dedupe merged away). They are listed before anything is sent.")
    static let force = OptionDefinition.flag(
        "force", short: "f",
        help: "Overwrite (or delete) cards even when they changed on the server since\n"
            + "the pull. Without it such a card is a conflict: reported, left alone.")
    static let options: OptionTable = OptionTable(
        [dryRun, deleteMissing, force, SyncOptions.jobs, SyncOptions.addressBook, SyncOptions.state, .from, .progress]
            + SyncOptions.connection)
    static let discussion: String = """
        WHAT IS SENT:
          Contacts are matched to the server's cards by UID, through the sync state
          the pull wrote (INPUT.sync.json, DIR/.contactkit-sync.json for a vdir, or
          --state FILE: e.g. the pulled book's state when INPUT is dedupe's output).
          - a contact that reads the same as the card pulled: not sent;
          - a changed contact: PUT with If-Match: the pulled ETag, in the vCard
            version it was pulled in: the card as INPUT holds it when it is in
            that version, else the pulled card (the output beside the state) with
            only the edited properties written anew, else the contact written
            whole in that version;
          - a contact the state does not know: PUT as a new card (UID.vcf) with
            If-None-Match: *; a contact without a UID gets a stable one (UUID v5
            of its content);
          - a card no contact matches: left alone, or deleted (If-Match) with
            --delete-missing.
          Up to --jobs requests (default 4) are sent at once. A card changed or
          deleted on the server since the pull makes the server refuse the write
          (412): a conflict, reported (push-conflict) with which it was, counted in
          the summary, nothing overwritten, exit status 1; pull again, or push
          --force (which creates a card deleted meanwhile again). The state is updated with the
          new ETags, so pushing twice sends nothing the second time. With
          --delete-missing, a push whose input had read errors is refused.

        \(SyncOptions.authenticationHelp)

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit pull https://dav.example.com/ --user jane -o book.vcf
          contactkit dedupe book.vcf -o merged.vcf
          contactkit push merged.vcf https://dav.example.com/ --user jane \\
              --state book.vcf.sync.json --delete-missing --dry-run
        """

    /// The closing line: `pushed: 2 created, 1 updated, 1 deleted, 1 conflict, 997 unchanged`
    /// (conflicts named only when there are some).
    static func summary(created: Int, updated: Int, deleted: Int, conflicts: Int, plan: PushPlan, dryRun: Bool) -> String {
        var line = "\(ToolInfo.name): \(dryRun ? "dry run, nothing sent" : "pushed"): "
        line += "\(ProgressReporter.grouped(created)) created, \(ProgressReporter.grouped(updated)) updated, "
        line += "\(ProgressReporter.grouped(deleted)) deleted, "
        if conflicts > 0 { line += "\(ProgressReporter.grouped(conflicts)) conflict\(conflicts == 1 ? "" : "s"), " }
        line += "\(ProgressReporter.grouped(plan.unchangedCount)) unchanged"
        if !plan.keptMissing.isEmpty {
            line += "; \(ProgressReporter.grouped(plan.keptMissing.count)) card(s) on the server match no contact "
                + "and were left (--delete-missing deletes them)"
        }
        return line
    }
}
