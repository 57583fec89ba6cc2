import ContactModel

extension DiagnosticPrinter {
    /// What a kind of output loss (a `field-left-out` warning's property) is, in words a
    /// person uses: singular and plural. Kinds not listed keep the writer's own message.
    static let lossWords: [String: (one: String, many: String)] = [
        "uid": ("contact id (UID)", "contact ids (UID)"),
        "PRODID": ("product id (PRODID: the app that wrote the card)", "product ids (PRODID: the app that wrote the cards)"),
        "REV": ("revision time (REV)", "revision times (REV)"),
        "phoneNumbers.preference": ("preferred-number mark", "preferred-number marks"),
        "emailAddresses.preference": ("preferred-email mark", "preferred-email marks"),
        "postalAddresses.preference": ("preferred-address mark", "preferred-address marks"),
        "urlAddresses.preference": ("preferred-website mark", "preferred-website marks"),
        "photo": ("photo", "photos"),
    ]

    /// Bookkeeping a person does not keep by hand (which app wrote a card, when, its id):
    /// what an output has no place for of these is one line at the end, not a line each,
    /// unless `--verbose`.
    static let bookkeepingKinds: Set<String> = ["uid", "PRODID", "REV"]

    /// `3 preferred-number marks`.
    static func counted(_ count: Int, kind: String) -> String? {
        guard let words = lossWords[kind] else { return nil }
        return "\(count) " + (count == 1 ? words.one : words.many)
    }

    /// The output's name in a loss message: `csv:outlook` of `csv:outlook has no column for: …`.
    static func outputName(of message: String) -> String? {
        guard let range = message.range(of: " has no column for: ") else { return nil }
        return String(message[..<range.lowerBound])
    }

    /// A summary of a kind of loss in words, or nil to keep the writer's message:
    /// `csv:outlook has no place for: 37 preferred-number marks (lines 2, 9, …; --verbose prints every one)`.
    static func inWords(_ summary: Summary) -> String? {
        guard summary.first.code == .fieldLeftOut, let kind = summary.first.property,
            let counted = counted(summary.count, kind: kind), let output = outputName(of: summary.first.message)
        else { return nil }
        let places = summary.places.allSatisfy { $0.line == nil } ? "" : DiagnosticPrinter.places(summary) + "; "
        return "\(output) has no place for: \(counted) (\(places)--verbose prints every one)"
    }

    /// The one line for the bookkeeping an output has no place for:
    /// `csv:outlook has no place for bookkeeping: 41 product ids (…), 40 contact ids (UID) (--verbose prints every one)`.
    static func bookkeepingLine(_ summaries: [Summary]) -> Diagnostic? {
        guard var first = summaries.first?.first, let output = outputName(of: first.message) else { return nil }
        let parts = summaries.compactMap { counted($0.count, kind: $0.first.property ?? "") }
        first.message = "\(output) has no place for bookkeeping: " + parts.joined(separator: ", ")
            + " (--verbose prints every one)"
        first.property = nil
        return first
    }
}
