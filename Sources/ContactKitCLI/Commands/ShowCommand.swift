import ContactKit
import ContactFormats
import ContactFormatting
import ContactModel
import Foundation

/// `contactkit show`: a card per contact with every value Apple's card shows, under its
/// localized label; groups after the people, with their members by name.
enum ShowCommand: Command {
    static let name = "show"
    static let summary = "Show each contact as a card, with labels in the locale's language."
    static let positionalUsage = "[INPUT ...]"
    static let argumentHelp: [(name: String, help: String)] = [
        ("INPUT", "Files to read, in order. '-' or none: standard input.")
    ]
    static let photos = OptionDefinition.value(
        "photos", valueName: "extract=DIR",
        help: "Also write each photo into DIR (created when\nmissing), named after the contact: Jane Doe.jpg.")
    static let options = OptionTable([.from, .locale, .search, FormatCommand.homeRegion, photos, .quiet, .verbose])

    static let discussion = """
        OUTPUT:
          One card per person or organization, in input order, separated by an empty
          line: the name as the locale writes it, the phonetic name, nickname,
          organization and job title, then one row per value with its label in the
          locale's language: the maiden name, and a second surname or generation the
          locale's name form leaves out, phones, emails, URLs, addresses, birthday,
          dates, related names, social profiles, instant messaging, note, and the photo
          (type, pixel size, bytes). Labels and the words show adds are in the locale's
          language in the 20 languages of the label table (English elsewhere, e.g. fi,
          da; dates, countries and calendars are localized in every locale); services
          keep their brand's spelling (Mastodon, LinkedIn). Addresses are written as
          their own country writes them; --home-region leaves the country line out for
          addresses in that region. Groups (vCard 4.0 KIND:group, Apple group cards)
          come after the people, each with its members by name; a member not in the
          input is shown by its UID and counted. Lines fit 80 columns; labels too long
          for the label column wrap. Control characters and bidirectional overrides in
          contact data are printed as visible escapes (\\u{1B}), never raw; a
          character of more than 32 code points (a letter under a pile of combining
          marks) shows its first 32 and '…'.
        """

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) throws -> ExitCode {
        let locale = try LocaleArgument.parse(arguments.value(.locale), command: name)
        let extractor = try arguments.value(photos).map { value throws(CommandFailure) in
            try ShowPhotoExtractor(option: value, command: name)
        }
        var (loop, reporter) = try CommandReporter.reading(arguments, command: name, environment: environment)
        let printer = reporter.printer
        defer { reporter.progress.clear() }

        var card = ContactCard(locale: locale)
        card.addresses.homeRegion = arguments.value(FormatCommand.homeRegion)?.uppercased()
        let search = arguments.value(.search).map(SearchQuery.init)
        let output = TextOutput()
        var first = true
        // Group members are named by UID. With files as input only the UIDs a group read so
        // far refers to are kept, and members read before their group are looked up by a
        // second, quiet reading at the end, so memory does not grow with the book; standard
        // input cannot be read twice, so there every contact's name is kept.
        let rereadable = loop.inputs.allSatisfy { $0.path != nil }
        var memberNames = ContactCard.MemberNames()
        var wanted = Set<String>()
        var groups: [Contact] = []
        func printCard(_ contact: Contact, extraRows: [ContactCard.Row]) throws {
            var rows = extraRows
            if let extractor, let image = contact.imageBytes, !image.isEmpty {
                let photo = ContactPhoto(image)
                let path = try extractor.write(image, of: contact, fileExtension: photo.type.fileExtension)
                rows.insert(ContactCard.Row(label: "", value: path), at: 0)
            }
            try output.write((first ? "" : "\n") + card.lines(for: contact, extraRows: rows).joined(separator: "\n") + "\n")
            first = false
        }
        try loop.forEach { read, _ in
            let contact = read.boundedForDisplay()
            let displayName = card.names.displayName(for: contact)
            if !rereadable || contact.uid.map({ wanted.contains(ContactCard.MemberNames.key($0)) }) == true {
                memberNames.record(contact, name: displayName)
            }
            if let search, !search.matches(contact, displayName: displayName) { return }
            if contact.kind == .group {
                groups.append(contact)
                for reference in contact.members { wanted.insert(ContactCard.MemberNames.key(reference)) }
                return
            }
            try printCard(contact, extraRows: [])
        }
        let missing = wanted.filter { memberNames.name(for: $0) == nil }
        if rereadable, !missing.isEmpty {
            try memberNames.recordAgain(missing, from: loop, names: card.names)
        }
        for group in groups {
            try printCard(group, extraRows: card.memberRow(for: group, names: memberNames).map { [$0] } ?? [])
        }
        try output.finish()
        if let search, first {
            return search.reportNoMatch(printer: printer, contactCount: loop.contactCount)
        }
        return ExitCode.afterReading(printer, strict: false)
    }
}
