import Foundation

/// A tiny HTTP server run by python3 for tests of how the CardDAV client meets odd answers
/// (busy statuses, dropped connections, answers too large). It takes one request at a time,
/// reads its head and body, and calls the Python function `answer(connection, head, body)`
/// that `script` defines (`head` and `body` are bytes); the function sends the whole answer
/// itself, and the connection is closed after it. A client hanging up early is not an error.
public final class ScriptedHTTPServer {
    /// The port on 127.0.0.1 the server listens on.
    public let port: Int
    private let process: Process

    /// Starts the server and waits (up to 10 s) until it accepts connections.
    public init(script: String) throws {
        port = try RadicaleServer.freePort()
        let program = script + """

            import socket
            listener = socket.socket(); listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            listener.bind(("127.0.0.1", \(port))); listener.listen(8)
            while True:
                connection, _ = listener.accept()
                data = b""
                while b"\\r\\n\\r\\n" not in data:
                    chunk = connection.recv(65536)
                    if not chunk:
                        break
                    data += chunk
                if b"\\r\\n\\r\\n" not in data:
                    connection.close()  # a probe that only checked the port
                    continue
                head, _, body = data.partition(b"\\r\\n\\r\\n")
                length = [int(l.split(b":")[1]) for l in head.split(b"\\r\\n") if l.lower().startswith(b"content-length")]
                while length and len(body) < length[0]:
                    body += connection.recv(65536)
                try:
                    answer(connection, head, body)
                except OSError:
                    pass  # the client hung up
                connection.close()
            """
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", program]
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while !RadicaleServer.accepts(port: port), Date() < deadline { usleep(50_000) }
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    public func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops the server (also done when it is released).
    public func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit { stop() }
}
