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
    mutating func writeDirectly(group: String? = nil, _ name: StaticString, _ value: Value) {
        guard let lines = lentLines else { return }
        let lineStart = beginDirectLine(lines)
        if let group {
            lines.pointee.output.append(group)
            lines.pointee.output.append(UInt8(ascii: "."))
        }
        lines.pointee.output.append(name)
        lines.pointee.output.append(UInt8(ascii: ":"))
        let valueStart = lines.pointee.output.count
        appendDirectValue(value, to: lines)
        noteWrittenDirectly(name)
        lines.pointee.endLine(from: lineStart, valueStart: valueStart, property: name)
    }

    /// A value escaped into the lines; an ``Value/escaped`` one moved from the card's values.
    @inline(__always)
    private mutating func appendDirectValue(_ value: Value, to lines: UnsafeMutablePointer<VCardLineWriter>) {
        if case .escaped(let start) = value {
            card.values.moveBytes(from: start, to: &lines.pointee.output)
        } else {
            appendValue(value, to: &lines.pointee.output)
        }
    }

    /// An `ADR` whose kept parameters ``writesDirectly(keeping:)`` allows, and the lines of
    /// its item, as ``composeAddress(_:)`` composes them in 3.0 and 4.0: `ADR` with its
    /// sub-administrative area, sorting code and (4.0) label as parameters, its
    /// `X-ABLabel`, `X-APPLE-SUBLOCALITY` and `X-ABADR`, and 3.0's `LABEL` property with
    /// the address's types. The item is lent where it is (see ``compose()``).
    mutating func writeAddressDirectly(_ item: UnsafePointer<LabeledValue<PostalAddress>>) {
        let value = structuredValue(
            item.pointee.value.postOfficeBox, item.pointee.value.extendedAddress, item.pointee.value.street,
            item.pointee.value.city, item.pointee.value.state, item.pointee.value.postalCode,
            item.pointee.value.country)
        let subAdministrativeArea = item.pointee.value.subAdministrativeArea
        let sortingCode = item.pointee.value.sortingCode
        let label = isModern ? item.pointee.value.formattedLabel : nil
        let group = writeLabeledDirectly(
            item, name: "ADR", kind: .address, value: value,
            groupAnyway: !(item.pointee.value.isoCountryCode.isEmpty && item.pointee.value.subLocality.isEmpty)
        ) { lines in
            var wrote = false
            if !subAdministrativeArea.isEmpty {
                lines.writeParameter("X-APPLE-SUBADMINISTRATIVEAREA", subAdministrativeArea)
                wrote = true
            }
            // No vCard component holds a sorting code (France's CEDEX): a parameter keeps it.
            if !sortingCode.isEmpty {
                lines.writeParameter(VCardCardComposer.sortingCodeParameter, sortingCode)
                wrote = true
            }
            if let label {
                lines.writeParameter("LABEL", label)
                wrote = true
            }
            return wrote
        }
        // Apple writes the sub-locality as a line of its own in the item group.
        if !item.pointee.value.subLocality.isEmpty {
            writeDirectly(group: group, "X-APPLE-SUBLOCALITY", .text(item.pointee.value.subLocality))
        }
        if !item.pointee.value.isoCountryCode.isEmpty {
            writeDirectly(group: group, "X-ABADR", .text(item.pointee.value.isoCountryCode))
        }
        if !isModern, let formattedLabel = item.pointee.value.formattedLabel, let lines = lentLines {
            // 3.0's LABEL, with the address's types but for the preference: the label's.
            let lineStart = beginDirectLine(lines)
            if let group {
                lines.pointee.output.append(group)
                lines.pointee.output.append(UInt8(ascii: "."))
            }
            lines.pointee.output.append(VCardCardComposer.labelName)
            if let itemLabel = item.pointee.label,
                let types = VCardTypeTable.typeWords(for: itemLabel, kind: .address, version: version)
            {
                lines.pointee.output.append(VCardCardComposer.typeStart)
                lines.pointee.output.append(types.first)
                if let second = types.second {
                    lines.pointee.output.append(VCardCardComposer.typeSeparator)
                    lines.pointee.output.append(second)
                }
            }
            lines.pointee.output.append(UInt8(ascii: ":"))
            let valueStart = lines.pointee.output.count
            appendText(formattedLabel, to: &lines.pointee.output)
            lines.pointee.endLine(from: lineStart, valueStart: valueStart, property: "LABEL")
        }
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

    /// A `TEL`, `EMAIL` or `ADR` whose kept parameters ``writesDirectly(keeping:)`` allows,
    /// as ``appendLabeled(_:name:kind:value:extraParameters:)`` composes it: `TYPE`
    /// (`INTERNET` for 3.0 e-mail, the label's types, `VOICE` for a 3.0 phone, `pref`),
    /// `VALUE=uri` when `valueIsURI`, what `extraParameters` writes (true: a value from the
    /// contact among them), the kept parameters, `PREF` or `X-PREF`; a label with no type
    /// in an item group with its `X-ABLabel`. `groupAnyway`: an item group even without a
    /// label that needs one (an address's `X-ABADR`). Returns the group. The item is lent
    /// where it is (see ``compose()``).
    @discardableResult
    mutating func writeLabeledDirectly<Item>(
        _ item: UnsafePointer<LabeledValue<Item>>, name: StaticString, kind: VCardValueKind, value: Value,
        valueIsURI: Bool = false, groupAnyway: Bool = false,
        extraParameters: (inout VCardLineWriter) -> Bool = { _ in false }
    ) -> String? {
        guard let lines = lentLines else { return nil }
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
        if group == nil, groupAnyway { group = nextItemGroup() }
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
        // Parameter values from the contact may hold control characters (not line breaks,
        // which are encoded): then the whole line is looked at, as the card's path does.
        var keptParameters = extraParameters(&lines.pointee)
        keptParameters = keptParameters || !item.pointee.parameters.isEmpty
        for parameter in item.pointee.parameters { lines.pointee.writeExtensionParameter(parameter) }
        if let preference, !preferenceIsType {
            lines.pointee.output.append(UInt8(ascii: ";"))
            VCardCardComposer.append(preference.name, to: &lines.pointee.output)
            lines.pointee.output.append(UInt8(ascii: "="))
            VCardCardComposer.append(preference.value, to: &lines.pointee.output)
        }
        lines.pointee.output.append(UInt8(ascii: ":"))
        let valueStart = lines.pointee.output.count
        appendDirectValue(value, to: lines)
        lines.pointee.endLine(from: lineStart, valueStart: keptParameters ? lineStart : valueStart, property: name)
        if let group, let appleLabel {
            let labelStart = lines.pointee.output.count
            lines.pointee.output.append(group)
            lines.pointee.output.append(VCardCardComposer.appleLabelName)
            let labelValueStart = lines.pointee.output.count
            appendText(appleLabel, to: &lines.pointee.output)
            lines.pointee.endLine(from: labelStart, valueStart: labelValueStart, property: "X-ABLabel")
        }
        return group
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
    static let labelName: StaticString = "LABEL"

    /// Appends a word's UTF-8 (a parameter name or value the composer spelled).
    @inline(__always)
    static func append(_ word: VCardComposedCard.Word, to output: inout VCardByteBuffer) {
        switch word {
        case .literal(let literal): output.append(literal)
        case .string(let string): output.append(string)
        }
    }
}
