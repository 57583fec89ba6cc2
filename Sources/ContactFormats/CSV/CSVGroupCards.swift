import ContactModel

/// The group cards a CSV writer was given (Apple's `X-ADDRESSBOOKSERVER-KIND:group`, 4.0
/// `KIND:group`). No CSV layout has rows for groups: a group card written as a row became a
/// contact named after the group (an Outlook contact with the last name "Family"). Its name
/// goes instead into the groups column of each member's row (Google's `Labels`, Outlook's
/// `Categories`, the generic `groups`), which those programs import as labels and
/// categories and the CSV reader reads back as ``/ContactModel/Contact/groups``. Members are
/// the rows whose UID a `MEMBER` (`urn:uuid:…`) names. A writer that holds its rows until
/// the end gives every member its groups; one that streams (`--slots`) only the members
/// that come after their group card.
struct CSVGroupCards {
    /// The groups' names, in input order, and their member references.
    private(set) var groups: [(name: String, members: [String])] = []
    /// The names of the groups each member key is in, in the order the cards came.
    private var namesByMember: [String: [String]] = [:]

    var isEmpty: Bool { groups.isEmpty }

    /// The name a group goes by: its display name, else its name parts.
    static func name(of group: Contact) -> String {
        if let formatted = group.formattedName, !formatted.isEmpty { return formatted }
        return group.plainDisplayName
    }

    /// How a member reference and a UID are compared: without `urn:uuid:`, lower-cased.
    static func key(_ reference: String) -> String {
        var text = reference.trimmingWhitespace()
        if text.count > 9, text.prefix(9).lowercased() == "urn:uuid:" { text = String(text.dropFirst(9)) }
        return text.lowercased()
    }

    /// Takes a group card; returns the warning that it is no row. `rowsWritten`: rows a
    /// streaming writer already wrote, which the card can no longer mark.
    mutating func add(_ group: Contact, layout: CSVLayout, hasGroupsColumn: Bool, rowsWritten: Int) -> Diagnostic {
        let name = CSVGroupCards.name(of: group)
        add(name: name, members: group.members)
        return CSVGroupCards.warning(
            name: name, memberCount: group.members.count, layout: layout, hasGroupsColumn: hasGroupsColumn,
            rowsWritten: rowsWritten)
    }

    /// Takes the group `name` with its member references.
    mutating func add(name: String, members: [String]) {
        groups.append((name, members))
        for member in members {
            let key = CSVGroupCards.key(member)
            if !(namesByMember[key] ?? []).contains(name) { namesByMember[key, default: []].append(name) }
        }
    }

    /// The warning that the group card `name` is no row.
    static func warning(name: String, memberCount: Int, layout: CSVLayout, hasGroupsColumn: Bool, rowsWritten: Int) -> Diagnostic {
        var message = "csv:\(layout.rawValue) has no rows for groups: the group card \(Diagnostic.quoted(name)) ("
            + "\(memberCount) member(s)) is "
        if !hasGroupsColumn {
            message += "left out with its members' membership: the layout has no groups column"
        } else {
            message += "written as a group name in its members' rows, not as a contact (its other fields are not written)"
            if rowsWritten > 0 {
                message += "; its members among the \(rowsWritten) row(s) already written (--slots streams) do not have it"
            }
        }
        return .warning(.fieldLeftOut, property: "kind", message)
    }

    /// The names of the groups seen so far that list a contact with this UID.
    func names(for uid: String?) -> [String] {
        guard !namesByMember.isEmpty, let uid else { return [] }
        return namesByMember[CSVGroupCards.key(uid)] ?? []
    }

    /// The names of the groups that list the row whose UID has `key` (``key(_:)``), if any.
    func names(forKey key: String) -> [String]? {
        namesByMember[key]
    }

    /// The warnings for members that are no held row; `isPresent` tells whether a member's
    /// key is some held row's.
    func missingMembers(layout: CSVLayout, isPresent: (String) -> Bool) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for group in groups {
            let missing = group.members.filter { !isPresent(CSVGroupCards.key($0)) }
            guard !missing.isEmpty else { continue }
            diagnostics.append(
                .warning(
                    .fieldLeftOut, property: "members",
                    "csv:\(layout.rawValue) has no column for: the membership in the group \(Diagnostic.quoted(group.name)) of "
                        + "\(missing.count) member(s) not in the output (\(missing.prefix(3).map(Diagnostic.quoted).joined(separator: ", "))"
                        + (missing.count > 3 ? ", …)" : ")")))
        }
        return diagnostics
    }
}
