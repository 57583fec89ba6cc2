extension DuplicateFinder {
    /// The pairs of a component that an ambiguous record leaves (see "A card that could be
    /// either of two" in the Deduplication article). Record `t` would join records `i` and `j`
    /// (each pair weighs for a merge and neither is kept apart), `i` and `j` are kept apart
    /// (Jr. and Sr., different mobiles, different full birthdays, a decision…), and `t`
    /// shares no value a person has alone (a mobile, an email address of one's own, a full
    /// birthday: ``PairScorer/Score/sharesOwnValue``) with either: nothing on `t` tells which
    /// of the two it is, so it joins neither. A father and a son at home with one name: a card
    /// with only the name and the street, landline or family mailbox was merged with one of
    /// them, whichever scored a little higher.
    ///
    /// A record that shares a value of one's own with one of the two goes with that one (the
    /// other is kept apart from it as before); one that shares such values with both says
    /// the two may be one after all, and is left to the clustering as before.
    ///
    /// Only a person's card is ambiguous so (`isPerson[t]`): an organization has no values of
    /// its own, and a listing that would join two branches kept apart by their names (in the
    /// Chicago set, most often the site's other listings) is left to the clustering as before.
    ///
    /// `n` members; `weight[a * n + b]` is a pair's weight for a merge (its score less the
    /// neutral point), `keptApart[a * n + b]` whether the pair keeps its groups apart,
    /// `sharesOwnValue[a * n + b]` whether the two share a value of one's own. Returns each
    /// `(t, i)` to keep apart, the ambiguous record first.
    static func ambiguousPairs(count n: Int, weight: [Double], keptApart: [Bool], sharesOwnValue: [Bool], isPerson: [Bool]) -> [(Int, Int)] {
        guard n >= 3, keptApart.contains(true) else { return [] }
        var pairs: [(Int, Int)] = []
        var joins: [Int] = []
        for t in 0..<n where isPerson[t] {
            joins.removeAll(keepingCapacity: true)
            for k in 0..<n where k != t && weight[t * n + k] > 0 && !keptApart[t * n + k] && !sharesOwnValue[t * n + k] {
                joins.append(k)
            }
            guard joins.count >= 2 else { continue }
            var ambiguousWith = Set<Int>()
            for (position, i) in joins.enumerated() {
                for j in joins[(position + 1)...] where keptApart[i * n + j] {
                    ambiguousWith.insert(i)
                    ambiguousWith.insert(j)
                }
            }
            for k in ambiguousWith.sorted() { pairs.append((t, k)) }
        }
        return pairs
    }
}
