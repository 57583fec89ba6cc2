import ContactModel

extension CSVRowPlan {
    /// What a label cell of a numbered entry says: the label, and whether it marks the
    /// preferred value (`* Work`; `*` alone for a preferred value without a label).
    struct CellLabel: Sendable {
        var label: Label?
        var preference: Int?
    }

    /// Reads a label cell.
    func label(fromCell text: String) -> CellLabel {
        labelsByCellText[text] ?? CSVRowPlan.readLabel(text, table: table)
    }

    /// Reads a label cell by the layout's label names.
    static func readLabel(_ cell: String, table: CSVLayoutTable) -> CellLabel {
        var text = cell.trimmingWhitespace()
        guard !text.isEmpty else { return CellLabel() }
        var preference: Int? = nil
        if text == "*" || text.hasPrefix("* ") {
            preference = 1
            text = String(text.dropFirst(text.count == 1 ? 1 : 2))
        }
        return CellLabel(label: text.isEmpty ? nil : table.label(fromText: text), preference: preference)
    }

    /// The cells a layout writes for its predefined labels (the identifier, capitalized or
    /// not, and the layout's own spelling, each also with `* `), read by ``readLabel(_:table:)``.
    /// Cells naming custom labels are left out: those keep the cell's own text.
    static func predefinedLabels(in table: CSVLayoutTable) -> [String: CellLabel] {
        var labels: [String: CellLabel] = [:]
        for label in Label.predefined {
            let identifier = label.identifier
            let spellings = [identifier, CSVLayoutTable.capitalized(identifier), table.labelText(label)]
            for text in spellings + spellings.map({ "* " + $0 }) {
                let read = readLabel(text, table: table)
                if let label = read.label, !label.isCustom { labels[text] = read }
            }
        }
        return labels
    }
}
