extension DuplicateFinder {
    /// What a block key was made from; contact-point blocks are split by name when too large,
    /// name blocks by place and birthday.
    enum BlockKind: UInt64 {
        case phone = 1, email, nameWords, phoneticFamilyAndGiven, familyAndGivenStart
        case birthdayAndGivenInitial, organization, birthdayAndPostalCode, birthdayAndFamily, familyAndPostalCode
        case numberAndStreet, numberAndLocality, numberAndPostalCode, localityAndBirthday
        case extendedAddress, numberAndStreetStart, streetAndLocality, organizationWord, numberAndStreetCore
        var isContactPoint: Bool { self == .phone || self == .email || self == .organization }
        /// Keys of a place that many records share in a big book (a house number in a city
        /// or postal code, a city with a birthday, a street in a city, a building): a block of
        /// them larger than ``Configuration/maximumBlockSize`` is left out, not split, since
        /// the other keys (names, the street with its house number) already meet its pairs.
        var isDroppedWhenOversized: Bool {
            switch self {
            case .numberAndLocality, .numberAndPostalCode, .localityAndBirthday, .extendedAddress, .numberAndStreetStart, .streetAndLocality,
                .organizationWord, .numberAndStreetCore:
                return true
            default:
                return false
            }
        }
    }

    /// A block key and a record that has it.
    struct BlockEntry {
        var key: UInt64
        var record: Int32
    }

    /// Buckets the work of blocking is cut into (by block key, then by first record).
    static let blockingBuckets = 256

    /// Every pair of records that share at least one block, as `first << 32 | second` with
    /// `first < second`, sorted and without repeats.
    ///
    /// On every core: the block keys are bucketed by some of their bits (a block lies in one
    /// bucket), each bucket's blocks give pairs, and the pairs are bucketed by their first
    /// record, sorted and made unique bucket by bucket.
    func candidatePairs() -> [UInt64] {
        let pairLists = pairsOfBlocks()
        let firstsPerBucket = max(1, (records.count + Self.blockingBuckets - 1) / Self.blockingBuckets)
        var pairs = ParallelBuckets<UInt64>(count: pairLists.count, minimumChunk: 1, bucketCount: Self.blockingBuckets) {
            range, emit in
            for list in pairLists[range] {
                for pair in list { emit(Int(pair >> 32) / firstsPerBucket, pair) }
            }
        }
        let uniqueCounts = pairs.forEachBucket { bucket, bucketPairs in
            var pairs = bucketPairs
            pairs.sort()
            var unique = 0
            for index in pairs.indices where index == 0 || pairs[index] != pairs[unique - 1] {
                pairs[unique] = pairs[index]
                unique += 1
            }
            return (bucket, unique)
        }
        return pairs.compacted(keeping: uniqueCounts)
    }

    /// The pairs of each bucket of blocks, bucket after bucket; a pair two blocks share
    /// comes from each.
    private func pairsOfBlocks() -> [[UInt64]] {
        var entries = ParallelBuckets<BlockEntry>(count: records.count, minimumChunk: 1 << 14, bucketCount: Self.blockingBuckets) {
            range, emit in
            for index in range {
                forEachBlockKey(of: records[index], at: index) { emit(Int(($0 >> 40) & 0xFF), BlockEntry(key: $0, record: Int32(index))) }
            }
        }
        return entries.forEachBucket { _, bucketEntries in
            var entries = bucketEntries
            entries.sort { $0.key != $1.key ? $0.key < $1.key : $0.record < $1.record }
            var pairs: [UInt64] = []
            var start = 0
            while start < entries.count {
                var end = start + 1
                while end < entries.count && entries[end].key == entries[start].key { end += 1 }
                let size = end - start
                if size > 1 {
                    let kind = BlockKind(rawValue: (entries[start].key >> 56) & 0x3F) ?? .phone
                    let members = entries[start..<end].map(\.record)
                    if size <= configuration.maximumBlockSize {
                        appendAllPairs(members, to: &pairs)
                    } else if !kind.isDroppedWhenOversized {
                        splitOversizedBlock(members, kind: kind, into: &pairs)
                    }
                }
                start = end
            }
            return pairs
        }
    }

