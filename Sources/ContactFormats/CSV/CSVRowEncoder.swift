import ContactModel

/// Composes the rows of a CSV writer that holds them until its header is known, on a
/// thread of its own: each contact's row goes into one ``CSVRowBatch``, written to the sink
/// at ``finish()``, which the writer's output hands to ``CSVHeldRows/add(batch:)`` in input
/// order. A group card is no row: its name and members go into the batch. What a contact
/// loses is said at the contact, in the words the writer uses (``CSVWriter``), without a row
/// number (the contact's line is given it where it is reported).
///
/// A vCard to Google CSV conversion of 10k contacts spent about 85 % of its instructions
/// composing rows on the calling thread while two threads read; composed here, the rows are
/// made where the contacts are read.
package struct CSVRowEncoder: ContactWriter {
    private let sink: ByteSink
    private let encoding: CSVRowEncoding
    private var batch = CSVRowBatch()
    package private(set) var diagnostics: [Diagnostic] = []

    init(sink: ByteSink, encoding: CSVRowEncoding) {
        self.sink = sink
        self.encoding = encoding
    }

    package mutating func write(_ contact: Contact) throws {
        diagnostics.removeAll(keepingCapacity: true)
        let layout = encoding.options.layout
        if contact.kind == .group {
            let name = CSVGroupCards.name(of: contact)
            batch.groups.append((name, contact.members))
            diagnostics.append(
                CSVGroupCards.warning(
                    name: name, memberCount: contact.members.count, layout: layout,
                    hasGroupsColumn: encoding.hasGroupsColumn, rowsWritten: 0))
            return
        }
        let row = CSVRowBuffer.compose(
            contact, key: contact.uid.map(CSVGroupCards.key), shapes: encoding.shapes, into: &batch.records)
        batch.totals.add(row)
        CSVWriter.report(row.leftOut, row: nil, layout: layout, into: &diagnostics)
    }

    package mutating func finish() throws {
        try sink.append(batch.encoded())
        batch = CSVRowBatch()
    }
}
