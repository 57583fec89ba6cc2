/// The label cells one ``CSVContactBuilder`` has read, by their exact bytes: a row's label
/// cells (`Mobile`, `* Home`, `Work Fax`) repeat from row to row, and comparing a few words
/// costs less than hashing the text into ``CSVRowPlan/labelsByCellText`` at every cell.
///
/// Texts are told apart by their bytes, not by `String`'s canonical equivalence: a custom
/// label keeps the bytes of its own cell.
struct CSVLabelCache {
    /// A cell's UTF-8, up to 16 bytes, packed into two words, and its length.
    struct Key: Equatable {
        var low: UInt64
        var high: UInt64
        var count: Int
    }

    /// The most texts kept.
    static let capacity = 16

    private var keys: [Key] = []
    private var labels: [CSVRowPlan.CellLabel] = []

    /// ``CSVRowPlan/label(fromCell:)`` of `text`, from the cache when it was read before.
    mutating func label(fromCell text: String, plan: CSVRowPlan) -> CSVRowPlan.CellLabel {
        guard let key = CSVLabelCache.key(of: text) else { return plan.label(fromCell: text) }
        for index in keys.indices where keys[index] == key { return labels[index] }
        let label = plan.label(fromCell: text)
        if keys.count < CSVLabelCache.capacity {
            keys.append(key)
            labels.append(label)
        }
        return label
    }

    /// ``label(fromCell:plan:)`` of the text whose well-formed UTF-8 is `cell`, without
    /// making a string of it when it was read before.
    mutating func label(fromBytes cell: UnsafeBufferPointer<UInt8>, plan: CSVRowPlan) -> CSVRowPlan.CellLabel {
        guard let key = CSVLabelCache.key(of: cell) else { return plan.label(fromCell: String(validUTF8: cell)) }
        for index in keys.indices where keys[index] == key { return labels[index] }
        let label = plan.label(fromCell: String(validUTF8: cell))
        if keys.count < CSVLabelCache.capacity {
            keys.append(key)
            labels.append(label)
        }
        return label
    }

    /// The key of `text`; nil past 16 bytes (or for text without contiguous UTF-8).
    static func key(of text: String) -> Key? {
        let key: Key?? = text.utf8.withContiguousStorageIfAvailable { CSVLabelCache.key(of: $0) }
        return key ?? nil
    }

    /// The key of the text whose UTF-8 is `bytes`; nil past 16 bytes.
    static func key(of bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        guard bytes.count <= 16 else { return nil }
        var key = Key(low: 0, high: 0, count: bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = UInt64(bytes[index])
            if index < 8 {
                key.low |= byte << (8 &* UInt64(index))
            } else {
                key.high |= byte << (8 &* UInt64(index &- 8))
            }
            index &+= 1
        }
        return key
    }
}
