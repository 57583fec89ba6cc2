import ContactModel

/// The properties of one card as ``VCardCardComposer`` builds them: group and name as
/// strings, parameters in one list the whole card shares, and every value already escaped
/// for the target version, as bytes in one buffer the whole card shares.
///
/// Values are bytes rather than strings because ``VCardWriter`` copies them straight into
/// its output: an escaped `String` per value cost an allocation and a UTF-8 validation
/// each. Parameters are ranges into shared lists rather than a `[Parameter]` per property
/// for the same reason: an array per property and one per parameter's values cost three
/// allocations for a `TEL;TYPE=home`. A writer keeps one card and reuses its storage from
/// contact to contact.
struct VCardComposedCard {
    struct Property {
        var group: String?
        var name: String
        /// Where the parameters are in ``VCardComposedCard/parameters``.
        var parameters: Range<Int>
        /// Where the value is in ``VCardComposedCard/values``.
        var value: Range<Int>
        var encoding: VCardOutputProperty.Encoding
    }

    /// One parameter of a property: a name (empty: a 2.1 nameless type) and its values.
    struct ParameterEntry {
        var name: String
        /// Where the values are in ``VCardComposedCard/parameterValues``.
        var values: Range<Int>
        /// Whether the name came from the contact and must be checked before it is written;
        /// the composer's own (`TYPE`, `VALUE`) are valid as spelled.
        var nameFromContact = false
    }

    var properties: [Property] = []
    /// Where the contact's extensions are in ``properties``: their groups and names came
    /// from the contact and are checked before they are written; the composer's own names
    /// (`TEL`, `item3`) are valid as spelled. (A range rather than a flag per property: a
    /// larger `Property` was copied out of line.)
    var propertiesNamedByContact: Range<Int> = 0..<0
    /// The parameters of every property, one after the other.
    var parameters: [ParameterEntry] = []
    /// The (unescaped) values of every parameter, one after the other.
    var parameterValues: [String] = []
    /// The escaped values of every property, one after the other.
    var values = VCardByteBuffer()

    /// Empties the card, keeping its storage for the next one.
    mutating func removeAll() {
        properties.removeAll(keepingCapacity: true)
        propertiesNamedByContact = 0..<0
        parameters.removeAll(keepingCapacity: true)
        parameterValues.removeAll(keepingCapacity: true)
        values.removeAll()
    }

    /// Adds a parameter whose values are the ones from `valueStart` to the end of
    /// ``parameterValues``.
    mutating func appendParameter(_ name: String, valuesFrom valueStart: Int) {
        parameters.append(ParameterEntry(name: name, values: valueStart..<parameterValues.count))
    }

    /// Adds a parameter with one value.
    mutating func appendParameter(_ name: String, _ value: String) {
        parameterValues.append(value)
        appendParameter(name, valuesFrom: parameterValues.count - 1)
    }

    /// Adds a copy of `parameter`, a parameter from the contact (its name is checked when
    /// written).
    mutating func appendParameter(_ parameter: Parameter) {
        let valueStart = parameterValues.count
        parameterValues += parameter.values
        parameters.append(
            ParameterEntry(name: parameter.name, values: valueStart..<parameterValues.count, nameFromContact: true))
    }

    /// A property as jCard takes it: the parameters as ``Parameter``s, the value as a string.
    func outputProperty(_ property: Property) -> VCardOutputProperty {
        let parameters = self.parameters[property.parameters].map {
            Parameter(name: $0.name, values: Array(parameterValues[$0.values]))
        }
        return VCardOutputProperty(
            group: property.group, property.name, parameters,
            values.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[property.value]), as: UTF8.self)
            },
            encoding: property.encoding)
    }
}

extension VCardComposedCard.ParameterEntry {
    /// Whether the name is `upper` in any case, as ``Parameter/hasName(_:)``.
    func hasName(_ upper: StaticString) -> Bool {
        name.equalsIgnoringASCIICase(upper)
    }
}
