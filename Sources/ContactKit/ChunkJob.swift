import ContactFormats
import ContactModel
import Dispatch

/// One chunk of an input being read on a worker thread (whole vCards, or whole CSV
/// records), and what came of it. The worker writes the results, then
/// signals; the calling thread reads them only after ``wait()``.
final class ChunkJob: @unchecked Sendable {
    /// Diagnostics in the order one reader would have reported them.
    enum Report {
        /// The reader's, with their own line numbers.
        case reader([Diagnostic])
        /// The consumer's about the contact that starts at `line`, each already at its own
        /// line (``ValuePositions/placing(_:contactLine:)``), the contacts it handed back
        /// for the calling thread to finish, and where their values were read when the
        /// consumer keeps that (``ChunkConsumer/keepsValuePositions``).
        case contact([Diagnostic], handedBack: [Contact], line: Int, values: ValuePositions)
    }

    /// The chunk, kept until delivered: when its reader did not end right after a card or
    /// record, it is read again with what follows.
    private(set) var chunk: VCardChunker.Chunk?
    /// Input bytes the chunk stands for (progress).
    let byteCount: Int
    /// The chunk's reader, of its own type: the reading loop is specialized for each (on
    /// `any ContactReader` it copied the contact and projected the reader at every card).
    private enum ChunkReader {
        case vCard(VCardReader)
        case csv(CSVReader)
    }
    /// Dropped when the chunk is read, so that its bytes are no longer shared.
    private var reader: ChunkReader?
    private let finished = DispatchSemaphore(value: 0)
    private var wasWaitedFor = false
    private var reports: [Report] = []
    /// The bytes the consumer wrote (before the job starts: the storage it is to write into).
    private(set) var output: [UInt8] = []
    private(set) var contactCount = 0
    /// False when a chunk's reader did not end right after a card or record, as the chunker
    /// guessed; its results then stand only if nothing follows the chunk.
    private(set) var endedAfterCard = true
    private(set) var failure: (any Error)?

    /// Whole cards, read by a ``VCardReader`` that numbers lines from where the chunk starts.
    init(_ chunk: VCardChunker.Chunk, limits: ReadLimits) {
        self.chunk = chunk
        byteCount = chunk.bytes.count
        reader = .vCard(
            VCardReader(input: MemoryInput(chunk.bytes), limits: limits, firstLineNumber: chunk.firstLineNumber))
    }

    /// Whole CSV records (``CSVChunker``), read by a reader that continues after `header`'s.
    init(_ chunk: VCardChunker.Chunk, after header: CSVReader, isFirst: Bool) {
        self.chunk = chunk
        byteCount = chunk.bytes.count
        reader = .csv(
            header.continuing(
                from: MemoryInput(chunk.bytes), firstLineNumber: chunk.firstLineNumber,
                includingSetupDiagnostics: isFirst))
    }

    /// Reads the chunk on a worker thread. The consumer is given `outputStorage` to write
    /// into: the buffer of a job delivered before (see ``takeBuffers()``), or empty.
    func start(
        outputStorage: consuming [UInt8],
        makeConsumer: @escaping @Sendable (_ byteCount: Int, _ outputStorage: consuming [UInt8]) -> any ChunkConsumer
    ) {
        output = consume outputStorage
        DispatchQueue.global().async {
            var storage: [UInt8] = []
            swap(&storage, &self.output)
            self.run(consumer: makeConsumer(self.byteCount, consume storage))
            self.finished.signal()
        }
    }

    /// The buffers of a delivered job, handed over for the next jobs to reuse: the chunk's
    /// bytes and the output. Reused, megabyte buffers are not given back
    /// to the system and asked for again at every chunk, page by page.
    func takeBuffers() -> (chunkBytes: [UInt8]?, output: [UInt8]) {
        var bytes: [UInt8] = []
        swap(&bytes, &output)
        return (chunk.take()?.bytes, bytes)
    }

    /// The reports in order, handed over (the job keeps none): each is taken out of the
    /// list, so what they hold is moved to the caller, not copied. Only after ``wait()``.
    func takeReports(_ body: (consuming Report) throws -> Void) rethrows {
        var reports = self.reports
        self.reports = []
        reports.reverse()
        while let report = reports.popLast() { try body(report) }
    }

    /// Blocks until the worker is done (at once when it was waited for before). Only the
    /// calling thread calls it.
    func wait() {
        guard !wasWaitedFor else { return }
        finished.wait()
        wasWaitedFor = true
    }

    private func run(consumer: any ChunkConsumer) {
        guard let reader = reader.take() else { return }
        do {
            switch consume reader {
            case .vCard(var vCardReader):
                // Contacts the consumer ignores (validation): only their diagnostics are made whole.
                vCardReader.checksOnly = consumer.ignoresContacts
                try read(&vCardReader, into: consumer)
                endedAfterCard = vCardReader.lastLineClosedCard
            case .csv(var csvReader):
                try read(&csvReader, into: consumer)
                endedAfterCard = csvReader.endedAfterRecord
            }
            output = try consumer.finish()
        } catch {
            failure = error
        }
    }

    /// The reading loop of ``run(consumer:)``, on the reader's own type: reached through
    /// `any ContactReader` at each call, the reader was copied at each contact.
    private func read<Reader: ContactReader>(_ reader: inout Reader, into consumer: any ChunkConsumer) throws {
        if consumer.ignoresContacts {
            // Validation: only the reader's diagnostics, and the count. Given to the
            // consumer, each contact was copied to be lent through the existential (about
            // 150 instructions a card, with the call and the empty lists it gave back).
            var contact = Contact.empty
            while try reader.next(into: &contact) {
                if !reader.diagnostics.isEmpty { reports.append(.reader(reader.diagnostics)) }
                contactCount += 1
            }
        } else if consumer.borrowsContacts {
            // One contact for every card: the reader empties it and reads the next card into
            // it, reusing its lists' storage (the consumer keeps nothing of it).
            var contact = Contact.empty
            while try reader.next(into: &contact) {
                if !reader.diagnostics.isEmpty { reports.append(.reader(reader.diagnostics)) }
                let (diagnostics, handedBack) = try consumer.consume(borrowing: contact)
                report(diagnostics, handedBack: handedBack, of: reader, consumer: consumer)
            }
        } else {
            while let contact = try reader.next() {
                if !reader.diagnostics.isEmpty { reports.append(.reader(reader.diagnostics)) }
                let (diagnostics, handedBack) = try consumer.consume(contact)
                report(diagnostics, handedBack: handedBack, of: reader, consumer: consumer)
            }
        }
        if !reader.diagnostics.isEmpty { reports.append(.reader(reader.diagnostics)) }
    }

    /// Notes what the consumer said of the contact the reader last read, and counts it.
    /// Inlined in both loops: called, it copied the diagnostics it was given.
    @inline(__always)
    private func report<Reader: ContactReader>(
        _ diagnostics: consuming [Diagnostic], handedBack: consuming [Contact], of reader: borrowing Reader,
        consumer: borrowing any ChunkConsumer
    ) {
        var diagnostics = diagnostics
        if !diagnostics.isEmpty || !handedBack.isEmpty {
            // Placed here, where the reader still knows where the contact's values were.
            if !diagnostics.isEmpty { reader.valuePositions.place(&diagnostics, contactLine: reader.contactLine) }
            let values =
                consumer.keepsValuePositions && !handedBack.isEmpty ? reader.valuePositions : ValuePositions()
            reports.append(.contact(diagnostics, handedBack: handedBack, line: reader.contactLine, values: values))
        }
        contactCount += 1
    }
}
