/// How often each key value occurs in the data: the source of every weight, so nothing needs
/// labels from the user.
struct MatchStatistics {
    let recordCount: Int
    var phoneUses: [UInt64: Int32] = [:]
    /// How many different names use each phone (a switchboard has many).
    var phoneNames: [UInt64: Int32] = [:]
    var emailUses: [UInt64: Int32] = [:]
    var emailNames: [UInt64: Int32] = [:]
    var birthdayUses: [Int32: Int32] = [:]
    var postalCodeUses: [UInt64: Int32] = [:]
    var streetUses: [UInt64: Int32] = [:]
    var organizationUses: [UInt64: Int32] = [:]
    /// How many records carry each full name (sorted folded words).
    var nameWordsUses: [UInt64: Int32] = [:]

    init(records: [MatchRecord], builder: MatchKeyBuilder) {
        recordCount = records.count
        var phoneAndName: [(UInt64, UInt64)] = []
        var emailAndName: [(UInt64, UInt64)] = []
        for record in records {
            for phone in record.phones {
                phoneUses[phone, default: 0] += 1
                phoneAndName.append((phone, record.nameWords))
            }
            for email in record.emails {
                emailUses[email, default: 0] += 1
                emailAndName.append((email, record.nameWords))
            }
            if record.birthday != 0 { birthdayUses[record.birthday, default: 0] += 1 }
            for code in record.postalCodes { postalCodeUses[code, default: 0] += 1 }
            for street in record.streets { streetUses[street, default: 0] += 1 }
            if record.organization != 0 { organizationUses[record.organization, default: 0] += 1 }
            if record.nameWords != 0 { nameWordsUses[record.nameWords, default: 0] += 1 }
        }
        phoneNames = Self.distinctCounts(&phoneAndName)
        emailNames = Self.distinctCounts(&emailAndName)
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
