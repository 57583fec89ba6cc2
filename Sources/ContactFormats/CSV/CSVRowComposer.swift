import ContactModel

/// Turns a contact into the cells of one CSV row for a given header, and says what the
/// header had no place for.
struct CSVRowComposer {
    let layout: CSVLayout
    let table: CSVLayoutTable
    let cells: [CSVHeaderCell]
    /// The header's entry slots, numbered, with what their columns hold.
    let slots: CSVSlotTable
    /// By cell: the position of an entry cell's slot in ``slots``, -1 for other cells.
    private(set) var cellPositions: [Int] = []
    private(set) var textFields: Set<CSVTextField> = []
    /// The text fields the header has no column for, in ``CSVTextField`` order (what
    /// ``reportUnheld(_:into:)`` looks at for every row).
    private(set) var unheldTextFields: [CSVTextField] = []
    private(set) var extensionNames: Set<String> = []
    private(set) var columnKeys: Set<String> = []
    /// The normalized names of each cell, in header order (empty for cells with a field).
    private(set) var columnKeysByCell: [[String]] = []
    private(set) var hasBirthday = false
    /// Whether the birthday column holds a time of day too (an ISO date; Outlook's
    /// `9/21/1988` and Thunderbird's year, month and day columns do not).
    private(set) var birthdayHoldsTime = false
    private(set) var hasGroups = false
    /// The parameters a column holds, by list (Outlook's `E-mail Type`), upper-cased.
    private(set) var parameterColumns: [CSVList: Set<String>] = [:]

    init(layout: CSVLayout, cells: [CSVHeaderCell]) {
        self.layout = layout
        self.table = layout.table
        self.cells = cells
        slots = CSVSlotTable(cells: cells, table: layout.table)
        for cell in cells {
            var position = -1
            switch cell.field {
            case .text(let field)?: textFields.insert(field)
            case .birthday?:
                hasBirthday = true
                birthdayHoldsTime = table.dateStyle == .iso
            case .birthdayPart?: hasBirthday = true
            case .groups?: hasGroups = true
            case .extensionProperty(let name)?: extensionNames.insert(name)
            case .entry(let list, let slot, let part)?:
                position = slots.position(of: slot, in: list) ?? -1
                if case .parameter(let name) = part { parameterColumns[list, default: []].insert(name.asciiUppercased()) }
            case nil:
                for name in cell.names { columnKeys.insert(CSVLayoutTable.normalize(name)) }
            }
            cellPositions.append(position)
            columnKeysByCell.append(cell.field == nil ? cell.names.map(CSVLayoutTable.normalize) : [])
        }
        unheldTextFields = CSVTextField.allCases.filter { !textFields.contains($0) }
    }

    /// The label a fixed-label column takes besides its own, if any.
    @inline(__always)
    private static func equivalent(of label: Label) -> Label? {
        switch label {
        case .iPhone, .appleWatch: .mobile
        case .homePage: .home
        default: nil
        }
    }

    /// Which value of each list goes in which slot; what fits nowhere, or loses its label,
    /// is described in `leftOut`.
    ///
    /// First every value takes a free slot with its label (or a numbered one); then the
    /// values left take the layout's fallback slots in order, so an untyped phone never
    /// takes the Home Phone column a home number wants.
    func place(_ contact: Contact, leftOut: inout [CSVLoss]) -> CSVPlacement {
        var placement = CSVPlacement(positionCount: slots.positionCount)
        for list in CSVList.allCases {
            let positions = slots.positions(of: list)
            // Custom fields without columns of their own are extensions, reported as such.
            if list == .customFields, positions.isEmpty { continue }
            let labels = CSVRowComposer.labels(of: list, in: contact)
            guard !labels.isEmpty else { continue }
            var waiting: [Int] = []
            for (index, label) in labels.enumerated() {
                var match: Int?
                if let label {
                    let wanted = CSVRowComposer.equivalent(of: label) ?? label
                    match = positions.first { position in
                        guard !placement.isTaken(position), let slotLabel = slots.fixedLabels[position] else { return false }
                        return slotLabel == label || slotLabel == wanted
                    }
                }
                if match == nil {
                    match = positions.first { !placement.isTaken($0) && slots.fixedLabels[$0] == nil }
                }
                if let match {
                    placement.place(index, at: match)
                    if let label, !slots.keepsLabel[match] {
                        leftOut.append(CSVLoss("\(list.rawValue).label", "the label \(Diagnostic.quoted(label.identifier)) of \(list.rawValue) \(index + 1) (written without it)"))
                    }
                } else {
                    waiting.append(index)
                }
            }
            for index in waiting {
                let label = labels[index]
                let fallback = slots.fallbackPositions[Int(list.ordinal)].first { !placement.isTaken($0) }
                guard let fallback else {
                    leftOut.append(CSVLoss(list.rawValue, "\(list.rawValue) \(index + 1)" + (label.map { " (\($0.identifier))" } ?? "")))
                    continue
                }
                placement.place(index, at: fallback)
                if let label {
                    let written: String
                    if let slotLabel = slots.fixedLabels[fallback] { written = "written as \(Diagnostic.quoted(slotLabel.identifier))" } else { written = "written without it" }
                    leftOut.append(CSVLoss("\(list.rawValue).label", "the label \(Diagnostic.quoted(label.identifier)) of \(list.rawValue) \(index + 1) (\(written))"))
                }
            }
            reportPreferences(of: list, in: contact, placement: placement, into: &leftOut)
        }
        return placement
    }