    /// Calls `body` with each block key of a record: its phones and emails, and for a person
    /// its sorted name words, phonetic family name with canonical given name, family name
    /// with the start of the given name, full birthday with the given initial; for an
    /// organization its name.
    func forEachBlockKey(of record: MatchRecord, at index: Int, _ body: (UInt64) -> Void) {
        func add(_ kind: BlockKind, _ value: UInt64) {
            // The kinds in the top byte (the block kind in six bits, the record kind in two),
            // the hash below: the kind read back is the kind.
            body((value &* 0x9E37_79B9_7F4A_7C15) & 0x00FF_FFFF_FFFF_FFFF | kind.rawValue << 56 | UInt64(record.kind) << 62)
        }
        let values = records.values
        for index in record.phones { add(.phone, values[index]) }
        for index in record.emails { add(.email, values[index]) }
        if record.kind != 0 {
            // An organization card: its name, each word that names it (`Fenix` meets `Fenix at
            // the Argyle`), and its address.
            if record.organization != 0 { add(.organization, record.organization) }
            if record.organizationName >= 0 {
                MatchKeyBuilder.forEachInformativeOrganizationWord(records.organizationNames[record.organizationName]) {
                    add(.organizationWord, TextFolding.stableHash($0.utf8, seed: 12))
                }
            }
            forEachAddressKey(of: record, add)
            return
        }
        if record.nameWords != 0 { add(.nameWords, record.nameWords) }
        // A card that says her maiden name meets a card under it (`Anna Schmidt, née Müller`).
        if let previous = records.previousFamilyNames[Int32(index)] { add(.nameWords, previous.nameWords) }
        // A Han name meets the same name in pinyin: the same key as a Latin name's words.
        if record.hasNonLatinName, let spelling = records.latinSpellings[Int32(index)] { add(.nameWords, spelling.nameWords) }
        // A name written in one word meets the same name in two parts (`山口洋介`, `山口 洋介`).
        if record.family < 0 && record.given >= 0 {
            MatchKeyBuilder.forEachJoinedNameSplit(records.givenNames[record.given]) { add(.nameWords, $0) }
        }
        // Names by a hash of their text, not their pool identifier: the keys are then the
        // same in every process (`contactkit dedupe --emit-keys` on a part of the book).
        let familyPhonetic = records.stableKey(record.familyPhonetic, in: records.phoneticNames)
        if record.familyPhonetic >= 0 && record.givenCanonical >= 0 {
            add(.phoneticFamilyAndGiven, familyPhonetic << 32 | records.stableKey(record.givenCanonical, in: records.givenNames))
        }
        if record.family >= 0, let start = records.givenStart(record) {
            add(.familyAndGivenStart, records.stableKey(record.family, in: records.familyNames) << 32 | start)
        }
        if record.hasFullBirthday, let start = records.givenStart(record) {
            add(.birthdayAndGivenInitial, UInt64(UInt32(bitPattern: record.birthday)) << 32 | (start >> 8))
        }
        // Keys that survive a given name written differently (a diminutive the table lacks,
        // an initial, a typo in its first letters): the full birthday with the postal code
        // or with the family name's sound, and the family name's sound with the postal code.
        // (The birthday alone would put some 45 records in each block of a million-record
        // book: 20 million pairs.)
        let postalCode = record.postalCodes.isEmpty ? nil : records.values[record.postalCodes.lowerBound]
        if record.hasFullBirthday {
            let birthday = UInt64(UInt32(bitPattern: record.birthday))
            if let postalCode { add(.birthdayAndPostalCode, postalCode ^ birthday) }
            if record.familyPhonetic >= 0 { add(.birthdayAndFamily, birthday << 32 | familyPhonetic) }
        }
        if record.familyPhonetic >= 0, let postalCode {
            add(.familyAndPostalCode, postalCode ^ familyPhonetic)
        }
        // Keys that survive both names written differently: the city with the full
        // birthday, and the address keys.
        let address = record.address
        if address.locality != 0 && record.hasFullBirthday {
            add(.localityAndBirthday, UInt64(address.locality) << 32 | UInt64(UInt32(bitPattern: record.birthday)))
        }
        forEachAddressKey(of: record, add)
    }

