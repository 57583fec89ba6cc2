import ContactSync
import Foundation

/// Finds `contactkit-dav`, the CardDAV helper the `pull`, `push`, `sync` and `address-books`
/// commands hand their HTTP exchanges to (``HelperTransport``): beside this executable first
/// (symbolic links resolved), then in the directories of `PATH`.
enum DAVHelper {
    /// The helper's file name.
    static let name = "contactkit-dav"

    /// The helper's path, or a failure with exit status 69 saying where it was looked for.
    static func locate(for command: String) throws(CommandFailure) -> String {
        let beside = executableDirectory()
        if let beside, isExecutable(beside + "/" + name) { return beside + "/" + name }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") where !directory.isEmpty {
            let candidate = directory + "/" + name
            if isExecutable(candidate) { return candidate }
        }
        throw CommandFailure(
            .unavailable,
            "\(command) needs contactkit's CardDAV helper, \(name), which is neither beside this contactkit"
                + "\(beside.map { " (in \($0))" } ?? "") nor on PATH: install it beside contactkit "
                + "(swift build builds both into the same folder)")
    }

    /// The directory of the running executable, symbolic links resolved.
    static func executableDirectory() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/exe", &buffer, 4096)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        guard let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path else { return nil }
        #endif
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func isExecutable(_ path: String) -> Bool {
        guard let status = FileStatus(path: path), !status.isDirectory else { return false }
        return access(path, X_OK) == 0
    }

    /// A client for `configuration` whose exchanges go through the helper at `executable`;
    /// the first helper is started and checked now (a missing, broken or other-version helper
    /// fails here, with exit status 69, before anything is read or sent).
    static func client(
        executable: String, credentials: Credentials?, configuration: CardDAVClient.Configuration
    ) throws(CommandFailure) -> CardDAVClient {
        let first = HelperTransport(executable: executable, configuration: configuration)
        do {
            try first.start()
        } catch {
            throw CommandFailure(.unavailable, Self.message(error))
        }
        var unused: HelperTransport? = first
        return CardDAVClient(credentials: credentials, configuration: configuration) { configuration in
            if let transport = unused {
                unused = nil
                return transport
            }
            return HelperTransport(executable: executable, configuration: configuration)
        }
    }

    private static func message(_ error: HTTPTransportError) -> String {
        if case .unavailable(let message) = error { return message }
        return "\(error)"
    }
}
