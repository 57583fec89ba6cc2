/// The name of a kind of contact value, for a value that has no label of its own (a phone
/// number without `home` or `work`), for single values such as the birthday, and for the
/// headings of `show` and `list` (a group's members, the groups of a list).
public enum FieldTitle: String, Sendable, CaseIterable {
    /// A kind of value; ``LabelLocalizer/localizedTitle(for:)`` names it.
    case phone, email, address, url, date, related, birthday, note
    /// A social network profile.
    case socialProfile
    /// An instant-messaging account.
    case instantMessage
    /// The contact's picture.
    case photo
    /// A name part that the heading of `show` may leave out: the family name before
    /// marriage, the second surname (RFC 9554), the generation (`Jr.`, `III`).
    case maidenName, secondSurname, generation
    /// The members of a group (a heading of `show`).
    case members
    /// The groups a contact belongs to (a heading of `show` and `list`).
    case groups
}
