import ContactFormats
import ContactModel
import ContactPipeline

/// How a command takes a large vCard input on several threads: the input is cut into chunks
/// of whole cards (``VCardChunker``), each chunk is read, and its contacts handled, by a
/// ``ChunkConsumer`` on a worker thread, and the chunks' results are delivered in input
/// order on the command's thread, so output and diagnostics are those of one reader.
struct ParallelReading {
    /// Threads reading at once (`CONTACTKIT_THREADS`, else the cores online).
    let threadCount: Int
    /// Makes the consumer for one chunk of the given size in bytes, with storage for its
    /// output (an earlier chunk's, emptied, or none yet); called on worker threads.
    let makeConsumer: @Sendable (_ byteCount: Int, _ outputStorage: consuming [UInt8]) -> any ChunkConsumer
    /// Takes the bytes a chunk's consumer wrote, in input order.
    var deliverBytes: ([UInt8]) throws -> Void = { _ in }
    /// Finishes a contact a consumer handed back (the remaining stages, writing), in input
    /// order, right after the diagnostics about it.
    var finishContact: (consuming Contact, ContactInputLoop.Position) throws -> Void = { _, _ in }

    /// Chunks are cut after about this many bytes.
    static let chunkSize = 1 << 19
    /// What a CSV row held in a batch costs besides its bytes (its record and contact),
    /// counted against ``chunkSize``, so a batch of tiny rows stays small in memory.
    static let rowOverhead = 64
    /// What one diagnostic held with a CSV row costs (the value, its message and its report),
    /// counted against ``chunkSize``.
    static let diagnosticOverhead = 256

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
    /// Handles one contact; returns the diagnostics about it and the contacts it hands back
    /// to the command's thread.
    mutating func consume(_ contact: consuming Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact])
    /// After the chunk's last contact: the bytes it wrote.
    mutating func finish() throws -> [UInt8]
}

/// Runs the per-contact normalizer (when there is one), then hands the contacts back to the
/// command's thread: for stages that see every contact (dedupe) and outputs that are not a
/// plain concatenation of records (CSV, jCard, one file per contact), or only counts them
/// (`validate`, which keeps nothing).
struct HandingBackConsumer: ChunkConsumer {
    private var normalizer: ContactNormalizer?
    private let keepsContacts: Bool

    init(normalizer: ContactNormalizer?, keepsContacts: Bool = true) {
        self.normalizer = normalizer
        self.keepsContacts = keepsContacts
    }

    mutating func consume(_ contact: consuming Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact]) {
        guard var normalizer else { return ([], keepsContacts ? [contact] : []) }
        let normalized = normalizer.process(contact)
        self.normalizer = normalizer
        return (normalizer.diagnostics, keepsContacts ? normalized : [])
    }

    func finish() throws -> [UInt8] { [] }
}

/// Normalizes (when asked) and writes each contact in a format whose records stand alone
/// (vCard, NDJSON), into memory.
struct WritingConsumer: ChunkConsumer {
    private var normalizer: ContactNormalizer?
    private let sink: ByteSink
    private var writer: any ContactWriter

    /// `chunkByteCount`: the size of the chunk read, to reserve room for its output once
    /// (pages reserved and not written cost no memory; growing by doubling would copy).
    /// `outputStorage`: a buffer to write into, emptied first.
    init(
        format: ContactFormat, options: ContactFormatOptions, normalizer: ContactNormalizer?, chunkByteCount: Int,
        outputStorage: consuming [UInt8] = []
    ) {
        // Rounded up to whole mebibytes, so that a reused buffer is large enough for the
        // next chunk, which is rarely the same size to the byte.
        let step = WritingConsumer.reservationStep
        let reserved = (4 * chunkByteCount + step - 1) / step * step
        sink = ByteSink.memory(reusing: consume outputStorage, expectedByteCount: reserved)
        writer = format.makeWriter(sink, options: options)
        self.normalizer = normalizer
    }

    private static let reservationStep = 1 << 20

    /// Formats whose output is the concatenation of each contact's own bytes.
    static func writesStandaloneRecords(_ format: ContactFormat) -> Bool {
        switch format {
        case .vCard, .ndjson: return true
        case .csv, .jCard, .ldif: return false
        }
    }

    mutating func consume(_ contact: consuming Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact]) {
        guard var normalizer else {
            try writer.write(contact)
            return (writer.diagnostics, [])
        }
        let contacts = normalizer.process(contact)
        var diagnostics = normalizer.diagnostics
        self.normalizer = normalizer
        for contact in contacts {
            try writer.write(contact)
            diagnostics += writer.diagnostics
        }
        return (diagnostics, [])
    }

    mutating func finish() throws -> [UInt8] {
        try writer.finish()
        return sink.bytes
    }
}
