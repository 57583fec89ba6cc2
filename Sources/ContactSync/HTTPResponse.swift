import Foundation

/// The status and headers of an answer, and its body when the caller collected it.
public struct HTTPResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers as the server sent them (look one up with ``header(_:)``).
    public var headers: [String: String]
    /// The response body, when collected (``CardDAVClient`` streams multistatus answers into
    /// its parser instead, and keeps only the start of an error page).
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: [String: String], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}