    /// How many entries `contact` has in `list` (``labels(of:in:)``'s count, without the labels).
    static func entryCount(of list: CSVList, in contact: Contact) -> Int {
        switch list {
        case .phoneNumbers: return contact.phoneNumbers.count
        case .emailAddresses: return contact.emailAddresses.count
        case .postalAddresses: return contact.postalAddresses.count
        case .urlAddresses: return contact.urlAddresses.count
        case .contactRelations: return contact.contactRelations.count
        case .dates: return contact.dates.count
        case .instantMessageAddresses: return contact.instantMessageAddresses.count
        case .socialProfiles: return contact.socialProfiles.count
        case .customFields: return CSVCustomFields.labels(of: contact).count
        }
    }

    static func labels(of list: CSVList, in contact: Contact) -> [Label?] {
        switch list {
        case .phoneNumbers: return contact.phoneNumbers.map(\.label)
        case .emailAddresses: return contact.emailAddresses.map(\.label)
        case .postalAddresses: return contact.postalAddresses.map(\.label)
        case .urlAddresses: return contact.urlAddresses.map(\.label)
        case .contactRelations: return contact.contactRelations.map(\.label)
        case .dates: return contact.dates.map(\.label)
        case .instantMessageAddresses: return contact.instantMessageAddresses.map(\.label)
        case .socialProfiles:
            return contact.socialProfiles.map { $0.label ?? ($0.value.service.isEmpty ? nil : .custom($0.value.service)) }
        case .customFields:
            return CSVCustomFields.labels(of: contact)
        }
    }

    /// The row's cells, and the description of every value it could not hold.
    ///
    /// A contact with a display name but no name parts, written to a layout without a
    /// display-name column (Outlook, LinkedIn), gets its name parts from the display name
    /// (``CSVNameSplitter``), so the row carries the name.
    /// A second surname or a generation the header has no column for goes into the family
    /// name or suffix column (``foldingNameParts(of:into:)``).
    /// `extensionLookups`: the work of finding the extension columns' values
    /// (``CSVExtensionIndex/lookupCount``).
    func compose(_ contact: Contact) -> (cells: [String], leftOut: [CSVLoss], extensionLookups: Int) {
        var leftOut: [CSVLoss] = []
        if let folded = foldingNameParts(of: contact, into: &leftOut) {
            return compose(folded, leftOut: &leftOut)
        }
        if !textFields.contains(.formattedName), !contact.hasStructuredName,
            let formatted = contact.formattedName, !formatted.isEmpty, formatted != contact.organizationName
        {
            var named = contact
            CSVNameSplitter.fill(&named, from: formatted)
            return compose(named, leftOut: &leftOut)
        }
        return compose(contact, leftOut: &leftOut)
    }

    private func compose(
        _ contact: Contact, leftOut: inout [CSVLoss]
    ) -> (cells: [String], leftOut: [CSVLoss], extensionLookups: Int) {
        let placement = place(contact, leftOut: &leftOut)
        reportFormattedLabels(of: contact, placement: placement, into: &leftOut)
        reportAddressParts(of: contact, placement: placement, into: &leftOut)
        reportProfileParts(of: contact, placement: placement, into: &leftOut)
        var row: [String] = []
        row.reserveCapacity(cells.count)
        var extensions = CSVExtensionIndex(contact, layout: layout)
        // By index: iterating `zip(cells, …)` copied every header cell (three strings and
        // an array) for every row.
        for index in cells.indices {
            row.append(value(ofCell: index, in: contact, placement: placement, extensions: &extensions))
        }
        reportUnheld(contact, into: &leftOut)
        return (row, leftOut, extensions.lookupCount)
    }
}
