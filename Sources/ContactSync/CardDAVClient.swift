import ContactModel
import Foundation

/// A CardDAV (RFC 6352) client: discovery, listing address books, fetching cards, and
/// conditional writes, over HTTP or HTTPS with Basic authentication.
///
/// The requests go through an ``HTTPTransport`` the client is given a way to make (one for
/// itself, one for each worker of a parallel push): ContactSyncNetworking's in this process
/// (libcurl's easy interface on Linux, URLSession elsewhere; that module also gives the
/// initializer without a transport), or what `contactkit` uses, its `contactkit-dav` helper
/// process.
///
/// Every request waits for its answer (the tool works one step at a time). Answers 429 and
/// 503 are retried with exponential backoff (honouring `Retry-After` up to
/// ``Configuration/maximumBackoff``); a refused login throws ``CardDAVError/unauthorized(url:status:)``,
/// a broken connection ``CardDAVError/unreachable(url:reason:)``.
public final class CardDAVClient {
    /// How the client talks to the server.
    public struct Configuration: Sendable {
        /// Seconds one exchange (a request, its redirects and its whole answer) may take
        /// before it fails, however slowly the answer trickles in.
        public var timeout: TimeInterval = 60
        /// How many times an answer 429 or 503 is retried.
        public var retries: Int = 4
        /// The first wait before a retry, in seconds; it doubles each time.
        public var initialBackoff: TimeInterval = 0.5
        /// The longest wait before a retry, in seconds.
        public var maximumBackoff: TimeInterval = 30
        /// How many cards one `addressbook-multiget` report asks for.
        public var multigetBatchSize: Int = 250
        /// The largest answer read for a whole book in one report (a first pull's
        /// `sync-collection` or `addressbook-query` with the cards), in bytes: 1 GiB. Such an
        /// answer may also take ``timeout`` × 10. Cut off past either, the cards received are
        /// kept and the rest are fetched with multiget reports.
        public var maximumBookSize: Int = 1 << 30
        /// How many requests a push sends at once (`--jobs`), each worker on its own
        /// connection.
        public var jobs: Int = 4
        /// The largest answer body read for a listing (PROPFIND, sync-collection, and the
        /// answers to PUT and DELETE), in bytes: 32 MiB, about 100,000 cards' hrefs and ETags.
        /// A larger answer throws ``CardDAVError/responseTooLarge(url:limit:)``.
        public var maximumListingSize: Int = 32 << 20
        /// The largest answer body read for an `addressbook-multiget` report (cards with
        /// their photos), in bytes: 64 MiB, the readers' longest line. A batch whose answer is
        /// larger is asked for again in halves; one card larger than this throws
        /// ``CardDAVError/responseTooLarge(url:limit:)``.
        public var maximumCardsSize: Int = 64 << 20

        /// The longest text of one card (its `address-data`) read, in bytes: 8 MiB. A multiget
        /// answer is read as it arrives, one card at a time, so this (not the answer's size)
        /// is what a multiget holds in memory.
        public var maximumCardSize: Int = 8 << 20
        /// The longest text of one element of a listing (an href, ETag, name or token), in
        /// bytes: 64 KiB.
        public var maximumListingTextSize: Int = 64 << 10
        /// Whether the process's resident memory is watched while URLSession holds a
        /// redirect's body (Linux; more than 16 MiB of growth before the answer's head ends
        /// the exchange). Only for a process doing one exchange at a time, as the
        /// command-line tool does: other threads' memory would count too.
        public var watchesProcessMemory = false
        /// Where credentials may go besides the URL given (`--allow-host`).
        public var originPolicy = OriginPolicy()

        /// The defaults: 60 s for each exchange, 4 retries from 0.5 s up to 30 s, 250 cards
        /// per multiget, answers up to 32 MiB for listings and 64 MiB for cards (8 MiB for
        /// one card), no host allowed besides the URL's.
        public init() {}
    }

