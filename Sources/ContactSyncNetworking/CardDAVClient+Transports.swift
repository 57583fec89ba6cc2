import ContactSync
import Foundation

extension CardDAVClient {
    /// Creates a client whose requests go through ``defaultTransport(for:)`` in this process,
    /// one transport per worker of a parallel push.
    public convenience init(credentials: Credentials?, configuration: Configuration = Configuration()) {
        self.init(credentials: credentials, configuration: configuration, transport: CardDAVClient.defaultTransport(for:))
    }

    /// The transport this platform does best for `configuration`: on Linux, libcurl's easy
    /// interface (URLSession there wakes hundreds of times a second while it waits for an
    /// answer), else URLSession. Set the environment variable
    /// `CONTACTKIT_HTTP_TRANSPORT=urlsession` to use URLSession everywhere.
    public static func defaultTransport(for configuration: Configuration) -> any HTTPTransport {
        #if os(Linux)
        if ProcessInfo.processInfo.environment["CONTACTKIT_HTTP_TRANSPORT"] != "urlsession", let transport = CurlTransport() {
            return transport
        }
        #endif
        return urlSessionTransport(for: configuration)
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
