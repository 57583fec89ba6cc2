import ContactModel

/// One column of a CSV file being written: its title and what fills it.
struct CSVHeaderCell {
    var title: String
    /// The field written here; nil for a column the model has no field for.
    var field: CSVField?
    /// For a column without field: the header names an `X-CSV-COLUMN` parameter may use.
    var names: [String] = []
    /// What the exporter writes when there is no value.
    var emptyValue: String = ""

    /// The columns of `layout`, with `counts` entries of each numbered group, then one
    /// column per extension in `extensionColumns`; the generic layout's columns of
    /// ``CSVTextField/writtenWhenFilled`` only for the fields in `optionalFields`.
    static func header(
        for layout: CSVLayout, counts: [CSVList: Int], extensionColumns: [(title: String, name: String)],
        optionalFields: Set<CSVTextField> = []
    ) -> [CSVHeaderCell] {
        let table = layout.table
        var cells: [CSVHeaderCell] = []
        switch layout {
        case .generic:
            for field in CSVTextField.allCases
            where optionalFields.contains(field) || !CSVTextField.writtenWhenFilled.contains(field) {
                cells.append(CSVHeaderCell(title: field.rawValue, field: .text(field)))
            }
            cells.append(CSVHeaderCell(title: "birthday", field: .birthday))
            cells.append(CSVHeaderCell(title: "groups", field: .groups))
            for (list, parts) in CSVLayoutTable.genericParts {
                for number in stride(from: 1, through: counts[list] ?? 0, by: 1) {
                    for part in parts {
                        let field = CSVField.entry(list, .numbered(number), part)
                        cells.append(CSVHeaderCell(title: field.path, field: field))
                    }
                }
            }
            for column in extensionColumns {
                cells.append(CSVHeaderCell(title: column.title, field: .extensionProperty(column.name)))
            }
        default:
            let fixedCount = layout == .outlook ? CSVLayoutTable.outlookDesktopColumnCount : table.columns.count
            for column in table.columns.prefix(fixedCount) {
                cells.append(
                    CSVHeaderCell(
                        title: column.names[0], field: column.field, names: column.names,
                        emptyValue: column.emptyValue))
            }
            for group in table.groups {
                for number in stride(from: 1, through: counts[group.list] ?? 0, by: 1) {
                    for index in group.parts.indices {
                        cells.append(
                            CSVHeaderCell(
                                title: group.header(number: number, part: index),
                                field: .entry(group.list, .numbered(number), group.parts[index].part)))
                    }
                }
            }
            for column in extensionColumns {
                cells.append(CSVHeaderCell(title: column.title, field: .extensionProperty(column.name)))
            }
        }
        return cells
    }
}
