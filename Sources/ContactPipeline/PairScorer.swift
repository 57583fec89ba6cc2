/// Scores a pair of records: the sum of the weights of the evidence for and against their
/// being one person, and whether anything truly incompatible forbids the match.
///
/// Weights are in bits (log2 odds): agreement on a whole value from ``MatchStatistics``
/// (term-frequency adjusted); disagreement on given name, family name and birthday, a
/// birthday slip and the address levels from ``LevelWeights`` (estimated from the book);
/// the rest from ``Weights``. Each rule has a test:
///
/// | evidence | weight |
/// |---|---|
/// | same given name, or nickname of it | `log2(m/u)` of the given name, capped at 12 |
/// | same given and family name together (also another name of the given name: nickname, diminutive, short form, initial) | at most `log2(m/u)` of the full name |
/// | given name with one typo or sounding alike / similar / initial or short form | half / a third of that / 1 or 2 |
/// | given names related by the generated diminutive table / one a diminutive by its form of the other | estimated (0 to 10 / 0 to 8) |
/// | different given names | estimated (−12 to −1) |
/// | same family name | `log2(m/u)` of the family name, capped at 12 |
/// | family names that sound alike, differ by one typo or share a word / are similar | half / a third of that |
/// | different family names | estimated (−8 to −1) |
/// | different family names, the same given name and a shared mobile or email (a married name) | estimated (−8 to 0) |
/// | shared phone or email | `log2(m/u)`; 1 when used by more than four names |
/// | shared mobile | `log2(m/u)` in full, also between names that seem to differ |
/// | shared landline, email, address between clearly different names (or two people by their mobiles or birthdays) | at most 2 all together, unless a full birthday is shared too |
/// | emails of their own on both cards, none shared; phones likewise (organizations) | estimated (−6 to 0) |
/// | shared family mailbox (`thesmiths@`, `familie.mueller@`) | at most 2 |
/// | organization names (organization cards): similar / contained / partial / different / other branch | estimated (see `PairScorer+Organizations.swift`) |
/// | both have mobiles and share none (a number one card calls mobile counts) | −20 |
/// | same full birthday | `log2(m/u)`, capped at 14 |
/// | birthdays one slip apart (a digit, swapped digits, day and month) | estimated (0 to 8) |
/// | different birthdays | estimated (−12 to −1) |
/// | same month and day, a year missing | 6 |
/// | same street and postal code, or three or four of house number, street (or one typo apart), postal code, city / two / one | estimated (0 to 10 / 8 / 4) |
/// | addresses on both sides, no part shared | estimated (−4 to 0) |
/// | the same extended address (a building, a farm) | estimated (0 to 8) |
/// | different middle initials | −6 |
/// | different generation suffixes (Jr, Sr) / person and organization | cannot-link |
/// | same organization | 1 (persons), `log2(m/u)` (organizations) |
struct PairScorer {
    let records: MatchRecords
    let names: ComparableNames
    /// The names of organization cards, by their ``MatchRecords/organizationNames`` identifier.
    let organizationNames: OrganizationNames
    let statistics: MatchStatistics

    /// The weights of the disagreements whose cost depends on the book (see
    /// ``LevelWeights``), estimated by ``DuplicateFinder`` before the final scoring.
    var levelWeights = LevelWeights()
    /// While estimating: note ``Score/sharesKeyUnderOtherGivenName``, and which family-name
    /// comparison every pair belongs to (the final scoring needs it only when they differ).
    var notesSharedKeys = false
    /// Whether the values two cards share weigh within ``Weights/sharedValuesOfDifferentNames``
    /// when their names clearly differ; off only while estimating how often random pairs show
    /// each level (`u` counts every pair, whatever its names).
    var capsSharedValuesOfDifferentNames = true

    /// `organizationNames`: the organization cards' names with the whole book's word counts
    /// (a dedupe step); nil: counted from `records`.
    init(records: MatchRecords, statistics: MatchStatistics, organizationNames: OrganizationNames? = nil) {
        self.records = records
        self.statistics = statistics
        names = ComparableNames(givenNames: records.givenNames.texts, familyNames: records.familyNames.texts)
        self.organizationNames = organizationNames ?? OrganizationNames(names: records.organizationNames.texts)
    }

