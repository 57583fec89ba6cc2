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
            return "'\(text)' is not an http:// or https:// URL"
        }
    }
}
