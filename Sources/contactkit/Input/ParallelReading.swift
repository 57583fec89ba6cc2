import ContactFormats
import ContactModel

/// How a command takes a large vCard input on several threads: the input is cut into chunks
/// of whole cards (``VCardChunker``), each chunk is read, and its contacts handled, by a
/// ``ChunkConsumer`` on a worker thread, and the chunks' results are delivered in input
/// order on the command's thread, so output and diagnostics are those of one reader.
struct ParallelReading {
    /// Threads reading at once (`CONTACTKIT_THREADS`, else the cores online).
    let threadCount: Int
    /// Makes the consumer for one chunk; called on worker threads.
    let makeConsumer: @Sendable () -> any ChunkConsumer
    /// Takes the bytes a chunk's consumer produced, in input order (the command's output).
    let deliver: ([UInt8]) throws -> Void

    /// Chunks are cut after about this many bytes.
    static let chunkSize = 1 << 19

    /// Whether `input` is worth reading in chunks: more than one thread, not UTF-16 (the
    /// chunker cuts UTF-8 text) and, when its size is known, at least two chunks long.
    func suits(_ input: InputFile, prefix: [UInt8]) -> Bool {
        guard threadCount > 1 else { return false }
        if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) || prefix.contains(0) {
            return false
        }
        if let size = input.size, size < 2 * ParallelReading.chunkSize { return false }
        return true
    }
}

/// What a command does with the contacts of one chunk, on a worker thread. A fresh consumer
/// is made for each chunk.
protocol ChunkConsumer {
    /// Handles one contact; returns the diagnostics it has about it (a writer's).
    mutating func consume(_ contact: Contact) throws -> [Diagnostic]
    /// After the chunk's last contact: the bytes to deliver for the chunk.
    mutating func finish() throws -> [UInt8]
}

/// A consumer that only reads (`validate`).
struct ReadingOnlyConsumer: ChunkConsumer {
    func consume(_ contact: Contact) throws -> [Diagnostic] { [] }
    func finish() throws -> [UInt8] { [] }
}

/// A consumer that writes each contact in a format whose records stand alone (vCard,
/// NDJSON), into memory.
struct WritingConsumer: ChunkConsumer {
    private let sink = ByteSink.memory()
    private var writer: any ContactWriter

    init(format: ContactFormat, options: ContactFormatOptions) {
        writer = format.makeWriter(sink, options: options)
    }

    /// Formats whose output is the concatenation of each contact's own bytes.
    static func writesStandaloneRecords(_ format: ContactFormat) -> Bool {
        switch format {
        case .vCard, .ndjson: return true
        case .csv, .jCard: return false
        }
    }

    mutating func consume(_ contact: Contact) throws -> [Diagnostic] {
        try writer.write(contact)
        return writer.diagnostics
    }

    mutating func finish() throws -> [UInt8] {
        try writer.finish()
        return sink.bytes
    }
}