    struct Score {
        var value = 0.0
        var cannotLink = false
        /// Strong evidence that the two are not one: different mobiles, or given names no
        /// nickname, diminutive, initial, typo or transliteration explains, different full
        /// birthdays, organization names that clearly differ, when the book makes that
        /// disagreement weigh ``Weights/strongEvidenceAgainst`` or more (a phone's book does; a
        /// book keyed in by hand, where one person's records often disagree so, does not). Such
        /// a pair stays in one cluster only when its own score reaches the threshold (see
        /// `DuplicateFinder+Clustering.swift`).
        var strongAgainst = false
        /// The names clearly differ (given names, or organization names), and the two share a
        /// phone, an email or part of an address.
        var namesDiffer = false
        var sharesValue = false
        /// The two share a value a person has alone: a mobile, an email address of their own
        /// (not a family mailbox, not one many names use) or a full birthday.
        var sharesOwnValue = false
        /// Bit `l.rawValue` set when estimated level `l` could be observed (both sides known),
        /// and when the pair shows it.
        var compared: UInt32 = 0
        var shows: UInt32 = 0
        /// The pair shares a phone or email (used by at most four names) under different given
        /// names, both family names known (what ``EstimatedLevel/familyNameMarried``'s `u` is
        /// estimated from), and whether those family names differ; noted only while estimating.
        var sharesKeyUnderOtherGivenName = false
        var familyNamesDiffer = false
    }

    /// What a piece of evidence is about; the raw value is ``MatchEvidence/field``.
    enum Field: String {
        case kind, name, givenName = "given-name", familyName = "family-name", middleName = "middle-name"
        case suffix, phone, mobile, email, birthday, address, organization
    }

    func score(_ first: Int, _ second: Int, evidence: UnsafeMutablePointer<[MatchEvidence]>?) -> Score {
        let left = records[first]
        let right = records[second]
        var sheet = ScoreSheet(evidence: evidence)
        if left.kind != right.kind {
            sheet.forbid(.kind, "different")
            return sheet.score
        }
        // Names that clearly say two people (given names no nickname, typo or initial
        // explains) or two organizations: what they share is a household's or a building's.
        var namesDiffer = false
        if left.kind == 0 {
            namesDiffer = scoreNames(first, second, fullNameWeight: fullNameWeight(first, second), on: &sheet)
            if left.organization != 0 && left.organization == right.organization {
                sheet.note(.organization, "same", 1)
            }
        } else if left.kind == 1 {
            namesDiffer = scoreOrganizationNames(left, right, on: &sheet)
        }
        // A birthday is a person's own: one shared says more than a household's values.
        if namesDiffer { sheet.score.namesDiffer = true }
        // Names that clearly differ, or evidence that the two are two people (different
        // mobiles, different full birthdays where the book makes that strong): what they share
        // is then a household's or a building's, and never outweighs it.
        if (namesDiffer || personsDiffer(left, right)) && capsSharedValuesOfDifferentNames && levelWeights.households.shareValues
            && !Self.birthdaysAgree(left.birthday, right.birthday)
        {
            sheet.sharedValuesLeft = Weights.sharedValuesOfDifferentNames
        }
        scoreContactPoints(left, right, on: &sheet)
        scoreBirthdays(left, right, on: &sheet)
        scorePlaces(left, right, on: &sheet)
        return sheet.score
    }

    /// A pair's score as the comparisons add to it, and its evidence when asked for: a value
    /// passed along (no closures capture it, so scoring a pair allocates nothing).
    struct ScoreSheet {
        var score = Score()
        let evidence: UnsafeMutablePointer<[MatchEvidence]>?
        /// When the names clearly differ: how many bits the values the two cards share (phones,
        /// emails, the address) may still add, all together; nil otherwise.
        var sharedValuesLeft: Double?

        mutating func note(_ field: Field, _ finding: String, _ weight: Double) {
            score.value += weight
            evidence?.pointee.append(MatchEvidence(field: field.rawValue, finding: finding, weight: weight))
        }

