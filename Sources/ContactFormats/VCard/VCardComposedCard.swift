import ContactModel

/// The properties of one card as ``VCardCardComposer`` builds them: every name, group,
/// parameter name and parameter value as bytes in one buffer (``text``), every value already
/// escaped for the target version as bytes in another (``values``), and the properties and
/// parameters as ranges into them.
///
/// Nothing in the card is a `String` or holds a reference: the records are plain values, so
/// reading a property out of the array, emptying the card for the next contact and handing
/// the parts to ``VCardWriter`` retain and release nothing. (A `String` name and group per
/// property and a `String` per parameter value cost a retain and a release each time a
/// property was read, and a release each when the card was emptied.)
///
/// Values are bytes rather than strings because ``VCardWriter`` copies them straight into
/// its output: an escaped `String` per value cost an allocation and a UTF-8 validation
/// each. Parameters are ranges into shared lists rather than a `[Parameter]` per property
/// for the same reason: an array per property and one per parameter's values cost three
/// allocations for a `TEL;TYPE=home`. A writer keeps one card and reuses its storage from
/// contact to contact.
struct VCardComposedCard {
    struct Property {
        /// Where the group is in ``VCardComposedCard/text``; nil: the property has none.
        var group: Range<Int>?
        /// Where the name is in ``VCardComposedCard/text``.
        var name: Range<Int>
        /// Where the parameters are in ``VCardComposedCard/parameters``.
        var parameters: Range<Int>
        /// Where the value is in ``VCardComposedCard/values``.
        var value: Range<Int>
        var encoding: VCardOutputProperty.Encoding
    }

    /// One parameter of a property: a name (empty: a 2.1 nameless type) and its values.
    struct ParameterEntry {
        /// Where the name is in ``VCardComposedCard/text``.
        var name: Range<Int>
        /// Where the values are in ``VCardComposedCard/parameterValues``.
        var values: Range<Int>
        /// Whether the name came from the contact and must be checked before it is written;
        /// the composer's own (`TYPE`, `VALUE`) are valid as spelled.
        var nameFromContact = false
    }

    /// One parameter value: where it is in ``VCardComposedCard/text``.
    ///
    /// A struct of its own rather than a bare `Range<Int>` in ``parameterValues``: the
    /// runtime instantiates `[Range<Int>]`'s storage from its mangled name, and checks
    /// `Int: Comparable` for `Range` with a scan of every protocol conformance record (about
    /// 230,000 instructions, paid by the first card written that had a parameter). A
    /// non-generic struct's metadata is built in, and its field is never looked up.
    struct ParameterValue {
        var text: Range<Int>
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
    var parameterValues: [ParameterValue] = []
    /// The groups, names, parameter names and (unescaped) parameter values, as UTF-8.
    var text = VCardByteBuffer()
    /// The escaped values of every property, one after the other.
    var values = VCardByteBuffer()

    /// Empties the card, keeping its storage for the next one.
    mutating func removeAll() {
        // Most cards leave their card empty (their lines go straight into the writer's):
        // emptying an empty array kept its capacity at the cost of a call each.
        if !properties.isEmpty { properties.removeAll(keepingCapacity: true) }
        propertiesNamedByContact = 0..<0
        if !parameters.isEmpty { parameters.removeAll(keepingCapacity: true) }
        if !parameterValues.isEmpty { parameterValues.removeAll(keepingCapacity: true) }
        text.removeAll()
        values.removeAll()
    }

    /// A name or word the composer writes into ``text``: most are literals (`TEL`, `TYPE`,
    /// `INTERNET`), whose bytes are copied from the binary as they are; a string's are
    /// looked up first, about a hundred instructions more.
    enum Word: ExpressibleByStringLiteral {
        case literal(StaticString)
        case string(String)

        init(stringLiteral value: StaticString) {
            self = .literal(value)
        }

        /// The word as a string (diagnostics).
        var string: String {
            switch self {
            case .literal(let literal): return literal.description
            case .string(let string): return string
            }
        }
    }

    // MARK: Text

