import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A Radicale CardDAV server for one test: started on 127.0.0.1 with a free port, htpasswd
/// authentication (plain passwords) and a temporary storage folder, stopped and removed
/// when released.
///
/// When `radicale` is not installed, ``isInstalled`` is false: the tests that need it are
/// disabled locally, but run (and fail) under CI (`CI=true`), where `.ci/run` installs it.
public final class RadicaleServer {
    public static let user = "alice"
    public static let password = "correct horse"

    /// The `radicale` executable on the PATH, or nil.
    public static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin"] {
            let candidate = "\(directory)/radicale"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    public static var isInstalled: Bool { executable != nil }
    /// True when Radicale tests must run: it is installed, or this is CI (where its absence
    /// must fail the run rather than skip the tests).
    public static var shouldRun: Bool { isInstalled || ProcessInfo.processInfo.environment["CI"] == "true" }

    public let port: Int
    public let folder: URL
    private let process: Process

    /// The server's root: `http://127.0.0.1:PORT/`.
    public var rootURL: URL { URL(string: "http://127.0.0.1:\(port)/")! }
    /// The URL of `alice`'s address book `name`.
    public func bookURL(_ name: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(Self.user)/\(name)/")! }

    public init() throws {
        guard let executable = Self.executable else {
            throw ServerError("radicale is not installed (apt-get install radicale; .ci/run does it)")
        }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("contactkit-radicale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("storage"), withIntermediateDirectories: true)
        try Data("\(Self.user):\(Self.password)\n".utf8).write(to: folder.appendingPathComponent("users"))
        port = try Self.freePort()
        // Radicale's socket timeout (30 s by default) closes a connection whose reader stalls:
        // a debug-build client on a loaded machine, holding back a 100 MB answer, stalled longer
        // and saw "transfer closed with N bytes remaining". The tests measure our client, not that.
        let configuration = """
            [server]
            hosts = 127.0.0.1:\(port)
            timeout = 900
            [auth]
            type = htpasswd
            htpasswd_filename = \(folder.path)/users
            htpasswd_encryption = plain
            [storage]
            filesystem_folder = \(folder.path)/storage
            [logging]
            level = warning

            """
        try Data(configuration.utf8).write(to: folder.appendingPathComponent("config"))
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--config", folder.appendingPathComponent("config").path]
        let log = folder.appendingPathComponent("log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while !Self.accepts(port: port) {
            guard process.isRunning, Date() < deadline else {
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                stop()
                throw ServerError("radicale did not start: \(text)")
            }
            usleep(50_000)
        }
    }

    deinit { stop() }

    private func stop() {
        if process.isRunning {
            // SIGKILL: Radicale may inherit an ignored SIGTERM from the test process, and
            // its storage is thrown away anyway.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Creates address book `name` (MKCOL, RFC 5689) with a display name.
    public func createAddressBook(_ name: String, displayName: String? = nil) throws {
        let body = """
            <?xml version="1.0" encoding="utf-8"?><d:mkcol xmlns:d="DAV:" \
            xmlns:card="urn:ietf:params:xml:ns:carddav"><d:set><d:prop><d:resourcetype><d:collection/>\
            <card:addressbook/></d:resourcetype><d:displayname>\(displayName ?? name)</d:displayname>\
            </d:prop></d:set></d:mkcol>
            """
        let (status, _, _) = try request("MKCOL", bookURL(name), body: Data(body.utf8))
        guard status == 201 else { throw ServerError("MKCOL \(name) answered \(status)") }
    }

    /// Creates address book `name` holding `cards` (file name, vCard text) by writing them
    /// into Radicale's storage folder in its documented layout: a thousand PUTs would take
    /// minutes, as Radicale checks every new card's UID against the whole collection.
    public func storeAddressBook(_ name: String, displayName: String, cards: [(file: String, vCard: String)]) throws {
        let directory = folder.appendingPathComponent("storage/collection-root/\(Self.user)/\(name)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let properties = #"{"tag": "VADDRESSBOOK", "D:displayname": "\#(displayName)"}"#
        try Data(properties.utf8).write(to: directory.appendingPathComponent(".Radicale.props"))
        for card in cards { try Data(card.vCard.utf8).write(to: directory.appendingPathComponent(card.file)) }
    }

    /// Puts one card at `bookURL(book)/file` and returns its ETag.
    @discardableResult
    public func put(_ vCard: String, book: String, file: String) throws -> String? {
        let (status, headers, _) = try request(
            "PUT", bookURL(book).appendingPathComponent(file), body: Data(vCard.utf8),
            headers: ["Content-Type": "text/vcard; charset=utf-8"])
        guard (200...299).contains(status) else { throw ServerError("PUT \(file) answered \(status)") }
        return headers["ETag"] ?? headers["Etag"]
    }

    /// The vCard at `bookURL(book)/file`, or nil when there is none.
    public func get(book: String, file: String) throws -> String? {
        let (status, _, body) = try request("GET", bookURL(book).appendingPathComponent(file))
        return status == 200 ? String(decoding: body, as: UTF8.self) : nil
    }

    /// The names of the card files of address book `book`, as stored on disk, sorted.
    public func storedFiles(book: String) -> [String] {
        let directory = folder.appendingPathComponent("storage/collection-root/\(Self.user)/\(book)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Sends one authenticated request and waits for the answer.
    public func request(
        _ method: String, _ url: URL, body: Data? = nil, headers: [String: String] = [:]
    ) throws -> (Int, [String: String], Data) {
        try Self.request(method, url, body: body, headers: headers)
    }

    /// Sends one request with ``user`` and ``password`` (Basic) and waits for the answer:
    /// status, headers and body. `timeout` bounds it when given.
    public static func request(
        _ method: String, _ url: URL, body: Data? = nil, headers: [String: String] = [:], timeout: TimeInterval? = nil
    ) throws -> (Int, [String: String], Data) {
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.httpBody = body
        if let timeout { request.timeoutInterval = timeout }
        let token = Data("\(Self.user):\(Self.password)".utf8).base64EncodedString()
        request.setValue("Basic \(token)", forHTTPHeaderField: "Authorization")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let semaphore = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<(Int, [String: String], Data), any Error> = .failure(ServerError("no answer"))
        URLSession.shared.dataTask(with: request) { data, response, error in
            if let error {
                result = .failure(error)
            } else if let http = response as? HTTPURLResponse {
                var fields: [String: String] = [:]
                for (key, value) in http.allHeaderFields { fields["\(key)"] = "\(value)" }
                result = .success((http.statusCode, fields, data ?? Data()))
            }
            semaphore.signal()
        }.resume()
        semaphore.wait()
        return try result.get()
    }

    /// A port nobody listens on now.
    public static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ServerError("socket() failed") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw ServerError("bind() failed") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// True when something accepts TCP connections on 127.0.0.1:`port`.
    public static func accepts(port: Int) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    public struct ServerError: Error, CustomStringConvertible {
        public var description: String
        public init(_ description: String) { self.description = description }
    }
}
