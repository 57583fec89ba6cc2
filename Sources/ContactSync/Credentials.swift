import Foundation

/// A user name and password for HTTP Basic authentication.
///
/// The password never comes from the command line (other users can read it there): it comes
/// from the `CONTACTKIT_PASSWORD` environment variable or from `~/.netrc`. It is never
/// printed; ``description`` hides it.
public struct Credentials: Sendable, Equatable, CustomStringConvertible {
    /// The user name.
    public var user: String
    /// The password (never printed).
    public var password: String

    /// Creates credentials.
    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }

    /// The `Authorization` header value.
    var authorizationHeader: String {
        "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
    }

    public var description: String { "Credentials(user: \(user), password: hidden)" }

    /// The credentials for `url`: the user from `user` (`--user`), else the URL, else the
    /// netrc entry of the host; the password from `environment["CONTACTKIT_PASSWORD"]`, else
    /// the netrc entry for the host (and user). Nil when no password is found.
    public static func resolve(
        for url: URL, user: String?, environment: [String: String], netrcText: String?
    ) -> Credentials? {
        let host = url.host ?? ""
        let urlUser = url.user.flatMap { $0.removingPercentEncoding ?? $0 }
        var name = user ?? urlUser
        let entries = netrcText.map(NetrcFile.entries) ?? []
        let entry =
            entries.first { $0.machine == host && (name == nil || $0.login == name) }
            ?? entries.first { $0.machine == nil && (name == nil || $0.login == name) }
        if name == nil { name = entry?.login }
        guard let name else { return nil }
        if let password = environment["CONTACTKIT_PASSWORD"] {
            return Credentials(user: name, password: password)
        }
        if let password = entry?.password { return Credentials(user: name, password: password) }
        return nil
    }

    /// The text of `~/.netrc` (of `$HOME`), or nil when there is none.
    public static func netrcText(environment: [String: String]) -> String? {
        guard let home = environment["HOME"] else { return nil }
        return try? String(contentsOfFile: home + "/.netrc", encoding: .utf8)
    }
}
