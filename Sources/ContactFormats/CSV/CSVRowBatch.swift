import ContactModel

/// Rows a CSV writer holds until its header is known, composed on another thread
/// (``CSVRowEncoder``) for the writer to add in input order (``CSVWriter/addHeldRows(_:)``):
/// the rows' records, what they add to the header's needs, and the group cards met among
/// them. It travels as bytes, the way records written on other threads reach an output.
///
/// The bytes: `CSVB`, the row count, the 16 counts, the optional fields as bits, the
/// extension lookups, the extension columns (title and name each), the group cards (name,
/// then members), each number a little-endian `UInt32` (the lookups a `UInt64`) and each
/// string its UTF-8 length and bytes; then the records to the end.
struct CSVRowBatch {
    /// Row records, as ``CSVRowBuffer/compose(_:key:shapes:into:)`` writes them.
    var records: [UInt8] = []
    var totals = CSVRowTotals()
    /// The group cards met, in order: no row, their names go into their members' rows.
    var groups: [(name: String, members: [String])] = []

    private static let magic: [UInt8] = Array("CSVB".utf8)

    /// Bytes given as a batch that are not one.
    struct MalformedBatch: Error, CustomStringConvertible {
        var description: String { "internal error: CSV rows composed on another thread could not be read back" }
    }

    init() {}

    /// The batch as bytes.
    func encoded() -> [UInt8] {
        var bytes = CSVRowBatch.magic
        bytes.reserveCapacity(records.count + 256)
        CSVRowBatch.append(UInt32(totals.rowCount), to: &bytes)
        for index in 0..<16 { CSVRowBatch.append(UInt32(bitPattern: totals.maximumCounts[index]), to: &bytes) }
        var fields: UInt32 = 0
        for field in totals.optionalFields { fields |= 1 << UInt32(field.ordinal) }
        CSVRowBatch.append(fields, to: &bytes)
        let lookups = UInt64(totals.extensionLookupCount)
        CSVRowBatch.append(UInt32(truncatingIfNeeded: lookups), to: &bytes)
        CSVRowBatch.append(UInt32(truncatingIfNeeded: lookups >> 32), to: &bytes)
        CSVRowBatch.append(UInt32(totals.extensionColumns.count), to: &bytes)
        for column in totals.extensionColumns {
            CSVRowBatch.append(column.title, to: &bytes)
            CSVRowBatch.append(column.name, to: &bytes)
        }
        CSVRowBatch.append(UInt32(groups.count), to: &bytes)
        for group in groups {
            CSVRowBatch.append(group.name, to: &bytes)
            CSVRowBatch.append(UInt32(group.members.count), to: &bytes)
            for member in group.members { CSVRowBatch.append(member, to: &bytes) }
        }
        bytes.append(contentsOf: records)
        return bytes
    }

    /// Reads ``encoded()``'s bytes: the totals and groups, and where the records start;
    /// nil when they are not a batch.
    static func decode(_ bytes: UnsafeRawBufferPointer) -> (totals: CSVRowTotals, groups: [(name: String, members: [String])], recordsStart: Int)? {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= 4, bytes.prefix(4).elementsEqual(magic) else { return nil }
        reader.offset = 4
        guard let rowCount = reader.number() else { return nil }
        var counts = SIMD16<Int32>()
        for index in 0..<16 {
            guard let count = reader.number() else { return nil }
            counts[index] = Int32(bitPattern: count)
        }
        guard let fieldBits = reader.number(), let low = reader.number(), let high = reader.number(),
            let columnCount = reader.number()
        else { return nil }
        let optionalFields = Set(CSVTextField.allCases.filter { fieldBits & (1 << UInt32($0.ordinal)) != 0 })
        var columns: [(title: String, name: String)] = []
        for _ in 0..<columnCount {
            guard let title = reader.string(), let name = reader.string() else { return nil }
            columns.append((title, name))
        }
        guard let groupCount = reader.number() else { return nil }
        var groups: [(name: String, members: [String])] = []
        for _ in 0..<groupCount {
            guard let name = reader.string(), let memberCount = reader.number() else { return nil }
            var members: [String] = []
            for _ in 0..<memberCount {
                guard let member = reader.string() else { return nil }
                members.append(member)
            }
            groups.append((name, members))
        }
        let totals = CSVRowTotals(
            rowCount: Int(rowCount), maximumCounts: counts, extensionColumns: columns, optionalFields: optionalFields,
            extensionLookupCount: Int(UInt64(high) << 32 | UInt64(low)))
        return (totals, groups, reader.offset)
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        append(UInt32(text.utf8.count), to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    /// Reads numbers and strings from a batch's bytes.
    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        mutating func number() -> UInt32? {
            guard offset + 4 <= bytes.count else { return nil }
            let value = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
                | UInt32(bytes[offset + 3]) << 24
            offset += 4
            return value
        }

        mutating func string() -> String? {
            guard let length = number().map(Int.init), offset + length <= bytes.count else { return nil }
            defer { offset += length }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        }
    }
}
