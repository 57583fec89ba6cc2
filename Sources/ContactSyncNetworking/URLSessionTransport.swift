import ContactSync
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one request at a time over URLSession and hands the body to the caller as it
/// arrives, with the caller's thread doing the work (the command-line tool is synchronous).
///
/// What a hostile server could otherwise do is bounded here:
/// - **Memory**: URLSession's delegate callbacks run inline on its network queue
///   (``InlineOperationQueue``) and wait while more than ``bufferLimit`` bytes are unread, so
///   libcurl stops reading the socket until the caller has taken them: a 200 MB body is never
///   queued in memory. A compressed body is refused (the client asks for `identity`), and
///   while URLSession holds a redirect's body itself (it shows it only at its end) the
///   process's resident memory is watched (``ResidentMemory``) against the caller's limit.
/// - **Time**: every request has a deadline for the whole exchange, enforced here, whatever
///   trickles in (a body sent a byte at a time is cut at the deadline).
/// - Redirects are not followed here: ``CardDAVClient`` follows them itself, under its origin
///   policy, keeping the WebDAV method.
final class URLSessionTransport: NSObject, HTTPTransport, URLSessionDataDelegate, @unchecked Sendable {
    /// How many unread bytes of a body may wait before the network queue waits for the reader.
    static let bufferLimit = 1 << 20
    /// How much the process may grow while URLSession holds a redirect's body (16 MiB).
    static let redirectBodyAllowance = 16 << 20

    private var session: URLSession!
    private let lock = NSLock()
    private var transfers: [Int: HTTPTransfer] = [:]

    private let watchesMemory: Bool

    /// - Parameters:
    ///   - timeout: seconds one exchange may take; also URLSession's idle timeout.
    ///   - watchesMemory: whether a redirect's body held by URLSession is bounded by watching
    ///     the process's resident memory (only for a process doing one exchange at a time).
    init(timeout: TimeInterval, watchesMemory: Bool = false) {
        self.watchesMemory = watchesMemory
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        // URLSession's own timer counts whole seconds and restarts with every byte; the
        // deadline of ``send(_:limit:deadline:receive:)`` is the one that holds.
        configuration.timeoutIntervalForRequest = max(1, timeout.rounded(.up)) + 1
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: InlineOperationQueue())
    }

    deinit { session.invalidateAndCancel() }

    /// Sends `request` and returns the status and headers once the body has been read to its
    /// end. Each piece of the body goes to `receive` (with the status) on the calling thread as
    /// it arrives. Throws ``HTTPTransportError``: `failed` with the transport's error in a
    /// few words, `responseTooLarge` past `limit` bytes, `deadlinePassed` at `deadline`,
    /// `compressedAnswer`; or what `receive` throws (the transfer is cancelled then).
    func send(
        _ request: HTTPRequest, limit: Int, deadline: Date, receive: (Int, Data) throws -> Void
    ) throws -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let transfer = HTTPTransfer(bufferLimit: Self.bufferLimit)
        let task = session.dataTask(with: urlRequest)
        lock.withLock { transfers[task.taskIdentifier] = transfer }
        defer { lock.withLock { transfers[task.taskIdentifier] = nil } }
        let seconds = deadline.timeIntervalSinceNow
        let watch = watchesMemory ? ResidentMemory.current().map { $0 + Self.redirectBodyAllowance } : nil
        task.resume()
        var received = 0
        do {
            while true {
                let step = transfer.next(until: min(deadline, Date().addingTimeInterval(0.05)))
                switch step {
                case .data(let status, let chunks):
                    if received == 0, let length = transfer.announcedLength, length > limit {
                        throw HTTPTransportError.responseTooLarge(limit: limit)  // refused by its Content-Length, unread
                    }
                    for chunk in chunks {
                        received += chunk.count
                        guard received <= limit else { throw HTTPTransportError.responseTooLarge(limit: limit) }
                        try receive(status, chunk)
                    }
                case .waiting:
                    if Date() >= deadline { throw HTTPTransportError.deadlinePassed(seconds: max(0, seconds)) }
                    if !transfer.hasResponse, let watch, let now = ResidentMemory.current(), now > watch {
                        throw HTTPTransportError.responseTooLarge(limit: Self.redirectBodyAllowance)  // a redirect's body, held inside URLSession
                    }
                case .compressed(let encoding):
                    throw HTTPTransportError.compressedAnswer(encoding: encoding)
                case .finished(let response, let error):
                    if let error {
                        if transfer.challenged { return HTTPResponse(status: 401, headers: [:], body: Data()) }
                        throw HTTPTransportError.failed(reason: Self.reason(error))
                    }
                    guard let response else { throw HTTPTransportError.failed(reason: Self.reason(URLError(.badServerResponse))) }
                    return response
                }
            }
        } catch {
            transfer.abandon()
            // URLSession's cancel waits for its network queue, which a server pouring a
            // redirect's body can keep busy: cancel from another thread and wait a little.
            DispatchQueue.global().async { task.cancel() }
            transfer.waitForEnd(until: Date().addingTimeInterval(1))
            throw error
        }
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

    private func transfer(_ task: URLSessionTask) -> HTTPTransfer? {
        lock.withLock { transfers[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        transfer(dataTask)?.begin(response as? HTTPURLResponse)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(dataTask)?.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        transfer(task)?.end(error: error, response: task.response as? HTTPURLResponse)
    }

    /// A 401 answer: URLSession asks for credentials here (the request already carried them).
    /// The challenge is cancelled and ``send(_:limit:deadline:receive:)`` reports the 401
    /// itself; left to default handling, URLSession on Linux waits forever.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        transfer(task)?.challenged = true
        // Called inline on URLSession's network queue (InlineOperationQueue): the handler
        // cancels the task, which waits for that queue, so it must run from another thread.
        nonisolated(unsafe) let handler = completionHandler
        DispatchQueue.global().async { handler(.cancelAuthenticationChallenge, nil) }
    }

    /// Redirects are never followed by URLSession: the 3xx answer comes back to the client.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
