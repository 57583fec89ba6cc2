import ContactModel
import ContactPipeline

/// `dedupe --review PAGE.html` and `dedupe --decisions FILE`: the options and their help
/// (the stages they run instead of a plain merge are declared in `ConvertSettings+Stages`).
enum DedupeReview {
    static let review = OptionDefinition.value(
        "review", valueName: "PAGE",
        help: "Write no contacts: write a self-contained HTML page (PAGE.html) showing\n"
            + "every proposed cluster, least certain first, to accept, reject or split\n"
            + "in a browser; it downloads your decisions as decisions.json.")
    static let decisions = OptionDefinition.value(
        "decisions", valueName: "FILE",
        help: "Keep what the review page's decisions file says: accepted and split\n"
            + "clusters merge as decided, rejected pairs stay apart, and only what is new is\n"
            + "found (with --review: proposed). Decisions whose records changed are reported\n"
            + "and not applied (a warning each; under --quiet one line counts them).")

    /// The `--help` paragraph on reviewing.
    static let helpParagraph = """
        REVIEWING BEFORE MERGING:
          contactkit dedupe BOOK --review review.html writes one HTML file (no network,
          works offline from file://) with each proposed cluster as cards side by side:
          every field of every record, coloured per value (green: the same in all, teal:
          shared by some while another differs, orange: different, blue: in some records
          only), long values collapsed, invisible and direction controls shown as \\u{…},
          the merged result and, beside it, each comparison's weight and the probability.
          Keys act on the focused cluster: accept (a), reject (r), skip (s) move on to the
          next undecided one; untick records to split (1-9; 1 then 0 for record 10), undo
          (z), move with j/k. Accept or reject the rest asks first and can be undone. In
          each merged result, pickers choose the record whose name the card takes and
          the phone number and e-mail address that come first, marked preferred (vCard
          4.0 PREF=1, 3.0 TYPE=pref; other preferred values are ranked one lower); every
          other value is kept. The page keeps the decisions in the browser and downloads
          them:
            contactkit dedupe BOOK --decisions decisions.json -o merged.vcf
          merges accepted clusters and the ticked records of split ones, keeps rejected
          records (and the parts of a split) apart, and merges what else it finds as a
          plain dedupe does: a card added since is merged where it belongs, and clusters
          left undecided are matched anew. The decisions last: while their records are
          unchanged, rejected pairs stay apart in every later run, and
            contactkit dedupe BOOK --decisions decisions.json --review review.html
          proposes only what is new, and carries the decisions into the file it
          downloads. Records are matched by their identifier and a fingerprint of their
          content; a decision whose records are missing or changed since the review is
          not applied and its records are matched anew [decision-not-applied] (--strict
          exits 1; --quiet still prints how many). A chosen value that no merged record
          holds any more is not applied, with the same warning; the rest of the decision
          is. --clusters, --dry-run and --explain work with --decisions.
          The decisions file is JSON:
            {"format":"contactkit-decisions","version":1,"book":"…","clusters":N,
             "undecided":N,"decisions":[{"cluster":3,"decision":"accept"|"split"|"reject",
             "records":[{"id":"UID or position","fingerprint":"16 hex digits",
             "merge":true|false},…],"primary":{"name":"record id","phone":"value",
             "email":"value"}},…]}   (primary and each of its parts optional)
        """

    /// Reads `--review` and `--decisions` into `settings`; usage errors exit with 64, an
    /// unreadable decisions file with 66.
    static func read(_ arguments: ParsedArguments, into settings: inout DedupeSettings, command: String) throws(CommandFailure) {
        settings.reviewPath = arguments.value(review)
        if settings.reviewPath?.isEmpty == true { throw .usage("--review needs a file name", command: command) }
        if settings.reviewPath != nil, arguments.isSet(ConvertCommand.output) || arguments.isSet(ConvertCommand.split) || settings.dryRun {
            throw .usage("--review writes the page and no contacts; do not also give -o, --split or --dry-run", command: command)
        }
        guard let path = arguments.value(decisions) else { return }
        if path.isEmpty { throw .usage("--decisions needs a file name", command: command) }
        settings.decisionsPath = path
        settings.decisions = try MergeDecisions.load(path: path)
    }
}