    /// The keys of a record's address: the house number with the street, the city or the
    /// postal code (keys that survive the names written differently); the extended address
    /// (a building, a farm), the house number with the street's first four letters and the
    /// street with the city (keys that survive a mistyped or missing street).
    private func forEachAddressKey(of record: MatchRecord, _ add: (BlockKind, UInt64) -> Void) {
        let address = record.address
        if address.number != 0 {
            if address.street != 0 { add(.numberAndStreet, UInt64(address.number) << 32 | UInt64(address.street)) }
            if address.core != 0 && address.core != address.street {
                add(.numberAndStreetCore, UInt64(address.number) << 32 | UInt64(address.core))
            }
            if address.locality != 0 { add(.numberAndLocality, UInt64(address.number) << 32 | UInt64(address.locality)) }
            if address.postalCode != 0 { add(.numberAndPostalCode, UInt64(address.number) << 32 | UInt64(address.postalCode)) }
        }
        if address.extended != 0 { add(.extendedAddress, UInt64(address.extended)) }
        let streetName = records.streetNameBytes[Int(record.streetNameStart)..<Int(record.streetNameEnd)]
        if address.number != 0 && streetName.count >= 5 {
            var start: UInt64 = 0
            for byte in streetName.prefix(4) { start = start << 8 | UInt64(byte) }
            add(.numberAndStreetStart, UInt64(address.number) << 32 | start)
        }
        if address.street != 0 && address.locality != 0 {
            add(.streetAndLocality, UInt64(address.street) << 32 | UInt64(address.locality))
        }
    }

    /// How many following records each record of a sub-block still too large is compared with.
    static let oversizedBlockWindow = 4

    /// What an oversized contact-point block (a phone, an email, an organization) is split
    /// by: the phonetic family name with the canonical given name.
    func nameSplitKey(of record: MatchRecord) -> UInt64 {
        records.stableKey(record.familyPhonetic, in: records.phoneticNames) << 32
            | records.stableKey(record.givenCanonical, in: records.givenNames)
    }

    /// What an oversized name block is split by: the postal code with the birthday (0, left
    /// out, when neither is known).
    func placeSplitKey(of record: MatchRecord) -> UInt64 {
        let postalCode = record.postalCodes.isEmpty ? 0 : records.values[record.postalCodes.lowerBound]
        return postalCode ^ UInt64(UInt32(bitPattern: record.birthday))
    }

    private func appendAllPairs(_ members: [Int32], to pairs: inout [UInt64]) {
        for left in 0..<members.count {
            for right in (left + 1)..<members.count {
                pairs.append(UInt64(members[left]) << 32 | UInt64(members[right]))
            }
        }
    }

    /// Splits a block too large to compare pairwise: by name for a shared contact point, by
    /// postal code and birthday for a shared name; sub-blocks still too large are compared
    /// only with their nearest neighbours in that order.
    private func splitOversizedBlock(_ members: [Int32], kind: BlockKind, into pairs: inout [UInt64]) {
        var keyed: [(UInt64, Int32)] = members.map { member in
            (kind.isContactPoint ? nameSplitKey(of: records[Int(member)]) : placeSplitKey(of: records[Int(member)]), member)
        }
        keyed.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        let window = Self.oversizedBlockWindow
        var start = 0
        while start < keyed.count {
            var end = start + 1
            while end < keyed.count && keyed[end].0 == keyed[start].0 { end += 1 }
            let group = keyed[start..<end].map(\.1)
            if group.count <= configuration.maximumBlockSize {
                if kind.isContactPoint || keyed[start].0 != 0 { appendAllPairs(group, to: &pairs) }
            } else {
                for left in 0..<group.count {
                    for right in (left + 1)..<min(group.count, left + 1 + window) {
                        let (low, high) = group[left] < group[right] ? (group[left], group[right]) : (group[right], group[left])
                        pairs.append(UInt64(low) << 32 | UInt64(high))
                    }
                }
            }
            start = end
        }
    }
}

