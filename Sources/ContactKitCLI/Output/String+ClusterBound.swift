extension String {
    /// The most Unicode scalars one grapheme cluster keeps on screen. The longest clusters
    /// real text uses (emoji ZWJ sequences with skin tones, Indic and Tibetan stacks) have
    /// about a dozen; a letter with millions of combining marks is an attack on the layout.
    static let displayedClusterScalars = 32

    /// The text with every grapheme cluster of more than `limit` scalars cut to its first
    /// `limit` scalars followed by `…`: what `list` and `show` lay out, sort and escape, so
    /// their work stays linear in the input (one pass here) however long a cluster is. The
    /// data itself is never changed; only what a line shows.
    func boundingClusters(toScalars limit: Int = String.displayedClusterScalars) -> String {
        // A cluster of more than `limit` scalars takes more than `limit` bytes.
        guard utf8.count > limit else { return self }
        var result = ""
        var copied = startIndex
        var index = startIndex
        while index < endIndex {
            let next = self.index(after: index)
            let scalars = unicodeScalars[index..<next]
            if scalars.count > limit {
                result += self[copied..<index]
                result.unicodeScalars.append(contentsOf: scalars.prefix(limit))
                result += "…"
                copied = next
            }
            index = next
        }
        guard copied != startIndex else { return self }
        result += self[copied...]
        return result
    }
}
