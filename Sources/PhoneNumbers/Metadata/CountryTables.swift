/// The validation tables of the regions of one country calling code, in the order a
/// number is tried against them (the main region first), each with its region's block:
/// what classifying a number needs, as plain values.
///
/// Classifying through `RegionMetadata` objects retained and released each region, and
/// copied its table, for every number; these point into memory the `MetadataStore`
/// owns (made once per country code, freed with the store), which also keeps the
/// regions, and so their tables' memory, alive.
struct CountryTables: @unchecked Sendable {
    /// One region of the country code.
    struct Entry {
        /// The region's block in the store.
        let block: Int
        let table: ValidationTable
    }

    /// The regions, main region first (one entry for a country code of its own).
    let entries: UnsafeBufferPointer<Entry>

    private init(entries: UnsafeBufferPointer<Entry>) {
        self.entries = entries
    }

    /// The tables made by `allocate`.
    init(_ memory: UnsafeMutableRawPointer) {
        self = memory.assumingMemoryBound(to: CountryTables.self).pointee
    }

    /// Makes the tables of the regions in `blocks` (with their `tables`, in that order),
    /// for `init(_:)`; free them with `deallocate`.
    static func allocate(blocks: [Int], tables: [ValidationTable]) -> UnsafeMutableRawPointer {
        precondition(blocks.count == tables.count)
        let entries = UnsafeMutablePointer<Entry>.allocate(capacity: max(1, blocks.count))
        for index in blocks.indices {
            (entries + index).initialize(to: Entry(block: blocks[index], table: tables[index]))
        }
        let header = UnsafeMutablePointer<CountryTables>.allocate(capacity: 1)
        header.initialize(to: CountryTables(entries: UnsafeBufferPointer(start: entries, count: blocks.count)))
        return UnsafeMutableRawPointer(header)
    }

    /// Frees what `allocate` made.
    static func deallocate(_ memory: UnsafeMutableRawPointer) {
        let header = memory.assumingMemoryBound(to: CountryTables.self)
        let entries = UnsafeMutablePointer(mutating: header.pointee.entries.baseAddress!)
        entries.deinitialize(count: header.pointee.entries.count)
        entries.deallocate()
        header.deinitialize(count: 1)
        header.deallocate()
    }

    /// The entry of the region the national number `digits` belongs to, and its type, as
    /// libphonenumber works them out: for a country code of its own, its region (whatever
    /// the type); for a shared one, the first region whose leading digits match the
    /// number (whatever the type), or, for a region without leading digits, whose
    /// patterns give a type; nil and `.unknown` when none does.
    func classify(_ digits: UnsafeBufferPointer<UInt8>) -> (entry: Int?, type: PhoneNumberType) {
        guard let first = entries.baseAddress else { return (nil, .unknown) }
        if entries.count == 1 { return (0, first.pointee.table.type(of: digits)) }
        for index in 0..<entries.count {
            let entry = first + index
            if entry.pointee.table.leadingDigits != nil {
                if entry.pointee.table.matchesLeadingDigits(digits) {
                    return (index, entry.pointee.table.type(of: digits))
                }
            } else {
                let type = entry.pointee.table.type(of: digits)
                if type != .unknown { return (index, type) }
            }
        }
        return (nil, .unknown)
    }
}
