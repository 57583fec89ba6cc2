import Foundation

/// A small HTTP proxy run by python3 in front of a CardDAV server under test: it records
/// every request (method, path, `Content-Type`, body length) in a log the tests read, answers
/// 415 to a body without a `Content-Type` (as Xandikos does), and, for a server with no login
/// of its own (Xandikos), asks for Basic authentication itself and strips it before passing
/// the request on. Connections are kept alive; answers are passed on as they arrive.
public final class DAVProxy {
    /// The port on 127.0.0.1 the proxy listens on.
    public let port: Int
    /// The log: one line per request, `METHOD PATH content-type=TYPE body=BYTES`.
    public let logURL: URL
    private let process: Process

    /// Starts a proxy to `127.0.0.1:upstreamPort`; with `user`/`password`, it checks Basic
    /// authentication itself (401 otherwise) and does not pass the header on.
    public init(upstreamPort: Int, user: String? = nil, password: String? = nil) throws {
        port = try RadicaleServer.freePort()
        logURL = FileManager.default.temporaryDirectory.appendingPathComponent("dav-proxy-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let expected = user.map { "Basic " + Data("\($0):\(password ?? "")".utf8).base64EncodedString() }
        let program = """
            import http.client, http.server, socketserver, threading
            UPSTREAM = \(upstreamPort)
            EXPECTED = \(expected.map { "'\($0)'" } ?? "None")
            LOG = open('\(logURL.path)', 'a', buffering=1)
            LOCK = threading.Lock()
            local = threading.local()
            class Handler(http.server.BaseHTTPRequestHandler):
                protocol_version = 'HTTP/1.1'
                def log_message(self, *args):
                    pass
                def answer(self, status, text=b''):
                    self.send_response(status)
                    if status == 401:
                        self.send_header('WWW-Authenticate', 'Basic realm="test"')
                    self.send_header('Content-Length', str(len(text)))
                    self.end_headers()
                    self.wfile.write(text)
                def handle_any(self):
                    length = int(self.headers.get('Content-Length') or 0)
                    body = self.rfile.read(length) if length else b''
                    kind = self.headers.get('Content-Type')
                    with LOCK:
                        LOG.write('%s %s content-type=%s body=%d\\n' % (self.command, self.path, kind, len(body)))
                    if body and not kind:
                        return self.answer(415, b'a body without Content-Type')
                    headers = {k: v for k, v in self.headers.items() if k.lower() not in ('host', 'connection', 'content-length')}
                    if EXPECTED is not None:
                        if self.headers.get('Authorization') != EXPECTED:
                            return self.answer(401, b'login refused')
                        headers.pop('Authorization', None)
                    for attempt in range(2):
                        connection = getattr(local, 'connection', None)
                        if connection is None:
                            connection = local.connection = http.client.HTTPConnection('127.0.0.1', UPSTREAM, timeout=600)
                        try:
                            connection.request(self.command, self.path, body=body, headers=headers)
                            response = connection.getresponse()
                            break
                        except (http.client.HTTPException, OSError):
                            connection.close()
                            local.connection = None
                            if attempt == 1:
                                raise
                    self.send_response(response.status, response.reason)
                    data = None
                    announced = response.getheader('Content-Length')
                    if announced is None:
                        data = response.read()
                    for key, value in response.getheaders():
                        if key.lower() not in ('connection', 'transfer-encoding', 'content-length', 'keep-alive', 'server', 'date'):
                            self.send_header(key, value)
                    self.send_header('Content-Length', announced if data is None else str(len(data)))
                    self.end_headers()
                    if data is not None:
                        self.wfile.write(data)
                    else:
                        while True:
                            chunk = response.read(65536)
                            if not chunk:
                                break
                            self.wfile.write(chunk)
                    if response.will_close:
                        connection.close()
                        local.connection = None
                do_GET = do_PUT = do_DELETE = do_PROPFIND = do_REPORT = do_MKCOL = do_OPTIONS = do_HEAD = do_POST = do_PROPPATCH = handle_any
            class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
                daemon_threads = True
                allow_reuse_address = True
            Server(('127.0.0.1', \(port)), Handler).serve_forever()
            """
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program]
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !RadicaleServer.accepts(port: port) {
            guard process.isRunning, Date() < deadline else { throw RadicaleServer.ServerError("the proxy did not start") }
            usleep(50_000)
        }
    }

    deinit { stop() }

    /// Stops the proxy and removes its log.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// The requests logged so far, one line each.
    public var log: [String] {
        ((try? String(contentsOf: logURL, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The logged requests that carried a body without a `Content-Type`.
    public var bodiesWithoutContentType: [String] {
        log.filter { $0.contains("content-type=None") && !$0.hasSuffix(" body=0") }
    }
}
