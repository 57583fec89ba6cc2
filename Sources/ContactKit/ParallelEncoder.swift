import ContactFormats
import ContactModel
import ContactPipeline

/// Writes batches of contacts for an output that takes encoded records (``RecordEncoding``)
/// on several threads: each part of a batch is written by a writer of its own
/// into memory (a ``WritingConsumer``), and the parts come back in order with each contact's
/// diagnostics, so output and diagnostics are those of one writer.
struct ParallelEncoder {
    let threadCount: Int
    /// Makes the writer of one part, given its number of contacts; called on worker threads.
    let makeConsumer: @Sendable (_ contactCount: Int) -> WritingConsumer

    /// Parts have at least this many contacts; a smaller batch is one part.
    static let minimumPart = 16

    /// What one part of a batch became.
    struct Part {
        var bytes: [UInt8] = []
        /// The diagnostics of each contact of the part, in order.
        var diagnostics: [[Diagnostic]] = []
        var failure: (any Error)?
    }

    /// Writes `contacts`, taking them (each is released by the thread that wrote it); returns
    /// the parts in order.
    func encode(_ contacts: consuming [Contact]) -> [Part] {
        contacts.withUnsafeMutableBufferPointer { buffer in
            let records = buffer
            return ParallelChunks.map(count: records.count, minimumChunk: Self.minimumPart, threads: threadCount) {
                range in
                let consumer = makeConsumer(range.count)
                var part = Part()
                do {
                    for index in range {
                        var contact = Contact.empty
                        swap(&contact, &records[index])
                        part.diagnostics.append(try consumer.consume(contact).diagnostics)
                    }
                    part.bytes = try consumer.finish()
                } catch {
                    part.failure = error
                }
                return part
            }
        }
    }
}
