import Foundation

extension LabelLocalizer {
    /// How the services of social profiles and instant messaging are spelled, by their name
    /// folded to lower case without spaces or hyphens: brand names keep their own casing in
    /// every language (`twitter` → `Twitter`, `linkedin` → `LinkedIn`), as Apple's
    /// `CNSocialProfile.localizedString(forService:)` and
    /// `CNInstantMessageAddress.localizedString(forService:)` show them.
    static let serviceSpellings: [String: String] = {
        let names = [
            // Apple's predefined social profile and instant-messaging services.
            "Facebook", "Flickr", "LinkedIn", "MySpace", "Sina Weibo", "Tencent Weibo", "Twitter",
            "Yelp", "Game Center", "AIM", "Facebook Messenger", "Gadu-Gadu", "Google Talk", "ICQ",
            "Jabber", "MSN", "QQ", "Skype", "Yahoo",
            // Services vCard exporters write today.
            "Mastodon", "Bluesky", "Instagram", "Threads", "TikTok", "YouTube", "GitHub", "GitLab",
            "Pinterest", "Reddit", "Snapchat", "Tumblr", "Xing", "VK", "WeChat", "WhatsApp",
            "Telegram", "Signal", "LINE", "KakaoTalk", "Viber", "Discord", "Slack", "Matrix",
            "XMPP", "IRC", "Microsoft Teams", "Zoom", "FaceTime", "Weibo",
        ]
        var result: [String: String] = [:]
        for name in names { result[serviceKey(name)] = name }
        result["x"] = "X"
        result["googletalk"] = "Google Talk"
        result["gtalk"] = "Google Talk"
        result["yahoomessenger"] = "Yahoo"
        result["aol"] = "AIM"
        return result
    }()

    /// A service name as it is looked up: lower case, without spaces, hyphens, dots or
    /// underscores (`Sina Weibo`, `sinaweibo` and `sina-weibo` are one service).
    static func serviceKey(_ service: String) -> String {
        String(service.lowercased().unicodeScalars.filter { !" -._".unicodeScalars.contains($0) })
    }

    /// A social-profile or instant-messaging service as the card shows it: its brand's own
    /// spelling when it is a known service (`mastodon` → `Mastodon`), else as the source
    /// wrote it.
    public func localizedString(forService service: String) -> String {
        let trimmed = service.trimmingCharacters(in: .whitespaces)
        return LabelLocalizer.serviceSpellings[LabelLocalizer.serviceKey(trimmed)] ?? trimmed
    }
}
