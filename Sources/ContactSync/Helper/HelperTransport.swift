import ContactSupport
import Foundation

/// The transport `contactkit` uses: each exchange is handed to its CardDAV helper,
/// `contactkit-dav`, a separate executable that links the networking libraries
/// (FoundationNetworking, libcurl and its TLS, Kerberos and LDAP libraries) so that the tool
/// itself does not load them for every command.
///
/// The helper is started on the first exchange (or by ``start()``) and serves this transport's
/// exchanges one at a time over two pipes (``HelperChannel``, ``HelperMessage``); it ends when
/// the transport is released. Its version must be the tool's (``ToolVersion``) and its
/// protocol this one's: a helper from another build is refused, never half understood. When
/// the helper stops part way (a crash, a kill), the exchange fails with
/// ``HTTPTransportError/unavailable(_:)`` naming how it ended; when the caller gives up on an
/// answer (its `receive` throws), the helper is ended and a new one serves the next exchange.
package final class HelperTransport: HTTPTransport {
    /// The helper's path.
    package let executable: String
    private let timeout: TimeInterval
    private let watchesMemory: Bool
    private var helper: HelperProcess?
    /// How long past an exchange's deadline the helper may take to report it (it enforces the
    /// deadline itself; this only bounds a helper that hangs).
    private static let grace: TimeInterval = 10

    /// A transport through the helper at `executable`, set up as `configuration` says.
    package init(executable: String, configuration: CardDAVClient.Configuration) {
        self.executable = executable
        timeout = configuration.timeout
        watchesMemory = configuration.watchesProcessMemory
    }

    deinit { helper?.stop(forcibly: false) }

    /// Starts the helper and checks its version, if not yet done; throws
    /// ``HTTPTransportError/unavailable(_:)`` with what went wrong.
    package func start() throws(HTTPTransportError) {
        _ = try running()
    }

    package func send(
        _ request: HTTPRequest, limit: Int, deadline: Date, receive: (Int, Data) throws -> Void
    ) throws -> HTTPResponse {
        let helper = try running()
        let wait = deadline.addingTimeInterval(Self.grace)
        do {
            try helper.channel.send(.request(request, limit: limit, deadline: deadline))
            while true {
                switch try helper.channel.receive(until: wait) {
                case .data(let status, let bytes):
                    do {
                        try receive(status, bytes)
                    } catch {
                        stop()  // the rest of this answer is not wanted: a new helper for the next
                        throw error
                    }
                case .end(let status, let headers):
                    return HTTPResponse(status: status, headers: headers)
                case .failure(let error):
                    throw error
                default:
                    throw HelperChannel.Failure.malformed
                }
            }
        } catch let failure as HelperChannel.Failure {
            stop()
            if failure == .timedOut {
                throw HTTPTransportError.deadlinePassed(seconds: timeout)
            }
            throw HTTPTransportError.unavailable(describe(failure, of: helper, during: request))
        }
    }

    /// The running helper, started and checked first if needed.
    private func running() throws(HTTPTransportError) -> HelperProcess {
        if let helper { return helper }
        let started: HelperProcess
        switch HelperProcess.start(executable) {
        case .success(let process): started = process
        case .failure(let failure):
            let reason = if case .system(let number) = failure { systemErrorMessage(number) } else { "\(failure)" }
            throw .unavailable("cannot start the CardDAV helper '\(executable)': \(reason)")
        }
        do {
            let hello = try started.channel.receive(until: Date().addingTimeInterval(max(timeout, 30)))
            guard case .hello(let version, let protocolVersion) = hello else { throw HelperChannel.Failure.malformed }
            guard version == ToolVersion.current, protocolVersion == HelperMessage.protocolVersion else {
                started.stop(forcibly: true)
                throw HTTPTransportError.unavailable(
                    "the CardDAV helper '\(executable)' is version \(version) (protocol \(protocolVersion)), "
                        + "contactkit is \(ToolVersion.current) (protocol \(HelperMessage.protocolVersion)): "
                        + "install contactkit-dav from the same build as contactkit, beside it")
            }
            try started.channel.send(.configure(timeout: timeout, watchesMemory: watchesMemory))
        } catch let error as HTTPTransportError {
            throw error
        } catch {
            started.stop(forcibly: true)
            throw .unavailable(
                "the CardDAV helper '\(executable)' did not start as a contactkit-dav helper (it \(started.ending)): "
                    + "install contactkit-dav from the same build as contactkit, beside it")
        }
        helper = started
        return started
    }

    /// Ends the helper (a new one serves the next exchange).
    private func stop() {
        helper?.stop(forcibly: true)
        helper = nil
    }

    private func describe(_ failure: HelperChannel.Failure, of helper: HelperProcess, during request: HTTPRequest) -> String {
        let exchange = "\(request.method) \(CardDAVClient.display(request.url))"
        switch failure {
        case .closed, .timedOut:
            return "the CardDAV helper '\(executable)' stopped during \(exchange) (it \(helper.ending))"
        case .malformed:
            return "the CardDAV helper '\(executable)' sent something that is not its protocol during \(exchange)"
        case .system(let number):
            return "cannot talk to the CardDAV helper '\(executable)' during \(exchange): \(systemErrorMessage(number))"
        }
    }
}
