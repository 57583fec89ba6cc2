import ContactModel

/// The rows a CSV writer holds until its header is known, with the group cards met among
/// them, kept by reference: the output driving the writer (which it keeps as
/// `any ContactWriter`) adds rows composed on other threads (``add(batch:)``) without
/// reaching into the writer. A writer copied shares them; writers are not copied.
package final class CSVHeldRows {
    /// The rows and what the header needs of them. No access overlaps another (a writer
    /// and its output are used by one thread at a time), so none is checked at run time.
    @exclusivity(unchecked) var buffer: CSVRowBuffer
    /// The group cards met so far.
    @exclusivity(unchecked) var groupCards = CSVGroupCards()
    /// How the writer writes: rows composed elsewhere are composed as its own are.
    let options: CSVWriter.Options
    private let hasGroupsColumn: Bool
    /// The batches added so far (tests check that rows were composed elsewhere).
    package private(set) var batchCount = 0
    /// The threads the writer writes the rows on at the end (UTF-8 rows without group
    /// names to add: ``CSVWriter``'s `writeHeldRowsInParallel`); 1 unless told.
    package var finishingThreadCount = 1

    init(buffer: CSVRowBuffer, options: CSVWriter.Options) {
        self.buffer = buffer
        self.options = options
        hasGroupsColumn = CSVWriter.hasGroupsColumn(options.layout)
    }

    /// What the threads composing rows for these use (``CSVRowEncoder``).
    package var encoding: CSVRowEncoding {
        CSVRowEncoding(options: options, shapes: buffer.shapes, hasGroupsColumn: hasGroupsColumn)
    }

    /// Adds the rows and group cards of a batch a ``CSVRowEncoder`` wrote (its
    /// ``CSVRowBatch`` bytes), after those held. Throws when the bytes are not a batch.
    package func add(batch bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { raw in
            guard let (totals, groups, recordsStart) = CSVRowBatch.decode(raw) else { throw CSVRowBatch.MalformedBatch() }
            try buffer.add(records: UnsafeRawBufferPointer(rebasing: raw[recordsStart...]), totals: totals)
            for group in groups { groupCards.add(name: group.name, members: group.members) }
        }
        batchCount += 1
    }
}

/// How rows are composed for a writer's ``CSVHeldRows`` on other threads: its options and
/// the shapes its rows share.
package struct CSVRowEncoding: Sendable {
    let options: CSVWriter.Options
    let shapes: CSVRowShapes
    let hasGroupsColumn: Bool

    /// A writer composing rows into `sink` as one batch (``CSVRowEncoder``).
    package func makeEncoder(_ sink: ByteSink) -> CSVRowEncoder {
        CSVRowEncoder(sink: sink, encoding: self)
    }
}
