/// What a contact card describes (vCard 4.0 `KIND`, Apple `X-ABShowAs` and
/// `X-ADDRESSBOOKSERVER-KIND`).
public enum ContactKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A person (vCard 4.0 `KIND:individual`, the default).
    case individual
    /// A company or other organization (`KIND:org`, Apple `X-ABShowAs:COMPANY`).
    case organization
    /// A group of contacts, whose members are listed (`KIND:group`, Apple `X-ADDRESSBOOKSERVER-KIND:group`).
    case group
}
