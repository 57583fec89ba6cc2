/// A profile on a social network, like `CNSocialProfile`.
public struct SocialProfile: Sendable, Hashable, Codable {
    /// The profile's address on the web.
    public var urlString: String
    /// The user's name on the service.
    public var username: String
    /// The service's own identifier for the user, when given.
    public var userIdentifier: String
    /// The service's name as the source wrote it (`twitter`, `LinkedIn`).
    public var service: String

    /// Creates a profile; every part is empty unless given.
    public init(
        urlString: String = "", username: String = "", userIdentifier: String = "",
        service: String = ""
    ) {
        self.urlString = urlString
        self.username = username
        self.userIdentifier = userIdentifier
        self.service = service
    }
}
