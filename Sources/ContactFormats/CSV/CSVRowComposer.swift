import ContactModel

/// Turns a contact into the cells of one CSV row for a given header, and says what the
/// header had no place for.
struct CSVRowComposer {
    let layout: CSVLayout
    let table: CSVLayoutTable
    let cells: [CSVHeaderCell]
    /// The entry slots of each list, in header order, without repeats.
    private var slotsByList: [CSVList: [CSVSlot]] = [:]
    private(set) var textFields: Set<CSVTextField> = []
    private(set) var extensionNames: Set<String> = []
    private(set) var columnKeys: Set<String> = []
    private(set) var hasBirthday = false
    private(set) var hasGroups = false
    private(set) var streetColumnsBySlot: [CSVSlot: Int] = [:]

    init(layout: CSVLayout, cells: [CSVHeaderCell]) {
        self.layout = layout
        self.table = layout.table
        self.cells = cells
        for cell in cells {
            switch cell.field {
            case .text(let field)?: textFields.insert(field)
            case .birthday?, .birthdayPart?: hasBirthday = true
            case .groups?: hasGroups = true
            case .extensionProperty(let name)?: extensionNames.insert(name)
            case .entry(let list, let slot, let part)?:
                if !(slotsByList[list]?.contains(slot) ?? false) { slotsByList[list, default: []].append(slot) }
                if part == .street || part == .street2 || part == .street3 {
                    streetColumnsBySlot[slot, default: 0] += 1
                }
            case nil:
                for name in cell.names { columnKeys.insert(CSVLayoutTable.normalize(name)) }
            }
        }
    }

    /// Labels a fixed-label column takes besides its own.
    private static let labelEquivalents: [Label: Label] = [
        .iPhone: .mobile, .appleWatch: .mobile, .homePage: .home,
    ]

    /// Which value of each list goes in which slot; what fits nowhere is described in
    /// `leftOut`.
    func place(_ contact: Contact, leftOut: inout [String]) -> [CSVList: [CSVSlot: Int]] {
        var placement: [CSVList: [CSVSlot: Int]] = [:]
        for list in CSVList.allCases {
            let labels = CSVRowComposer.labels(of: list, in: contact)
            guard !labels.isEmpty else { continue }
            let slots = slotsByList[list] ?? []
            var taken: [CSVSlot: Int] = [:]
            for (index, label) in labels.enumerated() {
                let wanted = label.flatMap { CSVRowComposer.labelEquivalents[$0] ?? $0 }
                let match = slots.first { slot in
                    guard taken[slot] == nil, case .labeled(let slotLabel, _) = slot else { return false }
                    return slotLabel == label || slotLabel == wanted
                } ?? slots.first { slot in
                    guard taken[slot] == nil, case .numbered = slot else { return false }
                    return true
                }
                if let match {
                    taken[match] = index
                } else if let fallback = table.fallbackSlots[list], slots.contains(fallback),
                    taken[fallback] == nil
                {
                    taken[fallback] = index
                    leftOut.append("the label \(Diagnostic.quoted(label?.identifier ?? "")) of \(list.rawValue) \(index + 1) (written without it)")
                } else {
                    leftOut.append("\(list.rawValue) \(index + 1)" + (label.map { " (\($0.identifier))" } ?? ""))
                }
            }
            placement[list] = taken
        }
        return placement
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
        }
    }

    /// The row's cells, and the description of every value it could not hold.
    func compose(_ contact: Contact) -> (cells: [String], leftOut: [String]) {
        var leftOut: [String] = []
        let placement = place(contact, leftOut: &leftOut)
        var row: [String] = []
        row.reserveCapacity(cells.count)
        for cell in cells {
            row.append(value(of: cell, in: contact, placement: placement))
        }
        reportUnheld(contact, into: &leftOut)
        return (row, leftOut)
    }
}
