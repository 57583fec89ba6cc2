extension PairScorer {
    /// Given names, family names (also swapped), middle initials and generation suffixes.
    func scoreNames(
        _ left: MatchRecord, _ right: MatchRecord, note: (String, String, Double) -> Void,
        forbid: (String, String) -> Void
    ) {
        let leftGiven = builder.givenNames[left.given]
        let rightGiven = builder.givenNames[right.given]
        let leftFamily = builder.familyNames[left.family]
        let rightFamily = builder.familyNames[right.family]
        if left.middleInitial != 0 && right.middleInitial != 0 && left.middleInitial != right.middleInitial {
            forbid("middle-name", "different initials")
        }
        if left.generation != right.generation {
            if left.generation >= 0 && right.generation >= 0 {
                forbid("suffix", "different generations")
            } else {
                note("suffix", "on one side only", -3)
            }
        }
        let givenWeight = nameWeight(
            builder.givenNames.count(left.given), builder.givenNames.count(right.given), prior: MatchStatistics.Prior.givenName)
        let familyWeight = nameWeight(
            builder.familyNames.count(left.family), builder.familyNames.count(right.family), prior: MatchStatistics.Prior.familyName)
        // Agreeing on a whole name is worth no more than that name's own rarity: a thousand
        // John Smiths make "John Smith" weak even though neither word alone is rare.
        let fullNameUses = max(
            Int(statistics.nameWordsUses[left.nameWords] ?? 1), Int(statistics.nameWordsUses[right.nameWords] ?? 1))
        let fullNameWeight = statistics.agreementWeight(uses: fullNameUses, prior: MatchStatistics.Prior.fullName, m: 0.9, cap: 24)
        if !leftGiven.isEmpty && !leftFamily.isEmpty && leftGiven != rightGiven
            && leftGiven == rightFamily && leftFamily == rightGiven
        {
            note("name", "same, given and family swapped", min(givenWeight + familyWeight, fullNameWeight))
            return
        }
        if !leftGiven.isEmpty && !leftFamily.isEmpty && !rightGiven.isEmpty && !rightFamily.isEmpty
            && Self.compareGivenNames(leftGiven, rightGiven) == .incompatible
            && Self.compareGivenNames(leftGiven, rightFamily) != .incompatible
            && Self.compareGivenNames(leftFamily, rightGiven) != .incompatible
        {
            note("name", "similar, given and family swapped", min(givenWeight + familyWeight, fullNameWeight) / 2)
            return
        }
        var givenAgrees = false
        if !leftGiven.isEmpty && !rightGiven.isEmpty && left.givenIsLatin == right.givenIsLatin {
            switch Self.compareGivenNames(leftGiven, rightGiven) {
            case .same: givenAgrees = true
            case .nickname: note("given-name", "nickname", givenWeight)
            case .typo: note("given-name", "one typo", givenWeight / 2)
            case .soundsAlike: note("given-name", "sounds alike", givenWeight / 2)
            case .shortForm: note("given-name", "short form", 2)
            case .initial: note("given-name", "initial", 1)
            case .incompatible: forbid("given-name", "incompatible")
            }
        }
        if !leftFamily.isEmpty && !rightFamily.isEmpty && left.familyIsLatin == right.familyIsLatin {
            if left.family == right.family {
                if givenAgrees {
                    note("name", "same", min(givenWeight + familyWeight, fullNameWeight))
                    givenAgrees = false
                } else {
                    note("family-name", "same", familyWeight)
                }
            } else if (left.familyPhonetic == right.familyPhonetic && left.familyIsLatin)
                || (min(leftFamily.utf8.count, rightFamily.utf8.count) >= 5
                    && (Self.isWithinOneEdit(leftFamily, rightFamily)
                        || LooseSpelling.key(leftFamily) == LooseSpelling.key(rightFamily)))
            {
                note("family-name", "sounds alike", familyWeight / 2)
            } else if Self.sharesWord(leftFamily, rightFamily) {
                note("family-name", "shares a word", familyWeight / 2)
            } else {
                note("family-name", "different", -8)
            }
        }
        if givenAgrees { note("given-name", "same", givenWeight) }
    }

    /// The weight of agreeing on a name, from the more common of the two spellings.
    private func nameWeight(_ leftUses: Int, _ rightUses: Int, prior: Double) -> Double {
        statistics.agreementWeight(uses: max(leftUses, rightUses), prior: prior, m: 0.9, cap: 12)
    }

    enum GivenNameComparison: Equatable {
        case same, nickname, typo, soundsAlike, shortForm, initial, incompatible
    }

    /// How two folded given names relate.
    static func compareGivenNames(_ left: String, _ right: String) -> GivenNameComparison {
        if left == right { return .same }
        let leftForms = NicknameTable.canonicalForms(of: left)
        let rightForms = NicknameTable.canonicalForms(of: right)
        if leftForms.contains(where: rightForms.contains) { return .nickname }
        let leftCount = left.utf8.count
        let rightCount = right.utf8.count
        if (leftCount == 1 || rightCount == 1) && left.utf8.first == right.utf8.first { return .initial }
        if min(leftCount, rightCount) >= 4 && isWithinOneEdit(left, right) { return .typo }
        if min(leftCount, rightCount) >= 4 && LooseSpelling.key(left) == LooseSpelling.key(right) {
            return .soundsAlike
        }
        let (short, long) = leftCount < rightCount ? (left, right) : (right, left)
        if short.utf8.count >= 3 && long.hasPrefix(short) { return .shortForm }
        return .incompatible
    }

    /// Whether one substitution, insertion, deletion or swap of neighbours turns one text
    /// into the other.
    static func isWithinOneEdit(_ left: String, _ right: String) -> Bool {
        let a = Array(left.utf8)
        let b = Array(right.utf8)
        if abs(a.count - b.count) > 1 { return false }
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var endA = a.count
        var endB = b.count
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        let restA = endA - start
        let restB = endB - start
        if restA <= 1 && restB <= 1 { return true }
        if restA == 2 && restB == 2 { return a[start] == b[start + 1] && a[start + 1] == b[start] }
        return false
    }

    /// Whether two multi-word names share a word of three letters or more (García López and
    /// García).
    static func sharesWord(_ left: String, _ right: String) -> Bool {
        guard left.contains(" ") || right.contains(" ") else { return false }
        let rightWords = right.split(separator: " ")
        return left.split(separator: " ").contains { $0.utf8.count >= 3 && rightWords.contains($0) }
    }
}
