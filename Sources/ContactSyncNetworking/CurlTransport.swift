#if os(Linux)
import ContactSync
import Foundation

/// Sends one request at a time through libcurl's easy interface on the calling thread, and
/// hands the body to the caller as it arrives.
///
/// Why not URLSession on Linux: swift-corelibs-foundation registers a write-readiness source
/// for a socket while libcurl sends the request, and keeps it while libcurl waits to read the
/// answer (its `_SocketSources` creates the sources an action needs and tears them down only
/// on `CURL_POLL_REMOVE`, not on `CURL_POLL_IN`). A socket is nearly always writable, so
/// while the server works on an answer the session wakes libcurl hundreds of times a second: measured here, 0.2 CPU-seconds a second of waiting for each
/// request in flight, so a push with 4 requests in flight used more CPU than the server it
/// waited for. A blocking `curl_easy_perform` sleeps in `poll` until the answer comes.
///
/// What a hostile server could do is bounded as in `URLSessionTransport`: the body is handed
/// on as it arrives and counted against the caller's limit (an announced `Content-Length`
/// past it is refused unread), a compressed body is refused, the whole exchange has a
/// deadline, the answer's headers are capped, and redirects are not followed (the client
/// follows them itself under its origin policy). Only `http` and `https` are spoken.
final class CurlTransport: HTTPTransport {
    /// How many bytes an answer's header lines may take in all.
    static let headerLimit = 1 << 20

    private let library: CurlLibrary
    private let handle: CurlLibrary.Handle

    /// A transport with its own connection, kept alive between its requests; nil when
    /// libcurl cannot be found in this process.
    init?() {
        guard let library = CurlLibrary.shared, let handle = library.easyInit() else { return nil }
        self.library = library
        self.handle = handle
    }

    deinit { library.easyCleanup(handle) }

    func send(
        _ request: HTTPRequest, limit: Int, deadline: Date, receive: (Int, Data) throws -> Void
    ) throws -> HTTPResponse {
        let seconds = deadline.timeIntervalSinceNow
        guard seconds > 0 else { throw HTTPTransportError.deadlinePassed(seconds: 0) }
        let headerLines = try Self.headerLines(of: request)
        return try withoutActuallyEscaping(receive) { receive in
            let exchange = CurlExchange(limit: limit, receive: receive)
            var list: OpaquePointer?
            for line in headerLines { list = line.withCString { library.listAppend(list, $0) } }
            defer { library.listFree(list) }
            var errorText = [CChar](repeating: 0, count: 256)
            let code = request.url.absoluteString.withCString { url in
                request.method.withCString { method in
                    errorText.withUnsafeMutableBufferPointer { errorBuffer in
                        configure(
                            url: url, method: method, request: request, headers: list, errorBuffer: errorBuffer.baseAddress,
                            exchange: exchange, milliseconds: Int((seconds * 1000).rounded(.up)))
                        let code = library.easyPerform(handle)
                        // The handle keeps these pointers until it is reset or cleaned up, and
                        // they die with this call: take them back.
                        _ = library.setPointer(handle, CurlLibrary.Option.errorBuffer, nil)
                        _ = library.setPointer(handle, CurlLibrary.Option.httpHeader, nil)
                        _ = library.setPointer(handle, CurlLibrary.Option.headerData, nil)
                        _ = library.setPointer(handle, CurlLibrary.Option.writeData, nil)
                        return code
                    }
                }
            }
            if let failure = exchange.failure { throw failure }
            guard code == 0 else {
                throw Self.error(code, seconds: seconds, detail: Self.text(errorText), library: library)
            }
            var status = 0
            _ = library.getLong(handle, CurlLibrary.Info.responseCode, &status)
            return HTTPResponse(status: status == 0 ? exchange.status : status, headers: exchange.headers)
        }
    }

