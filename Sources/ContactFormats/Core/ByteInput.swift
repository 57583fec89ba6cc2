import ContactSupport

/// A source of bytes read in large chunks: a file, standard input, or memory.
public protocol ByteInput {
    /// Reads up to `maxLength` bytes, appending them to `buffer`. Returns the number of
    /// bytes appended; 0 means the end of the input.
    mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int

    /// Reads up to `target.count` bytes straight into `target` (memory the caller owns),
    /// with no buffer and copy on the way; returns the number written (0 at the end of the
    /// input), or nil when this input cannot now (the caller then uses
    /// ``read(into:maxLength:)``). The default: nil.
    mutating func readDirectly(into target: UnsafeMutableBufferPointer<UInt8>) throws -> Int?
}

extension ByteInput {
    /// Nil: this input reads only through ``read(into:maxLength:)``.
    public mutating func readDirectly(into target: UnsafeMutableBufferPointer<UInt8>) throws -> Int? { nil }
}

/// An error reading or writing bytes, with the system's message.
public struct ByteStreamError: Error, CustomStringConvertible, Sendable {
    public var description: String
    /// The system's error number (`errno`), or 0 when the error did not come from the system.
    public var errorNumber: Int32

    /// Creates an error with a message and, when the system gave one, its error number.
    public init(_ description: String, errorNumber: Int32 = 0) {
        self.description = description
        self.errorNumber = errorNumber
    }
}

/// Bytes already in memory.
public struct MemoryInput: ByteInput {
    private let bytes: [UInt8]
    private var position = 0

    /// An input that hands out `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }
    /// An input that hands out the UTF-8 bytes of `text`.
    public init(_ text: String) { self.bytes = Array(text.utf8) }

    public mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
        let count = min(maxLength, bytes.count - position)
        guard count > 0 else { return 0 }
        if buffer.isEmpty, position == 0, count == bytes.count {
            // All of it into an empty buffer: share the storage instead of copying.
            buffer = bytes
            position = count
            return count
        }
        buffer.append(contentsOf: bytes[position..<position + count])
        position += count
        return count
    }
}

/// An open file descriptor, read with `read(2)`. It does not close the descriptor.
public struct FileDescriptorInput: ByteInput {
    /// The descriptor read from; it stays open.
    public let fileDescriptor: Int32
    private var scratch: [UInt8] = []

    /// An input reading the open descriptor `fileDescriptor`.
    public init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

    /// Standard input.
    public static var standardInput: FileDescriptorInput { FileDescriptorInput(fileDescriptor: 0) }

    /// The first reads go through a small scratch buffer, which grows (doubling, up to
    /// `maxLength`) only while reads fill it: a 300-byte file of a vdir of 200,000 costs no
    /// 1 MiB allocation to fill with zeros.
    static let firstScratchSize = 64 << 10

    /// The bytes of the scratch buffer now (tests: it stays small for a small file).
    var scratchSize: Int { scratch.count }

    public mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
        let wanted = min(maxLength, max(FileDescriptorInput.firstScratchSize, scratch.count))
        if scratch.count < wanted { scratch = [UInt8](repeating: 0, count: wanted) }
        while true {
            let count = scratch.withUnsafeMutableBytes { raw in
                systemRead(fileDescriptor, raw.baseAddress, wanted)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw ByteStreamError(String(cString: strerror(errno)), errorNumber: errno)
            }
            if count > 0 { buffer.append(contentsOf: scratch[0..<count]) }
            // A full read: the next may be as large, up to what the caller asked for.
            if count == wanted, wanted < maxLength { scratch = [UInt8](repeating: 0, count: min(maxLength, 2 * wanted)) }
            return count
        }
    }

    /// Reads with `read(2)` straight into `target`.
    public mutating func readDirectly(into target: UnsafeMutableBufferPointer<UInt8>) throws -> Int? {
        guard target.count > 0 else { return 0 }
        while true {
            let count = systemRead(fileDescriptor, target.baseAddress, target.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw ByteStreamError(String(cString: strerror(errno)), errorNumber: errno)
            }
            return count
        }
    }
}
