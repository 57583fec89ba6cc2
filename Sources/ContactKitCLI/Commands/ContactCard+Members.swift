import ContactKit
import ContactFormatting
import Foundation
import ContactModel

extension ContactCard {
    /// The names of the contacts read so far by UID, to name a group's members (vCard 4.0
    /// `MEMBER`, Apple `X-ADDRESSBOOKSERVER-MEMBER`, usually `urn:uuid:` references). Keeps
    /// two strings per contact with a UID, not the contact.
    struct MemberNames {
        private var names: [String: String] = [:]

        /// The key of a UID or member reference: without `urn:uuid:`, lower-cased.
        static func key(_ reference: String) -> String {
            var text = Substring(reference.trimmingCharacters(in: .whitespaces))
            if text.lowercased().hasPrefix("urn:uuid:") { text = text.dropFirst("urn:uuid:".count) }
            return text.lowercased()
        }

        /// Remembers the contact's name under its UID (the first contact with a UID wins).
        mutating func record(_ contact: Contact, name: String) {
            guard let uid = contact.uid, !uid.isEmpty else { return }
            let key = MemberNames.key(uid)
            if names[key] == nil { names[key] = name }
        }

        /// The name of the contact a reference points to, when it was read.
        func name(for reference: String) -> String? { names[MemberNames.key(reference)] }

        /// How many names are kept.
        var count: Int { names.count }

        /// Reads the inputs of `loop` again, without diagnostics or progress, for the names
        /// of the contacts whose UID keys are `keys` (members read before their group).
        mutating func recordAgain(_ keys: Set<String>, from loop: ContactInputReader, names formatter: NameFormatter) throws {
            let inputs = try InputFile.checked(loop.inputs.compactMap(\.path))
            var again = ContactInputReader(
                inputs, format: loop.format, options: loop.options, limits: loop.limits, reporter: CommandReporter.silent())
            try again.forEach { contact, _ in
                guard let uid = contact.uid, keys.contains(MemberNames.key(uid)) else { return }
                record(contact, name: formatter.displayName(for: contact.boundedForDisplay()))
            }
        }
    }

    /// A group's members row: one line per member, by name when the member was read (in
    /// input order), else by its reference as written; a last line counts the members not
    /// found (`2 of 5 not in the input`).
    func memberRow(for group: Contact, names: MemberNames) -> Row? {
        guard !group.members.isEmpty else { return nil }
        var lines: [String] = []
        var unknown = 0
        for reference in group.members {
            if let name = names.name(for: reference), !name.isEmpty {
                lines.append(name)
            } else {
                lines.append(reference)
                unknown += 1
            }
        }
        if unknown > 0 {
            lines.append("(" + labels.localizedPhrase(.membersNotInInput, unknown, group.members.count) + ")")
        }
        return Row(label: labels.localizedTitle(for: .members), value: lines.joined(separator: "\n"))
    }
}
