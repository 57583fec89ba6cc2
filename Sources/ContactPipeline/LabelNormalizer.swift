import ContactModel

/// Gives every label one spelling: a custom label that spells a predefined one in any case
/// or language ("CELL", "Handy", "Büro", "_$!<Mobile>!$_") becomes that predefined label.
///
/// Custom labels that mean nothing predefined ("Boat") are kept as typed. Running the stage
/// twice changes nothing.
public struct LabelNormalizer: Sendable, NormalizingContactStage {
    /// Creates the stage.
    public init() {}

    /// Normalizes the labels of `result` in place.
    public mutating func normalize(_ result: inout Contact) {
        Self.normalize(&result.phoneNumbers)
        Self.normalize(&result.emailAddresses)
        Self.normalize(&result.postalAddresses)
        Self.normalize(&result.urlAddresses)
        Self.normalize(&result.contactRelations)
        Self.normalize(&result.socialProfiles)
        Self.normalize(&result.instantMessageAddresses)
        Self.normalize(&result.dates)
    }

    /// The one spelling of a label.
    public static func normalized(_ label: Label) -> Label {
        guard case .custom(let text) = label else { return label }
        var inner = text
        if inner.hasPrefix("_$!<") && inner.hasSuffix(">!$_") {
            inner = String(inner.dropFirst(4).dropLast(4))
            if let predefined = Label.predefined.first(where: {
                $0.identifier.lowercased() == inner.lowercased()
            }) {
                return predefined
            }
        }
        return LabelSpellings.byFoldedText[TextFolding.fold(inner)] ?? label
    }

    static func normalize<Value>(_ values: inout [LabeledValue<Value>]) {
        for index in values.indices {
            if let label = values[index].label { values[index].label = normalized(label) }
        }
    }
}