        /// A value both cards have (a phone, an email, the address): its weight, or, between
        /// names that clearly differ, no more than what ``sharedValuesLeft`` still allows (a
        /// family's landline and mailbox, a building's switchboard and street never link two
        /// people or two businesses alone).
        mutating func noteShared(_ field: Field, _ finding: String, _ weight: Double) {
            score.sharesValue = true
            guard let left = sharedValuesLeft else { return note(field, finding, weight) }
            let kept = max(0, min(weight, left))
            sharedValuesLeft = left - kept
            // The words only for the evidence: a pair scored without it makes no text.
            let said = evidence == nil ? finding : finding + " (names differ: shared values weigh at most \(Int(Weights.sharedValuesOfDifferentNames)) bits)"
            note(field, said, kept)
        }

        /// Level `level` could be observed: both sides are known.
        mutating func compare(_ level: EstimatedLevel) { score.compared |= 1 << level.rawValue }

        /// The pair shows level `level`, which weighs `weight`.
        mutating func show(_ level: EstimatedLevel, _ field: Field, _ finding: String, weight: Double) {
            score.shows |= 1 << level.rawValue
            note(field, finding, weight)
        }

        mutating func forbid(_ field: Field, _ finding: String) {
            score.cannotLink = true
            evidence?.pointee.append(MatchEvidence(field: field.rawValue, finding: finding, weight: -.infinity))
        }
    }

    /// Notes that the pair shows `level`, with the level's estimated weight.
    func show(_ level: EstimatedLevel, _ field: Field, _ finding: String, on sheet: inout ScoreSheet) {
        let weight = levelWeights[level]
        if weight <= Weights.strongEvidenceAgainst && EstimatedLevel.strongAgainst.contains(level) {
            sheet.score.strongAgainst = true
        }
        sheet.show(level, field, finding, weight: weight)
    }

    /// The weights of negative and partial evidence, in bits; what agreement on a value weighs
    /// comes from ``MatchStatistics``.
    enum Weights {
        static let middleInitialDiffers = -6.0
        static let mobilesDiffer = -20.0
        /// At most what the values two cards share (phones, emails, the address) weigh all
        /// together when their names clearly differ: a household's landline, mailbox and street,
        /// a building's switchboard and address. A different given name costs at least as much
        /// (``LevelWeights/highest``), so shared values never link different names alone.
        static let sharedValuesOfDifferentNames = 2.0
        /// At most what a shared family mailbox (``HouseholdMailbox``) weighs: a household's
        /// value, like a landline and a street that different names share.
        static let familyMailbox = 2.0
        /// A disagreement that weighs this much or more against (a factor of 32) is strong
        /// evidence that two records are two people (``Score/strongAgainst``).
        static let strongEvidenceAgainst = -5.0
    }

    func score(_ first: Int, _ second: Int, evidence: inout [MatchEvidence]) -> Score {
        withUnsafeMutablePointer(to: &evidence) { score(first, second, evidence: $0) }
    }

    /// The weight of agreeing on the whole name of two records: that of the more common one.
    private func fullNameWeight(_ first: Int, _ second: Int) -> Double {
        let uses = statistics.fullNameUses
        return uses[first] >= uses[second] ? statistics.fullNameWeights[first] : statistics.fullNameWeights[second]
    }

    /// Where `value` first occurs in `range` of the record values, or nil.
    func firstIndex(of value: UInt64, in range: Range<Int>) -> Int? {
        let values = records.values
        for index in range where values[index] == value { return index }
        return nil
    }

