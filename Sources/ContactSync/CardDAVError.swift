/// Why a CardDAV exchange failed. The command-line tool maps each case to an exit status.
public enum CardDAVError: Error, Equatable, CustomStringConvertible {
    /// The server refused the login (401 or 403 on a login): a wrong user or password.
    case unauthorized(url: String, status: Int)
    /// The server could not be reached, or the connection broke part way.
    case unreachable(url: String, reason: String)
    /// The server answered with an error status; `message` is the start of its explanation.
    case status(url: String, method: String, status: Int, message: String)
    /// The server's answer could not be understood.
    case malformedResponse(url: String, reason: String)
    /// No address book was found, or the name given matches none (or several).
    case addressBookNotFound(String)
    /// The URL given is not an http or https URL.
    case invalidURL(String)
    /// The server's answer was larger than the client's limit for it (`limit` bytes): it was
    /// refused by its `Content-Length` or cut off when it grew past the limit.
    case responseTooLarge(url: String, limit: Int)
    /// The server redirected to a URL the origin policy refuses (another host, a downgrade
    /// to http, a scheme other than http and https): nothing was sent there.
    case redirectRefused(from: String, to: String, reason: String)
    /// The server named a principal, home or card at an href outside what the command may
    /// reach (another origin, or outside the address book): nothing was sent there.
    case foreignHref(url: String, href: String, reason: String)
    /// The transport could not carry the exchange: `contactkit`'s CardDAV helper is missing,
    /// of another version, or stopped part way (``HTTPTransportError/unavailable(_:)``).
    case transportUnavailable(String)

    public var description: String {
        switch self {
        case .unauthorized(let url, let status):
            return "the server refused the login for \(url) (HTTP \(status)): check the user name and "
                + "CONTACTKIT_PASSWORD or ~/.netrc"
        case .unreachable(let url, let reason):
            return "cannot reach \(url): \(reason)"
        case .status(let url, let method, let status, let message):
            let detail = message.isEmpty ? "" : ": \(message)"
            return "\(method) \(url) failed with HTTP \(status)\(detail)"
        case .malformedResponse(let url, let reason):
            return "unexpected answer from \(url): \(reason)"
        case .addressBookNotFound(let detail):
            return detail
        case .invalidURL(let text):
            return "'\(CardDAVClient.redacted(text))' is not an http:// or https:// URL"
        case .responseTooLarge(let url, let limit):
            return "the answer from \(url) is larger than the limit of \(Self.size(limit)) and was not read "
                + "(--max-response-size raises it) [response-too-large]"
        case .redirectRefused(let from, let to, let reason):
            return "\(from) redirected to \(to), which is not followed: \(reason) [redirect-refused]"
        case .foreignHref(let url, let href, let reason):
            return "\(url) named '\(href)', which is not used: \(reason) [foreign-href]"
        case .transportUnavailable(let message):
            return message
        }
    }

    /// A byte count as `32 MiB`, `512 KiB` or `1000 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
