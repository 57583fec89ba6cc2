import ContactModel

extension VCardContactBuilder {
    /// The item-group companions of an `ADR` (see ``takeAddressCompanions(of:)``): indices
    /// into `properties`, nil for a kind the group lacks.
    struct AddressCompanions {
        /// `X-APPLE-SUBLOCALITY`.
        var subLocality: Int?
        /// `X-ABADR` (the country code).
        var address: Int?
        /// `X-ABLabel`.
        var label: Int?
    }

    /// Takes the sub-locality, country code and label companions of an address in one look
    /// at the card's companions: what ``takeCompanion(_:of:)`` takes for each kind (the last
    /// one in the group), where three looks compared the same groups again.
    mutating func takeAddressCompanions(of property: VCardProperty) -> AddressCompanions {
        var found = AddressCompanions()
        guard property.groupKey != 0 else { return found }
        guard properties.count <= 64 else {
            // A long card's companions are in a list: one kind at a time.
            found.subLocality = takeCompanion(.appleSubLocality, of: property)
            found.address = takeCompanion(.appleAddress, of: property)
            found.label = takeCompanion(.appleLabel, of: property)
            return found
        }
        // The last one of each kind first, as `takeCompanion`.
        var mask = companionMask
        while mask != 0 {
            let index = 63 - mask.leadingZeroBitCount
            mask &= ~(1 << UInt64(index))
            guard properties[index].hasSameGroup(as: property) else { continue }
            // An earlier one of a kind already found stays as it is (an extension).
            switch properties[index].kind {
            case .appleSubLocality:
                guard found.subLocality == nil else { continue }
                found.subLocality = index
            case .appleAddress:
                guard found.address == nil else { continue }
                found.address = index
            case .appleLabel:
                guard found.label == nil else { continue }
                found.label = index
            default:
                continue
            }
            consumedMask |= 1 << UInt64(index)
        }
        return found
    }

    /// The text of the companion at `index`, trimmed (``companionText(_:)`` with
    /// ``Swift/String/trimmingWhitespace()``): a value that starts and ends with a visible
    /// ASCII character and has no backslash (a country code, a district) is its bytes as
    /// they stand, with no second look at the string.
    mutating func trimmedCompanionText(_ index: Int) -> String {
        let properties = self.properties
        if let text = VCardContactBuilder.visibleText(of: &properties[index]) { return text }
        return companionText(index).trimmingWhitespace()
    }

    /// The value as a string when it needs no decoding, unescaping or trimming; else nil.
    private static func visibleText(of property: inout VCardProperty) -> String? {
        property.withPlainUTF8 { VCardText.visibleText(validUTF8: $0) } ?? nil
    }
}
