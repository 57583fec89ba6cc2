import ContactSupport

/// The index of the generated metadata text, and the cache of regions parsed from it.
///
/// At first use the store scans the text once (a few hundred kilobytes) to find where each
/// region's block starts; a region's block is parsed and its patterns compiled only when
/// that region is first asked for. Lookups are thread-safe, and on Linux take no lock: a
/// region, once parsed, is published through `OnceSetPointers` and never changes.
final class MetadataStore: Sendable {
    /// The shared store over the generated metadata.
    static let shared = MetadataStore(text: PhoneMetadata.generatedText)

    /// Where one region's block is in the text.
    struct Block: Sendable {
        let regionCode: String
        let countryCode: Int
        let range: Range<String.Index>
    }

    private let text: String
    /// Every block, in the order of the text.
    let blocks: [Block]
    /// Geographic region code → block index.
    private let blockByRegion: [String: Int]
    /// Country code → the block used for it: its main region's, or the non-geographic one.
    private let mainBlockByCountryCode: [Int32]
    /// Country code → regions sharing it, main region first (`001` for non-geographic).
    let regionsByCountryCode: [Int: [String]]
    /// Country code (index, below 1000) → the blocks of the regions sharing it, in the order
    /// of `regionsByCountryCode`: what validation walks, without hashing region codes.
    let regionBlocksByCountryCode: [[Int]]
    /// Sorted geographic region codes.
    let regionCodes: [String]

    /// Country code (index, below 1000) → whether several regions share it (+1, +44, +7, ...).
    private let sharedCountryCodes: [Bool]

    /// The regions parsed so far, by block: each a retained `RegionMetadata`, released
    /// with the store. Reading one takes no exclusivity check and no lock (on Linux).
    private let loaded: OnceSetPointers
    /// The validation tables of each country code's regions (`CountryTables`), made when
    /// a number of that country code is first classified; freed with the store.
    private let countryTables = OnceSetPointers(count: 1000)

    init(text: String) {
        self.text = text
        var blocks: [Block] = []
        var regionsByCountryCode: [Int: [String]] = [:]
        var blockStart: String.Index?
        var header: (String, Int)?
        func closeBlock(at end: String.Index) {
            if let start = blockStart, let (region, code) = header {
                blocks.append(Block(regionCode: region, countryCode: code, range: start..<end))
            }
            blockStart = nil
            header = nil
        }
        var lineStart = text.startIndex
        while lineStart < text.endIndex {
            // Lines are found on UTF-8 bytes (comparing Characters cost more than the rest).
            let lineEnd = text.utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
            let line = text[lineStart..<lineEnd]
            let first = lineStart < lineEnd ? text.utf8[lineStart] : 0
            if first == UInt8(ascii: "@") {
                closeBlock(at: lineStart)
                let fields = line.dropFirst().split(separator: "\t")
                blockStart = lineStart
                header = (String(fields[0]), Int(fields[1]) ?? 0)
            } else if first == UInt8(ascii: "c"), line.hasPrefix("c\t") {
                closeBlock(at: lineStart)
                let fields = line.split(separator: "\t")
                regionsByCountryCode[Int(fields[1]) ?? 0] = fields[2].split(separator: ",").map(String.init)
            }
            lineStart = lineEnd < text.endIndex ? text.utf8.index(after: lineEnd) : lineEnd
        }
        closeBlock(at: text.endIndex)

        var blockByRegion: [String: Int] = [:]
        var mainBlock = [Int32](repeating: -1, count: 1000)
        for (index, block) in blocks.enumerated() {
            if block.regionCode == PhoneMetadata.nonGeographicRegionCode {
                mainBlock[block.countryCode] = Int32(index)
            } else {
                blockByRegion[block.regionCode] = index
            }
        }
        for (code, regions) in regionsByCountryCode where code < 1000 {
            if let first = regions.first, let index = blockByRegion[first] {
                mainBlock[code] = Int32(index)
            }
        }
        self.blocks = blocks
        self.blockByRegion = blockByRegion
        self.mainBlockByCountryCode = mainBlock
        self.regionsByCountryCode = regionsByCountryCode
        var regionBlocks = [[Int]](repeating: [], count: 1000)
        for (code, regions) in regionsByCountryCode where code > 0 && code < 1000 {
            regionBlocks[code] = regions.compactMap { region in
                region == PhoneMetadata.nonGeographicRegionCode
                    ? (mainBlock[code] >= 0 ? Int(mainBlock[code]) : nil) : blockByRegion[region]
            }
        }
        self.regionBlocksByCountryCode = regionBlocks
        self.sharedCountryCodes = regionBlocks.map { $0.count > 1 }
        self.regionCodes = blockByRegion.keys.sorted()
        self.loaded = OnceSetPointers(count: blocks.count)
    }

