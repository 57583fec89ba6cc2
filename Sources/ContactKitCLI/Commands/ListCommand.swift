import ContactKit
import ContactFormats
import ContactFormatting
import ContactModel
import Foundation

/// `contactkit list`: every contact on one line (name, first phone number), sorted the way
/// the locale sorts names and grouped under section letters; groups after the people, with
/// their member counts.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "List contacts under section letters, with their first phone."
    static let positionalUsage = "[INPUT ...]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Files to read, in order. '-' or none: standard input.")
    ]
    static let sort = OptionDefinition.value(
        "sort", valueName: "ORDER", help: "family (default) or given: which name sorts first.")
    static let options = OptionTable([.from, .locale, .search, sort, .quiet, .verbose])

    static let discussion = """
        OUTPUT:
          A section line (the letter, kana row or Hangul initial; '#' for contacts
          without a name) before each group, then one line per contact: its name as
          the locale writes it and its preferred (else first) phone number, laid out
          for 80 columns. Names sort by reading when the contact has phonetic names;
          sections in the locale's own script come first (kana rows in Japanese) and
          follow the locale's index (Swedish Å Ä Ö after Z, Hungarian CS, Ø under O
          in English). Han names without a reading follow the locale's collation: the
          pinyin initial of their first character in Chinese (zh, zh-Hans), its
          stroke count in Traditional Chinese (zh-Hant, zh-TW, zh-HK: '11劃', before
          'A'), the Hangul initial of its reading in Korean, '#' in Japanese. Groups
          (vCard 4.0 KIND:group, Apple group cards) are not people: they follow under
          a 'groups' line, sorted by name, each with its member count. Control
          characters and bidirectional overrides in contact data are printed as
          visible escapes (\\u{1B}), never raw; a character of more than 32 code
          points (a letter under a pile of combining marks) shows its first 32
          and '…'.
        """

    /// What the list keeps of each contact: a few strings, not the contact.
    struct Entry {
        let section: String
        /// Where the section goes: its rank, then its position within the rank.
        var order = (rank: 0, position: 0)
        let sortKey: String
        let name: String
        let phone: String
    }

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        let locale = try LocaleArgument.parse(arguments.value(.locale), command: name)
        var order = NameOrder.familyFirst
        switch arguments.value(sort) {
        case nil, "family": break
        case "given": order = .givenFirst
        case let other?: throw CommandFailure.usage("unknown sort order '\(other)' (family, given)", command: name)
        }
        var (loop, reporter) = try CommandReporter.reading(arguments, command: name, environment: environment)
        let printer = reporter.printer
        defer { reporter.progress.clear() }

        let names = NameFormatter(locale: locale)
        let labels = LabelLocalizer(locale: locale)
        let search = arguments.value(.search).map(SearchQuery.init)
        var entries: [Entry] = []
        var groups: [Entry] = []
        try loop.forEach { read, _ in
            let contact = read.boundedForDisplay()
            let displayName = names.displayName(for: contact)
            if let search, !search.matches(contact, displayName: displayName) { return }
            if contact.kind == .group {
                groups.append(Entry(
                    section: "", sortKey: displayName, name: displayName.terminalVisible,
                    phone: "\(labels.localizedTitle(for: .members)): \(contact.members.count)"))
                return
            }
            let section = names.sectionTitle(for: contact, order: order)
            entries.append(Entry(
                section: section, order: (names.sectionRank(section), names.sectionPosition(section)),
                sortKey: names.sectionSortKey(for: contact, order: order), name: displayName.terminalVisible,
                phone: preferredPhone(of: contact).terminalVisible))
        }
        entries.sort { left, right in
            if left.order != right.order { return left.order < right.order }
            if left.section != right.section {
                return names.compareSortKeys(left.section, right.section) == .orderedAscending
            }
            return names.compareSortKeys(left.sortKey, right.sortKey) == .orderedAscending
        }
        let output = TextOutput()
        var currentSection: String?
        for entry in entries {
            if entry.section != currentSection {
                try output.writeLine(entry.section)
                currentSection = entry.section
            }
            try output.writeLine(line(for: entry))
        }
        if !groups.isEmpty {
            groups.sort { names.compareSortKeys($0.sortKey, $1.sortKey) == .orderedAscending }
            try output.writeLine(labels.localizedTitle(for: .groups))
            for group in groups { try output.writeLine(line(for: group)) }
        }
        try output.finish()
        if let search, entries.isEmpty, groups.isEmpty {
            return search.reportNoMatch(printer: printer, contactCount: loop.contactCount)
        }
        return ExitCode.afterReading(printer, strict: false)
    }
}
