/// Finds the known name a user most likely meant, for "did you mean ...?" messages.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, when it is close enough to be a
    /// plausible typo; else the only candidate `word` abbreviates (`val` → `validate`), or
    /// the longest candidate `word` spells out further (`output-directory` → `output-dir`).
    static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        guard !lowered.isEmpty else { return nil }
        var best: (name: String, distance: Int)? = nil
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        if let best, best.distance <= allowedDistance(forLength: lowered.count) {
            return best.name
        }
        let extensions = candidates.filter { $0.lowercased().hasPrefix(lowered) }
        if extensions.count == 1 { return extensions[0] }
        return candidates.filter { $0.count >= 3 && lowered.hasPrefix($0.lowercased()) }
            .max { $0.count < $1.count }
    }

    /// The largest edit distance still treated as a typo: 1 for short words, up to 3.
    static func allowedDistance(forLength length: Int) -> Int {
        switch length {
        case ...3: return 1
        case 4...7: return 2
        default: return 3
        }
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// swaps of two neighbouring characters each cost 1.
    static func editDistance(_ first: String, _ second: String) -> Int {
        let a = Array(first.unicodeScalars)
        let b = Array(second.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, beforePrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
