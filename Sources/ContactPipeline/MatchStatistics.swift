/// How often each key value occurs in the data: the source of every weight, so nothing needs
/// labels from the user.
struct MatchStatistics {
    let recordCount: Int
    /// How many records have each birthday, each organization (by hash).
    private(set) var birthdayUses: [UInt64: Int32] = [:]
    private(set) var organizationUses: [UInt64: Int32] = [:]
    /// The weight of agreeing on each phone or email of ``MatchRecords/values`` (almost
    /// nothing when many different names use it: a switchboard, a family mailbox); 0 for
    /// postal codes and streets, whose levels are estimated (``LevelWeights``).
    private(set) var valueWeights: [Double] = []
    /// For each record, how many records carry its full name (sorted folded words), and the
    /// weight of agreeing on it.
    private(set) var fullNameUses: [Int32] = []
    private(set) var fullNameWeights: [Double] = []
    /// The weight of agreeing on each given and family name, by pool identifier.
    private(set) var givenNameWeights: [Double] = []
    private(set) var familyNameWeights: [Double] = []

    /// How many records use each value of one kind and, for phones and emails, how many
    /// different names use it (only where more than one).
    struct Tally {
        var uses: [UInt64: Int32] = [:]
        var names: [UInt64: Int32] = [:]
    }

    /// The kinds of value counted, each on its own thread.
    enum Kind: Int, CaseIterable {
        case phone, email, nameWords, birthday, organization
    }

    init(records: MatchRecords) {
        let tallies = ParallelChunks.map(count: Kind.allCases.count, minimumChunk: 1, threads: Kind.allCases.count) {
            $0.map { Self.tally(Kind(rawValue: $0)!, of: records) }
        }.flatMap { $0 }
        self.init(records: records, recordCount: records.count, tallies: tallies)
    }

    /// The statistics of `records` as part of a book of `recordCount` records whose values
    /// were counted elsewhere: `tallies` by ``Kind`` (a dedupe step scoring some records of a
    /// book; the given and family name counts are the pools' own).
    init(records: MatchRecords, recordCount: Int, tallies: [Tally]) {
        self.recordCount = recordCount
        let values = records.values
        birthdayUses = tallies[Kind.birthday.rawValue].uses
        organizationUses = tallies[Kind.organization.rawValue].uses
        let phones = tallies[Kind.phone.rawValue]
        let emails = tallies[Kind.email.rawValue]
        let nameWords = tallies[Kind.nameWords.rawValue]
        var weights = [Double](repeating: 0, count: values.count)
        let fullNames = weights.withUnsafeMutableBufferPointer { buffer in
            let valueWeights = buffer  // each record writes its own values' weights
            return ParallelChunks.map(count: records.count) { range in
                var uses: [Int32] = []
                var weights: [Double] = []
                for record in records.records[range] {
                    for index in record.phones {
                        valueWeights[index] = contactPointWeight(
                            uses: phones.uses[values[index]], names: phones.names[values[index]], prior: Prior.phone)
                    }
                    for index in record.emails {
                        valueWeights[index] = contactPointWeight(
                            uses: emails.uses[values[index]], names: emails.names[values[index]], prior: Prior.email)
                    }
                    let nameUses = nameWords.uses[record.nameWords] ?? 1
                    uses.append(nameUses)
                    weights.append(agreementWeight(uses: Int(nameUses), prior: Prior.fullName, m: 0.9, cap: 24))
                }
                return (uses, weights)
            }
        }
        valueWeights = weights
        fullNameUses = fullNames.flatMap(\.0)
        fullNameWeights = fullNames.flatMap(\.1)
        givenNameWeights = records.givenNames.counts.map { nameWeight(uses: Int($0), prior: Prior.givenName) }
        familyNameWeights = records.familyNames.counts.map { nameWeight(uses: Int($0), prior: Prior.familyName) }
    }

    /// How many records have `birthday`.
    func uses(ofBirthday birthday: Int32) -> Int32? {
        birthdayUses[Self.birthdayKey(birthday)]
    }

    private static func birthdayKey(_ birthday: Int32) -> UInt64 { UInt64(UInt32(bitPattern: birthday)) }

    private static func tally(_ kind: Kind, of records: MatchRecords) -> Tally {
        var tally = Tally()
        let values = records.values
        var valueAndName: [(UInt64, UInt64)] = []
        for record in records.records {
            switch kind {
            case .phone, .email:
                for index in kind == .phone ? record.phones : record.emails {
                    tally.uses[values[index], default: 0] += 1
                    // Names by their words; an organization card by its name.
                    valueAndName.append((values[index], record.kind == 0 ? record.nameWords : record.organization))
                }
            case .nameWords:
                if record.nameWords != 0 { tally.uses[record.nameWords, default: 0] += 1 }
            case .birthday:
                if record.birthday != 0 { tally.uses[birthdayKey(record.birthday), default: 0] += 1 }
            case .organization:
                if record.organization != 0 { tally.uses[record.organization, default: 0] += 1 }
            }
        }
        if kind == .phone || kind == .email { tally.names = distinctCounts(&valueAndName) }
        return tally
    }

    /// Records more names than this on one phone or email are a switchboard or shared box.
    static let sharedContactPointNames: Int32 = 4

    private func contactPointWeight(uses: Int32?, names: Int32?, prior: Double) -> Double {
        if (names ?? 1) > Self.sharedContactPointNames { return 1 }
        return agreementWeight(uses: Int(uses ?? 1), prior: prior, m: 0.9, cap: 16)
    }

    /// The weight of agreeing on a given or family name used by `uses` records.
    func nameWeight(uses: Int, prior: Double) -> Double {
        agreementWeight(uses: uses, prior: prior, m: 0.9, cap: 12)
    }

    /// For each key, the number of distinct second values it appears with.
    private static func distinctCounts(_ pairs: inout [(UInt64, UInt64)]) -> [UInt64: Int32] {
        pairs.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        var result: [UInt64: Int32] = [:]
        var index = 0
        while index < pairs.count {
            let key = pairs[index].0
            var distinct: Int32 = 0
            var previous: UInt64? = nil
            while index < pairs.count && pairs[index].0 == key {
                if pairs[index].1 != previous { distinct += 1; previous = pairs[index].1 }
                index += 1
            }
            if distinct > 1 { result[key] = distinct }
        }
        return result
    }

    /// How many imagined records of the wider population smooth the frequencies, so that a
    /// small book (where every value is rare and every value is common) still gets sensible
    /// weights.
    static let priorRecords = 1000.0

    /// Typical frequencies of a value in the wider population, per kind of key: the prior the
    /// book's own counts are blended with.
    enum Prior {
        static let phone = 1e-6, email = 1e-6, givenName = 0.01, familyName = 0.003
        static let fullName = 1e-4, birthday = 5e-5
        static let organization = 1e-3
    }

    /// The weight of agreeing on a value used by `uses` records, with agreement probability
    /// `m` among true matches: `log2(m / u)` where `u = (uses + a·prior) / (n + a)` is the
    /// value's frequency smoothed with ``priorRecords`` imagined records; never below zero,
    /// at most `cap`.
    func agreementWeight(uses: Int, prior: Double, m: Double = 0.95, cap: Double = 16) -> Double {
        let frequency = (Double(max(uses, 1)) + Self.priorRecords * prior) / (Double(recordCount) + Self.priorRecords)
        let weight = log2(m / frequency)
        return min(cap, max(0, weight))
    }
}
