import ContactModel

/// Turns a contact into the cells of one CSV row for a given header, and says what the
/// header had no place for.
struct CSVRowComposer {
    let layout: CSVLayout
    let table: CSVLayoutTable
    let cells: [CSVHeaderCell]
    /// The entry slots of each list, in header order, without repeats.
    private(set) var slotsByList: [CSVList: [CSVSlot]] = [:]
    private(set) var textFields: Set<CSVTextField> = []
    private(set) var extensionNames: Set<String> = []
    private(set) var columnKeys: Set<String> = []
    /// The normalized names of each cell, in header order (empty for cells with a field).
    private(set) var columnKeysByCell: [[String]] = []
    private(set) var hasBirthday = false
    /// Whether the birthday column holds a time of day too (an ISO date; Outlook's
    /// `9/21/1988` and Thunderbird's year, month and day columns do not).
    private(set) var birthdayHoldsTime = false
    private(set) var hasGroups = false
    private(set) var streetColumnsBySlot: [CSVSlot: Int] = [:]
    /// The slots of each list whose label the header keeps (fixed-label slots, and numbered
    /// slots with a label column).
    private var slotsWithLabel: [CSVList: Set<CSVSlot>] = [:]
    /// The slots of each list with a label column, where `* ` marks the preferred value.
    private(set) var slotsWithLabelColumn: [CSVList: Set<CSVSlot>] = [:]
    /// The parameters a column holds, by list (Outlook's `E-mail Type`), upper-cased.
    private(set) var parameterColumns: [CSVList: Set<String>] = [:]
    /// The address slots with a column for the whole address as text (Google's `Formatted`).
    private(set) var formattedAddressSlots: Set<CSVSlot> = []
    /// The parts each address slot has a column for.
    private(set) var addressPartsBySlot: [CSVSlot: Set<CSVPart>] = [:]

    init(layout: CSVLayout, cells: [CSVHeaderCell]) {
        self.layout = layout
        self.table = layout.table
        self.cells = cells
        for cell in cells {
            switch cell.field {
            case .text(let field)?: textFields.insert(field)
            case .birthday?:
                hasBirthday = true
                birthdayHoldsTime = table.dateStyle == .iso
            case .birthdayPart?: hasBirthday = true
            case .groups?: hasGroups = true
            case .extensionProperty(let name)?: extensionNames.insert(name)
            case .entry(let list, let slot, let part)?:
                if !(slotsByList[list]?.contains(slot) ?? false) { slotsByList[list, default: []].append(slot) }
                if case .labeled = slot { slotsWithLabel[list, default: []].insert(slot) }
                if part == .label {
                    slotsWithLabel[list, default: []].insert(slot)
                    slotsWithLabelColumn[list, default: []].insert(slot)
                }
                if case .parameter(let name) = part { parameterColumns[list, default: []].insert(name.asciiUppercased()) }
                if part == .formatted, list == .postalAddresses { formattedAddressSlots.insert(slot) }
                if list == .postalAddresses { addressPartsBySlot[slot, default: []].insert(part) }
                if part == .street || part == .street2 || part == .street3 {
                    streetColumnsBySlot[slot, default: 0] += 1
                }
            case nil:
                for name in cell.names { columnKeys.insert(CSVLayoutTable.normalize(name)) }
            }
            columnKeysByCell.append(cell.field == nil ? cell.names.map(CSVLayoutTable.normalize) : [])
        }
    }

    /// Labels a fixed-label column takes besides its own.
    private static let labelEquivalents: [Label: Label] = [
        .iPhone: .mobile, .appleWatch: .mobile, .homePage: .home,
    ]

    /// Which value of each list goes in which slot; what fits nowhere, or loses its label,
    /// is described in `leftOut`.
    ///
    /// First every value takes a free slot with its label (or a numbered one); then the
    /// values left take the layout's fallback slots in order, so an untyped phone never
    /// takes the Home Phone column a home number wants.
    func place(_ contact: Contact, leftOut: inout [CSVLoss]) -> [CSVList: [CSVSlot: Int]] {
        var placement: [CSVList: [CSVSlot: Int]] = [:]
        for list in CSVList.allCases {
            // Custom fields without columns of their own are extensions, reported as such.
            if list == .customFields, slotsByList[.customFields] == nil { continue }
            let labels = CSVRowComposer.labels(of: list, in: contact)
            guard !labels.isEmpty else { continue }
            let slots = slotsByList[list] ?? []
            var taken: [CSVSlot: Int] = [:]
            var waiting: [Int] = []
            for (index, label) in labels.enumerated() {
                let wanted = label.flatMap { CSVRowComposer.labelEquivalents[$0] ?? $0 }
                let match = slots.first { slot in
                    guard taken[slot] == nil, case .labeled(let slotLabel, _) = slot, label != nil else { return false }
                    return slotLabel == label || slotLabel == wanted
                } ?? slots.first { slot in
                    guard taken[slot] == nil, case .numbered = slot else { return false }
                    return true
                }
                if let match {
                    taken[match] = index
                    if let label, !labeledSlots(list).contains(match) {
                        leftOut.append(CSVLoss("\(list.rawValue).label", "the label \(Diagnostic.quoted(label.identifier)) of \(list.rawValue) \(index + 1) (written without it)"))
                    }
                } else {
                    waiting.append(index)
                }
            }
            for index in waiting {
                let label = labels[index]
                let fallback = (table.fallbackSlots[list] ?? []).first { slots.contains($0) && taken[$0] == nil }
                guard let fallback else {
                    leftOut.append(CSVLoss(list.rawValue, "\(list.rawValue) \(index + 1)" + (label.map { " (\($0.identifier))" } ?? "")))
                    continue
                }
                taken[fallback] = index
                if let label {
                    let written: String
                    if case .labeled(let slotLabel, _) = fallback { written = "written as \(Diagnostic.quoted(slotLabel.identifier))" } else { written = "written without it" }
                    leftOut.append(CSVLoss("\(list.rawValue).label", "the label \(Diagnostic.quoted(label.identifier)) of \(list.rawValue) \(index + 1) (\(written))"))
                }
            }
            placement[list] = taken
            reportPreferences(of: list, in: contact, placement: taken, into: &leftOut)
        }
        return placement
    }

    /// The slots of `list` whose label the header keeps: fixed-label slots, and numbered
    /// slots with a label column.
    private func labeledSlots(_ list: CSVList) -> Set<CSVSlot> {
        slotsWithLabel[list] ?? []
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
        reportFormattedLabels(of: contact, placement: placement[.postalAddresses], into: &leftOut)
        reportAddressParts(of: contact, placement: placement[.postalAddresses], into: &leftOut)
        reportProfileParts(of: contact, placement: placement[.socialProfiles], into: &leftOut)
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
