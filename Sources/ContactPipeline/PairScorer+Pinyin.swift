extension PairScorer {
    /// A Han name against a Latin one, through the Han name's pinyin (see
    /// `MatchKeyBuilder+Pinyin.swift`); nil when the pair is not one of those.
    ///
    /// - The same name in pinyin (`张伟` and `Wei Zhang` or `Zhang Wei`) weighs half of what
    ///   agreeing on the whole name would: one pinyin spelling stands for several Han names
    ///   (`张伟`, `章伟`, `张威`).
    /// - The same family name only (`张伟` and `David Zhang`: many people with a Han name also
    ///   go by a Western given name) weighs half the family name's agreement; a Latin card
    ///   with one name only, the Han given name (`Wei`), half the given name's.
    /// - Neither: no weight against, but the names are different, so a landline they share
    ///   weighs as a household's.
    ///
    /// Returns whether the names are different.
    func scorePinyin(
        _ first: Int, _ second: Int, givenWeight: Double, familyWeight: Double,
        fullNameWeight: Double, on sheet: inout ScoreSheet
    ) -> Bool? {
        let (left, right) = (records[first], records[second])
        guard left.hasNonLatinName != right.hasNonLatinName else { return nil }
        let (hanIndex, latin) = left.hasNonLatinName ? (first, right) : (second, left)
        guard let han = records.pinyin[Int32(hanIndex)], latin.given >= 0 || latin.family >= 0 else { return nil }
        let latinGiven = MatchKeyBuilder.pinyinHash(records.givenNames[latin.given])
        let latinFamily = MatchKeyBuilder.pinyinHash(records.familyNames[latin.family])
        if (han.given == latinGiven && han.family == latinFamily)
            || (han.given == latinFamily && han.family == latinGiven)
        {
            sheet.note(.name, "same in pinyin", min(givenWeight + familyWeight, fullNameWeight) / 2)
            return false
        }
        if han.family != 0 && (han.family == latinFamily || han.family == latinGiven) {
            sheet.note(.familyName, "same in pinyin", familyWeight / 2)
            return false
        }
        if latin.given < 0 || latin.family < 0, han.given != 0, han.given == latinGiven || han.given == latinFamily {
            // A Latin card with one name, the Han name's given name ("Wei" and 张伟).
            sheet.note(.givenName, "same in pinyin", givenWeight / 2)
            return false
        }
        sheet.note(.name, "different in pinyin", 0)
        return true
    }
}
