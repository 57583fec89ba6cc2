/// Scores a pair of records: the sum of the weights of the evidence for and against their
/// being one person, and whether any hard negative evidence forbids the match.
///
/// Weights are in bits (log2 odds), from ``MatchStatistics``. The rules, each with a test:
///
/// | evidence | weight |
/// |---|---|
/// | same given name, or nickname of it | `log2(m/u)` of the given name, capped at 12 |
/// | same given and family name together | at most `log2(m/u)` of the full name |
/// | given name with one typo, or an initial | half of that, or 1 |
/// | incompatible given names | cannot-link (a household, a colleague) |
/// | same family name | `log2(m/u)` of the family name, capped at 12 |
/// | family names that sound alike or differ by one typo | half of that |
/// | different family names | −8 |
/// | shared phone or email | `log2(m/u)`; 1 when used by more than four names |
/// | same full birthday | `log2(m/u)`; different full birthdays: cannot-link |
/// | same month and day, a year missing | 6; different month and day: cannot-link |
/// | same street and postal code / same postal code | up to 6 / up to 3 |
/// | different middle initials or generation suffixes (Jr, Sr) | cannot-link |
/// | both have mobile numbers and share none, no phone shared | cannot-link |
/// | same organization | 1 (persons), `log2(m/u)` (organizations) |
struct PairScorer {
    let records: [MatchRecord]
    let builder: MatchKeyBuilder
    let statistics: MatchStatistics

    struct Score {
        var value = 0.0
        var cannotLink = false
        /// Weight from anything but names: contact points, birthday, address, organization.
        var otherThanNames = 0.0
    }

    /// Evidence that does not count as "other than names": names, postal codes (shared by a
    /// whole town) and birthdays (in a large book, many people with one name share one).
    static let nameFields: Set<String> = [
        "name", "given-name", "family-name", "middle-name", "suffix", "postal-code", "birthday",
    ]

    /// Records more names than this on one phone or email are a switchboard or shared box.
    static let sharedContactPointNames: Int32 = 4

    func score(_ first: Int, _ second: Int, evidence: UnsafeMutablePointer<[MatchEvidence]>?) -> Score {
        let left = records[first]
        let right = records[second]
        var result = Score()
        func note(_ field: String, _ finding: String, _ weight: Double) {
            result.value += weight
            if !Self.nameFields.contains(field) && weight > 1 { result.otherThanNames += weight }
            evidence?.pointee.append(MatchEvidence(field: field, finding: finding, weight: weight))
        }
        func forbid(_ field: String, _ finding: String) {
            result.cannotLink = true
            evidence?.pointee.append(MatchEvidence(field: field, finding: finding, weight: -.infinity))
        }
        if left.kind != right.kind { forbid("kind", "different"); return result }
        if left.kind == 0 { scoreNames(left, right, note: note, forbid: forbid) }
        if left.organization != 0 && left.organization == right.organization {
            let uses = Int(statistics.organizationUses[left.organization] ?? 1)
            note("organization", "same", left.kind == 0 ? 1 : statistics.agreementWeight(uses: uses, prior: MatchStatistics.Prior.organization, cap: 14))
        }
        scoreContactPoints(left, right, note: note, forbid: forbid)
        scoreBirthdays(left, right, note: note, forbid: forbid)
        scorePlaces(left, right, note: note)
        return result
    }

    func score(_ first: Int, _ second: Int, evidence: inout [MatchEvidence]) -> Score {
        withUnsafeMutablePointer(to: &evidence) { score(first, second, evidence: $0) }
    }

    private func scoreContactPoints(
        _ left: MatchRecord, _ right: MatchRecord, note: (String, String, Double) -> Void,
        forbid: (String, String) -> Void
    ) {
        var bestPhone = -1.0
        var sharesMobile = false
        for (leftIndex, phone) in left.phones.enumerated() {
            guard let rightIndex = right.phones.firstIndex(of: phone) else { continue }
            let weight = contactPointWeight(uses: statistics.phoneUses[phone], names: statistics.phoneNames[phone], prior: MatchStatistics.Prior.phone)
            bestPhone = max(bestPhone, weight)
            if leftIndex < 32 && rightIndex < 32 && left.mobileMask & (1 << UInt32(leftIndex)) != 0
                && right.mobileMask & (1 << UInt32(rightIndex)) != 0
            {
                sharesMobile = true
            }
        }
        if bestPhone >= 0 { note("phone", bestPhone <= 1 ? "shared by many names" : "same", bestPhone) }
        if left.hasMobile && right.hasMobile && !sharesMobile { forbid("mobile", "different") }
        var bestEmail = -1.0
        for email in left.emails where right.emails.contains(email) {
            bestEmail = max(bestEmail, contactPointWeight(uses: statistics.emailUses[email], names: statistics.emailNames[email], prior: MatchStatistics.Prior.email))
        }
        if bestEmail >= 0 { note("email", bestEmail <= 1 ? "shared by many names" : "same", bestEmail) }
    }

    private func contactPointWeight(uses: Int32?, names: Int32?, prior: Double) -> Double {
        if (names ?? 1) > Self.sharedContactPointNames { return 1 }
        return statistics.agreementWeight(uses: Int(uses ?? 1), prior: prior, m: 0.9, cap: 16)
    }

    private func scoreBirthdays(
        _ left: MatchRecord, _ right: MatchRecord, note: (String, String, Double) -> Void,
        forbid: (String, String) -> Void
    ) {
        guard left.birthday != 0 && right.birthday != 0 else { return }
        if left.hasFullBirthday && right.hasFullBirthday && left.birthday >= 10000 && right.birthday >= 10000 {
            if left.birthday == right.birthday {
                let uses = Int(statistics.birthdayUses[left.birthday] ?? 1)
                note("birthday", "same", statistics.agreementWeight(uses: uses, prior: MatchStatistics.Prior.birthday, cap: 14))
            } else {
                forbid("birthday", "different")
            }
        } else if left.birthdayMonthDay == right.birthdayMonthDay {
            note("birthday", "same day, year missing", 6)
        } else {
            forbid("birthday", "different")
        }
    }

    private func scorePlaces(_ left: MatchRecord, _ right: MatchRecord, note: (String, String, Double) -> Void) {
        for street in left.streets where right.streets.contains(street) {
            let uses = Int(statistics.streetUses[street] ?? 1)
            note("address", "same", min(6, statistics.agreementWeight(uses: uses, prior: MatchStatistics.Prior.street)))
            return
        }
        for code in left.postalCodes where right.postalCodes.contains(code) {
            let uses = Int(statistics.postalCodeUses[code] ?? 1)
            note("postal-code", "same", min(3, statistics.agreementWeight(uses: uses, prior: MatchStatistics.Prior.postalCode)))
            return
        }
    }
}
