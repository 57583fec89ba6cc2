extension PairScorer {
    /// Emails: the best one both cards have, or "different" when each has an address of its
    /// own and none is shared.
    ///
    /// A family mailbox (``HouseholdMailbox``) says where the two live, not who they are: it
    /// weighs at most ``Weights/familyMailbox``, and the addresses of their own are compared
    /// apart (father and son at home share the one and not the others).
    func scoreEmails(_ left: MatchRecord, _ right: MatchRecord, on sheet: inout ScoreSheet) {
        let values = records.values
        let weights = statistics.valueWeights
        var bestEmail = -1.0
        var bestFamilyMailbox = -1.0
        for leftIndex in left.emails {
            guard let rightIndex = firstIndex(of: values[leftIndex], in: right.emails) else { continue }
            if left.isHouseholdEmail(leftIndex) || right.isHouseholdEmail(rightIndex) {
                bestFamilyMailbox = max(bestFamilyMailbox, weights[leftIndex])
            } else {
                bestEmail = max(bestEmail, weights[leftIndex])
            }
        }
        let bothHaveOwnEmails = left.hasOwnEmail && right.hasOwnEmail
        if bothHaveOwnEmails { sheet.compare(.emailsDiffer) }
        if bestEmail > 1 { sheet.score.sharesOwnValue = true }
        if bestEmail >= 0 {
            sheet.noteShared(.email, bestEmail <= 1 ? "shared by many names" : "same", bestEmail)
        } else if bothHaveOwnEmails {
            show(.emailsDiffer, .email, "different", on: &sheet)
        }
        if bestFamilyMailbox >= 0 {
            sheet.noteShared(.email, "same family mailbox", min(bestFamilyMailbox, Weights.familyMailbox))
        }
    }
}
