import ContactFormats
import ContactModel
import ContactPipeline

/// How a large vCard or CSV input is read on several threads: the input is cut into chunks
/// of whole cards (``VCardChunker``) or whole records (``CSVChunker``), each chunk is read, and its
/// contacts handled, by a ``ChunkConsumer`` on a worker thread, and the chunks' results are
/// delivered in input order on the calling thread, so output and diagnostics are those of
/// one reader.
struct ParallelReading {
    /// Threads reading at once.
    let threadCount: Int
    /// Makes the consumer for one chunk of the given size in bytes, with storage for its
    /// output (an earlier chunk's, emptied, or none yet); called on worker threads.
    let makeConsumer: @Sendable (_ byteCount: Int, _ outputStorage: consuming [UInt8]) -> any ChunkConsumer
    /// Takes the bytes a chunk's consumer wrote, in input order.
    var deliverBytes: ([UInt8]) throws -> Void = { _ in }
    /// Finishes a contact a consumer handed back (the remaining stages, writing), in input
    /// order, right after the diagnostics about it.
    var finishContact: (consuming Contact, ContactOrigin) throws -> Void = { _, _ in }

    /// Chunks are cut after about this many bytes.
    static let chunkSize = 1 << 19
    /// The smallest chunk cut from an input of known size, so that an input of a few hundred
    /// kilobytes (a thousand contacts) is still shared among the threads.
    static let smallestChunkSize = 1 << 16
    /// The largest chunk size used (tests make it small, to cut at every place).
    var targetChunkSize = ParallelReading.chunkSize

    /// The chunk size for `input`: ``targetChunkSize``, or less for an input of known size
    /// too small to give every thread about four chunks of it, but never under
    /// ``smallestChunkSize`` (a chunk's fixed cost is a job and a hand-over).
    func chunkSize(for input: any ContactInput) -> Int {
        guard let size = input.byteCount else { return targetChunkSize }
        return min(targetChunkSize, max(Self.smallestChunkSize, size / (4 * threadCount)))
    }

    /// Whether `input` is worth reading in chunks: more than one thread, not UTF-16 (the
    /// chunker cuts UTF-8 text) and, when its size is known, at least two chunks long.
    func suits(_ input: any ContactInput, prefix: [UInt8]) -> Bool {
        guard threadCount > 1 else { return false }
        if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) || prefix.contains(0) {
            return false
        }
        if let size = input.byteCount, size < 2 * chunkSize(for: input) { return false }
        return true
    }
}

/// What is done with the contacts of one chunk, on a worker thread. A fresh consumer is made
/// for each chunk, and used by that thread alone.
///
/// A class: the chunk's reading loop calls it through `any ChunkConsumer`, and a consumer
/// struct larger than an existential's three words lived in a box of its own, which each
/// mutating call projected and checked unique (with `swift_makeBoxUnique`, about 60
/// instructions a contact of a two-thread convert).
protocol ChunkConsumer: AnyObject {
    /// Handles one contact; returns the diagnostics about it and the contacts it hands back
    /// to the calling thread.
    func consume(_ contact: consuming Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact])
    /// After the chunk's last contact: the bytes it wrote.
    func finish() throws -> [UInt8]
    /// Whether contacts handed back bring where their values were read (the stages on the
    /// calling thread place their diagnostics by them).
    var keepsValuePositions: Bool { get }
    /// Whether the consumer only looks at each contact and keeps nothing of it (no stages;
    /// it writes or drops the contact): then the chunk is read with one contact for every
    /// card (``ContactReader/next(into:)``), given to ``consume(borrowing:)``.
    var borrowsContacts: Bool { get }
    /// ``consume(_:)`` for a consumer that ``borrowsContacts``.
    func consume(borrowing contact: borrowing Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact])
    /// Whether the consumer does nothing with the contacts (validation: it writes none, keeps
    /// none, says nothing of them): then they are read one into another as for
    /// ``borrowsContacts``, and not given to it at all.
    var ignoresContacts: Bool { get }
}

extension ChunkConsumer {
    var borrowsContacts: Bool { false }
    var ignoresContacts: Bool { false }

    func consume(borrowing contact: borrowing Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact]) {
        try consume(copy contact)
    }
}

