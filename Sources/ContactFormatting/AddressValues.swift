import ContactModel

/// The text of each address field, taken from a ``PostalAddress`` plus the recipient,
/// trimmed.
struct AddressValues {
    private var values: [AddressField: String] = [:]
    /// The county or district between city and state; no template places it.
    var subAdministrativeArea: String

    /// The values of address fields a template has no place for, one line each, from the
    /// street down to the sorting code, with the sub-administrative area after the city.
    func unplacedLines(placed: Set<AddressField>) -> [String] {
        var lines: [String] = []
        for field in [AddressField.street, .subLocality, .city] where !placed.contains(field) {
            lines.append(self[field])
        }
        lines.append(subAdministrativeArea)
        for field in [AddressField.state, .postalCode, .sortingCode] where !placed.contains(field) {
            lines.append(self[field])
        }
        return lines.filter { !$0.isEmpty }
    }

    /// The values of an address; the extended address (flat, building) goes after the
    /// street lines, or before them when `extendedAddressFirst` (GB, FR: see
    /// ``AddressTemplateStore/extendedAddressFirst``).
    init(address: PostalAddress, extendedAddressFirst: Bool = false) {
        let parts = extendedAddressFirst
            ? [address.extendedAddress, address.street, address.postOfficeBox]
            : [address.street, address.extendedAddress, address.postOfficeBox]
        let streetLines = parts.map(AddressValues.clean).filter { !$0.isEmpty }
        values[.street] = streetLines.joined(separator: "\n")
        values[.subLocality] = AddressValues.clean(address.subLocality)
        values[.city] = AddressValues.clean(address.city)
        values[.state] = AddressValues.clean(address.state)
        values[.postalCode] = AddressValues.clean(address.postalCode)
        values[.sortingCode] = AddressValues.clean(address.sortingCode)
        subAdministrativeArea = AddressValues.clean(address.subAdministrativeArea)
    }

    subscript(field: AddressField) -> String {
        get { values[field] ?? "" }
        set { values[field] = AddressValues.clean(newValue) }
    }

    /// True when every letter of the address is a Latin (or common) letter, and there is
    /// at least one letter.
    var isWrittenInLatin: Bool {
        var sawLetter = false
        for text in values.values {
            for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
                sawLetter = true
                if scalar.value > 0x024F && !(0x1E00...0x1EFF).contains(scalar.value) {
                    return false
                }
            }
        }
        return sawLetter
    }

    /// Trims each line and drops empty lines.
    private static func clean(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
