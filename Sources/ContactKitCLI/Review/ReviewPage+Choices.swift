import ContactModel
import ContactPipeline

extension ReviewPage {
    /// The merged rows each name choice gives (``Cluster/nameChoices``): for every record of
    /// `inputs` with a name, when at least two have one, the rows of the merge that keeps its
    /// name, as indices of `merged` (the plain merge's rows) where a row is the same. A choice
    /// whose merge is the plain one is left out: the page shows the plain merge for it. A
    /// record whose name is the plain merge's, part for part, is not merged again.
    static func nameChoices(
        of inputs: [Contact], identifiers: [String], merged: [ReviewFieldRows.Row], mergedContact: Contact, unifier: Unifier
    ) -> [Int: [MergedRow]] {
        let named = inputs.indices.filter { inputs[$0].hasStructuredName || !(inputs[$0].formattedName ?? "").isEmpty }
        guard named.count > 1 else { return [:] }
        var positions: [ReviewFieldRows.Row: [Int]] = [:]
        for (index, row) in merged.enumerated().reversed() { positions[row, default: []].append(index) }
        var choices: [Int: [MergedRow]] = [:]
        for record in named where !Unifier.haveSameName(inputs[record], mergedContact) {
            let rows = ReviewFieldRows.rows(
                for: unifier.merge(inputs, recordIdentifiers: identifiers, preferring: [.name(of: record)]))
            if rows == merged { continue }
            var unused = positions
            choices[record] = rows.map { row in
                if let index = unused[row]?.popLast() { return .same(index) }
                return .other(row)
            }
        }
        return choices
    }
}
