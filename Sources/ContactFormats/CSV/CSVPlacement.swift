/// Which entry of its list each slot of a header holds in one row: the entry's number (its
/// index in the contact's list) at the slot's ``CSVSlotTable`` position, or none.
struct CSVPlacement {
    /// By position: the entry's index, -1 for none.
    private var entries: [Int32]

    /// A placement with every one of `positionCount` slots free.
    init(positionCount: Int) {
        entries = [Int32](repeating: -1, count: positionCount)
    }

    /// The entry placed at `position`, nil when the slot is free.
    @inline(__always)
    func entry(at position: Int) -> Int? {
        let entry = entries[position]
        return entry < 0 ? nil : Int(entry)
    }

    /// Whether an entry is placed at `position`.
    @inline(__always)
    func isTaken(_ position: Int) -> Bool { entries[position] >= 0 }

    /// Places entry `index` at `position`.
    @inline(__always)
    mutating func place(_ index: Int, at position: Int) {
        entries[position] = Int32(truncatingIfNeeded: index)
    }

    /// The entries placed in `positions`, with their positions, by entry index.
    func placed(in positions: Range<Int>) -> [(index: Int, position: Int)] {
        var placed: [(index: Int, position: Int)] = []
        for position in positions where entries[position] >= 0 {
            placed.append((Int(entries[position]), position))
        }
        if placed.count > 1 { placed.sort { $0.index < $1.index } }
        return placed
    }
}