    /// The user name and password sent with every request; nil for none.
    public let credentials: Credentials?
    /// The timeouts, retries, batch size, limits and origin policy.
    public let configuration: Configuration
    /// Receives each warning with the URL it is about: credentials over plain http
    /// (`insecure-http`, once), entity references an answer left unresolved
    /// (`unresolved-entity`), hrefs outside the address book (`foreign-href`), ETags that
    /// cannot be sent back (`invalid-etag`).
    public var warn: (Diagnostic, String) -> Void = { _, _ in }
    let transport: any HTTPTransport
    /// Makes a transport for a configuration: this client's, and each worker's.
    let makeTransport: TransportMaker
    /// Waits between retries; tests replace it to run fast.
    var sleep: (TimeInterval) -> Void = { Thread.sleep(forTimeInterval: $0) }
    /// How many requests were sent (tests check that an incremental pull fetched little).
    public internal(set) var requestCount = 0
    /// The origins requests may go to (scheme://host:port): the user's, and those a
    /// redirect or href led to under ``Configuration/originPolicy``.
    var trustedOrigins: Set<String> = []
    var warnedInsecure = false

    /// Makes the transport of a client with a configuration (its timeout, whether it watches
    /// the process's memory); called once per client and once per worker of a parallel push.
    public typealias TransportMaker = (Configuration) -> any HTTPTransport

    /// Creates a client whose requests go through the transports `transport` makes.
    public init(credentials: Credentials?, configuration: Configuration = Configuration(), transport: @escaping TransportMaker) {
        self.credentials = credentials
        self.configuration = configuration
        self.makeTransport = transport
        self.transport = transport(configuration)
    }

    /// Lets requests go to the origin of `url` (the URL the user gave).
    public func trust(_ url: URL) {
        trustedOrigins.insert(OriginPolicy.origin(url))
    }

    /// Lets requests go to `target`, reached from `source` by an href of the server, when the
    /// origin policy allows it; throws ``CardDAVError/foreignHref(url:href:reason:)`` otherwise.
    func admit(_ target: URL, href: String, from source: URL) throws(CardDAVError) {
        if trustedOrigins.contains(OriginPolicy.origin(target)) { return }
        if let reason = configuration.originPolicy.refusal(from: source, to: target) {
            throw .foreignHref(url: Self.display(source), href: Self.redacted(href), reason: reason)
        }
        trust(target)
    }

    /// Sends a request and returns the answer's head (its body only up to 64 KiB, for
    /// messages), after retries on 429 and 503 and following up to five redirects with the
    /// same method under the origin policy (none when `followRedirects` is false). A 2xx
    /// body goes to `stream` as it arrives when one is given. 401 throws
    /// ``CardDAVError/unauthorized(url:status:)``; a body larger than `limit` bytes (default:
    /// ``Configuration/maximumListingSize``) throws ``CardDAVError/responseTooLarge(url:limit:)``;
    /// a redirect the policy refuses, ``CardDAVError/redirectRefused(from:to:reason:)``.
    func send(
        _ method: String, _ url: URL, headers: [String: String] = [:], body: HTTPRequestBody? = nil, limit: Int? = nil,
        followRedirects: Bool = true, timeScale: Double = 1, stream: ((Data) throws -> Void)? = nil
    ) throws(CardDAVError) -> (response: HTTPResponse, url: URL) {
        let allowed = configuration.timeout * timeScale
        var url = url
        var redirects = 0
        var attempt = 0
        if trustedOrigins.isEmpty { trust(url) }
        var deadline = Date().addingTimeInterval(allowed)
        while true {
            guard trustedOrigins.contains(OriginPolicy.origin(url)) else {
                throw .foreignHref(url: Self.display(url), href: Self.display(url), reason: "not an origin this command was given")
            }
            var request = HTTPRequest(method: method, url: url, headers: headers, body: body?.data)
            if let body { request.headers["Content-Type"] = body.contentType }
            if let credentials {
                warnIfInsecure(url)
                request.headers["Authorization"] = credentials.authorizationHeader
            }
            request.headers["User-Agent"] = "contactkit"
            request.headers["Accept-Encoding"] = "identity"
            var response: HTTPResponse
            var kept = Data()
            do {
                requestCount += 1
                response = try transport.send(request, limit: limit ?? configuration.maximumListingSize, deadline: deadline) {
                    status, chunk in
                    if (200...299).contains(status), let stream {
                        try stream(chunk)
                    } else if kept.count < 65536 {
                        kept.append(chunk.prefix(65536 - kept.count))
                    }
                }
            } catch let error as CardDAVError {
                throw error
            } catch HTTPTransportError.responseTooLarge(let limit) {
                throw .responseTooLarge(url: Self.display(url), limit: limit)
            } catch HTTPTransportError.deadlinePassed {
                throw .unreachable(
                    url: Self.display(url),
                    reason: "no complete answer within \(Self.seconds(allowed)) (--timeout\(timeScale == 1 ? "" : " × \(Int(timeScale)) for a whole book"))")
            } catch HTTPTransportError.compressedAnswer(let encoding) {
                throw .malformedResponse(
                    url: Self.display(url),
                    reason: "the answer is compressed (Content-Encoding: \(Self.message(Data(encoding.utf8)))) though "
                        + "the request asked for none; compressed answers are not read")
            } catch HTTPTransportError.failed(let reason) {
                throw .unreachable(url: Self.display(url), reason: reason)
            } catch HTTPTransportError.unavailable(let message) {
                throw .transportUnavailable(message)
            } catch {
                throw .unreachable(url: Self.display(url), reason: "\(error)")
            }
            response.body = kept
            switch response.status {
            case 401:
                throw .unauthorized(url: Self.display(url), status: response.status)
            case 301, 302, 303, 307, 308:
                guard followRedirects, redirects < 5, let location = response.header("Location") else { return (response, url) }
                guard let resolved = URL(string: location, relativeTo: url)?.absoluteURL else {
                    throw .redirectRefused(from: Self.display(url), to: Self.redacted(location), reason: "not a URL")
                }
                let target = Self.withoutUserInfo(resolved)
                if !trustedOrigins.contains(OriginPolicy.origin(target)) || target.scheme != url.scheme {
                    if let reason = configuration.originPolicy.refusal(from: url, to: target) {
                        throw .redirectRefused(from: Self.display(url), to: Self.display(target), reason: reason)
                    }
                }
                trust(target)
                redirects += 1
                url = target
            case 429, 503:
                guard attempt < configuration.retries else { return (response, url) }
                let backoff = configuration.initialBackoff * pow(2, Double(attempt))
                let asked = response.header("Retry-After").flatMap(TimeInterval.init) ?? 0
                sleep(min(configuration.maximumBackoff, max(backoff, asked)))
                attempt += 1
                deadline = Date().addingTimeInterval(allowed)
            default:
                return (response, url)
            }
        }
    }

