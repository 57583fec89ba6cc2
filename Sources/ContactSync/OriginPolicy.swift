import Foundation

/// Where the client may send a request carrying the user's credentials: to the origin
/// (scheme, host and port) of the URL the user gave, and from there only to the origins a
/// redirect or an href of the server may lead to under these rules:
///
/// - only `http` and `https` (never `ftp:`, `file:` or anything else);
/// - never from https down to http;
/// - the same origin, or the same host moving up from `http` to `https` on the default ports;
/// - a host the user allowed (`--allow-host`);
/// - https on the same registrable domain (iCloud's `p42-contacts.icloud.com` from
///   `contacts.icloud.com`), by the Public Suffix List: `alice.github.io` and
///   `bob.github.io` are apart.
///
/// Anything else is refused before a byte is sent there.
public struct OriginPolicy: Sendable, Equatable {
    /// The hosts the user allowed besides the start's, lower-cased.
    public var allowedHosts: Set<String>

    /// Creates a policy; `allowedHosts` are matched without regard to case.
    public init(allowedHosts: [String] = []) {
        self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
    }

    /// Why going from `source` to `target` is refused, or nil when it is allowed.
    public func refusal(from source: URL, to target: URL) -> String? {
        guard let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return "only http and https are followed, not \(target.scheme.map { "\($0):" } ?? "a URL without a scheme")"
        }
        guard let targetHost = target.host?.lowercased(), !targetHost.isEmpty else { return "the URL names no host" }
        let sourceScheme = source.scheme?.lowercased() ?? ""
        if sourceScheme == "https", scheme == "http" {
            return "a downgrade from https to http (the password would travel in clear)"
        }
        let sourceHost = source.host?.lowercased() ?? ""
        if Self.origin(source) == Self.origin(target) { return nil }
        if sourceHost == targetHost, sourceScheme == "http", scheme == "https",
            (source.port ?? 80) == 80, (target.port ?? 443) == 443
        {
            return nil
        }
        if allowedHosts.contains(targetHost) { return nil }
        if sourceScheme == "https", scheme == "https",
            let domain = PublicSuffixList.registrableDomain(of: targetHost),
            domain == PublicSuffixList.registrableDomain(of: sourceHost)
        {
            return nil
        }
        if sourceHost == targetHost {
            return "another port or scheme of the same host (--allow-host \(targetHost) allows it)"
        }
        return "another host (--allow-host \(targetHost) allows it)"
    }

    /// The scheme, host and port of `url` (the default port when none is written).
    static func origin(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : 0)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }

    /// True for a loopback host (`localhost`, 127.0.0.0/8, `::1`): plain http stays on the
    /// machine there.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return host == "localhost" || host.hasSuffix(".localhost") || host == "::1" || host.hasPrefix("127.")
    }
}
