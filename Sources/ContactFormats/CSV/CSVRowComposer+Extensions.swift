import ContactModel

extension CSVRowComposer {
    /// Reports the extensions the row has no column for, whole (the property's name, and
    /// its group and parameters when it has them), and the group and parameters of those a
    /// column holds by value only: every layout's column read from a CSV (`X-CSV-COLUMN`),
    /// Google's `Photo`, and, in the generic layout, a key its column title cannot spell.
    /// Before, a written extension lost its group and parameters without a word (found by
    /// `Benchmarks/exports/roundtrip.py`); the generic layout now keeps them in the column
    /// title (``CSVExtensionKey``).
    func reportExtensions(of contact: Contact, into leftOut: inout [CSVLoss]) {
        // Custom fields the header's `Custom Field n` columns hold, with their labels.
        var inColumns: Set<Int> = []
        let customSlots = slots.positions(of: .customFields).count
        if customSlots > 0 {
            for field in CSVCustomFields.fields(of: contact).prefix(customSlots) {
                inColumns.insert(field.value)
                if let label = field.label { inColumns.insert(label) }
            }
        }
        for (index, property) in contact.extensions.enumerated() where !inColumns.contains(index) {
            let name = CSVExtensionKey.columnName(of: property, layout: layout)
            let fromColumn = property.parameters.firstValue(named: "X-CSV-COLUMN")
                .map { columnKeys.contains(CSVLayoutTable.normalize($0)) } ?? false
            let held = fromColumn || (extensionNames.contains(name) && !property.isBase64)
            let lost = property.group == nil && property.parameters.isEmpty ? "" : CSVExtensionKey(property).lostParts
            guard held else {
                leftOut.append(CSVLoss(property.name, lost.isEmpty ? property.name : "\(property.name) (with \(lost))"))
                continue
            }
            // A column named by the whole key holds it all.
            guard name == property.name, !lost.isEmpty else { continue }
            leftOut.append(CSVLoss("extensions.parameters", "\(lost) of \(property.name) (its value is written)"))
        }
    }
}
