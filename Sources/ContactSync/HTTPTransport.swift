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
final class HTTPTransport: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    private var session: URLSession!
    private let lock = NSLock()
    private var challengedTasks: Set<Int> = []

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

    /// Sends `request` and returns the response, or throws the transport's error.
    func send(_ request: URLRequest) throws -> HTTPResponse {
        let semaphore = DispatchSemaphore(value: 0)
        let box = ResultBox()
        let task = session.dataTask(with: request) { data, response, error in
            if let error {
                box.result = .failure(error)
            } else if let http = response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for (key, value) in http.allHeaderFields {
                    if let key = key as? String, let value = value as? String { headers[key] = value }
                }
                box.result = .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
            } else {
                box.result = .failure(URLError(.badServerResponse))
            }
            semaphore.signal()
        }
        task.resume()
        semaphore.wait()
        lock.lock()
        let challenged = challengedTasks.remove(task.taskIdentifier) != nil
        lock.unlock()
        if challenged, case .failure = box.result! {
            return HTTPResponse(status: 401, headers: [:], body: Data())
        }
        return try box.result!.get()
    }

    /// A 401 answer: URLSession asks for credentials here (the request already carried them).
    /// The challenge is cancelled and ``send(_:)`` reports the 401 itself; left to default
    /// handling, URLSession on Linux waits forever.
    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        lock.lock()
        challengedTasks.insert(task.taskIdentifier)
        lock.unlock()
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    private final class ResultBox: @unchecked Sendable {
        var result: Result<HTTPResponse, any Error>?
    }
}