    /// Warns once that the password goes over plain http to a host off this machine.
    private func warnIfInsecure(_ url: URL) {
        guard !warnedInsecure, url.scheme?.lowercased() == "http", !OriginPolicy.isLoopback(url.host ?? "") else { return }
        warnedInsecure = true
        warn(
            .warning(
                .insecureHTTP,
                "the password is sent over plain http to \(url.host ?? "the server"), readable on the way; use https"),
            Self.display(url))
    }

    /// Sends a request and throws ``CardDAVError/status(url:method:status:message:)`` unless
    /// the answer's status is in `accepted`.
    func expect(
        _ method: String, _ url: URL, headers: [String: String] = [:], body: HTTPRequestBody? = nil,
        accepted: ClosedRange<Int> = 200...299, limit: Int? = nil
    ) throws(CardDAVError) -> (response: HTTPResponse, url: URL) {
        let answer = try send(method, url, headers: headers, body: body, limit: limit)
        guard accepted.contains(answer.response.status) else {
            throw Self.failure(method, answer.url, answer.response)
        }
        return answer
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
        redacted(url.absoluteString)
    }

    /// `url` without user name or password.
    static func withoutUserInfo(_ url: URL) -> URL {
        guard url.user != nil || url.password != nil,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: true)
        else { return url }
        components.user = nil
        components.password = nil
        return components.url ?? url
    }

    /// A URL or URL-like text as messages show it: any `user:password@` before the host
    /// left out, whether or not the text parses as a URL (`jane:PW@host/`, `ftp://u:p@h/`).
    public static func redacted(_ text: String) -> String {
        let afterScheme = text.range(of: "://").map { $0.upperBound } ?? text.startIndex
        let authorityEnd = text[afterScheme...].firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? text.endIndex
        guard let at = text[afterScheme..<authorityEnd].lastIndex(of: "@") else { return text }
        return String(text[..<afterScheme]) + String(text[text.index(after: at)...])
    }

    /// Seconds as messages write them: `1 s`, `0.5 s`.
    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
