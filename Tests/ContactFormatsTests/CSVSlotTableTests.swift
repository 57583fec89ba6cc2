@testable import ContactFormats
import ContactModel
import Testing

/// The row composer reads a header's slots by position (``CSVSlotTable``, ``CSVPlacement``)
/// rather than through dictionaries keyed by slot: each position must say what the slot's
/// columns hold, as the header's cells do.
@Suite struct CSVSlotTableTests {
    static let layouts: [CSVLayout] = [.google, .outlook, .thunderbird, .generic]
    static let counts: [CSVList: Int] = [.phoneNumbers: 3, .emailAddresses: 2, .postalAddresses: 2, .urlAddresses: 1]

    @Test(arguments: layouts)
    func positionsFollowTheHeader(layout: CSVLayout) {
        let cells = CSVHeaderCell.header(for: layout, counts: Self.counts, extensionColumns: [])
        let table = CSVSlotTable(cells: cells, table: layout.table)
        var expected = 0
        for list in CSVList.allCases {
            let positions = table.positions(of: list)
            // Consecutive, in list order, one per distinct slot of the list's cells.
            #expect(positions.lowerBound == expected)
            var slots: [CSVSlot] = []
            for cell in cells {
                if case .entry(list, let slot, _)? = cell.field, !slots.contains(slot) { slots.append(slot) }
            }
            #expect(positions.count == slots.count, "\(list)")
            for (offset, slot) in slots.enumerated() {
                let position = positions.lowerBound + offset
                #expect(table.position(of: slot, in: list) == position)
                #expect(table.slotsByList[Int(list.ordinal)][position - positions.lowerBound] == slot)
                let parts = cells.compactMap { cell -> CSVPart? in
                    guard case .entry(list, slot, let part)? = cell.field else { return nil }
                    return part
                }
                if case .labeled(let label, _) = slot {
                    #expect(table.fixedLabels[position] == label)
                    #expect(table.keepsLabel[position])
                } else {
                    #expect(table.fixedLabels[position] == nil)
                    #expect(table.keepsLabel[position] == parts.contains(.label))
                }
                #expect(table.hasLabelColumn[position] == parts.contains(.label))
                #expect(table.holdsFormattedAddress[position] == (list == .postalAddresses && parts.contains(.formatted)))
                #expect(table.streetColumnCounts[position] == parts.filter { [.street, .street2, .street3].contains($0) }.count)
                for (bit, reported) in CSVSlotTable.reportedAddressParts.enumerated() {
                    let missing = table.missingAddressParts[position] & (1 << UInt16(bit)) != 0
                    #expect(missing == !parts.contains(reported.part))
                }
            }
            expected = positions.upperBound
        }
        #expect(table.positionCount == expected)
    }

    @Test func fallbackPositionsKeepTheLayoutsOrderAndSkipAbsentSlots() throws {
        let layout = CSVLayout.outlook
        let cells = CSVHeaderCell.header(for: layout, counts: [:], extensionColumns: [])
        let table = CSVSlotTable(cells: cells, table: layout.table)
        let fallbacks = try #require(layout.table.fallbackSlots[.phoneNumbers])
        let present = fallbacks.compactMap { table.position(of: $0, in: .phoneNumbers) }
        #expect(!present.isEmpty)
        #expect(table.fallbackPositions[Int(CSVList.phoneNumbers.ordinal)] == present)
        // A header without the list's columns has no fallback position for it.
        let bare = CSVSlotTable(cells: [CSVHeaderCell(title: "Name", field: .text(.formattedName))], table: layout.table)
        #expect(bare.positionCount == 0)
        #expect(bare.fallbackPositions.allSatisfy { $0.isEmpty })
    }

    @Test func placementListsEntriesByIndex() {
        var placement = CSVPlacement(positionCount: 6)
        #expect(placement.placed(in: 0..<6).isEmpty)
        placement.place(2, at: 1)
        placement.place(0, at: 4)
        placement.place(1, at: 3)
        placement.place(5, at: 5)
        #expect(placement.isTaken(1) && !placement.isTaken(0))
        #expect(placement.entry(at: 4) == 0 && placement.entry(at: 2) == nil)
        let placed = placement.placed(in: 1..<5)
        #expect(placed.map(\.index) == [0, 1, 2])
        #expect(placed.map(\.position) == [4, 3, 1])
    }

    /// The bytes written for an empty cell of a held row are those the cell's value is
    /// written as; a value the formula guard changes is left to the row (nil).
    @Test(arguments: [false, true])
    func emptyCellBytesAreTheValuesAsWritten(quoteAll: Bool) {
        let values = ["", "SMTP", "a, b", "say \"hi\"", "ends in \\", "=1+1", "* myContacts"]
        let cells = CSVWriter.CSVEmptyCells(values, guarding: true, quoteAll: quoteAll)
        #expect(cells.values == values)
        for (column, value) in values.enumerated() {
            let bytes = cells.written(at: column)
            if value.hasPrefix("=") {
                #expect(bytes == nil)
                continue
            }
            var expected: [UInt8] = []
            Array(value.utf8).withUnsafeBufferPointer { CSVWriter.appendField($0, quoteAll: quoteAll, to: &expected) }
            #expect(bytes == expected, "\(value)")
        }
        #expect(cells.written(at: 0) == (quoteAll ? Array("\"\"".utf8) : []))
        #expect(cells.written(at: 2) == Array("\"a, b\"".utf8))
        // Unguarded, the formula is written as it is.
        let unguarded = CSVWriter.CSVEmptyCells(values, guarding: false, quoteAll: quoteAll)
        #expect(unguarded.written(at: 5) == Array((quoteAll ? "\"=1+1\"" : "=1+1").utf8))
    }
}
