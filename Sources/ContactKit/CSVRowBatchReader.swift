import ContactFormats
import ContactModel

/// Rows split by a ``CSVReader`` on the calling thread, built into contacts on a worker:
/// each contact's diagnostics are the reader's up to its row, then the building's.
struct CSVRowBatchReader: ContactReader {
    private let rows: [CSVRow]
    private let builder: CSVRowBuilder
    private var scratch = CSVRowScratch()
    private var index = 0
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var contactLine = 0
    var valuePositions: ValuePositions { scratch.valuePositions }
    var bytesRead: Int { 0 }

    init(rows: [CSVRow], builder: CSVRowBuilder) {
        self.rows = rows
        self.builder = builder
    }

    mutating func next() throws -> Contact? {
        guard index < rows.count else {
            diagnostics = []
            return nil
        }
        let row = rows[index]
        index += 1
        let (contact, problems) = builder.build(row, reusing: &scratch)
        diagnostics = row.diagnostics + problems
        contactLine = row.line
        return contact
    }
}
