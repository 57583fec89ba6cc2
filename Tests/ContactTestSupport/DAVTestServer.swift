import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A CardDAV server for one test, of one of the kinds the round-trip suite runs on, behind a
/// ``DAVProxy`` that logs every request (and, for Xandikos, which has no login of its own,
/// checks Basic authentication): Radicale (htpasswd login), Xandikos, and a SabreDAV server
/// (php's built-in server, only when `CONTACTKIT_SABRE_DAV` names the folder of
/// `Scripts/sabre-dav-check`'s server). User ``user``, password ``password``.
public final class DAVTestServer {
    /// The kinds of server.
    public enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        case radicale, xandikos, sabre
        public var description: String { rawValue }
    }

    public static let user = RadicaleServer.user
    public static let password = RadicaleServer.password

    /// True when the tests on `kind` must run: the server is installed, or this is CI for
    /// Radicale and Xandikos (where `.ci/run` installs them); SabreDAV only when asked.
    public static func shouldRun(_ kind: Kind) -> Bool {
        switch kind {
        case .radicale: return RadicaleServer.shouldRun
        case .xandikos: return executable("xandikos") != nil || ProcessInfo.processInfo.environment["CI"] == "true"
        case .sabre: return ProcessInfo.processInfo.environment["CONTACTKIT_SABRE_DAV"] != nil
        }
    }

    /// The kinds the suite runs on here.
    public static var kinds: [Kind] { Kind.allCases.filter(shouldRun) }

    public let kind: Kind
    public let proxy: DAVProxy
    private var radicale: RadicaleServer?
    private var process: Process?
    private let folder: URL
    private let upstreamPort: Int

    /// The server's root through the proxy: `http://127.0.0.1:PORT/`.
    public var rootURL: URL { URL(string: "http://127.0.0.1:\(proxy.port)/")! }

    /// The URL of address book `name` of the user.
    public func bookURL(_ name: String) -> URL {
        switch kind {
        case .radicale: return URL(string: "http://127.0.0.1:\(proxy.port)/\(Self.user)/\(name)/")!
        case .xandikos: return URL(string: "http://127.0.0.1:\(proxy.port)/user/contacts/\(name)/")!
        case .sabre: return URL(string: "http://127.0.0.1:\(proxy.port)/addressbooks/\(Self.user)/\(name)/")!
        }
    }

    public init(_ kind: Kind) throws {
        self.kind = kind
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("contactkit-\(kind)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        switch kind {
        case .radicale:
            let server = try RadicaleServer()
            radicale = server
            upstreamPort = server.port
            proxy = try DAVProxy(upstreamPort: server.port)
        case .xandikos:
            guard let executable = Self.executable("xandikos") else {
                throw RadicaleServer.ServerError("xandikos is not installed (apt-get install xandikos; .ci/run does it)")
            }
            upstreamPort = try RadicaleServer.freePort()
            process = try Self.start(
                executable, ["-d", folder.appendingPathComponent("data").path, "--autocreate", "-l", "127.0.0.1", "-p", "\(upstreamPort)"],
                port: upstreamPort, log: folder.appendingPathComponent("log"))
            proxy = try DAVProxy(upstreamPort: upstreamPort, user: Self.user, password: Self.password)
        case .sabre:
            guard let script = ProcessInfo.processInfo.environment["CONTACTKIT_SABRE_DAV"] else {
                throw RadicaleServer.ServerError("CONTACTKIT_SABRE_DAV is not set (Scripts/sabre-dav-check/check.sh sets it)")
            }
            upstreamPort = try RadicaleServer.freePort()
            // One PHP process (no PHP_CLI_SERVER_WORKERS): forked workers outlive the kill in
            // deinit, and Process.waitUntilExit then waits for them forever.
            let data = folder.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
            process = try Self.start(
                "/usr/bin/env", ["SABRE_DATA=\(data.path)", "SABRE_USER=\(Self.user)", "SABRE_PASSWORD=\(Self.password)",
                    "php", "-d", "include_path=.:/usr/share/php", "-S", "127.0.0.1:\(upstreamPort)",
                    "\(script)/server.php"],
                port: upstreamPort, log: folder.appendingPathComponent("log"))
            proxy = try DAVProxy(upstreamPort: upstreamPort)
        }
    }

    deinit {
        proxy.stop()
        if let process, process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        radicale = nil
        try? FileManager.default.removeItem(at: folder)
        try? FileManager.default.removeItem(at: proxy.logURL)
    }

    /// Creates address book `name` (extended MKCOL, RFC 5689) with a display name.
    public func createAddressBook(_ name: String, displayName: String? = nil) throws {
        if kind == .xandikos { _ = try request("MKCOL", URL(string: "/user/contacts/", relativeTo: rootURL)!.absoluteURL) }
        let body = """
            <?xml version="1.0" encoding="utf-8"?><d:mkcol xmlns:d="DAV:" \
            xmlns:card="urn:ietf:params:xml:ns:carddav"><d:set><d:prop><d:resourcetype><d:collection/>\
            <card:addressbook/></d:resourcetype><d:displayname>\(displayName ?? name)</d:displayname>\
            </d:prop></d:set></d:mkcol>
            """
        let (status, _, text) = try request(
            "MKCOL", bookURL(name), body: Data(body.utf8), headers: ["Content-Type": "application/xml; charset=utf-8"])
        guard status == 201 else { throw RadicaleServer.ServerError("MKCOL \(name) answered \(status): \(String(decoding: text, as: UTF8.self))") }
    }

    /// Creates address book `name` holding `cards` (file name, vCard text) the fastest way
    /// the server allows: Radicale's storage folder, one commit in Xandikos's git
    /// repository, or PUTs.
    public func storeAddressBook(_ name: String, displayName: String, cards: [(file: String, vCard: String)]) throws {
        switch kind {
        case .radicale:
            try radicale!.storeAddressBook(name, displayName: displayName, cards: cards)
        case .xandikos:
            try createAddressBook(name, displayName: displayName)
            let directory = folder.appendingPathComponent("data/user/contacts/\(name)")
            for card in cards { try Data(card.vCard.utf8).write(to: directory.appendingPathComponent(card.file)) }
            try Self.run("/usr/bin/env", ["git", "-C", directory.path, "add", "-A"])
            try Self.run(
                "/usr/bin/env", ["git", "-C", directory.path, "-c", "user.name=test", "-c", "user.email=test@example.com",
                    "commit", "-q", "-m", "cards"])
        case .sabre:
            try createAddressBook(name, displayName: displayName)
            for card in cards { try put(card.vCard, book: name, file: card.file) }
        }
    }

    /// Puts one card at `bookURL(book)/file` and returns its ETag.
    @discardableResult
    public func put(_ vCard: String, book: String, file: String) throws -> String? {
        let (status, headers, _) = try request(
            "PUT", bookURL(book).appendingPathComponent(file), body: Data(vCard.utf8),
            headers: ["Content-Type": "text/vcard; charset=utf-8"])
        guard (200...299).contains(status) else { throw RadicaleServer.ServerError("PUT \(file) answered \(status)") }
        return headers.first { $0.key.lowercased() == "etag" }?.value
    }

    /// Deletes the card at `bookURL(book)/file`.
    public func delete(book: String, file: String) throws {
        let (status, _, _) = try request("DELETE", bookURL(book).appendingPathComponent(file))
        guard (200...299).contains(status) else { throw RadicaleServer.ServerError("DELETE \(file) answered \(status)") }
    }

    /// The vCard at `bookURL(book)/file`, or nil when there is none.
    public func get(book: String, file: String) throws -> String? {
        let (status, _, body) = try request("GET", bookURL(book).appendingPathComponent(file))
        return status == 200 ? String(decoding: body, as: UTF8.self) : nil
    }

    /// The file names of the cards of address book `book`, sorted (PROPFIND Depth 1).
    public func storedFiles(book: String) throws -> [String] {
        let body = #"<?xml version="1.0"?><propfind xmlns="DAV:"><prop><getetag/></prop></propfind>"#
        let (status, _, answer) = try request(
            "PROPFIND", bookURL(book), body: Data(body.utf8), headers: ["Depth": "1", "Content-Type": "application/xml"])
        guard status == 207 else { throw RadicaleServer.ServerError("PROPFIND \(book) answered \(status)") }
        let text = String(decoding: answer, as: UTF8.self)
        let bookPath = bookURL(book).path.hasSuffix("/") ? bookURL(book).path : bookURL(book).path + "/"
        var files: [String] = []
        for piece in text.components(separatedBy: "href>").dropFirst() {
            guard let end = piece.firstIndex(of: "<") else { continue }
            let href = String(piece[..<end])
            let path = URL(string: href, relativeTo: rootURL)?.path ?? href
            if path.hasPrefix(bookPath), path.count > bookPath.count, !path.hasSuffix("/") {
                files.append(String(path.dropFirst(bookPath.count)))
            }
        }
        return Array(Set(files)).sorted()
    }

    /// Sends one authenticated request through the proxy and waits for the answer.
    public func request(
        _ method: String, _ url: URL, body: Data? = nil, headers: [String: String] = [:]
    ) throws -> (Int, [String: String], Data) {
        try RadicaleServer.request(method, url, body: body, headers: headers, timeout: 600)
    }

    /// `name` on the PATH, or nil.
    public static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") + ["/usr/bin"] {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Starts a server and waits (up to 30 s) until it accepts connections on `port`.
    static func start(_ executable: String, _ arguments: [String], port: Int, log: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = try FileHandle(forWritingTo: log)
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        while !RadicaleServer.accepts(port: port) {
            guard process.isRunning, Date() < deadline else {
                let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                throw RadicaleServer.ServerError("\(executable) did not start: \(text)")
            }
            usleep(50_000)
        }
        return process
    }

    /// Runs a command to its end; throws when it fails.
    static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RadicaleServer.ServerError("\(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
    }
}