    private func scoreContactPoints(_ left: MatchRecord, _ right: MatchRecord, on sheet: inout ScoreSheet) {
        let values = records.values
        let weights = statistics.valueWeights
        var bestPhone = -1.0
        var bestMobile = -1.0
        var sharesMobile = false
        for leftIndex in left.phones {
            guard let rightIndex = firstIndex(of: values[leftIndex], in: right.phones) else { continue }
            let leftPosition = leftIndex - left.phones.lowerBound
            let rightPosition = rightIndex - right.phones.lowerBound
            // A number one card calls mobile is a mobile, whatever the other calls it (main,
            // iPhone, voice): sharing it is sharing a mobile.
            let isMobile = (leftPosition < 32 && left.mobileMask & (1 << UInt32(leftPosition)) != 0)
                || (rightPosition < 32 && right.mobileMask & (1 << UInt32(rightPosition)) != 0)
            if isMobile {
                sharesMobile = true
                bestMobile = max(bestMobile, weights[leftIndex])
            }
            bestPhone = max(bestPhone, weights[leftIndex])
        }
        let bothHaveMobiles = left.hasMobile && right.hasMobile
        // An organization has the one switchboard its listings give; a person has several
        // numbers (home, work, old ones) and one card rarely carries them all: phones that
        // differ (without mobiles on both) are compared for organizations only.
        let comparesPhones = left.kind != 0
        if bestMobile > 1 && bestMobile >= bestPhone {
            // A mobile is a person's own, not a household's: it weighs in full even between
            // names that seem to differ (a name written in another script, or swapped). One
            // that many names use weighs 1 already (``MatchStatistics``).
            sheet.score.sharesValue = true
            sheet.score.sharesOwnValue = true
            sheet.note(.phone, "same mobile", bestMobile)
        } else if bestPhone >= 0 {
            sheet.noteShared(.phone, bestPhone <= 1 ? "shared by many names" : "same", bestPhone)
        } else if comparesPhones && !left.phones.isEmpty && !right.phones.isEmpty && !bothHaveMobiles {
            show(.phonesDiffer, .phone, "different", on: &sheet)
        }
        if comparesPhones && !left.phones.isEmpty && !right.phones.isEmpty && !bothHaveMobiles { sheet.compare(.phonesDiffer) }
        if bothHaveMobiles && !sharesMobile {
            sheet.note(.mobile, "different", Weights.mobilesDiffer)
            sheet.score.strongAgainst = true
        }
        scoreEmails(left, right, on: &sheet)
    }

    private func scoreBirthdays(_ left: MatchRecord, _ right: MatchRecord, on sheet: inout ScoreSheet) {
        guard left.birthday != 0 && right.birthday != 0 else { return }
        sheet.compare(.birthdayDiffers)
        if left.hasFullBirthday && right.hasFullBirthday && left.birthday >= 10000 && right.birthday >= 10000 {
            sheet.compare(.birthdaySlip)
            if left.birthday == right.birthday {
                sheet.score.sharesOwnValue = true
                let uses = Int(statistics.uses(ofBirthday: left.birthday) ?? 1)
                sheet.note(.birthday, "same", statistics.agreementWeight(uses: uses, prior: MatchStatistics.Prior.birthday, cap: 14))
            } else if Self.isBirthdayTypo(left.birthday, right.birthday) {
                show(.birthdaySlip, .birthday, "one digit or day and month apart", on: &sheet)
            } else {
                show(.birthdayDiffers, .birthday, "different", on: &sheet)
            }
        } else if left.birthdayMonthDay == right.birthdayMonthDay {
            sheet.note(.birthday, "same day, year missing", 6)
        } else {
            show(.birthdayDiffers, .birthday, "different", on: &sheet)
        }
    }

    /// Whether two people's own values say they are two: mobiles on both cards with none in
    /// common, or full birthdays that differ by more than a slip where the book makes that
    /// strong evidence (``Weights/strongEvidenceAgainst``).
    private func personsDiffer(_ left: MatchRecord, _ right: MatchRecord) -> Bool {
        if left.hasFullBirthday && right.hasFullBirthday && !Self.birthdaysAgree(left.birthday, right.birthday)
            && levelWeights[.birthdayDiffers] <= Weights.strongEvidenceAgainst
        {
            return true
        }
        guard left.hasMobile && right.hasMobile else { return false }
        let values = records.values
        for leftIndex in left.phones where leftIndex - left.phones.lowerBound < 32 && left.mobileMask & (1 << UInt32(leftIndex - left.phones.lowerBound)) != 0 {
            if firstIndex(of: values[leftIndex], in: right.phones) != nil { return false }
        }
        for rightIndex in right.phones where rightIndex - right.phones.lowerBound < 32 && right.mobileMask & (1 << UInt32(rightIndex - right.phones.lowerBound)) != 0 {
            if firstIndex(of: values[rightIndex], in: left.phones) != nil { return false }
        }
        return true
    }

    /// Whether two birthdays (`yyyymmdd`, year 0 when unknown) agree: the same, one slip
    /// apart, or the same day and month when a year is missing.
    static func birthdaysAgree(_ left: Int32, _ right: Int32) -> Bool {
        guard left != 0 && right != 0 else { return false }
        if left == right { return true }
        if left >= 10000 && right >= 10000 { return isBirthdayTypo(left, right) }
        return left % 10000 == right % 10000
    }

