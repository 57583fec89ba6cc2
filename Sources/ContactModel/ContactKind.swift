/// What a contact card describes (vCard 4.0 `KIND`, Apple `X-ABShowAs` and
/// `X-ADDRESSBOOKSERVER-KIND`).
public enum ContactKind: String, Sendable, Hashable, Codable, CaseIterable {
    case individual
    case organization
    case group
}
