/// An instant-messaging account, like `CNInstantMessageAddress`.
public struct InstantMessageAddress: Sendable, Hashable, Codable {
    /// The account name or handle on the service.
    public var username: String
    /// The service's name as the source wrote it (`Skype`, `Jabber`, `ICQ`).
    public var service: String

    /// Creates an account of `service` (empty when the source named none).
    public init(username: String, service: String = "") {
        self.username = username
        self.service = service
    }
}