/// Runs the stages that treat each contact on its own (when there are any), then hands the
/// contacts back to the calling thread: for stages that must see contacts in order or all
/// of them (dedupe) and outputs that take contacts only (CSV, jCard, one file per contact),
/// or only counts them (validation, which keeps nothing).
final class HandingBackConsumer: ChunkConsumer {
    /// Used by one thread (see ``ChunkConsumer``): no access is checked at run time.
    @exclusivity(unchecked) private var stages: WorkerStages
    private let keepsContacts: Bool
    let keepsValuePositions: Bool
    /// No stages, and the contacts are not kept (validation): each is dropped.
    let borrowsContacts: Bool
    /// Dropped: nothing is done with them (``consume(borrowing:)`` says nothing).
    var ignoresContacts: Bool { borrowsContacts }

    init(stages: [@Sendable () -> any ContactStage], keepsContacts: Bool = true, keepsValuePositions: Bool) {
        self.stages = WorkerStages(stages)
        self.keepsContacts = keepsContacts
        self.keepsValuePositions = keepsValuePositions
        borrowsContacts = stages.isEmpty && !keepsContacts
    }

    func consume(_ contact: consuming Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact]) {
        guard !stages.isEmpty else { return ([], keepsContacts ? [contact] : []) }
        var diagnostics: [Diagnostic] = []
        let processed = stages.process(contact, diagnostics: &diagnostics)
        return (diagnostics, keepsContacts ? processed : [])
    }

    /// Drops the contact (validation with no stages: only the reader's diagnostics count).
    func consume(borrowing contact: borrowing Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact]) {
        guard borrowsContacts else { return try consume(copy contact) }
        return ([], [])
    }

    func finish() throws -> [UInt8] { [] }
}

/// Runs the stages that treat each contact on its own (when there are any) and writes each
/// contact in a format whose records stand alone (vCard, NDJSON), into memory.
final class WritingConsumer: ChunkConsumer {
    /// Used by one thread (see ``ChunkConsumer``): no access is checked at run time.
    @exclusivity(unchecked) private var stages: WorkerStages
    private let sink: ByteSink
    /// Boxed: written through `any ContactWriter`, each contact's write checked the
    /// existential's box unique (see ``BoxedContactWriter``).
    private let writer: any BoxedContactWriter
    var keepsValuePositions: Bool { false }
    /// No stages: each contact is written where it lies.
    let borrowsContacts: Bool

    /// `chunkByteCount`: the size of the chunk read, to reserve room for its output once
    /// (pages reserved and not written cost no memory; growing by doubling would copy).
    /// `outputStorage`: a buffer to write into, emptied first.
    convenience init(
        encoding: RecordEncoding, stages: [@Sendable () -> any ContactStage], chunkByteCount: Int,
        outputStorage: consuming [UInt8] = []
    ) {
        self.init(
            makeWriter: { encoding.format.makeWriter($0, options: encoding.options) }, stages: stages,
            chunkByteCount: chunkByteCount, outputStorage: outputStorage)
    }

    /// A consumer whose writer `makeWriter` makes, into the chunk's memory: a CSV writer's
    /// rows are composed by a ``/ContactFormats/CSVRowEncoder`` (see ``HeldRowOutput``).
    init(
        makeWriter: (ByteSink) -> any ContactWriter, stages: [@Sendable () -> any ContactStage], chunkByteCount: Int,
        outputStorage: consuming [UInt8] = []
    ) {
        // Rounded up to whole mebibytes, so that a reused buffer is large enough for the
        // next chunk, which is rarely the same size to the byte.
        let step = WritingConsumer.reservationStep
        let reserved = (4 * chunkByteCount + step - 1) / step * step
        sink = ByteSink.memory(reusing: consume outputStorage, expectedByteCount: reserved)
        writer = boxed(makeWriter(sink))
        self.stages = WorkerStages(stages)
        borrowsContacts = stages.isEmpty
    }

    private static let reservationStep = 1 << 20

    /// Writes the contact where it lies (no stages: ``ContactWriter/write(_:)`` borrows it).
    func consume(borrowing contact: borrowing Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact]) {
        guard borrowsContacts else { return try consume(copy contact) }
        return (try writer.write(contact), [])
    }

    func consume(_ contact: consuming Contact) throws -> (diagnostics: [Diagnostic], handedBack: [Contact]) {
        guard !stages.isEmpty else {
            return (try writer.write(contact), [])
        }
        var diagnostics: [Diagnostic] = []
        let contacts = stages.process(contact, diagnostics: &diagnostics)
        for contact in contacts {
            diagnostics += try writer.write(contact)
        }
        return (diagnostics, [])
    }

    func finish() throws -> [UInt8] {
        try writer.finish()
        return sink.bytes
    }
}
