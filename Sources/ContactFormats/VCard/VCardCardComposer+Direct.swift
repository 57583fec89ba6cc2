import ContactModel

/// Simple properties written straight into the writer's lines (``VCardLineWriter``) instead
/// of composed into the card and serialized from it: `FN`, `N`, `NICKNAME`, `ORG`, `TITLE`,
/// `BDAY`, `NOTE`, `CATEGORIES` without kept parameters, `TEL` and `EMAIL` with no kept
/// parameters but plain X- ones (with their `TYPE`, `PREF`, item group and `X-ABLabel`). Composed, each cost
/// its name copied into the card's text, a record appended, the value copied twice and a
/// walk over its parameters in the writer, about 400 instructions a property.
///
/// Only while ``writesDirectly``: 3.0 and 4.0 (2.1 picks quoted-printable from the escaped
/// bytes and spells its parameters its own way), with the short paths (tests compare with
/// them off), before the extensions (the cardinality pass may rename an extension or what
/// follows one; what is written here comes first and is never renamed). The lines come
/// out in the same order: before a line is written here, the card's properties not written
/// yet are (``VCardLineWriter/write(_:from:checkingEveryLine:)``). The bytes are the ones
/// the card's path writes: the same escaping into another buffer, the same line ends
/// (``VCardLineWriter/endLine(from:valueStart:property:)``).
extension VCardCardComposer {
    /// Starts a line in the writer's lines, the card's properties not yet written first;
    /// returns where the line starts.
    @inline(__always)
    mutating func beginDirectLine(_ lines: UnsafeMutablePointer<VCardLineWriter>) -> Int {
        if writtenProperties < card.properties.count {
            lines.pointee.write(UnsafePointer(lentCard), from: writtenProperties, checkingEveryLine: true)
            writtenProperties = card.properties.count
        }
        return lines.pointee.output.count
    }

    /// Writes the card's properties not yet in the lines (all of them unless
    /// ``writesDirectly`` wrote some), after the cardinality pass.
    mutating func writeRemainingLines() {
        guard let lines = lentLines else { return }
        lines.pointee.write(UnsafePointer(lentCard), from: writtenProperties, checkingEveryLine: false)
        writtenProperties = card.properties.count
    }

    /// Whether ``appendSingle(_:field:_:extra:)`` adds parameters the model kept for `field`.
    @inline(__always)
    func hasKeptParameters(_ field: Contact.Field?) -> Bool {
        guard let field, !contact.fieldParameters.isEmpty, let kept = contact.fieldParameters[field] else {
            return false
        }
        return !kept.isEmpty
    }

    /// `NAME:value` with no group or parameters, as ``appendSingle(_:field:_:extra:)`` and
    /// ``append(group:_:_:_:encoding:)`` compose it. An ``Value/escaped`` value is moved from
    /// the card's values.
    mutating func writeDirectly(_ name: StaticString, _ value: Value) {
        guard let lines = lentLines else { return }
        let lineStart = beginDirectLine(lines)
        lines.pointee.output.append(name)
        lines.pointee.output.append(UInt8(ascii: ":"))
        let valueStart = lines.pointee.output.count
        if case .escaped(let start) = value {
            card.values.moveBytes(from: start, to: &lines.pointee.output)
        } else {
            appendValue(value, to: &lines.pointee.output)
        }
        noteWrittenDirectly(name)
        lines.pointee.endLine(from: lineStart, valueStart: valueStart, property: name)
    }

    /// Notes a single-valued name written here (``singleValuedWrittenDirectly``).
    @inline(__always)
    private mutating func noteWrittenDirectly(_ name: StaticString) {
        guard name.utf8CodeUnitCount > 0, VCardCardComposer.mayBeSingleValued(name.utf8Start.pointee) else { return }
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        let names = isModern ? VCardCardComposer.singleValuedNameBytes4 : VCardCardComposer.singleValuedNameBytes3
        for slot in names.indices where names[slot].count == bytes.count && names[slot].elementsEqual(bytes) {
            singleValuedWrittenDirectly |= 1 << slot
        }
    }

    /// ``VCardVersionTable/singleValuedProperties(in:)`` of 4.0 and of 3.0, as bytes.
    static let singleValuedNameBytes4 = VCardVersionTable.singleValuedProperties(in: .v4_0).map { Array($0.utf8) }
    static let singleValuedNameBytes3 = VCardVersionTable.singleValuedProperties(in: .v3_0).map { Array($0.utf8) }

