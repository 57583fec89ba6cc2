extension PairScorer {
    /// Given names, family names (also swapped), middle initials and generation suffixes.
    ///
    /// `fullNameWeight`: the weight of agreeing on the whole name (see
    /// ``MatchStatistics/fullNameWeights``).
    ///
    /// Returns whether the given names are different (no nickname, typo, initial, short form
    /// or similar spelling of each other): contact points a household shares then weigh less.
    @discardableResult
    func scoreNames(_ first: Int, _ second: Int, fullNameWeight: Double, on sheet: inout ScoreSheet) -> Bool {
        let (left, right) = (records[first], records[second])
        var givenNamesDiffer = false
        // Names as ``ComparableNames`` identifiers, -1 when empty.
        let leftGiven = left.given < 0 ? -1 : names.givenNames[Int(left.given)]
        let rightGiven = right.given < 0 ? -1 : names.givenNames[Int(right.given)]
        let leftFamily = left.family < 0 ? -1 : names.familyNames[Int(left.family)]
        let rightFamily = right.family < 0 ? -1 : names.familyNames[Int(right.family)]
        if left.middleInitial != 0 && right.middleInitial != 0 && left.middleInitial != right.middleInitial {
            sheet.note(.middleName, "different initials", Weights.middleInitialDiffers)
        }
        if left.generation != right.generation {
            if left.generation >= 0 && right.generation >= 0 {
                sheet.forbid(.suffix, "different generations")
            } else {
                sheet.note(.suffix, "on one side only", -3)
            }
        }
        let givenWeight = nameWeight(
            left.given, right.given, pool: records.givenNames, weights: statistics.givenNameWeights,
            prior: MatchStatistics.Prior.givenName)
        let familyWeight = nameWeight(
            left.family, right.family, pool: records.familyNames, weights: statistics.familyNameWeights,
            prior: MatchStatistics.Prior.familyName)
        // Worked out once: the checks below and the given-name comparison all need it.
        let givenComparison: GivenNameComparison =
            leftGiven >= 0 && rightGiven >= 0 ? names.compareGivenNames(leftGiven, rightGiven) : .incompatible
        // Agreeing on a whole name is worth no more than that name's own rarity: a thousand
        // John Smiths make "John Smith" weak even though neither word alone is rare.
        if leftGiven >= 0 && leftFamily >= 0 && leftGiven != rightGiven
            && leftGiven == rightFamily && leftFamily == rightGiven
        {
            sheet.note(.name, "same, given and family swapped", min(givenWeight + familyWeight, fullNameWeight))
            return false
        }
        if leftGiven >= 0 && leftFamily >= 0 && rightGiven >= 0 && rightFamily >= 0
            && givenComparison == .incompatible
            && names.compareGivenNames(leftGiven, rightFamily) != .incompatible
            && names.compareGivenNames(leftFamily, rightGiven) != .incompatible
        {
            sheet.note(.name, "similar, given and family swapped", min(givenWeight + familyWeight, fullNameWeight) / 2)
            return false
        }
        if leftGiven >= 0 && leftFamily >= 0 && rightGiven >= 0 && rightFamily >= 0
            && (leftGiven == rightFamily) != (leftFamily == rightGiven)
            && givenComparison == .incompatible && leftFamily != rightFamily
        {
            // One name moved to the other field, the other replaced: "Blake Green" and
            // "Gloufssis Blake".
            sheet.compare(.nameCrossedOnce)
            show(.nameCrossedOnce, .name, "one name in the other's place", on: &sheet)
            return false
        }
        if let pinyinDiffers = scoreAcrossScripts(
            first, second, givenWeight: givenWeight, familyWeight: familyWeight, fullNameWeight: fullNameWeight, on: &sheet) {
            return pinyinDiffers
        }
        var givenAgrees = false
        // What a given name adds that is another name of the same person (a nickname, a
        // diminutive, a short form or an initial), not a slip of one card (a typo).
        var givenVariantBits = 0.0
        if leftGiven >= 0 && rightGiven >= 0 && left.givenIsLatin == right.givenIsLatin {
            let beforeGiven = sheet.score.value
            defer { if givenComparison.isAnotherName { givenVariantBits = sheet.score.value - beforeGiven } }
            sheet.compare(.givenNameDiffers)
            sheet.compare(.givenNameTypo)
            sheet.compare(.givenNameSimilar)
            sheet.compare(.givenNameDiminutive)
            sheet.compare(.givenNameUnseenDiminutive)
            switch givenComparison {
            case .same: givenAgrees = true
            case .nickname: sheet.note(.givenName, "nickname", givenWeight)
            case .diminutive: show(.givenNameDiminutive, .givenName, "diminutive", on: &sheet)
            case .unseenDiminutive: show(.givenNameUnseenDiminutive, .givenName, "diminutive by its form", on: &sheet)
            case .typo: show(.givenNameTypo, .givenName, "one typo", on: &sheet)
            case .soundsAlike: show(.givenNameTypo, .givenName, "sounds alike", on: &sheet)
            case .shortForm: sheet.note(.givenName, "short form", 2)
            case .initial: sheet.note(.givenName, "initial", 1)
            case .similar: show(.givenNameSimilar, .givenName, "similar", on: &sheet)
            case .incompatible:
                givenNamesDiffer = true
                show(.givenNameDiffers, .givenName, "different", on: &sheet)
            }
        }
        if leftFamily >= 0 && rightFamily >= 0 && left.familyIsLatin == right.familyIsLatin {
            // The same given name (or a nickname of the hand-written table, which weighs as the
            // same) and a personal contact point: the family names are a
            // comparison of their own (its "different" level a maiden and a married name),
            // whose m is the share of such matching pairs that differ. Which comparison a pair
            // with one family name belongs to matters only to the estimation.
            let marriedNameComparable = (givenAgrees || givenComparison == .nickname)
                && (notesSharedKeys || left.family != right.family)
                && sharesPersonalKey(first, second)
            sheet.compare(marriedNameComparable ? .familyNameMarried : .familyNameDiffers)
            sheet.compare(.familyNameTypo)
            sheet.compare(.familyNameSimilar)
            if left.family == right.family {
                if givenAgrees {
                    sheet.note(.name, "same", min(givenWeight + familyWeight, fullNameWeight))
                    givenAgrees = false
                } else if givenVariantBits > 0 {
                    // Another name of the given name and the same family name weigh together no
                    // more than the same whole name would: namesakes go by nicknames too.
                    sheet.note(.familyName, "same", max(0, min(familyWeight, fullNameWeight - givenVariantBits)))
                } else {
                    sheet.note(.familyName, "same", familyWeight)
                }
            } else if isPreviousFamilyName(of: first, right.family) || isPreviousFamilyName(of: second, left.family) {
                // One card's family name is the maiden name the other card gives: agreeing on
                // that name, with its own rarity.
                sheet.note(.familyName, "the other's maiden name", familyWeight)
            } else if (left.familyPhonetic == right.familyPhonetic && left.familyIsLatin)
                || (min(names.byteCount(leftFamily), names.byteCount(rightFamily)) >= 5
                    && (names.isWithinOneEdit(leftFamily, rightFamily) || names.soundAlike(leftFamily, rightFamily)))
            {
                show(.familyNameTypo, .familyName, "sounds alike", on: &sheet)
            } else if names.shareAWord(leftFamily, rightFamily) {
                show(.familyNameSimilar, .familyName, "shares a word", on: &sheet)
            } else if min(names.byteCount(leftFamily), names.byteCount(rightFamily)) >= 5
                && names.isSimilar(leftFamily, rightFamily)
            {
                show(.familyNameSimilar, .familyName, "similar", on: &sheet)
            } else if marriedNameComparable {
                show(.familyNameMarried, .familyName, "different, same given name and mobile or email", on: &sheet)
            } else {
                show(.familyNameDiffers, .familyName, "different", on: &sheet)
                sheet.score.familyNamesDiffer = true
            }
            if notesSharedKeys && givenComparison == .incompatible && leftGiven >= 0 && rightGiven >= 0 {
                sheet.score.sharesKeyUnderOtherGivenName = sharesPersonalKey(first, second, anyPhone: true)
            }
        }
        if givenAgrees { sheet.note(.givenName, "same", givenWeight) }
        return givenNamesDiffer
    }

    /// Whether the record at `index` gives `family` (a ``MatchRecords/familyNames``
    /// identifier) as its former family name (`X-MAIDENNAME`).
    private func isPreviousFamilyName(of index: Int, _ family: Int32) -> Bool {
        guard !records.previousFamilyNames.isEmpty else { return false }
        return records.previousFamilyNames[Int32(index)]?.family == family
    }

    /// The weight of agreeing on a name, from the more common of the two spellings
    /// (`weights` by pool identifier).
    private func nameWeight(_ left: Int32, _ right: Int32, pool: NamePool, weights: [Double], prior: Double) -> Double {
        let more = pool.count(left) >= pool.count(right) ? left : right
        return more >= 0 ? weights[Int(more)] : statistics.nameWeight(uses: 0, prior: prior)
    }

    enum GivenNameComparison: Equatable {
        case same, nickname, diminutive, typo, soundsAlike, shortForm, initial, unseenDiminutive, similar, incompatible

        /// Whether the two are names one person goes by (a nickname, a diminutive, a short form,
        /// an initial), as namesakes do, rather than one name with a slip of the keyboard.
        var isAnotherName: Bool {
            switch self {
            case .nickname, .diminutive, .unseenDiminutive, .shortForm, .initial: return true
            case .same, .typo, .soundsAlike, .similar, .incompatible: return false
            }
        }
    }

    /// How two folded given names relate: the same, a nickname of one another (same
    /// canonical form in the hand-written table), an initial of the other, related through
    /// the generated diminutive table, one typo apart, sounding alike (same loose spelling),
    /// a short form (a prefix of three letters or more), an unseen diminutive (the other's
    /// start with a diminutive ending), similar (Jaro–Winkler at least
    /// ``ComparableNames/similarNameBar``), else incompatible.
    static func compareGivenNames(_ left: String, _ right: String) -> GivenNameComparison {
        let names = ComparableNames(givenNames: [left, right], familyNames: [])
        return names.compareGivenNames(names.givenNames[0], names.givenNames[1])
    }

    /// Whether one substitution, insertion, deletion or swap of neighbours turns one text
    /// into the other.
    static func isWithinOneEdit(_ left: String, _ right: String) -> Bool {
        let names = ComparableNames(givenNames: [left, right], familyNames: [])
        return names.isWithinOneEdit(names.givenNames[0], names.givenNames[1])
    }
}
