import ContactModel

/// Organization cards and organization names as the finder compares them.
extension MatchKeyBuilder {
    /// Whether a contact is an organization card: `KIND:org` (`X-ABShowAs:COMPANY`), or a
    /// card without a person's name whose display name is its organization name (or which
    /// has no display name but an organization), as address books keep businesses.
    static func isOrganizationCard(_ contact: Contact) -> Bool {
        if contact.kind == .organization { return true }
        guard contact.kind == .individual, !contact.hasStructuredName, !contact.organizationName.isEmpty else { return false }
        guard let formatted = contact.formattedName, !formatted.isEmpty else { return true }
        return TextFolding.fold(capped(formatted)) == TextFolding.fold(capped(contact.organizationName))
    }

    /// The name an organization card goes by: its organization name, else its display name.
    static func organizationName(of contact: Contact) -> String {
        contact.organizationName.isEmpty ? contact.formattedName ?? "" : contact.organizationName
    }

    /// An organization name as ``OrganizationNames`` compares it: folded words without
    /// articles and legal forms (``OrganizationWords``; kept when nothing else is left), a
    /// plural `s` removed (`clubs` / `club`), and the words of a trailing place in brackets after
    /// a `(` word: `The Palm (Los Angeles)` → `palm ( los angeles`. Empty when nothing is left.
    static func organizationText(_ name: String) -> String {
        var main = Substring(capped(name))
        var bracketed = Substring("")
        if main.last == ")", let open = main.lastIndex(of: "(") {
            bracketed = main[main.index(after: open)..<main.index(before: main.endIndex)]
            main = main[..<open]
        }
        var words = organizationWords(main)
        let inBrackets = organizationWords(bracketed)
        if words.isEmpty {
            words = inBrackets
        } else if !inBrackets.isEmpty {
            words += ["("] + inBrackets
        }
        return words.joined(separator: " ")
    }

    /// The folded words of a name without articles and legal forms (all of them when that
    /// would leave none), each without a plural `s`. A one-letter word next to another is an
    /// initial, kept even when it is also an article or conjunction (`R. E. Wood`, `Y M C A`).
    private static func organizationWords(_ text: Substring) -> [String] {
        let folded = TextFolding.spaceSeparatedWords(TextFolding.fold(String(text)))
        let isLetter = { (index: Int) in index >= 0 && index < folded.count && folded[index].utf8.count == 1 }
        let kept = folded.indices.filter { index in
            let word = String(folded[index])
            if isLetter(index) && (isLetter(index - 1) || isLetter(index + 1)) { return true }
            return !OrganizationWords.stopWords.contains(word) && !OrganizationWords.legalForms.contains(word)
        }.map { folded[$0] }
        return (kept.isEmpty ? folded : kept).map { word in
            let bytes = word.utf8
            // `clubs` → `club`, `services` → `service`; not `ss` (`class`) or short words (`bus`).
            if bytes.count >= 4, bytes.last == 0x73, bytes.dropLast().last != 0x73 { return String(word.dropLast()) }
            return String(word)
        }
    }

    /// Calls `body` with each word of an organization text (``organizationText(_:)``) that
    /// says which organization is meant (not a kind of place or a branch marker): the block
    /// keys that meet `Fenix` with `Fenix at the Argyle`.
    static func forEachInformativeOrganizationWord(_ text: String, _ body: (Substring) -> Void) {
        for word in text.split(separator: " ") where word != "(" && word.utf8.count >= 3 {
            if OrganizationWords.kindWords.contains(String(word)) || OrganizationWords.isBranchMarker(word.utf8) { continue }
            body(word)
        }
    }
}
