import ContactModel

/// The extensions of one contact, looked up by name and by the CSV column they were read
/// from, so that each cell of a row finds its value without going through all of them.
///
/// Built once per contact by ``CSVRowComposer/compose(_:)``: a row of n extension columns
/// for a contact with m extensions costs n + m lookups, not n × m comparisons
/// (``lookupCount`` counts them, so tests check the work rather than the time).
struct CSVExtensionIndex {
    private let extensions: [ExtensionProperty]
    /// The positions of the extensions with each name, in the contact's order.
    private var positionsByName: [String: [Int]] = [:]
    /// The first extension read from each column, by its ``CSVLayoutTable/normalize(_:)`` key.
    private var firstPositionByColumnKey: [String: Int] = [:]
    /// The work done so far: one per dictionary lookup or insertion, and one per extension
    /// a lookup hands back.
    private(set) var lookupCount = 0

    /// `layout`: the generic layout looks an extension up by its name, group and parameters
    /// (``CSVExtensionKey/columnName(of:layout:)``), the others by its name.
    init(_ contact: Contact, layout: CSVLayout) {
        extensions = contact.extensions
        guard !extensions.isEmpty else { return }
        for (position, property) in extensions.enumerated() {
            lookupCount += 1
            // Base64 (a photo that did not decode, kept as written) is no text for a column
            // such as Google's Photo, which holds a URL: it is reported instead.
            guard !property.isBase64 else { continue }
            positionsByName[CSVExtensionKey.columnName(of: property, layout: layout), default: []].append(position)
            if let column = property.parameters.firstValue(named: "X-CSV-COLUMN") {
                let key = CSVLayoutTable.normalize(column)
                if firstPositionByColumnKey[key] == nil { firstPositionByColumnKey[key] = position }
                lookupCount += 1
            }
        }
    }

    /// The values of every extension with this column name, unescaped, one per line.
    mutating func text(named name: String) -> String {
        lookupCount += 1
        guard let positions = positionsByName[name] else { return "" }
        lookupCount += positions.count
        return positions.map { VCardText.unescape(extensions[$0].value) }.joined(separator: "\n")
    }

    /// The value (unescaped) of the first extension read from a column with one of these
    /// keys, or nil when there is none.
    mutating func text(forColumnKeys keys: [String]) -> String? {
        var first: Int? = nil
        for key in keys {
            lookupCount += 1
            if let position = firstPositionByColumnKey[key], position < (first ?? .max) { first = position }
        }
        return first.map { VCardText.unescape(extensions[$0].value) }
    }
}
