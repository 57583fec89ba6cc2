import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A CardDAV (RFC 6352) client: discovery, listing address books, fetching cards, and
/// conditional writes, over HTTP or HTTPS with Basic authentication.
///
/// Every request waits for its answer (the tool works one step at a time). Answers 429 and
/// 503 are retried with exponential backoff (honouring `Retry-After` up to
/// ``Configuration/maximumBackoff``); a refused login throws ``CardDAVError/unauthorized(url:status:)``,
/// a broken connection ``CardDAVError/unreachable(url:reason:)``.
public final class CardDAVClient {
    /// How the client talks to the server.
    public struct Configuration: Sendable {
        /// Seconds a request may wait for the server before it fails.
        public var timeout: TimeInterval = 60
        /// How many times an answer 429 or 503 is retried.
        public var retries: Int = 4
        /// The first wait before a retry, in seconds; it doubles each time.
        public var initialBackoff: TimeInterval = 0.5
        /// The longest wait before a retry, in seconds.
        public var maximumBackoff: TimeInterval = 30
        /// How many cards one `addressbook-multiget` report asks for.
        public var multigetBatchSize: Int = 250
        /// The largest answer body read for a listing (PROPFIND, sync-collection, and the
        /// answers to PUT and DELETE), in bytes: 32 MiB, about 100,000 cards' hrefs and ETags.
        /// A larger answer throws ``CardDAVError/responseTooLarge(url:limit:)``.
        public var maximumListingSize: Int = 32 << 20
        /// The largest answer body read for an `addressbook-multiget` report (cards with
        /// their photos), in bytes: 64 MiB, the readers' longest line. A batch whose answer is
        /// larger is asked for again in halves; one card larger than this throws
        /// ``CardDAVError/responseTooLarge(url:limit:)``.
        public var maximumCardsSize: Int = 64 << 20

        /// The defaults: 60 s timeout, 4 retries from 0.5 s up to 30 s, 250 cards per multiget,
        /// answers up to 32 MiB for listings and 64 MiB for cards.
        public init() {}
    }

    /// The user name and password sent with every request; nil for none.
    public let credentials: Credentials?
    /// The timeouts, retries and batch size.
    public let configuration: Configuration
    private let transport: HTTPTransport
    /// Waits between retries; tests replace it to run fast.
    var sleep: (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }
    /// How many requests were sent (tests check that an incremental pull fetched little).
    public private(set) var requestCount = 0

    /// Creates a client.
    public init(credentials: Credentials?, configuration: Configuration = Configuration()) {
        self.credentials = credentials
        self.configuration = configuration
        self.transport = HTTPTransport(timeout: configuration.timeout)
    }

    /// Sends a request and returns the answer, whatever its status, after retries on 429 and
    /// 503 and following up to five redirects with the same method. 401 throws
    /// ``CardDAVError/unauthorized(url:status:)``; a body larger than `limit` bytes (default:
    /// ``Configuration/maximumListingSize``) throws ``CardDAVError/responseTooLarge(url:limit:)``.
    func send(
        _ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil, limit: Int? = nil
    ) throws(CardDAVError) -> (response: HTTPResponse, url: URL) {
        var url = url
        var redirects = 0
        var attempt = 0
        while true {
            var request = URLRequest(url: url)
            request.httpMethod = method
            request.httpBody = body
            for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
            if let credentials { request.setValue(credentials.authorizationHeader, forHTTPHeaderField: "Authorization") }
            request.setValue("contactkit", forHTTPHeaderField: "User-Agent")
            let response: HTTPResponse
            do {
                requestCount += 1
                response = try transport.send(request, limit: limit ?? configuration.maximumListingSize)
            } catch let error as HTTPTransport.ResponseTooLarge {
                throw .responseTooLarge(url: Self.display(url), limit: error.limit)
            } catch {
                throw .unreachable(url: Self.display(url), reason: Self.reason(error))
            }
            switch response.status {
            case 401:
                throw .unauthorized(url: Self.display(url), status: response.status)
            case 301, 302, 303, 307, 308:
                guard redirects < 5, let location = response.header("Location"),
                    let target = URL(string: location, relativeTo: url)?.absoluteURL
                else { return (response, url) }
                redirects += 1
                url = target
            case 429, 503:
                guard attempt < configuration.retries else { return (response, url) }
                let backoff = configuration.initialBackoff * pow(2, Double(attempt))
                let asked = response.header("Retry-After").flatMap(TimeInterval.init) ?? 0
                sleep(min(configuration.maximumBackoff, max(backoff, asked)))
                attempt += 1
            default:
                return (response, url)
            }
        }
    }

    /// Sends a request and throws ``CardDAVError/status(url:method:status:message:)`` unless
    /// the answer's status is in `accepted`.
    func expect(
        _ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil,
        accepted: ClosedRange<Int> = 200...299, limit: Int? = nil
    ) throws(CardDAVError) -> (response: HTTPResponse, url: URL) {
        let answer = try send(method, url, headers: headers, body: body, limit: limit)
        guard accepted.contains(answer.response.status) else {
            throw Self.failure(method, answer.url, answer.response)
        }
        return answer
    }

    /// A PROPFIND or REPORT whose answer is a multistatus.
    func multistatus(
        _ method: String, _ url: URL, depth: String, body: String, limit: Int? = nil
    ) throws(CardDAVError) -> (DAVMultistatus, URL) {
        let answer = try expect(
            method, url, headers: ["Depth": depth, "Content-Type": "application/xml; charset=utf-8"],
            body: Data(body.utf8), limit: limit)
        do {
            return (try DAVMultistatus(data: answer.response.body), answer.url)
        } catch {
            throw .malformedResponse(url: Self.display(answer.url), reason: error.reason)
        }
    }

    /// The error for an unexpected status: the status and the start of the server's message.
    static func failure(_ method: String, _ url: URL, _ response: HTTPResponse) -> CardDAVError {
        if response.status == 403, method == "PROPFIND" {
            return .unauthorized(url: display(url), status: 403)
        }
        return .status(url: display(url), method: method, status: response.status, message: message(response.body))
    }

    /// The server's explanation, on one line, without markup, at most 200 characters.
    static func message(_ body: Data) -> String {
        var text = String(decoding: body.prefix(4096), as: UTF8.self)
        while let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
            text.replaceSubrange(open...close, with: " ")
        }
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        let line = words.joined(separator: " ").filter { !$0.isASCII || $0.asciiValue! >= 0x20 }
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    /// A URL as messages show it: without user or password.
    public static func display(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true) else { return "<url>" }
        components.user = nil
        components.password = nil
        return components.string ?? "<url>"
    }

    /// The transport's error in a few words.
    static func reason(_ error: any Error) -> String {
        if let error = error as? URLError {
            switch error.code {
            case .timedOut: return "the request timed out"
            case .cannotConnectToHost: return "connection refused"
            case .networkConnectionLost: return "the connection was lost"
            case .cannotFindHost: return "unknown host"
            default: return error.localizedDescription
            }
        }
        return "\(error)"
    }
}
