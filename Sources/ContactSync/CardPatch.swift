import ContactFormats
import ContactModel

/// Applies an edited contact to the bytes of the card it was pulled as, so a push changes
/// only what was edited: every property whose values are the same keeps the server's bytes
/// (its folding, parameter spelling, order, and what ContactKit does not model); a property
/// whose values changed is written anew, in the card's own vCard version, where the old one
/// stood.
///
/// Properties are compared by name, as ContactKit writes them in that version: the pulled
/// card read and written again, against the edited contact written. A change that touches a
/// grouped property (`item1.TEL` with its `item1.X-ABLabel`), a vCard 2.1 card (whose
/// quoted-printable lines cannot be cut apart safely), or a result that does not read back
/// as the edited contact gives nil: the caller then writes the whole card.
public enum CardPatch {
    /// The pulled card `original` with `contact`'s changes, in `version`; nil when the
    /// change cannot be applied property by property.
    public static func apply(_ contact: Contact, to original: [UInt8], version: VCardVersion) -> [UInt8]? {
        guard version != .v2_1, let originalContact = firstContact(original) else { return nil }
        let pulled = ContentLines(render(originalContact, version))
        let edited = ContentLines(render(contact, version))
        let raw = ContentLines(original)
        var changed: Set<String> = []
        for name in Set(pulled.names).union(edited.names) where pulled.unfolded(named: name) != edited.unfolded(named: name) {
            changed.insert(name)
        }
        guard !changed.isEmpty, !changed.contains("BEGIN"), !changed.contains("END"), !changed.contains("VERSION") else {
            return nil
        }
        for name in changed where raw.isGrouped(name) || edited.isGrouped(name) { return nil }

        var result: [UInt8] = []
        var written: Set<String> = []
        for (index, line) in raw.lines.enumerated() {
            if index == raw.lines.count - 1, line.name == "END" {
                for added in edited.lines where changed.contains(added.name) && !written.contains(added.name) {
                    result += added.bytes
                }
            }
            if changed.contains(line.name) {
                if written.insert(line.name).inserted {
                    for replacement in edited.lines where replacement.name == line.name { result += replacement.bytes }
                }
                continue
            }
            result += line.bytes
        }
        guard CardFingerprint.of(vCard: result) == CardFingerprint.of(contact) else { return nil }
        return result
    }

    /// `contact` written as a card of `version`.
    public static func render(_ contact: Contact, _ version: VCardVersion) -> [UInt8] {
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: version, sink: sink)
        do {
            try writer.write(contact)
            try writer.finish()
        } catch {
            return []
        }
        return sink.bytes
    }

    static func firstContact(_ bytes: [UInt8]) -> Contact? {
        var reader = VCardReader(input: MemoryInput(bytes))
        return (try? reader.next()) ?? nil
    }
}
