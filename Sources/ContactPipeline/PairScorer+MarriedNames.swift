/// Maiden and married names: a woman's card under one family name and another under the
/// other, with the same given name. What tells such a pair from the hard negatives is a
/// contact point of her own on both cards: spouses in a household share a landline and an
/// address but have different given names, sisters share the family name; neither makes
/// two cards with one given name share a mobile.
extension PairScorer {
    /// Whether two records share a personal contact point: a number either card calls
    /// mobile (any number with `anyPhone`), or an email, used by no more than four different
    /// names (a shared mailbox or a switchboard weighs 1 and is no one's own). A birthday is
    /// not one: in a large book one full birthday is shared by dozens of people.
    func sharesPersonalKey(_ first: Int, _ second: Int, anyPhone: Bool = false) -> Bool {
        let (left, right) = (records[first], records[second])
        if !anyPhone && left.mobileMask == 0 && right.mobileMask == 0 && (left.emails.isEmpty || right.emails.isEmpty) {
            return false
        }
        for leftIndex in left.phones where statistics.valueWeights[leftIndex] > 1 {
            for rightIndex in right.phones where records.values[rightIndex] == records.values[leftIndex] {
                let leftPosition = leftIndex - left.phones.lowerBound
                let rightPosition = rightIndex - right.phones.lowerBound
                if anyPhone || (leftPosition < 32 && left.mobileMask & (1 << UInt32(leftPosition)) != 0)
                    || (rightPosition < 32 && right.mobileMask & (1 << UInt32(rightPosition)) != 0)
                {
                    return true
                }
            }
        }
        for leftIndex in left.emails where statistics.valueWeights[leftIndex] > 1 && !left.isHouseholdEmail(leftIndex) {
            for rightIndex in right.emails where records.values[rightIndex] == records.values[leftIndex] {
                if !right.isHouseholdEmail(rightIndex) { return true }
            }
        }
        return false
    }
}
