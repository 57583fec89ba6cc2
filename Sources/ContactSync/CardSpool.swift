import Foundation

/// Cards kept in memory up to ``memoryLimit`` bytes and in a temporary file after that: the
/// cards a ``PushPlan`` will send, and the local cards of a ``BookSync``, so a push or a sync
/// of a whole book never holds the book in memory. Push workers read cards back from several
/// threads at once: the lock keeps each seek and read together.
final class CardSpool: @unchecked Sendable {
    /// Where one card's bytes are.
    enum Place: Sendable, Equatable {
        /// Held in memory.
        case memory([UInt8])
        /// At `offset` in the spool's file, `count` bytes long.
        case file(offset: UInt64, count: Int)
    }

    /// The bytes held in memory before cards go to the temporary file.
    let memoryLimit: Int
    private let lock = NSLock()
    private var memoryBytes = 0
    private var file: TemporaryFile?
    private let prefix: String

    /// Creates an empty spool; the default limit is 16 MiB. `prefix` begins the name of the
    /// temporary file.
    init(memoryLimit: Int = 16 << 20, prefix: String = "contactkit-push") {
        self.memoryLimit = memoryLimit
        self.prefix = prefix
    }

    /// Keeps `bytes` and says where. Past the memory limit they go to the temporary file;
    /// when it cannot be made or written, they stay in memory: a card is never lost.
    func keep(_ bytes: [UInt8]) -> Place {
        lock.withLock {
            if memoryBytes + bytes.count > memoryLimit {
                do {
                    if file == nil { file = try TemporaryFile(prefix: prefix) }
                    if let file { return .file(offset: try file.append(Data(bytes)), count: bytes.count) }
                } catch {
                    // Disk full or no temporary directory: keep the card in memory.
                }
            }
            memoryBytes += bytes.count
            return .memory(bytes)
        }
    }

    /// The bytes at `place`.
    func bytes(at place: Place) throws -> [UInt8] {
        switch place {
        case .memory(let bytes):
            return bytes
        case .file(let offset, let count):
            return try lock.withLock {
                guard let file else { throw CocoaError(.fileReadNoSuchFile) }
                let data = try file.read(at: offset, count: count)
                guard data.count == count else { throw CocoaError(.fileReadCorruptFile) }
                return [UInt8](data)
            }
        }
    }
}