    /// Whether two full birthdays (`yyyymmdd`) differ as a typing slip does: one digit, two
    /// neighbouring digits swapped, or day and month exchanged.
    static func isBirthdayTypo(_ left: Int32, _ right: Int32) -> Bool {
        guard left > 0 && right > 0 else { return false }
        // Decimal digits, four bits each, the last digit first (no text is made: this runs
        // for every candidate pair with two birthdays).
        let (a, countA) = packedDigits(left)
        let (b, countB) = packedDigits(right)
        guard countA == countB else { return false }
        func digit(_ digits: UInt64, _ position: Int) -> UInt64 { (digits >> (4 * position)) & 0xF }
        var differences = 0
        var first = 0
        var second = 0
        for position in 0..<countA where digit(a, position) != digit(b, position) {
            if differences == 0 { first = position } else if differences == 1 { second = position }
            differences += 1
        }
        if differences == 1 { return true }
        if differences == 2 && second == first + 1 && digit(a, first) == digit(b, second) && digit(a, second) == digit(b, first) {
            return true
        }
        let (year, month, day) = (left / 10000, left / 100 % 100, left % 100)
        return right == year * 10000 + day * 100 + month
    }

    /// The decimal digits of a positive number, four bits each with the last digit lowest,
    /// and how many there are.
    private static func packedDigits(_ value: Int32) -> (digits: UInt64, count: Int) {
        var rest = value
        var digits: UInt64 = 0
        var count = 0
        repeat {
            digits |= UInt64(rest % 10) << (4 * count)
            rest /= 10
            count += 1
        } while rest > 0
        return (digits, count)
    }

    /// Addresses: a street with its postal code shared by both (whole, without spaces, or
    /// the house number) counts as three parts; otherwise the parts of the first addresses
    /// (``AddressParts``) that agree give the level. Each level's weight is estimated.
    private func scorePlaces(_ left: MatchRecord, _ right: MatchRecord, on sheet: inout ScoreSheet) {
        let values = records.values
        var sharesStreet = false
        for index in left.streets where firstIndex(of: values[index], in: right.streets) != nil {
            sharesStreet = true
            break
        }
        let streetsAlike = left.address.street != right.address.street && left.address.street != 0 && right.address.street != 0
            && AddressParts.streetNamesAlike(
                records.streetNameBytes, Int(left.streetNameStart)..<Int(left.streetNameEnd),
                Int(right.streetNameStart)..<Int(right.streetNameEnd))
        // Between names that clearly differ a shared address is a household's or a building's:
        // it weighs within ``ScoreSheet/sharedValuesLeft`` and says nothing to the estimation.
        let isHousehold = sheet.sharedValuesLeft != nil
        if left.address.extended != 0 && right.address.extended != 0 {
            if !isHousehold { sheet.compare(.extendedAddressSame) }
            if left.address.extended == right.address.extended {
                if isHousehold {
                    sheet.noteShared(.address, "same extended address", levelWeights[.extendedAddressSame])
                } else {
                    show(.extendedAddressSame, .address, "same extended address", on: &sheet)
                }
            }
        }
        let (shared, comparable) = left.address.agreement(with: right.address, streetsAlike: streetsAlike)
        guard sharesStreet || comparable > 0 else { return }
        if left.address.isSameDwelling(as: right.address, streetsAlike: streetsAlike) { sheet.score.sharesValue = true }
        let (level, finding): (EstimatedLevel, String)
        switch sharesStreet ? 3 : shared {
        case 0: (level, finding) = (.addressDiffers, "different")
        case 1: (level, finding) = (.addressSharesOnePart, "one part the same")
        case 2: (level, finding) = (.addressSharesTwoParts, "two parts the same")
        default: (level, finding) = (.addressSharesThreeParts, sharesStreet ? "same street and postal code" : "three parts the same")
        }
        if isHousehold {
            let weight = levelWeights[level]
            if weight > 0 { sheet.noteShared(.address, finding, weight) } else { sheet.note(.address, finding, weight) }
            return
        }
        for level in EstimatedLevel.addressLevels { sheet.compare(level) }
        show(level, .address, finding, on: &sheet)
    }
}
