import ContactSync
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One exchange's state between URLSession's network queue, which adds to it (the delegate
/// callbacks, run inline), and the caller's thread, which takes from it
/// (``URLSessionTransport/send(_:limit:deadline:receive:)``).
///
/// The network side waits in ``append(_:)`` while more than `bufferLimit` bytes are unread:
/// libcurl stops reading the socket, so the server waits too and memory stays flat.
final class HTTPTransfer: @unchecked Sendable {
    /// What the caller gets next.
    enum Step {
        /// Body pieces, with the answer's status.
        case data(Int, [Data])
        /// Nothing yet (the wait ended first).
        case waiting
        /// The server compressed its answer (`Content-Encoding`).
        case compressed(String)
        /// The exchange is over: the answer's head, or the transport's error.
        case finished(HTTPResponse?, (any Error)?)
    }

    private let condition = NSCondition()
    private let bufferLimit: Int
    private var chunks: [Data] = []
    private var buffered = 0
    private var head: HTTPResponse?
    private var compressedEncoding: String?
    private var ended = false
    private var error: (any Error)?
    private var abandoned = false
    /// Set when URLSession asked for credentials (a 401).
    var challenged = false

    init(bufferLimit: Int) { self.bufferLimit = bufferLimit }

    /// True once the answer's head has arrived (URLSession shows a redirect's only at its end).
    var hasResponse: Bool { condition.withLock { head != nil } }

    /// The answer's `Content-Length`, when it announced one.
    var announcedLength: Int? {
        condition.withLock { head?.header("Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } }
    }

    // MARK: Network side

    func begin(_ response: HTTPURLResponse?) {
        condition.withLock {
            guard let response else { return }
            var headers: [String: String] = [:]
            for (key, value) in response.allHeaderFields {
                if let key = key as? String, let value = value as? String { headers[key] = value }
            }
            head = HTTPResponse(status: response.statusCode, headers: headers, body: Data())
            if let encoding = head?.header("Content-Encoding")?.trimmingCharacters(in: .whitespaces),
                !encoding.isEmpty, encoding.lowercased() != "identity"
            {
                compressedEncoding = encoding
            }
            condition.broadcast()
        }
    }

    func append(_ data: Data) {
        condition.lock()
        defer { condition.unlock() }
        while buffered >= bufferLimit, !abandoned { condition.wait() }
        guard !abandoned, compressedEncoding == nil else { return }  // dropped: the caller gave up
        chunks.append(data)
        buffered += data.count
        condition.broadcast()
    }

    func end(error: (any Error)?, response: HTTPURLResponse?) {
        if head == nil, error == nil { begin(response) }
        condition.withLock {
            ended = true
            self.error = error
            condition.broadcast()
        }
    }

    // MARK: Caller side

    /// The next step, waiting at most until `limit`.
    func next(until limit: Date) -> Step {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let compressedEncoding { return .compressed(compressedEncoding) }
            if !chunks.isEmpty, let status = head?.status {
                let taken = chunks
                chunks = []
                buffered = 0
                condition.broadcast()
                return .data(status, taken)
            }
            if ended { return .finished(head, error) }
            if !condition.wait(until: limit) { return .waiting }
        }
    }

    /// The caller gives up: the network side drops what comes and never waits again.
    func abandon() {
        condition.withLock {
            abandoned = true
            chunks = []
            buffered = 0
            condition.broadcast()
        }
    }

    /// Waits (at most until `limit`) for URLSession to report the end of a cancelled exchange.
    func waitForEnd(until limit: Date) {
        condition.lock()
        defer { condition.unlock() }
        while !ended { if !condition.wait(until: limit) { return } }
    }
}
