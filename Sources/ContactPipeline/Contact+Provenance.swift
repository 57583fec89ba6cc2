import ContactModel

extension Contact {
    /// The records this contact was merged from, by their identifiers: each record's UID,
    /// else its 1-based position in the input, as `dedupe --clusters` names them; empty for
    /// a contact that is no merge.
    ///
    /// Read from the provenance ``Unifier`` writes (one ``Unifier/mergedPropertyName``
    /// property per record, its value escaped as a vCard text), so a merged contact read
    /// back from a file says the same. A contact merged again lists the records of both
    /// merges.
    public var mergedRecordIdentifiers: [String] {
        extensions.filter { $0.name == Unifier.mergedPropertyName && $0.group == nil }.map { Unifier.unescaped($0.value) }
    }
}

extension Unifier {
    /// Text as ``escaped(_:)`` wrote it, unescaped (`\\`, `\,`, `\;`, `\n`).
    static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(0x5C) else { return text }
        var output = ""
        var escaping = false
        for character in text {
            if escaping {
                output.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                output.append(character)
            }
        }
        if escaping { output.append("\\") }
        return output
    }
}
