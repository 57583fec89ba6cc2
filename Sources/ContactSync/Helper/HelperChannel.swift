import ContactSupport
import Foundation

/// The two pipes between `contactkit` and its CardDAV helper, carrying ``HelperMessage``s
/// framed as one kind byte, a 4-byte big-endian payload length and the payload.
package struct HelperChannel {
    /// The pipe ended (the other side exited or closed it), or a frame was malformed.
    package enum Failure: Error, Equatable {
        /// End of file, or `EPIPE` when writing: the other side is gone.
        case closed
        /// Nothing arrived by the deadline.
        case timedOut
        /// A frame that is not a message of this protocol.
        case malformed
        /// A system call failed (`errno`).
        case system(Int32)
    }

    /// The largest payload accepted: a request with a card (8 MiB at most) and its headers,
    /// or a piece of an answer, fit well inside.
    package static let maximumPayload = 256 << 20

    /// The descriptor messages are read from.
    package let input: Int32
    /// The descriptor messages are written to.
    package let output: Int32

    package init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// Writes one message.
    package func send(_ message: HelperMessage) throws(Failure) {
        let (kind, payload) = message.encoded
        var frame: [UInt8] = [kind.rawValue]
        frame.reserveCapacity(5 + payload.count)
        let count = UInt32(payload.count)
        frame += [UInt8(count >> 24), UInt8(count >> 16 & 0xFF), UInt8(count >> 8 & 0xFF), UInt8(count & 0xFF)]
        frame += payload
        var offset = 0
        while offset < frame.count {
            let written = frame.withUnsafeBytes { systemWrite(output, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw errno == EPIPE ? .closed : .system(errno)
            }
            offset += written
        }
    }

    /// Reads the next message; waits at most until `deadline` (none: for ever).
    package func receive(until deadline: Date? = nil) throws(Failure) -> HelperMessage {
        let head = try read(5, until: deadline)
        let count = Int(head[1]) << 24 | Int(head[2]) << 16 | Int(head[3]) << 8 | Int(head[4])
        guard count <= Self.maximumPayload else { throw .malformed }
        let payload = try read(count, until: deadline)
        guard let message = HelperMessage(kind: head[0], payload: payload) else { throw .malformed }
        return message
    }

    /// Reads exactly `count` bytes.
    private func read(_ count: Int, until deadline: Date?) throws(Failure) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            if let deadline { try wait(until: deadline) }
            let got = bytes.withUnsafeMutableBytes { systemRead(input, $0.baseAddress! + offset, count - offset) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .system(errno)
            }
            if got == 0 { throw .closed }
            offset += got
        }
        return bytes
    }

    /// Waits until the input can be read, or throws ``Failure/timedOut`` at `deadline`.
    private func wait(until deadline: Date) throws(Failure) {
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw .timedOut }
            var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(min(left * 1000, 60_000).rounded(.up)))
            if ready > 0 { return }
            if ready < 0, errno != EINTR { throw .system(errno) }
        }
    }
}
