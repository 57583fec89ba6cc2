import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A response from the server: status, headers and body.
public struct HTTPResponse: Sendable {
    /// The HTTP status code.
    public var status: Int
    /// The response headers as the server sent them (look one up with ``header(_:)``).
    public var headers: [String: String]
    /// The response body.
    public var body: Data

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }
}

/// Sends one request at a time over URLSession and waits for the answer (the command-line
/// tool is synchronous). Redirects are not followed here: ``CardDAVClient`` follows them
/// itself, keeping the WebDAV method (URLSession would turn a PROPFIND into a GET).
///
/// The body is collected as it arrives, up to a limit per request: a `Content-Length` above
/// it is refused before any byte is read, and a body that grows past it (chunked, or longer
/// than announced) is cut off there, so a hostile server cannot make the client hold more.
final class HTTPTransport: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// Thrown by ``send(_:limit:)`` when the answer's body is larger than the limit.
    struct ResponseTooLarge: Error, Equatable {
        /// The limit in bytes.
        var limit: Int
    }

    private var session: URLSession!
    private let lock = NSLock()
    private var transfers: [Int: Transfer] = [:]

    /// - Parameter timeout: seconds a request may wait for data before it fails.
    init(timeout: TimeInterval) {
        super.init()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = max(timeout * 10, timeout)
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
    }

    deinit { session.invalidateAndCancel() }

    /// Sends `request` and returns the response, or throws the transport's error, or
    /// ``ResponseTooLarge`` when the body would be larger than `limit` bytes.
    func send(_ request: URLRequest, limit: Int) throws -> HTTPResponse {
        let transfer = Transfer(limit: limit)
        let task = session.dataTask(with: request)
        lock.lock()
        transfers[task.taskIdentifier] = transfer
        lock.unlock()
        task.resume()
        transfer.done.wait()
        lock.lock()
        transfers[task.taskIdentifier] = nil
        lock.unlock()
        if transfer.tooLarge { throw ResponseTooLarge(limit: limit) }
        if let error = transfer.error {
            if transfer.challenged { return HTTPResponse(status: 401, headers: [:], body: Data()) }
            throw error
        }
        guard let http = transfer.response else { throw URLError(.badServerResponse) }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            if let key = key as? String, let value = value as? String { headers[key] = value }
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: transfer.body)
    }

    private func transfer(_ task: URLSessionTask) -> Transfer? {
        lock.lock()
        defer { lock.unlock() }
        return transfers[task.taskIdentifier]
    }

    /// The head of the answer: a `Content-Length` above the limit ends the transfer here.
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        guard let transfer = transfer(dataTask) else { return completionHandler(.cancel) }
        transfer.response = response as? HTTPURLResponse
        if response.expectedContentLength > Int64(transfer.limit) {
            transfer.tooLarge = true
            completionHandler(.cancel)
            return
        }
        if response.expectedContentLength > 0 {
            transfer.body.reserveCapacity(Int(response.expectedContentLength))  // no doubling on the way
        }
        completionHandler(.allow)
    }

    /// A piece of the body: kept while the total stays within the limit.
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard let transfer = transfer(dataTask), !transfer.tooLarge else { return }
        if data.count > transfer.limit - transfer.body.count {
            transfer.tooLarge = true
            transfer.body = Data()
            dataTask.cancel()
            return
        }
        transfer.body.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfer(task) else { return }
        transfer.error = error
        transfer.done.signal()
    }

    /// A 401 answer: URLSession asks for credentials here (the request already carried them).
    /// The challenge is cancelled and ``send(_:limit:)`` reports the 401 itself; left to
    /// default handling, URLSession on Linux waits forever.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        transfer(task)?.challenged = true
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    /// One request's state, written by the session's delegate queue (one callback at a time)
    /// and read by ``send(_:limit:)`` after `done` is signalled.
    private final class Transfer: @unchecked Sendable {
        let limit: Int
        let done = DispatchSemaphore(value: 0)
        var response: HTTPURLResponse?
        var body = Data()
        var tooLarge = false
        var challenged = false
        var error: (any Error)?

        init(limit: Int) { self.limit = limit }
    }
}
