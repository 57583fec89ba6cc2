import ContactModel

/// The entry slots of one header, numbered: each list's slots, in header order, take
/// consecutive positions, so that a row's placement is one array of entry numbers
/// (``CSVPlacement``) and what a slot's columns hold is read at its position.
///
/// The composer looked each slot up in dictionaries and sets keyed by ``CSVSlot`` and
/// ``CSVList`` for every cell of every row: hashing them took about a sixth of a vCard to
/// Google CSV conversion (callgrind, 10k contacts: 190 M of 1,216 M instructions in
/// `Hasher`, 30 M more in the tables' lookups).
struct CSVSlotTable {
    /// Each list's slots in header order, without repeats, by ``CSVList/ordinal``.
    let slotsByList: [[CSVSlot]]
    /// The position of each list's first slot, by ordinal, and the number of positions last.
    private let starts: [Int]
    /// The fixed label of each position's slot (Outlook's `Business Phone`); nil for a
    /// numbered slot.
    let fixedLabels: [Label?]
    /// Whether the header keeps the label of the value placed there: a fixed-label slot, or
    /// a numbered slot with a label column.
    let keepsLabel: [Bool]
    /// Whether the slot has a label column, where `* ` marks the preferred value.
    let hasLabelColumn: [Bool]
    /// Whether an address slot has a column for the whole address as text (Google's `Formatted`).
    let holdsFormattedAddress: [Bool]
    /// The street columns of an address slot.
    let streetColumnCounts: [Int]
    /// The address parts ``CSVSlotTable/reportedAddressParts`` an address slot has no
    /// column for, bit n for the n-th.
    let missingAddressParts: [UInt16]
    /// The positions of each list's fallback slots (``CSVLayoutTable/fallbackSlots``) the
    /// header has, in the layout's order, by ordinal.
    let fallbackPositions: [[Int]]

    /// The address parts a slot may lack a column for, with their names as reported.
    static let reportedAddressParts: [(part: CSVPart, name: String)] = [
        (.street, "street"), (.postOfficeBox, "postOfficeBox"), (.extendedAddress, "extendedAddress"),
        (.subLocality, "subLocality"), (.city, "city"), (.state, "state"), (.postalCode, "postalCode"),
        (.country, "country"),
    ]

    /// The slots of `cells`, with what their columns hold; `table` gives the fallback slots.
    init(cells: [CSVHeaderCell], table: CSVLayoutTable) {
        let listCount = CSVList.allCases.count
        var slots = [[CSVSlot]](repeating: [], count: listCount)
        // What each slot's columns hold, keyed while the header is read (once a header).
        var labelColumns: Set<CSVSlotKey> = []
        var formatted: Set<CSVSlotKey> = []
        var streets: [CSVSlotKey: Int] = [:]
        var parts: [CSVSlotKey: Set<CSVPart>] = [:]
        for cell in cells {
            guard case .entry(let list, let slot, let part)? = cell.field else { continue }
            let ordinal = Int(list.ordinal)
            if !slots[ordinal].contains(slot) { slots[ordinal].append(slot) }
            let key = CSVSlotKey(list: list, slot: slot)
            if part == .label { labelColumns.insert(key) }
            if part == .formatted, list == .postalAddresses { formatted.insert(key) }
            if list == .postalAddresses { parts[key, default: []].insert(part) }
            if part == .street || part == .street2 || part == .street3 { streets[key, default: 0] += 1 }
        }
        var starts: [Int] = []
        var fixedLabels: [Label?] = []
        var keepsLabel: [Bool] = []
        var hasLabelColumn: [Bool] = []
        var holdsFormattedAddress: [Bool] = []
        var streetColumnCounts: [Int] = []
        var missingAddressParts: [UInt16] = []
        var fallbackPositions: [[Int]] = []
        for list in CSVList.allCases {
            let ordinal = Int(list.ordinal)
            starts.append(fixedLabels.count)
            for slot in slots[ordinal] {
                let key = CSVSlotKey(list: list, slot: slot)
                if case .labeled(let label, _) = slot { fixedLabels.append(label) } else { fixedLabels.append(nil) }
                let labelColumn = labelColumns.contains(key)
                hasLabelColumn.append(labelColumn)
                if case .labeled = slot { keepsLabel.append(true) } else { keepsLabel.append(labelColumn) }
                holdsFormattedAddress.append(formatted.contains(key))
                streetColumnCounts.append(streets[key] ?? 0)
                let held = parts[key] ?? []
                var missing: UInt16 = 0
                for (bit, reported) in CSVSlotTable.reportedAddressParts.enumerated() where !held.contains(reported.part) {
                    missing |= 1 << UInt16(bit)
                }
                missingAddressParts.append(missing)
            }
            let start = starts[ordinal]
            fallbackPositions.append(
                (table.fallbackSlots[list] ?? []).compactMap { fallback in
                    slots[ordinal].firstIndex(of: fallback).map { start + $0 }
                })
        }
        starts.append(fixedLabels.count)
        self.slotsByList = slots
        self.starts = starts
        self.fixedLabels = fixedLabels
        self.keepsLabel = keepsLabel
        self.hasLabelColumn = hasLabelColumn
        self.holdsFormattedAddress = holdsFormattedAddress
        self.streetColumnCounts = streetColumnCounts
        self.missingAddressParts = missingAddressParts
        self.fallbackPositions = fallbackPositions
    }

    /// The number of positions: the header's slots of every list.
    var positionCount: Int { starts[starts.count - 1] }

    /// The positions of `list`'s slots.
    @inline(__always)
    func positions(of list: CSVList) -> Range<Int> {
        let ordinal = Int(list.ordinal)
        return starts[ordinal]..<starts[ordinal + 1]
    }

    /// The position of `slot` of `list`, when the header has it.
    func position(of slot: CSVSlot, in list: CSVList) -> Int? {
        slotsByList[Int(list.ordinal)].firstIndex(of: slot).map { starts[Int(list.ordinal)] + $0 }
    }
}

/// A slot of a list, as a key while a header is read.
private struct CSVSlotKey: Hashable {
    let list: CSVList
    let slot: CSVSlot
}
