extension PairScorer {
    /// Given names, family names (also swapped), middle initials and generation suffixes.
    ///
    /// `fullNameWeight`: the weight of agreeing on the whole name (see
    /// ``MatchStatistics/fullNameWeights``).
    ///
    /// Returns whether the given names are different (no nickname, typo, initial, short form
    /// or similar spelling of each other): contact points a household shares then weigh less.
    @discardableResult
    func scoreNames(
        _ left: MatchRecord, _ right: MatchRecord, fullNameWeight: Double, note: (Field, String, Double) -> Void,
        forbid: (Field, String) -> Void, compared: (EstimatedLevel) -> Void,
        shows: (EstimatedLevel, Field, String) -> Void
    ) -> Bool {
        var givenNamesDiffer = false
        // Names as ``ComparableNames`` identifiers, -1 when empty.
        let leftGiven = left.given < 0 ? -1 : names.givenNames[Int(left.given)]
        let rightGiven = right.given < 0 ? -1 : names.givenNames[Int(right.given)]
        let leftFamily = left.family < 0 ? -1 : names.familyNames[Int(left.family)]
        let rightFamily = right.family < 0 ? -1 : names.familyNames[Int(right.family)]
        if left.middleInitial != 0 && right.middleInitial != 0 && left.middleInitial != right.middleInitial {
            note(.middleName, "different initials", Weights.middleInitialDiffers)
        }
        if left.generation != right.generation {
            if left.generation >= 0 && right.generation >= 0 {
                forbid(.suffix, "different generations")
            } else {
                note(.suffix, "on one side only", -3)
            }
        }
        let givenWeight = nameWeight(
            left.given, right.given, pool: records.givenNames, weights: statistics.givenNameWeights,
            prior: MatchStatistics.Prior.givenName)
        let familyWeight = nameWeight(
            left.family, right.family, pool: records.familyNames, weights: statistics.familyNameWeights,
            prior: MatchStatistics.Prior.familyName)
        // Agreeing on a whole name is worth no more than that name's own rarity: a thousand
        // John Smiths make "John Smith" weak even though neither word alone is rare.
        if leftGiven >= 0 && leftFamily >= 0 && leftGiven != rightGiven
            && leftGiven == rightFamily && leftFamily == rightGiven
        {
            note(.name, "same, given and family swapped", min(givenWeight + familyWeight, fullNameWeight))
            return false
        }
        if leftGiven >= 0 && leftFamily >= 0 && rightGiven >= 0 && rightFamily >= 0
            && names.compareGivenNames(leftGiven, rightGiven) == .incompatible
            && names.compareGivenNames(leftGiven, rightFamily) != .incompatible
            && names.compareGivenNames(leftFamily, rightGiven) != .incompatible
        {
            note(.name, "similar, given and family swapped", min(givenWeight + familyWeight, fullNameWeight) / 2)
            return false
        }
        if leftGiven >= 0 && leftFamily >= 0 && rightGiven >= 0 && rightFamily >= 0
            && (leftGiven == rightFamily) != (leftFamily == rightGiven)
            && names.compareGivenNames(leftGiven, rightGiven) == .incompatible && leftFamily != rightFamily
        {
            // One name moved to the other field, the other replaced: "Blake Green" and
            // "Gloufssis Blake".
            compared(.nameCrossedOnce)
            shows(.nameCrossedOnce, .name, "one name in the other's place")
            return false
        }
        var givenAgrees = false
        if leftGiven >= 0 && rightGiven >= 0 && left.givenIsLatin == right.givenIsLatin {
            compared(.givenNameDiffers)
            compared(.givenNameTypo)
            compared(.givenNameSimilar)
            switch names.compareGivenNames(leftGiven, rightGiven) {
            case .same: givenAgrees = true
            case .nickname: note(.givenName, "nickname", givenWeight)
            case .typo: shows(.givenNameTypo, .givenName, "one typo")
            case .soundsAlike: shows(.givenNameTypo, .givenName, "sounds alike")
            case .shortForm: note(.givenName, "short form", 2)
            case .initial: note(.givenName, "initial", 1)
            case .similar: shows(.givenNameSimilar, .givenName, "similar")
            case .incompatible:
                givenNamesDiffer = true
                shows(.givenNameDiffers, .givenName, "different")
            }
        }
        if leftFamily >= 0 && rightFamily >= 0 && left.familyIsLatin == right.familyIsLatin {
            compared(.familyNameDiffers)
            compared(.familyNameTypo)
            compared(.familyNameSimilar)
            if left.family == right.family {
                if givenAgrees {
                    note(.name, "same", min(givenWeight + familyWeight, fullNameWeight))
                    givenAgrees = false
                } else {
                    note(.familyName, "same", familyWeight)
                }
            } else if (left.familyPhonetic == right.familyPhonetic && left.familyIsLatin)
                || (min(names.byteCount(leftFamily), names.byteCount(rightFamily)) >= 5
                    && (names.isWithinOneEdit(leftFamily, rightFamily) || names.soundAlike(leftFamily, rightFamily)))
            {
                shows(.familyNameTypo, .familyName, "sounds alike")
            } else if names.shareAWord(leftFamily, rightFamily) {
                shows(.familyNameSimilar, .familyName, "shares a word")
            } else if min(names.byteCount(leftFamily), names.byteCount(rightFamily)) >= 5
                && names.jaroWinkler(leftFamily, rightFamily) >= ComparableNames.similarNameBar
            {
                shows(.familyNameSimilar, .familyName, "similar")
            } else {
                shows(.familyNameDiffers, .familyName, "different")
            }
        }
        if givenAgrees { note(.givenName, "same", givenWeight) }
        return givenNamesDiffer
    }

    /// The weight of agreeing on a name, from the more common of the two spellings
    /// (`weights` by pool identifier).
    private func nameWeight(_ left: Int32, _ right: Int32, pool: NamePool, weights: [Double], prior: Double) -> Double {
        let more = pool.count(left) >= pool.count(right) ? left : right
        return more >= 0 ? weights[Int(more)] : statistics.nameWeight(uses: 0, prior: prior)
    }

    enum GivenNameComparison: Equatable {
        case same, nickname, typo, soundsAlike, shortForm, initial, similar, incompatible
    }

    /// How two folded given names relate: the same, a nickname of one another (same
    /// canonical form), an initial of the other, one typo apart, sounding alike (same loose
    /// spelling), a short form (a prefix of three letters or more), similar (Jaro–Winkler at
    /// least ``ComparableNames/similarNameBar``), else incompatible.
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
