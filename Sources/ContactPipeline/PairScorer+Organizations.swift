extension PairScorer {
    /// Two organization cards' names, by their words (``OrganizationNames``): the same words
    /// weigh their rarity in the book; similar, contained and partial names, and names that
    /// differ or differ only in branch markers, weigh what the book estimates
    /// (``EstimatedLevel``).
    ///
    /// Returns whether the names clearly say two organizations (no word that names one shared,
    /// or other branches): the building's address and switchboard they share then never link
    /// them alone.
    func scoreOrganizationNames(_ left: MatchRecord, _ right: MatchRecord, on sheet: inout ScoreSheet) -> Bool {
        guard left.organizationName >= 0 && right.organizationName >= 0 else { return false }
        for level in EstimatedLevel.organizationLevels { sheet.compare(level) }
        let comparison = organizationNames.compare(left.organizationName, right.organizationName)
        switch comparison {
        case .same:
            // Worth the rarity of the more common of the two spellings.
            let uses = max(statistics.organizationUses[left.organization] ?? 1, statistics.organizationUses[right.organization] ?? 1)
            sheet.note(.organization, "same", statistics.agreementWeight(uses: Int(uses), prior: MatchStatistics.Prior.organization, cap: 14))
        case .similar: show(.organizationSimilar, .organization, "same words up to typos and abbreviations", on: &sheet)
        case .contained: show(.organizationContained, .organization, "one name inside the other", on: &sheet)
        case .partial: show(.organizationPartial, .organization, "shares a name word, each has others", on: &sheet)
        case .branchesDiffer: show(.organizationBranchesDiffer, .organization, "other branch", on: &sheet)
        case .otherKind: show(.organizationBranchesDiffer, .organization, "another place of the same name", on: &sheet)
        case .different: show(.organizationDiffers, .organization, "different", on: &sheet)
        }
        return comparison.isClearlyDifferent
    }
}

extension EstimatedLevel {
    /// The levels of the organization-name comparison (one of them, or agreement, per pair of
    /// organization cards with names).
    static let organizationLevels: [EstimatedLevel] = [
        .organizationSimilar, .organizationContained, .organizationPartial, .organizationDiffers, .organizationBranchesDiffer,
    ]
}
