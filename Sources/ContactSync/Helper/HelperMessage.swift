import Foundation

/// One message of the private protocol between `contactkit` and its CardDAV helper
/// `contactkit-dav` (see ``HelperChannel`` for the framing).
///
/// The helper speaks first (``hello(version:protocolVersion:)``); the tool answers with
/// ``configure(timeout:watchesMemory:)``; then, one exchange at a time, the tool sends a
/// ``request(_:limit:deadline:)`` and the helper answers with ``data(status:_:)`` pieces of
/// the body as they arrive and then ``end(status:headers:)`` or ``failure(_:)``. Credentials
/// travel only inside requests (the `Authorization` header), never on a command line.
package enum HelperMessage: Equatable {
    /// The helper's first words: its version and the protocol it speaks.
    case hello(version: String, protocolVersion: Int)
    /// How the helper's transport is set up: seconds an exchange may take, and whether it
    /// watches its own memory while URLSession holds a redirect's body.
    case configure(timeout: TimeInterval, watchesMemory: Bool)
    /// One exchange to make: the request, the largest body read, and when it must end.
    case request(HTTPRequest, limit: Int, deadline: Date)
    /// A piece of the answer's body, with the answer's status.
    case data(status: Int, Data)
    /// The exchange is over: the answer's status and headers.
    case end(status: Int, headers: [String: String])
    /// The exchange failed.
    case failure(HTTPTransportError)

    /// The kind byte of each message on the wire.
    package enum Kind: UInt8 {
        case hello = 0x56, configure = 0x43, request = 0x51, data = 0x44, end = 0x45, failure = 0x46
    }

    /// The protocol this build speaks; a helper speaking another is refused.
    package static let protocolVersion = 1

    /// The kind and payload written for this message.
    package var encoded: (kind: Kind, payload: [UInt8]) {
        var out = HelperPayload()
        switch self {
        case .hello(let version, let protocolVersion):
            out.append("contactkit-dav")
            out.append(version)
            out.append(protocolVersion)
            return (.hello, out.bytes)
        case .configure(let timeout, let watchesMemory):
            out.append(timeout)
            out.append(watchesMemory ? 1 : 0)
            return (.configure, out.bytes)
        case .request(let request, let limit, let deadline):
            out.append(request.method)
            out.append(request.url.absoluteString)
            out.append(limit)
            out.append(deadline.timeIntervalSinceReferenceDate)
            out.append(headers: request.headers)
            out.append(request.body == nil ? 0 : 1)
            out.append(bytes: request.body ?? Data())
            return (.request, out.bytes)
        case .data(let status, let bytes):
            out.append(status)
            out.append(bytes: bytes)
            return (.data, out.bytes)
        case .end(let status, let headers):
            out.append(status)
            out.append(headers: headers)
            return (.end, out.bytes)
        case .failure(let error):
            switch error {
            case .responseTooLarge(let limit):
                out.append(0)
                out.append(limit)
            case .deadlinePassed(let seconds):
                out.append(1)
                out.append(seconds)
            case .compressedAnswer(let encoding):
                out.append(2)
                out.append(encoding)
            case .failed(let reason):
                out.append(3)
                out.append(reason)
            case .unavailable(let message):
                out.append(4)
                out.append(message)
            }
            return (.failure, out.bytes)
        }
    }

    /// Reads a message from its kind byte and payload; nil for anything malformed (an
    /// unknown kind, a payload cut short or too long, a URL that does not parse).
    package init?(kind: UInt8, payload: [UInt8]) {
        guard let kind = Kind(rawValue: kind) else { return nil }
        var input = HelperPayload.Reader(payload)
        guard let message = Self.read(kind, from: &input), input.isAtEnd else { return nil }
        self = message
    }

    private static func read(_ kind: Kind, from input: inout HelperPayload.Reader) -> HelperMessage? {
        switch kind {
        case .hello:
            guard input.string() == "contactkit-dav", let version = input.string(), let number = input.integer() else {
                return nil
            }
            return .hello(version: version, protocolVersion: number)
        case .configure:
            guard let timeout = input.double(), let watches = input.integer() else { return nil }
            return .configure(timeout: timeout, watchesMemory: watches != 0)
        case .request:
            guard let method = input.string(), let text = input.string(), let url = URL(string: text),
                let limit = input.integer(), let deadline = input.double(), let headers = input.headers(),
                let hasBody = input.integer(), let body = input.bytes()
            else { return nil }
            let request = HTTPRequest(method: method, url: url, headers: headers, body: hasBody != 0 ? body : nil)
            return .request(request, limit: limit, deadline: Date(timeIntervalSinceReferenceDate: deadline))
        case .data:
            guard let status = input.integer(), let bytes = input.bytes() else { return nil }
            return .data(status: status, bytes)
        case .end:
            guard let status = input.integer(), let headers = input.headers() else { return nil }
            return .end(status: status, headers: headers)
        case .failure:
            switch input.integer() {
            case 0: return input.integer().map { .failure(.responseTooLarge(limit: $0)) }
            case 1: return input.double().map { .failure(.deadlinePassed(seconds: $0)) }
            case 2: return input.string().map { .failure(.compressedAnswer(encoding: $0)) }
            case 3: return input.string().map { .failure(.failed(reason: $0)) }
            case 4: return input.string().map { .failure(.unavailable($0)) }
            default: return nil
            }
        }
    }
}
