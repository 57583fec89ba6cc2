import ContactSupport
import ContactSync
import ContactSyncNetworking
import Foundation

/// The helper's side of the protocol: says hello, takes the configuration, then makes each
/// exchange the tool asks for through ``CardDAVClient/defaultTransport(for:)`` and sends the answer back as it arrives.
///
/// It keeps no state of its own between exchanges but its connection (kept alive), and ends
/// when its input ends (the tool is done, or gone) or its output is closed.
struct HelperServer {
    let channel: HelperChannel

    /// Serves until the input ends; returns the exit status.
    func run() -> Int32 {
        do {
            try channel.send(.hello(version: ToolVersion.current, protocolVersion: HelperMessage.protocolVersion))
            guard case .configure(let timeout, let watchesMemory) = try channel.receive() else { return 65 }
            var configuration = CardDAVClient.Configuration()
            configuration.timeout = timeout
            configuration.watchesProcessMemory = watchesMemory
            let transport = CardDAVClient.defaultTransport(for: configuration)
            while true {
                guard case .request(let request, let limit, let deadline) = try channel.receive() else { return 65 }
                try exchange(request, limit: limit, deadline: deadline, through: transport)
            }
        } catch .closed {
            return 0  // the tool is done with us
        } catch {
            return 74
        }
    }

    /// Makes one exchange and sends its answer; throws only when the tool cannot be written to.
    private func exchange(
        _ request: HTTPRequest, limit: Int, deadline: Date, through transport: any HTTPTransport
    ) throws(HelperChannel.Failure) {
        let answer: HelperMessage
        do {
            let response = try transport.send(request, limit: limit, deadline: deadline) { status, data in
                try channel.send(.data(status: status, data))
            }
            answer = .end(status: response.status, headers: response.headers)
        } catch let failure as HelperChannel.Failure {
            throw failure
        } catch let error as HTTPTransportError {
            answer = .failure(error)
        } catch {
            answer = .failure(.failed(reason: "\(error)"))
        }
        try channel.send(answer)
    }
}
