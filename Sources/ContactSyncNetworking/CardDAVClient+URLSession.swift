import ContactSync
import Foundation

extension CardDAVClient {
    /// Creates a client whose requests go through URLSession in this process
    /// (FoundationNetworking on Linux), one session per worker of a parallel push.
    public convenience init(credentials: Credentials?, configuration: Configuration = Configuration()) {
        self.init(credentials: credentials, configuration: configuration, transport: CardDAVClient.urlSessionTransport(for:))
    }

    /// A transport over URLSession for `configuration`: its own session (so its own
    /// connection, kept alive between its requests), exchanges bounded by
    /// ``CardDAVClient/Configuration/timeout``, and the process's memory watched while
    /// URLSession holds a redirect's body when ``CardDAVClient/Configuration/watchesProcessMemory``
    /// is set.
    public static func urlSessionTransport(for configuration: Configuration) -> any HTTPTransport {
        URLSessionTransport(timeout: configuration.timeout, watchesMemory: configuration.watchesProcessMemory)
    }
}
