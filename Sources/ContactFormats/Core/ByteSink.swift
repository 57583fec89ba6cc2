import ContactSupport

/// A buffered destination for bytes: a file descriptor or memory.
///
/// Writers append small pieces; the sink hands them to the system in blocks of
/// ``blockSize`` bytes. Call ``flush()`` when done.
public final class ByteSink {
    /// Where a sink's bytes go.
    public enum Destination {
        /// An open file descriptor, written with `write(2)`; the sink does not close it.
        case fileDescriptor(Int32)
        /// Memory: the bytes stay in ``ByteSink/bytes``.
        case memory
    }

    /// The size of the blocks handed to the system: 1 MiB.
    public static let blockSize = 1 << 20

    /// Where this sink's bytes go.
    public let destination: Destination
    /// Everything written so far, for a memory sink; the unflushed tail for a file sink.
    ///
    /// No access to it overlaps another (the sink is used by one thread, and none of its
    /// methods calls out while it changes the buffer), so it is not checked at run time:
    /// the two checks of each append (the buffer and the count) cost about 170
    /// instructions a card written.
    @exclusivity(unchecked) public private(set) var buffer: [UInt8] = []
    /// Bytes handed to the sink so far.
    ///
    /// Read through a getter: read as a stored property from another module (an output that
    /// asks for writeback every few megabytes, after each contact), the access was checked
    /// at run time there, about sixty instructions a contact.
    public var byteCount: Int { handedOver }
    /// ``byteCount``.
    @exclusivity(unchecked) private var handedOver = 0

    /// Creates a sink writing to `destination`.
    public init(_ destination: Destination) {
        self.destination = destination
        if case .fileDescriptor = destination { buffer.reserveCapacity(ByteSink.blockSize) }
    }

    /// A sink that keeps everything in memory (tests, `--split`, a chunk's output), with room
    /// for `expectedByteCount` bytes reserved up front.
    public static func memory(expectedByteCount: Int = 0) -> ByteSink {
        memory(reusing: [], expectedByteCount: expectedByteCount)
    }

    /// A memory sink that writes into `storage`, emptied first: a buffer that served before
    /// keeps its capacity (its pages are not handed back to the system and asked for again).
    public static func memory(reusing storage: consuming [UInt8], expectedByteCount: Int = 0) -> ByteSink {
        let sink = ByteSink(.memory)
        // Moved, not copied: a second reference would make emptying it allocate anew.
        sink.buffer = consume storage
        sink.buffer.removeAll(keepingCapacity: true)
        sink.buffer.reserveCapacity(expectedByteCount)
        return sink
    }

    /// The bytes of a memory sink.
    public var bytes: [UInt8] { buffer }

    /// Appends one byte.
    @inline(__always)
    public func append(_ byte: UInt8) throws {
        buffer.append(byte)
        handedOver += 1
        if buffer.count >= ByteSink.blockSize { try drainIfFile() }
    }

    /// Appends a collection of bytes.
    @inline(__always)
    public func append<Bytes: Collection>(_ bytes: Bytes) throws where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        handedOver += bytes.count
        if buffer.count >= ByteSink.blockSize { try drainIfFile() }
    }

    /// Borrowed bytes: one copy into the buffer.
    @inline(__always)
    public func append(_ bytes: UnsafeBufferPointer<UInt8>) throws {
        buffer.append(contentsOf: bytes)
        handedOver += bytes.count
        if buffer.count >= ByteSink.blockSize { try drainIfFile() }
    }

    /// A block of at least this many bytes (another thread's output) goes to a file
    /// straight, not through the buffer. A two-thread convert's chunks give about half a
    /// megabyte each, a little less or more: with half of ``blockSize`` as the bar, most of
    /// them were copied into the buffer first (1.4 % of a 10,000-card convert's
    /// instructions); a `write(2)` of 64 KiB costs next to nothing.
    package static let directBlockSize = 64 << 10

    /// A large block (another thread's output): to a file it goes straight to the system
    /// after what is buffered, not copied into the buffer first.
    public func append(block bytes: [UInt8]) throws {
        guard case .fileDescriptor(let descriptor) = destination, bytes.count >= ByteSink.directBlockSize else {
            try append(bytes)
            return
        }
        try drainIfFile()
        try bytes.withUnsafeBytes { try ByteSink.writeAll($0, to: descriptor) }
        handedOver += bytes.count
    }

    /// A large block lent in place (a writer's batch of records): to a file it goes straight
    /// to the system after what is buffered, as ``append(block:)-([UInt8])`` sends it; to
    /// memory, or when smaller than `directBlockSize`, it is copied into the buffer.
    public func append(block bytes: UnsafeBufferPointer<UInt8>) throws {
        guard case .fileDescriptor(let descriptor) = destination, bytes.count >= ByteSink.directBlockSize else {
            try append(bytes)
            return
        }
        try drainIfFile()
        try ByteSink.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor)
        handedOver += bytes.count
    }

    /// Appends the UTF-8 bytes of `text`.
    public func append(_ text: String) throws {
        try append(text.utf8)
    }

    /// Hands every buffered byte to the system.
    public func flush() throws { try drainIfFile() }

    private func drainIfFile() throws {
        guard case .fileDescriptor(let descriptor) = destination, !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try ByteSink.writeAll($0, to: descriptor) }
        buffer.removeAll(keepingCapacity: true)
    }

    private static func writeAll(_ raw: UnsafeRawBufferPointer, to descriptor: Int32) throws {
        var offset = 0
        while offset < raw.count {
            let written = systemWrite(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw ByteStreamError(String(cString: strerror(errno)), errorNumber: errno)
            }
            offset += written
        }
    }
}
