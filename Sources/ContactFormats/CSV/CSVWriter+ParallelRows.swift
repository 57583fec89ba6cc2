import ContactModel
import ContactSupport

extension CSVWriter {
    /// Writes the held rows (UTF-8, no group names to add) on `threadCount` threads: the
    /// rows are read back in blocks of about a mebibyte, each block's rows are cut into one
    /// part a thread, each part is written into memory of its own, and the parts go to the
    /// sink in order, with the formula guard's warnings, so the output and the warnings are
    /// those of ``emitRow(_:emptyCells:guarding:)`` row after row.
    ///
    /// Once rows are composed where the contacts are read, writing them is what is left for
    /// the end on one thread: about 85 M instructions for 10k rows of Google CSV, the whole
    /// of the tail of a conversion after the last contact is read.
    mutating func writeHeldRowsInParallel(
        of buffer: CSVRowBuffer, in cells: [CSVHeaderCell], emptyCells: CSVEmptyCells, threadCount: Int
    ) throws {
        let columns = buffer.columns(of: cells)
        let guarding = options.formulaGuard
        let quoteAll = quotesEveryField
        let spanCount = cells.count * 2
        try buffer.forEachBlock(byteLimit: 1 << 20) { block, records in
            let parts = ConcurrentChunks.map(count: records.count, minimumChunk: 64, threads: threadCount) { range in
                var part = WrittenRows()
                var spans = [Int](repeating: -1, count: spanCount)
                for index in range {
                    let record = UnsafeRawBufferPointer(rebasing: block[records[index]])
                    spans.withUnsafeMutableBufferPointer { CSVRowBuffer.spread(record, columns: columns, into: $0) }
                    var guarded: [String] = []
                    CSVWriter.appendHeldRow(
                        CSVHeldRow(record: record, spans: spans), emptyCells: emptyCells, guarding: guarding,
                        quoteAll: quoteAll, to: &part.bytes, guarded: &guarded)
                    part.bytes.append(13)
                    part.bytes.append(10)
                    if !guarded.isEmpty { part.guardedCells.append(guarded) }
                }
                return part
            }
            for part in parts {
                try sink.append(part.bytes)
                for cells in part.guardedCells { diagnostics.append(CSVWriter.formulaGuardWarning(cells)) }
            }
        }
    }

    /// The rows of one part of a block, written.
    private struct WrittenRows {
        var bytes: [UInt8] = []
        /// For each row the guard changed, in order, the cells it changed.
        var guardedCells: [[String]] = []
    }
}
