import ContactModel

/// The properties of one card as ``VCardCardComposer`` builds them: group, name and
/// parameters as strings, and every value already escaped for the target version, as bytes
/// in one buffer the whole card shares.
///
/// Values are bytes rather than strings because ``VCardWriter`` copies them straight into
/// its output: an escaped `String` per value cost an allocation and a UTF-8 validation
/// each. A writer keeps one card and reuses its storage from contact to contact.
struct VCardComposedCard {
    struct Property {
        var group: String?
        var name: String
        var parameters: [Parameter]
        /// Where the value is in ``VCardComposedCard/values``.
        var value: Range<Int>
        var encoding: VCardOutputProperty.Encoding
    }

    var properties: [Property] = []
    /// The escaped values of every property, one after the other.
    var values: [UInt8] = []

    /// Empties the card, keeping its storage for the next one.
    mutating func removeAll() {
        properties.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// A property as jCard takes it: the value as a string.
    func outputProperty(_ property: Property) -> VCardOutputProperty {
        VCardOutputProperty(
            group: property.group, property.name, property.parameters,
            String(decoding: values[property.value], as: UTF8.self), encoding: property.encoding)
    }
}
