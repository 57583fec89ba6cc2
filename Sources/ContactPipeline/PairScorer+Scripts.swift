extension PairScorer {
    /// A name written in one word against the same name in two parts (`山口洋介` and
    /// `山口 洋介`, `itohanako` and `Hanako Ito`): the same name when the word is the family
    /// name and the given name joined, in either order. Nil when the pair is not one of those.
    func scoreJoinedName(_ first: Int, _ second: Int, fullNameWeight: Double, on sheet: inout ScoreSheet) -> Bool? {
        let (left, right) = (records[first], records[second])
        let (single, full): (MatchRecord, MatchRecord)
        if left.family < 0 && left.given >= 0 && right.given >= 0 && right.family >= 0 {
            (single, full) = (left, right)
        } else if right.family < 0 && right.given >= 0 && left.given >= 0 && left.family >= 0 {
            (single, full) = (right, left)
        } else {
            return nil
        }
        let word = records.givenNames[single.given].utf8
        let given = records.givenNames[full.given].utf8
        let family = records.familyNames[full.family].utf8
        guard word.count == given.count + family.count, !word.contains(0x20) else { return nil }
        guard (word.starts(with: family) && word.dropFirst(family.count).elementsEqual(given))
            || (word.starts(with: given) && word.dropFirst(given.count).elementsEqual(family))
        else { return nil }
        let givenWeight = statistics.givenNameWeights[Int(full.given)]
        let familyWeight = statistics.familyNameWeights[Int(full.family)]
        sheet.note(.name, "same, written without a space", min(givenWeight + familyWeight, fullNameWeight))
        return false
    }

    /// An Arabic or Hebrew name against a Latin one, through its consonants
    /// (``ConsonantSkeleton``): both names' consonants agree, half what agreeing on the whole
    /// name would weigh; the family name's only, half the family name's weight (and when both
    /// cards have a given name that does not agree, the given names are different, with the
    /// estimated weight of different given names); neither, no weight but different names. Nil when the other name is in neither script.
    func scoreConsonants(
        _ otherIndex: Int, _ latin: MatchRecord, givenWeight: Double, familyWeight: Double,
        fullNameWeight: Double, on sheet: inout ScoreSheet
    ) -> Bool? {
        let other = records[otherIndex]
        let otherGiven = records.givenNames[other.given]
        let otherFamily = records.familyNames[other.family]
        guard ConsonantSkeleton.isAbjad(otherGiven) || ConsonantSkeleton.isAbjad(otherFamily) else { return nil }
        let latinGiven = records.givenNames[latin.given]
        let latinFamily = records.familyNames[latin.family]
        // Each name's skeleton or classes once: a pair asks up to six questions of them.
        let givenSkeleton = otherGiven.isEmpty ? nil : ConsonantSkeleton(otherGiven)
        let familySkeleton = otherFamily.isEmpty ? nil : ConsonantSkeleton(otherFamily)
        let latinGivenClasses = latinGiven.isEmpty ? nil : ConsonantSkeleton.latinClasses(latinGiven)
        let latinFamilyClasses = latinFamily.isEmpty ? nil : ConsonantSkeleton.latinClasses(latinFamily)
        func agree(_ skeleton: ConsonantSkeleton?, _ classes: [UInt8]?) -> Bool {
            guard let skeleton, let classes else { return false }
            return skeleton.matches(classes)
        }
        if (agree(givenSkeleton, latinGivenClasses) && agree(familySkeleton, latinFamilyClasses))
            || (agree(givenSkeleton, latinFamilyClasses) && agree(familySkeleton, latinGivenClasses))
        {
            sheet.note(.name, "same consonants", min(givenWeight + familyWeight, fullNameWeight) / 2)
            return false
        }
        let bothHaveGivenNames = !otherGiven.isEmpty && !latinGiven.isEmpty
        if agree(familySkeleton, latinFamilyClasses) || agree(familySkeleton, latinGivenClasses) {
            sheet.note(.familyName, "same consonants", familyWeight / 2)
            guard bothHaveGivenNames && !latinFamily.isEmpty else { return false }
            if let givenSkeleton, let latinGivenClasses,
                givenSkeleton.isOneEditFrom(latinGivenClasses) || givenSkeleton.hasInitial(latinGiven)
            {
                // A typo or an initial: neither the same nor a different given name.
                sheet.note(.givenName, "one consonant off or an initial", 0)
                return false
            }
            // Consonants are lenient: given names whose consonants do not agree are different
            // names, and weigh as two different given names do.
            sheet.compare(.givenNameDiffers)
            show(.givenNameDiffers, .givenName, "different in consonants", on: &sheet)
            return true
        }
        if latin.given < 0 || latin.family < 0,
            agree(givenSkeleton, latinGivenClasses) || agree(givenSkeleton, latinFamilyClasses)
        {
            sheet.note(.givenName, "same consonants", givenWeight / 2)
            return false
        }
        if latin.given < 0 || latin.family < 0, let givenSkeleton, givenSkeleton.hasInitial(latinGiven.isEmpty ? latinFamily : latinGiven) {
            // A Latin card with the initial only (`H.` and هدى فاروق): no weight either way.
            sheet.note(.givenName, "one consonant off or an initial", 0)
            return false
        }
        sheet.note(.name, "different in consonants", 0)
        return true
    }
}