    /// A `TEL` or `EMAIL` whose kept parameters ``writesDirectly(keeping:)`` allows, as
    /// ``appendLabeled(_:name:kind:value:extraParameters:)`` composes it: `TYPE` (`INTERNET`
    /// for 3.0 e-mail, the label's types, `VOICE` for a 3.0 phone, `pref`), `VALUE=uri` when
    /// `valueIsURI`, the kept parameters, `PREF` or `X-PREF`; a label with no type in an
    /// item group with its `X-ABLabel`. The item is lent where it is (see ``compose()``).
    mutating func writeLabeledDirectly<Item>(
        _ item: UnsafePointer<LabeledValue<Item>>, name: StaticString, kind: VCardValueKind, value: Value, valueIsURI: Bool = false
    ) {
        guard let lines = lentLines else { return }
        let lineStart = beginDirectLine(lines)
        var group: String? = nil
        var appleLabel: String? = nil
        var types: (first: StaticString, second: StaticString?)? = nil
        if let label = item.pointee.label {
            types = VCardTypeTable.typeWords(for: label, kind: kind, version: version)
            if types == nil {
                group = nextItemGroup()
                appleLabel = label.appleRawValue
            }
        }
        if let group {
            lines.pointee.output.append(group)
            lines.pointee.output.append(UInt8(ascii: "."))
        }
        lines.pointee.output.append(name)
        // The TYPE values, each after `;TYPE=` or `,`.
        var wroteType = false
        func appendType(_ type: StaticString, to output: inout VCardByteBuffer) {
            output.append(wroteType ? VCardCardComposer.typeSeparator : VCardCardComposer.typeStart)
            output.append(type)
            wroteType = true
        }
        if !isModern, kind == .email { appendType("INTERNET", to: &lines.pointee.output) }
        if let types {
            appendType(types.first, to: &lines.pointee.output)
            if let second = types.second { appendType(second, to: &lines.pointee.output) }
        }
        if !isModern, kind == .phone, VCardTypeTable.addsVoice(for: item.pointee.label) {
            appendType("VOICE", to: &lines.pointee.output)
        }
        let rank = item.pointee.preference
        let preference = rank.map { preferenceWords($0) }
        // `TYPE=pref` (3.0): a type.
        let preferenceIsType = !isModern && (rank ?? 2) <= 1
        if let preference, preferenceIsType {
            lines.pointee.output.append(wroteType ? VCardCardComposer.typeSeparator : VCardCardComposer.typeStart)
            VCardCardComposer.append(preference.value, to: &lines.pointee.output)
        }
        if valueIsURI { lines.pointee.output.append(VCardCardComposer.uriValueType) }
        // Kept parameter values may hold control characters (not line breaks, which are
        // encoded): then the whole line is looked at, as the card's path does.
        let keptParameters = !item.pointee.parameters.isEmpty
        for parameter in item.pointee.parameters { lines.pointee.writeExtensionParameter(parameter) }
        if let preference, !preferenceIsType {
            lines.pointee.output.append(UInt8(ascii: ";"))
            VCardCardComposer.append(preference.name, to: &lines.pointee.output)
            lines.pointee.output.append(UInt8(ascii: "="))
            VCardCardComposer.append(preference.value, to: &lines.pointee.output)
        }
        lines.pointee.output.append(UInt8(ascii: ":"))
        let valueStart = lines.pointee.output.count
        appendValue(value, to: &lines.pointee.output)
        lines.pointee.endLine(from: lineStart, valueStart: keptParameters ? lineStart : valueStart, property: name)
        if let group, let appleLabel {
            let labelStart = lines.pointee.output.count
            lines.pointee.output.append(group)
            lines.pointee.output.append(VCardCardComposer.appleLabelName)
            let labelValueStart = lines.pointee.output.count
            appendText(appleLabel, to: &lines.pointee.output)
            lines.pointee.endLine(from: labelStart, valueStart: labelValueStart, property: "X-ABLabel")
        }
    }

    /// Whether ``writeLabeledDirectly(_:name:kind:value:valueIsURI:)`` writes a value with these
    /// kept parameters as ``appendLabeled(_:name:kind:value:extraParameters:)`` does: none,
    /// or only X- parameters that every version keeps as they are
    /// (``isPlainExtensionParameterName(_:)``; Outlook's `X-OUTLOOK-DISPLAY-NAME` on every
    /// e-mail address), so no `TYPE`, `GROUP` or preference among them.
    @inline(__always)
    static func writesDirectly(keeping parameters: [Parameter]) -> Bool {
        for parameter in parameters where !isPlainExtensionParameterName(parameter.name) { return false }
        return true
    }

    // The literals of a direct line, typed: a bare literal is a `String` to
    // ``VCardByteBuffer/append(_:)``, looked up first.
    static let typeStart: StaticString = ";TYPE="
    static let typeSeparator: StaticString = ","
    static let uriValueType: StaticString = ";VALUE=uri"
    static let appleLabelName: StaticString = ".X-ABLabel:"

    /// Appends a word's UTF-8 (a parameter name or value the composer spelled).
    @inline(__always)
    static func append(_ word: VCardComposedCard.Word, to output: inout VCardByteBuffer) {
        switch word {
        case .literal(let literal): output.append(literal)
        case .string(let string): output.append(string)
        }
    }
}
