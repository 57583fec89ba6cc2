/// A profile on a social network, like `CNSocialProfile`.
public struct SocialProfile: Sendable, Hashable, Codable {
    public var urlString: String
    public var username: String
    public var userIdentifier: String
    /// The service's name as the source wrote it (`twitter`, `LinkedIn`).
    public var service: String

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
