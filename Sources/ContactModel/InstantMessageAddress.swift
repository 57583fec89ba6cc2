/// An instant-messaging account, like `CNInstantMessageAddress`.
public struct InstantMessageAddress: Sendable, Hashable, Codable {
    public var username: String
    /// The service's name as the source wrote it (`Skype`, `Jabber`, `ICQ`).
    public var service: String

    public init(username: String, service: String = "") {
        self.username = username
        self.service = service
    }
}
