import ContactModel
import Dispatch

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
            let parts = CSVWriter.parts(count: records.count, threads: threadCount) { range in
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

    /// `body` on `threads` consecutive parts of `0..<count` at once, the results in order;
    /// one part when there are few rows.
    private static func parts<Result>(count: Int, threads: Int, _ body: (Range<Int>) -> Result) -> [Result] {
        let partCount = max(1, min(threads, count / 64))
        guard partCount > 1 else { return [body(0..<count)] }
        let size = (count + partCount - 1) / partCount
        return withoutActuallyEscaping(body) { body in
            let slots = PartSlots<Result>(count: partCount, body: body)
            DispatchQueue.concurrentPerform(iterations: partCount) { part in
                slots.run(part, range: min(count, part * size)..<min(count, (part + 1) * size))
            }
            return slots.results()
        }
    }
}

/// One result slot for each part, each written by its part's thread only, read after
/// `concurrentPerform` returns (it waits for every thread): unchecked, and safe. The slots
/// are memory of their own, not an array a class holds (whose every access the runtime
/// checks for overlap). The body only reads what the parts share (the block, the columns,
/// the empty cells).
private final class PartSlots<Result>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result?>
    private let body: (Range<Int>) -> Result

    init(count: Int, body: @escaping (Range<Int>) -> Result) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
        self.body = body
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func run(_ part: Int, range: Range<Int>) {
        slots[part] = body(range)
    }

    func results() -> [Result] { slots.map { $0! } }
}
