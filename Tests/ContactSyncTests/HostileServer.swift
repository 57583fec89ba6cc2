import ContactTestSupport
import Foundation

@testable import ContactSync
import ContactSyncNetworking

/// Hostile servers for the tests of issue 28, on 127.0.0.1 (``ScriptedHTTPServer``): a
/// server that answers with `script`, and a bystander that only records whatever reaches it
/// (its log must stay empty: credentials never go there).
struct HostileServer {
    let server: ScriptedHTTPServer
    let bystander: ScriptedHTTPServer
    let log: URL

    /// `script` defines `answer(connection, head, body)`; `BYSTANDER` (the bystander's port)
    /// and `send(connection, status, body, headers)` are defined for it.
    init(_ script: String) throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("bystander-\(UUID().uuidString).log")
        bystander = try ScriptedHTTPServer(script: """
            def answer(connection, head, body):
                with open("\(log.path)", "ab") as out:
                    out.write(head + b"\\n\\n")
                connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Length: 0\\r\\nConnection: close\\r\\n\\r\\n")
            """)
        server = try ScriptedHTTPServer(script: """
            BYSTANDER = \(bystander.port)
            def send(connection, status, body, headers=""):
                if isinstance(body, str):
                    body = body.encode()
                connection.sendall(("HTTP/1.1 %s\\r\\n%sContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n" % (status, headers, len(body))).encode() + body)
            """ + "\n" + script)
    }

    /// What reached the bystander (empty when nothing did).
    var bystanderLog: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }

    func url(_ path: String) -> URL { server.url(path) }

    func stop() {
        server.stop()
        bystander.stop()
        try? FileManager.default.removeItem(at: log)
    }

    /// A client with credentials (so a leak would show in the bystander's log).
    static func client(timeout: TimeInterval = 60, policy: OriginPolicy = OriginPolicy()) -> CardDAVClient {
        var configuration = CardDAVClient.Configuration()
        configuration.watchesProcessMemory = true
        configuration.timeout = timeout
        configuration.retries = 0
        configuration.originPolicy = policy
        return CardDAVClient(credentials: Credentials(user: "alice", password: "secret"), configuration: configuration)
    }

    /// A multistatus naming one address book at `href`.
    static func book(_ href: String) -> String {
        "<multistatus xmlns=\"DAV:\" xmlns:C=\"urn:ietf:params:xml:ns:carddav\"><response><href>\(href)</href>"
            + "<propstat><prop><resourcetype><collection/><C:addressbook/></resourcetype></prop>"
            + "<status>HTTP/1.1 200 OK</status></propstat></response></multistatus>"
    }
}
