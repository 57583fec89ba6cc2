import ContactPipeline

/// `contactkit dedupe`: finds the records that describe one person (normalized for matching)
/// and merges them, keeping every value and the UIDs of the merged records; the records it
/// does not merge are written as they were read unless `--normalize` is given.
enum DedupeCommand: Command {
    static let name = "dedupe"
    static let summary = "Find and merge duplicate contacts, losing nothing."
    static let positionalUsage = "[INPUT ...]"
    static let argumentHelp = ConvertCommand.argumentHelp

    static let clusters = OptionDefinition.value(
        "clusters", valueName: "FILE",
        help: "Also write CSV 'record,cluster': one row per input contact (its UID, else\n"
            + "its 1-based position); merged contacts share a cluster number. A UID that\n"
            + "starts like a formula (= + - @) gets a leading ', as in CSV output.")
    static let dryRun = OptionDefinition.flag(
        "dry-run", help: "Write no contacts: print each merge, its records, the name it would\n"
            + "take and why, in words.")
    static let explain = OptionDefinition.flag(
        "explain", help: "Print every comparison's weights, scores and posteriors on standard\n"
            + "error (with --dry-run or while merging).")
    static let normalize = OptionDefinition.flag(
        "normalize", help: "Also normalize the contacts that are not merged (phone numbers to E.164, or\n"
            + "--phone-format). Without it they are written as they were read.")
    static let precision = OptionDefinition.value(
        "precision", valueName: "LEVEL",
        help: "balanced (default, merge at a probability of about 0.89) or high (0.998):\n"
            + "fewer and surer merges.")

    static let options = OptionTable([
        ConvertCommand.output, .from, ConvertCommand.to, ConvertCommand.region, .locale, normalize,
        ConvertCommand.phoneFormat, clusters, dryRun, explain, precision, DedupeReview.review, DedupeReview.decisions,
    ] + DedupeStepRun.options + [.strict, .quiet, .verbose, .progress, ConvertCommand.force] + LimitOptions.all
        + FormatOptions.all)

    static let discussion = """
        HOW DUPLICATES ARE FOUND:
          Contacts are normalized for matching (names, emails, phone numbers, dates,
          labels); a contact that is not merged is written as it was read, unless
          --normalize is given. Records that share a phone, email, name, birthday,
          postal code or street are compared; each comparison (given name, family
          name, phone, email, birthday, address, organization name) adds the weight
          of what it finds: rare shared values count more than common ones, and what
          a disagreement or a near match weighs (another given name, a typo, a
          birthday one slip apart, an address sharing some of its parts) is
          estimated from the book itself (a small book keeps documented defaults).
          Between clearly different names, a shared landline, e-mail and address
          (a household's, a building's) weigh at most 2 bits together. Every pair
          inside a cluster is compared: a pair with strong evidence against it
          (another given name, birthday or mobile) splits the cluster, so clusters
          do not chain. A pair merges when its probability of being one person
          reaches about 0.89 (balanced) or 0.998 (--precision high). Records are
          never merged when one is a person and the other an organization, or their
          suffixes differ (Jr, Sr). --dry-run says in words, for every link and for
          the cluster's weakest pair and any pair with evidence against, how likely
          the two are one person and why ("likely the same (over 99 %): nickname,
          same family name"); --explain prints each finding's weight in bits, the
          score and the posterior, and the weights the run estimated.
          Exact copies (same content apart from UID and REV) always merge, however
          many. A cluster holds at most 12 distinct records; when that cap leaves
          likely duplicates unmerged, a note [cluster-capped] says so.

        MERGING:
          The records of a cluster are normalized, then phones, emails, addresses
          and other lists are united. The name is the best supported (its family
          name spelled so on most cards and found in e-mail addresses), then the
          most complete. For other single values (job title, note, birthday) the
          most complete wins, then the most recent REV, then the first seen; the
          others are kept as
          X-CONTACTKIT-ALTERNATE;FIELD=... properties. Every merged contact lists its
          source records in X-CONTACTKIT-MERGED properties, so a merge can be undone.

        DEDUPE STEPS (for an engine such as Spark; see the DedupeSteps article):
          --estimate-only --params-out P.json estimates the model (on the book or a
          sample) and --params P.json applies it. --emit-keys writes per record one
          JSON line: {"record":N,"copy":DIGEST,"keys":[...],"nameSplit":...,
          "placeSplit":...,"nameKey":...,"terms":[...],"card":{contactkit/1}}. The
          commands score-pairs, cluster and unify take the next steps; together they
          give what 'dedupe --params P.json' gives.

        \(DedupeReview.helpParagraph)

        \(FormatArgument.helpParagraph)

        \(EnvironmentHelp.text)

        \(ExitStatusHelp.text)

        EXAMPLES:
          contactkit dedupe contacts.vcf -o merged.vcf --clusters clusters.csv
          contactkit dedupe contacts.vcf --dry-run
          contactkit dedupe contacts.vcf --review review.html
          contactkit dedupe contacts.vcf --decisions decisions.json -o merged.vcf
          contactkit dedupe phone.vcf mail.vcf --precision high -o merged.vcf
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        var settings = try ConvertSettings(arguments, command: name, dedupe: true)
        if settings.dedupe.isStep {
            // The step writes its own lines (`-o` or standard output), no contacts.
            settings.dedupe.stepOutputPath = settings.outputPath
            settings.outputPath = nil
            settings.targetFormat = .ndjson
        }
        return try ConvertCommand.convert(settings, environment: environment)
    }
}
