/// How often each key value occurs in the data: the source of every weight, so nothing needs
/// labels from the user.
struct MatchStatistics {
    let recordCount: Int
    var birthdayUses: [Int32: Int32] = [:]
    var organizationUses: [UInt64: Int32] = [:]
    /// The weight of agreeing on each of ``MatchRecords/values``: a phone or email (almost
    /// nothing when many different names use it: a switchboard, a family mailbox), a postal
    /// code (at most 3) or a street with its postal code (at most 6).
    private(set) var valueWeights: [Double] = []
    /// For each record, how many records carry its full name (sorted folded words), and the
    /// weight of agreeing on it.
    private(set) var fullNameUses: [Int32] = []
    private(set) var fullNameWeights: [Double] = []
    /// The weight of agreeing on each given and family name, by pool identifier.
    private(set) var givenNameWeights: [Double] = []
    private(set) var familyNameWeights: [Double] = []

    init(records: MatchRecords) {
        recordCount = records.count
        var phoneUses: [UInt64: Int32] = [:]
        var emailUses: [UInt64: Int32] = [:]
        var postalCodeUses: [UInt64: Int32] = [:]
        var streetUses: [UInt64: Int32] = [:]
        var nameWordsUses: [UInt64: Int32] = [:]
        var phoneAndName: [(UInt64, UInt64)] = []
        var emailAndName: [(UInt64, UInt64)] = []
        let values = records.values
        for record in records.records {
            for phone in values[record.phones] {
                phoneUses[phone, default: 0] += 1
                phoneAndName.append((phone, record.nameWords))
            }
            for email in values[record.emails] {
                emailUses[email, default: 0] += 1
                emailAndName.append((email, record.nameWords))
            }
            if record.birthday != 0 { birthdayUses[record.birthday, default: 0] += 1 }
            for code in values[record.postalCodes] { postalCodeUses[code, default: 0] += 1 }
            for street in values[record.streets] { streetUses[street, default: 0] += 1 }
            if record.organization != 0 { organizationUses[record.organization, default: 0] += 1 }
            if record.nameWords != 0 { nameWordsUses[record.nameWords, default: 0] += 1 }
        }
        let phoneNames = Self.distinctCounts(&phoneAndName)
        let emailNames = Self.distinctCounts(&emailAndName)
        valueWeights = [Double](repeating: 0, count: values.count)
        fullNameUses.reserveCapacity(records.count)
        fullNameWeights.reserveCapacity(records.count)
        for record in records.records {
            for index in record.phones {
                valueWeights[index] = contactPointWeight(
                    uses: phoneUses[values[index]], names: phoneNames[values[index]], prior: Prior.phone)
            }
            for index in record.emails {
                valueWeights[index] = contactPointWeight(
                    uses: emailUses[values[index]], names: emailNames[values[index]], prior: Prior.email)
            }
            for index in record.postalCodes {
                let uses = Int(postalCodeUses[values[index]] ?? 1)
                valueWeights[index] = min(3, agreementWeight(uses: uses, prior: Prior.postalCode))
            }
            for index in record.streets {
                let uses = Int(streetUses[values[index]] ?? 1)
                valueWeights[index] = min(6, agreementWeight(uses: uses, prior: Prior.street))
            }
            let uses = nameWordsUses[record.nameWords] ?? 1
            fullNameUses.append(uses)
            fullNameWeights.append(agreementWeight(uses: Int(uses), prior: Prior.fullName, m: 0.9, cap: 24))
        }
        givenNameWeights = records.givenNames.counts.map { nameWeight(uses: Int($0), prior: Prior.givenName) }
        familyNameWeights = records.familyNames.counts.map { nameWeight(uses: Int($0), prior: Prior.familyName) }
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
        static let fullName = 1e-4, birthday = 5e-5, street = 1e-5, postalCode = 1e-3
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
