/// The name of a kind of contact value, for a value that has no label of its own (a phone
/// number without `home` or `work`), for single values such as the birthday, and for the
/// headings of `show` and `list` (a group's members, the groups of a list).
public enum FieldTitle: String, Sendable, CaseIterable {
    /// A kind of value; ``LabelLocalizer/localizedTitle(for:)`` names it.
    case phone, email, address, url, date, related, birthday, note
    case socialProfile, instantMessage, photo, members, groups
}
