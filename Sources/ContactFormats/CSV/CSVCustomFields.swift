import ContactModel

/// Custom fields, a label and a value each, as Google's CSV has them (`Custom Field 1 -
/// Label`, `Custom Field 1 - Value`; the legacy export's `- Type`). The model has no such
/// field: a custom field is the extension `X-CUSTOM-FIELD` in an item group, its label the
/// group's `X-ABLabel`, as Apple's vCards label a value (`item1.X-CUSTOM-FIELD:42`,
/// `item1.X-ABLabel:Shoe size`). vCard keeps them so, and Google's layout writes them back
/// to its columns; the other layouts report them (`field-left-out`), the generic one keeps
/// them in its extension columns.
enum CSVCustomFields {
    /// The name of a custom field's value property.
    static let valueName = "X-CUSTOM-FIELD"
    /// The name of its label, an Apple item-group companion.
    static let labelName = "X-ABLABEL"

    /// The custom fields of a contact, in order: the index of each value extension and of
    /// its label (nil: none), found in the same item group.
    static func fields(of contact: Contact) -> [(value: Int, label: Int?)] {
        var fields: [(value: Int, label: Int?)] = []
        for (index, property) in contact.extensions.enumerated() where property.name == valueName {
            let label = property.group.flatMap { group in
                contact.extensions.firstIndex {
                    $0.name == labelName && $0.group.map { $0.equalsIgnoringASCIICase(group) } == true
                }
            }
            fields.append((index, label))
        }
        return fields
    }

    /// The labels of the custom fields, for placing them in numbered slots.
    static func labels(of contact: Contact) -> [Label?] {
        guard contact.extensions.contains(where: { $0.name == valueName }) else { return [] }
        return fields(of: contact).map { field in
            field.label.map { .custom(VCardText.unescape(contact.extensions[$0].value)) }
        }
    }

    /// The text of part `part` (label or value) of the custom field at `index`.
    static func text(of contact: Contact, index: Int, part: CSVPart) -> String {
        let field = fields(of: contact)[index]
        switch part {
        case .value: return VCardText.unescape(contact.extensions[field.value].value)
        case .label: return field.label.map { VCardText.unescape(contact.extensions[$0].value) } ?? ""
        default: return ""
        }
    }

    /// Adds a custom field read from a row: its value and label in the first item group the
    /// contact does not use yet. The value goes before the labels already there, the label
    /// last, in the order a vCard reader gives them back (an item's `X-ABLabel` that no
    /// property of the model takes comes after the card's other properties).
    static func add(value: String, label: String, to contact: inout Contact) {
        var number = 1
        while contact.extensions.contains(where: { $0.group?.equalsIgnoringASCIICase("item\(number)") == true }) {
            number += 1
        }
        let group = "item\(number)"
        let firstLabel = contact.extensions.firstIndex { $0.name == labelName && $0.group != nil }
        contact.extensions.insert(
            ExtensionProperty(group: group, name: valueName, value: VCardText.escape(value)),
            at: firstLabel ?? contact.extensions.endIndex)
        if !label.isEmpty {
            contact.extensions.append(ExtensionProperty(group: group, name: labelName, value: VCardText.escape(label)))
        }
    }
}