    /// Adds `string`'s UTF-8 to ``text``; returns where it is.
    mutating func appendText(_ string: String) -> Range<Int> {
        let start = text.count
        text.append(string)
        return start..<text.count
    }

    /// Adds `word`'s UTF-8 to ``text``; returns where it is.
    @inline(__always)
    mutating func appendText(_ word: Word) -> Range<Int> {
        let start = text.count
        switch word {
        case .literal(let literal): text.append(literal)
        case .string(let string): text.append(string)
        }
        return start..<text.count
    }

    /// The text at `range` of ``text`` as a string.
    func string(_ range: Range<Int>) -> String {
        text.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The text at `range` of ``text`` is `other`, ASCII letters in any case.
    func text(_ range: Range<Int>, equalsIgnoringASCIICase other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count == other.count else { return false }
        return text.withUnsafeBufferPointer { bytes in
            var index = range.lowerBound
            for byte in other {
                guard VCardComposedCard.asciiUppercase(bytes[index]) == VCardComposedCard.asciiUppercase(byte) else {
                    return false
                }
                index += 1
            }
            return true
        }
    }

    /// The text at `range` of ``text`` is `other`, ASCII letters in any case.
    func text(_ range: Range<Int>, equalsIgnoringASCIICase other: StaticString) -> Bool {
        text(range, equalsIgnoringASCIICase: UnsafeBufferPointer(start: other.utf8Start, count: other.utf8CodeUnitCount))
    }

    @inline(__always)
    static func asciiUppercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
    }

    /// A property's name as a string.
    func name(of property: Property) -> String {
        string(property.name)
    }

    /// A property's group as a string, if it has one.
    func group(of property: Property) -> String? {
        property.group.map { string($0) }
    }

    /// A parameter's name as a string.
    func name(of parameter: ParameterEntry) -> String {
        string(parameter.name)
    }

    /// A parameter's values as strings.
    func values(of parameter: ParameterEntry) -> [String] {
        parameterValues[parameter.values].map { string($0.text) }
    }

    // MARK: Parameters

    /// Adds one value to ``parameterValues`` (for a parameter added after it).
    @inline(__always)
    mutating func appendParameterValue(_ value: Word) {
        parameterValues.append(ParameterValue(text: appendText(value)))
    }

    /// Whether one of the values from `start` to the end of ``parameterValues`` is `value`,
    /// ASCII letters in any case.
    func hasParameterValue(_ value: String, from start: Int) -> Bool {
        guard start < parameterValues.count else { return false }
        return value.withUTF8Bytes { bytes in
            for index in start..<parameterValues.count
            where text(parameterValues[index].text, equalsIgnoringASCIICase: bytes) {
                return true
            }
            return false
        }
    }

    /// Adds a parameter whose values are the ones from `valueStart` to the end of
    /// ``parameterValues``.
    @inline(__always)
    mutating func appendParameter(_ name: Word, valuesFrom valueStart: Int) {
        parameters.append(ParameterEntry(name: appendText(name), values: valueStart..<parameterValues.count))
    }

    /// Adds a parameter with one value.
    mutating func appendParameter(_ name: Word, _ value: String) {
        appendParameterValue(.string(value))
        appendParameter(name, valuesFrom: parameterValues.count - 1)
    }

    /// Adds a copy of `parameter`, a parameter from the contact (its name is checked when
    /// written).
    mutating func appendParameter(_ parameter: Parameter) {
        let valueStart = parameterValues.count
        for value in parameter.values { appendParameterValue(.string(value)) }
        parameters.append(
            ParameterEntry(
                name: appendText(parameter.name), values: valueStart..<parameterValues.count, nameFromContact: true))
    }

    /// A property as jCard takes it: the parameters as ``Parameter``s, the value as a string.
    func outputProperty(_ property: Property) -> VCardOutputProperty {
        let parameters = self.parameters[property.parameters].map {
            Parameter(name: name(of: $0), values: values(of: $0))
        }
        return VCardOutputProperty(
            group: group(of: property), name(of: property), parameters,
            values.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[property.value]), as: UTF8.self)
            },
            encoding: property.encoding)
    }
}
