import ContactModel

extension Array where Element == Diagnostic {
    /// These diagnostics in line order, as ``ContactSerialization``'s results list them.
    ///
    /// A reader reports a card's own problems (`missing-version`, at its `BEGIN:VCARD`) when
    /// the card ends, after those of its lines, and a skipped line before the values read
    /// around it. Diagnostics on one line keep their order; one without a line stays after
    /// the diagnostic before it.
    func inLineOrder() -> [Diagnostic] {
        guard count > 1 else { return self }
        var keys: [Int] = []
        keys.reserveCapacity(count)
        var isSorted = true
        var last = 0
        for diagnostic in self {
            let key = diagnostic.line ?? last
            if key < last { isSorted = false }
            keys.append(key)
            last = key
        }
        if isSorted { return self }
        return indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }.map { self[$0] }
    }
}
