import Foundation

/// One HTTP request as ``CardDAVClient`` hands it to its ``HTTPTransport``: the method, the
/// URL, every header (credentials included) and the body.
public struct HTTPRequest: Sendable, Equatable {
    /// The method: `PROPFIND`, `REPORT`, `PUT`, `DELETE`, ...
    public var method: String
    /// Where the request goes.
    public var url: URL
    /// The headers, names as the client wrote them.
    public var headers: [String: String]
    /// The body, when the request has one.
    public var body: Data?

    /// Creates a request.
    public init(method: String, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}
