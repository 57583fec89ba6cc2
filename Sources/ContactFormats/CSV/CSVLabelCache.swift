/// The label cells one ``CSVContactBuilder`` has read, by their exact bytes: a row's label
/// cells (`Mobile`, `* Home`, `Work Fax`) repeat from row to row, and hashing two words
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

    /// The most texts kept (an export's own labels and a few dozen custom ones).
    static let capacity = 64
    /// The slots of the open-addressing table: twice ``capacity``, a power of two.
    private static let slotCount = 128

    /// Per slot, the index in ``keys`` of the key hashed there (-1: none).
    private var slots: [Int16] = Array(repeating: -1, count: CSVLabelCache.slotCount)
    private var keys: [Key] = []
    private var labels: [CSVRowPlan.CellLabel] = []

    /// ``CSVRowPlan/label(fromCell:)`` of `text`, from the cache when it was read before.
    mutating func label(fromCell text: String, plan: CSVRowPlan) -> CSVRowPlan.CellLabel {
        guard let key = CSVLabelCache.key(of: text) else { return plan.label(fromCell: text) }
        return label(for: key) { plan.label(fromCell: text) }
    }

    /// ``label(fromCell:plan:)`` of the text whose well-formed UTF-8 is `cell`, without
    /// making a string of it when it was read before.
    mutating func label(fromBytes cell: UnsafeBufferPointer<UInt8>, plan: CSVRowPlan) -> CSVRowPlan.CellLabel {
        guard let key = CSVLabelCache.key(of: cell) else { return plan.label(fromCell: String(validUTF8: cell)) }
        return label(for: key) { plan.label(fromCell: String(validUTF8: cell)) }
    }

    /// The label kept for `key`, or the one `read` gives, then kept while there is room.
    @inline(__always)
    private mutating func label(for key: Key, read: () -> CSVRowPlan.CellLabel) -> CSVRowPlan.CellLabel {
        var slot = CSVLabelCache.slot(of: key)
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            if keys[index] == key { return labels[index] }
            slot = (slot &+ 1) & (CSVLabelCache.slotCount &- 1)
        }
        let label = read()
        if keys.count < CSVLabelCache.capacity {
            slots[slot] = Int16(keys.count)
            keys.append(key)
            labels.append(label)
        }
        return label
    }

    /// Where the search for `key` starts: the top seven bits of a multiplicative hash.
    @inline(__always)
    private static func slot(of key: Key) -> Int {
        let hash = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(truncatingIfNeeded: key.count))
            &* 0xC2B2_AE3D_27D4_EB4F
        return Int(truncatingIfNeeded: hash &>> 57)
    }

    /// The key of `text`; nil past 16 bytes (or for text without contiguous UTF-8).
    static func key(of text: String) -> Key? {
        let key: Key?? = text.utf8.withContiguousStorageIfAvailable { CSVLabelCache.key(of: $0) }
        return key ?? nil
    }

    /// The key of the text whose UTF-8 is `bytes` (byte `i` at bits `8 * i` of the words,
    /// zeros after the last); nil past 16 bytes. Read with loads that stay inside the bytes
    /// (overlapping, as words of 8 or 4 bytes, or three single bytes), not a `memcpy` call.
    static func key(of bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        let count = bytes.count
        guard count <= 16 else { return nil }
        guard count > 0, let base = bytes.baseAddress else { return Key(low: 0, high: 0, count: 0) }
        let raw = UnsafeRawPointer(base)
        var low: UInt64
        var high: UInt64 = 0
        if count >= 8 {
            low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            if count > 8 {
                // The last eight bytes, shifted down past the ones `low` holds.
                let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
                high = last &>> UInt64(8 &* (16 &- count))
            }
        } else if count >= 4 {
            // The first and the last four bytes (the same bytes where they overlap).
            let first = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            low = first | last &<< UInt64(8 &* (count &- 4))
        } else {
            // Bytes 0, count / 2 and count - 1: each of one to three bytes at least once.
            let middle = count &>> 1
            low = UInt64(base[0]) | UInt64(base[middle]) &<< UInt64(8 &* middle)
                | UInt64(base[count &- 1]) &<< UInt64(8 &* (count &- 1))
        }
        return Key(low: low, high: high, count: count)
    }
}
