import Foundation

/// What carries ``CardDAVClient``'s requests to the server and the answers back, one exchange
/// at a time.
///
/// Two kinds exist: ContactSyncNetworking's, in this process (libcurl's easy interface on
/// Linux, URLSession elsewhere), and the one `contactkit` uses, which hands each exchange to its
/// `contactkit-dav` helper process so that the tool itself links no networking library.
/// Redirects are never followed by a transport: the client follows them itself, under its
/// origin policy.
public protocol HTTPTransport: AnyObject {
    /// Sends `request` and returns the status and headers once the body has been read to its
    /// end. Each piece of the body goes to `receive` (with the status) on the calling thread as
    /// it arrives.
    ///
    /// Throws ``HTTPTransportError`` (the body grew past `limit` bytes, the exchange did not
    /// end by `deadline`, a compressed answer, a failed connection), or what `receive` throws:
    /// the exchange is abandoned then.
    func send(_ request: HTTPRequest, limit: Int, deadline: Date, receive: (Int, Data) throws -> Void) throws -> HTTPResponse
}

/// Why a transport could not complete an exchange.
public enum HTTPTransportError: Error, Equatable, Sendable {
    /// The body grew past the caller's limit (in bytes).
    case responseTooLarge(limit: Int)
    /// The exchange did not end by its deadline (it was given this many seconds).
    case deadlinePassed(seconds: TimeInterval)
    /// The server compressed its answer (this `Content-Encoding`) though the request asked
    /// for `identity`.
    case compressedAnswer(encoding: String)
    /// The connection failed: a few words on why ("connection refused").
    case failed(reason: String)
    /// The transport itself cannot work: its helper process is missing, of another version,
    /// or stopped part way (the message says which).
    case unavailable(String)
}
