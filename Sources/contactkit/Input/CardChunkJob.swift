import ContactFormats
import ContactModel
import Dispatch

/// One chunk of a vCard input being read on a worker thread, and what came of it. The
/// worker writes the results, then signals ``finished``; the command's thread reads them
/// only after waiting for that signal.
final class CardChunkJob: @unchecked Sendable {
    /// Diagnostics in the order one reader would have reported them.
    enum Report {
        /// The reader's, with their own line numbers.
        case reader([Diagnostic])
        /// The consumer's about the contact that starts at `line`, and the contacts it handed
        /// back for the command's thread to finish.
        case contact([Diagnostic], handedBack: [Contact], line: Int)
    }

    let chunk: VCardChunker.Chunk
    private let finished = DispatchSemaphore(value: 0)
    private(set) var reports: [Report] = []
    private(set) var output: [UInt8] = []
    private(set) var contactCount = 0
    /// True when the chunk ended right after a card, as the chunker guessed; when false the
    /// results stand only if nothing follows the chunk.
    private(set) var endedAfterCard = false
    private(set) var failure: (any Error)?

    init(_ chunk: VCardChunker.Chunk) {
        self.chunk = chunk
    }

    /// Reads the chunk on a worker thread.
    func start(limits: ReadLimits, makeConsumer: @escaping @Sendable (Int) -> any ChunkConsumer) {
        DispatchQueue.global().async {
            self.run(limits: limits, consumer: makeConsumer(self.chunk.bytes.count))
            self.finished.signal()
        }
    }

    /// Blocks until the worker is done.
    func wait() {
        finished.wait()
    }

    private func run(limits: ReadLimits, consumer: any ChunkConsumer) {
        var consumer = consumer
        var reader = VCardReader(
            input: MemoryInput(chunk.bytes), limits: limits, firstLineNumber: chunk.firstLineNumber)
        do {
            while let contact = try reader.next() {
                if !reader.diagnostics.isEmpty { reports.append(.reader(reader.diagnostics)) }
                let (diagnostics, handedBack) = try consumer.consume(contact)
                if !diagnostics.isEmpty || !handedBack.isEmpty {
                    reports.append(.contact(diagnostics, handedBack: handedBack, line: reader.contactLine))
                }
                contactCount += 1
            }
            if !reader.diagnostics.isEmpty { reports.append(.reader(reader.diagnostics)) }
            output = try consumer.finish()
            endedAfterCard = reader.lastLineClosedCard
        } catch {
            failure = error
        }
    }
}
