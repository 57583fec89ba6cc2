import Foundation

/// The body of a request with its media type: a request that carries a body always says
/// what it is (`Content-Type`), whatever path sends it. Servers such as Xandikos answer 415
/// to a body without one.
struct HTTPRequestBody: Sendable {
    /// The bytes sent.
    var data: Data
    /// The `Content-Type` header sent with them.
    var contentType: String

    /// A WebDAV XML body (PROPFIND, REPORT).
    static func xml(_ text: String) -> HTTPRequestBody {
        HTTPRequestBody(data: Data(text.utf8), contentType: "application/xml; charset=utf-8")
    }

    /// A vCard (PUT).
    static func vCard(_ bytes: [UInt8]) -> HTTPRequestBody {
        HTTPRequestBody(data: Data(bytes), contentType: "text/vcard; charset=utf-8")
    }
}