    /// Sets every option of one exchange on the handle, reset first (its connection stays).
    private func configure(
        url: UnsafePointer<CChar>, method: UnsafePointer<CChar>, request: HTTPRequest, headers: OpaquePointer?,
        errorBuffer: UnsafeMutablePointer<CChar>?, exchange: CurlExchange, milliseconds: Int
    ) {
        typealias Option = CurlLibrary.Option
        library.easyReset(handle)
        _ = library.setPointer(handle, Option.url, url)
        _ = library.setLong(handle, Option.protocols, CurlLibrary.httpProtocols)
        _ = library.setLong(handle, Option.redirectProtocols, CurlLibrary.httpProtocols)
        _ = library.setLong(handle, Option.followLocation, 0)
        _ = library.setLong(handle, Option.noSignal, 1)
        _ = library.setLong(handle, Option.timeoutMilliseconds, max(1, milliseconds))
        _ = library.setPointer(handle, Option.errorBuffer, errorBuffer)
        _ = library.setPointer(handle, Option.httpHeader, UnsafeRawPointer(headers))
        let context = UnsafeRawPointer(Unmanaged.passUnretained(exchange).toOpaque())
        _ = library.setCallback(handle, Option.headerFunction, curlHeaderLine)
        _ = library.setPointer(handle, Option.headerData, context)
        _ = library.setCallback(handle, Option.writeFunction, curlBodyPiece)
        _ = library.setPointer(handle, Option.writeData, context)
        switch (request.method, request.body) {
        case ("HEAD", _):
            _ = library.setLong(handle, Option.noBody, 1)
        case (let name, nil):
            _ = library.setLong(handle, Option.httpGet, 1)
            if name != "GET" { _ = library.setPointer(handle, Option.customRequest, method) }
        case (_, let body?):
            _ = library.setLong(handle, Option.postFieldSize, body.count)
            body.withUnsafeBytes { _ = library.setPointer(handle, Option.copyPostFields, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)) }
            _ = library.setPointer(handle, Option.customRequest, method)
        }
    }

    /// The request's header lines; libcurl's own `Content-Type` for a body and its
    /// `Expect: 100-continue` are switched off (an empty value removes a header). A name or
    /// value with a line break or NUL is refused: it would be another header.
    static func headerLines(of request: HTTPRequest) throws -> [String] {
        var lines: [String] = []
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            guard !(name + value).utf8.contains(where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 }) else {
                throw HTTPTransportError.failed(reason: "the request header '\(name)' holds a line break")
            }
            guard !name.isEmpty, !name.contains(":") else {
                throw HTTPTransportError.failed(reason: "'\(name)' is not a request header name")
            }
            // "Name;" sends a header with an empty value; "Name:" would remove it.
            lines.append(value.isEmpty ? "\(name);" : "\(name): \(value)")
        }
        let names = Set(request.headers.keys.map { $0.lowercased() })
        if request.body != nil, !names.contains("content-type") { lines.append("Content-Type:") }
        if !names.contains("expect") { lines.append("Expect:") }
        return lines
    }

    /// The text of a NUL-terminated C buffer.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The transport error for a libcurl result code.
    static func error(_ code: Int32, seconds: TimeInterval, detail: String, library: CurlLibrary) -> HTTPTransportError {
        typealias Code = CurlLibrary.Code
        switch code {
        case Code.timedOut: return .deadlinePassed(seconds: max(0, seconds))
        case Code.couldNotConnect: return .failed(reason: "connection refused")
        case Code.couldNotResolveHost: return .failed(reason: "unknown host")
        case Code.gotNothing, Code.sendError, Code.receiveError:
            return .failed(reason: detail.isEmpty ? "the connection was lost" : "the connection was lost: \(detail)")
        default:
            if !detail.isEmpty { return .failed(reason: detail) }
            return .failed(reason: library.easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code)")
        }
    }
}

/// The state of one exchange, reached from libcurl's callbacks.
final class CurlExchange {
    let limit: Int
    let receive: (Int, Data) throws -> Void
    var status = 0
    var headers: [String: String] = [:]
    var headerBytes = 0
    var received = 0
    var bodyStarted = false
    /// Why the exchange was stopped from a callback: a limit, a compressed answer, or what
    /// the caller's `receive` threw.
    var failure: (any Error)?

    init(limit: Int, receive: @escaping (Int, Data) throws -> Void) {
        self.limit = limit
        self.receive = receive
    }

    /// Takes one header line; false stops the exchange.
    func take(headerLine bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        headerBytes += bytes.count
        guard headerBytes <= CurlTransport.headerLimit else {
            failure = HTTPTransportError.failed(reason: "the answer's headers passed \(CurlTransport.headerLimit) bytes")
            return false
        }
        let line = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if line.hasPrefix("HTTP/") {
            // A status line starts each answer (a 100 Continue comes before the real one).
            let parts = line.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = String(line[..<colon])
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let existing = headers[name] { headers[name] = existing + ", " + value } else { headers[name] = value }
        }
        return true
    }

    /// Takes one piece of the body; false stops the exchange.
    func take(bodyPiece bytes: UnsafeRawBufferPointer) -> Bool {
        if !bodyStarted {
            bodyStarted = true
            let response = HTTPResponse(status: status, headers: headers)
            if let encoding = response.header("Content-Encoding")?.lowercased(), !encoding.isEmpty, encoding != "identity" {
                failure = HTTPTransportError.compressedAnswer(encoding: encoding)
                return false
            }
            if let length = response.header("Content-Length").flatMap({ Int($0) }), length > limit {
                failure = HTTPTransportError.responseTooLarge(limit: limit)  // refused by its Content-Length, unread
                return false
            }
        }
        received += bytes.count
        guard received <= limit else {
            failure = HTTPTransportError.responseTooLarge(limit: limit)
            return false
        }
        do {
            try receive(status, Data(bytes))
            return true
        } catch {
            failure = error
            return false
        }
    }
}

/// libcurl's header callback: one line of the answer's head at a time.
private func curlHeaderLine(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let buffer, let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(buffer).assumingMemoryBound(to: UInt8.self), count: size * count)
    return exchange.take(headerLine: bytes) ? size * count : 0
}

/// libcurl's write callback: one piece of the body.
private func curlBodyPiece(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?) -> Int {
    guard let context else { return 0 }
    let exchange = Unmanaged<CurlExchange>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: buffer.map(UnsafeRawPointer.init), count: size * count)
    return exchange.take(bodyPiece: bytes) ? size * count : 0
}
#endif