    deinit {
        for index in 0..<loaded.count {
            if let region = loaded.loadLocked(index) { Unmanaged<RegionMetadata>.fromOpaque(region).release() }
        }
        for code in 0..<countryTables.count {
            if let tables = countryTables.loadLocked(code) { CountryTables.deallocate(tables) }
        }
    }

    /// The block index of a geographic region code (upper case), if known.
    func blockIndex(forRegion regionCode: String) -> Int? {
        blockByRegion[regionCode]
    }

    /// The metadata of a geographic region (`US`), if known.
    func metadata(forRegion regionCode: String) -> RegionMetadata? {
        guard let index = blockByRegion[regionCode] else { return nil }
        return metadata(atBlock: index)
    }

    /// The metadata used for a country code: its main region's, or the non-geographic
    /// entity's (for +800, +808, ...).
    func metadata(forCountryCode countryCode: Int) -> RegionMetadata? {
        guard countryCode > 0, countryCode < 1000 else { return nil }
        let index = mainBlockByCountryCode[countryCode]
        return index < 0 ? nil : metadata(atBlock: Int(index))
    }

    /// The blocks of the regions sharing `countryCode`, main region first; empty when unknown.
    func regionBlocks(forCountryCode countryCode: Int) -> [Int] {
        countryCode > 0 && countryCode < 1000 ? regionBlocksByCountryCode[countryCode] : []
    }

    /// Whether several regions share `countryCode` (then `regionBlocks` says which).
    func isSharedCountryCode(_ countryCode: Int) -> Bool {
        countryCode > 0 && countryCode < 1000 && sharedCountryCodes[countryCode]
    }

    /// Whether some region uses `countryCode`.
    func isKnownCountryCode(_ countryCode: Int) -> Bool {
        countryCode > 0 && countryCode < 1000 && mainBlockByCountryCode[countryCode] >= 0
    }

    /// The metadata of one block, parsed on first use.
    func metadata(atBlock index: Int) -> RegionMetadata {
        if let region = loaded.load(index) { return Unmanaged<RegionMetadata>.fromOpaque(region).takeUnretainedValue() }
        return loaded.lock.withLock { loadedMetadata(atBlock: index) }
    }

    /// Parses every region now instead of on first use. Never needed for correct
    /// results, nor (on Linux) for look-ups without a lock; costs one parse of the whole
    /// metadata text.
    func loadAll() {
        loaded.lock.withLock {
            for index in blocks.indices { _ = loadedMetadata(atBlock: index) }
        }
    }

    /// The metadata of one block, parsed when not yet loaded; the lock must be held.
    private func loadedMetadata(atBlock index: Int) -> RegionMetadata {
        if let region = loaded.loadLocked(index) { return Unmanaged<RegionMetadata>.fromOpaque(region).takeUnretainedValue() }
        let metadata = RegionMetadata(block: text[blocks[index].range])
        loaded.store(Unmanaged.passRetained(metadata).toOpaque(), at: index)
        return metadata
    }

    /// The validation tables of the regions of `countryCode`, in the order a number is
    /// tried against them (see `PhoneNumber.classification`); nil for an unknown code.
    /// Made on first use; valid as long as the store.
    func countryTables(forCountryCode countryCode: Int) -> CountryTables? {
        guard countryCode > 0, countryCode < 1000 else { return nil }
        if let tables = countryTables.load(countryCode) { return CountryTables(tables) }
        let blocks: [Int]
        if sharedCountryCodes[countryCode] {
            blocks = regionBlocksByCountryCode[countryCode]
        } else {
            let main = Int(mainBlockByCountryCode[countryCode])
            guard main >= 0 else { return nil }
            blocks = [main]
        }
        // Regions first (each takes the region lock itself), then the tables.
        let regions = blocks.map { metadata(atBlock: $0) }
        return countryTables.lock.withLock {
            if let tables = countryTables.loadLocked(countryCode) { return CountryTables(tables) }
            let made = CountryTables.allocate(blocks: blocks, tables: regions.map(\.validation))
            countryTables.store(made, at: countryCode)
            return CountryTables(made)
        }
    }
}
