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
        let mayHoldControls = appendDirectValue(value, to: lines)
        noteWrittenDirectly(name)
        lines.pointee.endLine(from: lineStart, valueStart: valueStart, property: name, mayHoldControls: mayHoldControls)
    }

    /// A value escaped into the lines; an ``Value/escaped`` one moved from the card's values.
    /// Returns whether it may hold a control character (false: text seen to hold none).
    @inline(__always)
    private mutating func appendDirectValue(_ value: Value, to lines: UnsafeMutablePointer<VCardLineWriter>) -> Bool {
        switch value {
        case .escaped(let start):
            card.values.moveBytes(from: start, to: &lines.pointee.output)
            return true
        // Most are text: escaped here, with no call to the whole switch.
        case .text(let text):
            return appendText(text, to: &lines.pointee.output)
        // Its bytes are the escaped value (``telephoneShape(_:)``): copied, with no control
        // character to look for.
        case .plain(let text):
            lines.pointee.output.append(text)
            return false
        default:
            appendValue(value, to: &lines.pointee.output)
            return true
        }
    }

    /// An `ADR` whose kept parameters ``writesDirectly(keeping:)`` allows, and the lines of
    /// its item, as ``composeAddress(_:)`` composes them in 3.0 and 4.0: `ADR` with its
    /// sub-administrative area, sorting code and (4.0) label as parameters, its
    /// `X-ABLabel`, `X-APPLE-SUBLOCALITY` and `X-ABADR`, and 3.0's `LABEL` property with
    /// the address's types. The item is lent where it is (see ``compose()``); its
    /// components are escaped straight into the line (they went into the card's values and
    /// were moved from there), and its parameters written with no closure capturing them.
    mutating func writeAddressDirectly(_ item: UnsafePointer<LabeledValue<PostalAddress>>) {
        let group = writeLabeledDirectly(
            item, name: "ADR", kind: .address, value: .escaped(from: -1),
            groupAnyway: !(item.pointee.value.isoCountryCode.isEmpty && item.pointee.value.subLocality.isEmpty),
            address: item)
        // Apple writes the sub-locality as a line of its own in the item group.
        if !item.pointee.value.subLocality.isEmpty {
            writeTextDirectly(group: group, "X-APPLE-SUBLOCALITY", item.pointee.value.subLocality)
        }
        if !item.pointee.value.isoCountryCode.isEmpty {
            writeTextDirectly(group: group, "X-ABADR", item.pointee.value.isoCountryCode)
        }
        if !isModern, item.pointee.value.formattedLabel != nil, let lines = lentLines {
            // 3.0's LABEL, with the address's types but for the preference: the label's.
            let lineStart = beginDirectLine(lines)
            if let group { VCardCardComposer.appendItemGroup(group, to: &lines.pointee.output) }
            lines.pointee.output.append(VCardCardComposer.labelName)
            if let types = VCardTypeTable.typeWords(
                forLabelAt: item.pointer(to: \.label)!, kind: .address, version: version)
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
            if let formattedLabel = item.pointee.value.formattedLabel {
                appendText(formattedLabel, to: &lines.pointee.output)
            }
            lines.pointee.endLine(from: lineStart, valueStart: valueStart, property: "LABEL")
        }
    }

    /// The seven `ADR` components of an address, escaped and joined by `;`, as
    /// ``structuredValue(_:_:_:_:_:_:_:)`` writes them into the card; whether they may hold
    /// a control character.
    @inline(__always)
    private func appendAddressComponents<Sharing>(
        _ address: UnsafePointer<LabeledValue<PostalAddress>>, to output: inout VCardBytes<Sharing>
    ) -> Bool {
        var mayHoldControls = appendText(address.pointee.value.postOfficeBox, to: &output)
        output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(address.pointee.value.extendedAddress, to: &output) || mayHoldControls
        output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(address.pointee.value.street, to: &output) || mayHoldControls
        output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(address.pointee.value.city, to: &output) || mayHoldControls
        output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(address.pointee.value.state, to: &output) || mayHoldControls
        output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(address.pointee.value.postalCode, to: &output) || mayHoldControls
        output.append(UInt8(ascii: ";"))
        return appendText(address.pointee.value.country, to: &output) || mayHoldControls
    }

    /// The parameters ``composeAddress(_:)`` gives an address of its own: its
    /// sub-administrative area, sorting code and (4.0) formatted label. True when it wrote
    /// one (a value from the contact, looked at for control characters with the line).
    @inline(__always)
    private func writeAddressParameters(_ address: UnsafePointer<LabeledValue<PostalAddress>>, to lines: inout VCardLineWriter) -> Bool {
        var wrote = false
        if !address.pointee.value.subAdministrativeArea.isEmpty {
            lines.writeParameter("X-APPLE-SUBADMINISTRATIVEAREA", address.pointee.value.subAdministrativeArea)
            wrote = true
        }
        // No vCard component holds a sorting code (France's CEDEX): a parameter keeps it.
        if !address.pointee.value.sortingCode.isEmpty {
            lines.writeParameter(VCardCardComposer.sortingCodeParameter, address.pointee.value.sortingCode)
            wrote = true
        }
        if isModern, let label = address.pointee.value.formattedLabel {
            lines.writeParameter("LABEL", label)
            wrote = true
        }
        return wrote
    }

    /// `N` with the contact's five name components escaped straight into the line, as
    /// ``composeStructuredName()`` composes it when there is no second surname or
    /// generation: no value escaped into the card and moved from there.
    mutating func writeNameDirectly() {
        guard let lines = lentLines else { return }
        let lineStart = beginDirectLine(lines)
        lines.pointee.output.append("N:" as StaticString)
        let valueStart = lines.pointee.output.count
        var mayHoldControls = appendText(contact.familyName, to: &lines.pointee.output)
        lines.pointee.output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(contact.givenName, to: &lines.pointee.output) || mayHoldControls
        lines.pointee.output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(contact.middleName, to: &lines.pointee.output) || mayHoldControls
        lines.pointee.output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(contact.namePrefix, to: &lines.pointee.output) || mayHoldControls
        lines.pointee.output.append(UInt8(ascii: ";"))
        mayHoldControls = appendText(contact.nameSuffix, to: &lines.pointee.output) || mayHoldControls
        noteWrittenDirectly("N")
        lines.pointee.endLine(from: lineStart, valueStart: valueStart, property: "N", mayHoldControls: mayHoldControls)
    }

    /// `FN` as the plain display name (``appendPlainDisplayName(to:)``), escaped straight
    /// into the line: a contact with no formatted name (every one read from a CSV).
    mutating func writeDisplayNameDirectly() {
        guard let lines = lentLines else { return }
        let lineStart = beginDirectLine(lines)
        lines.pointee.output.append("FN:" as StaticString)
        let valueStart = lines.pointee.output.count
        let mayHoldControls = appendPlainDisplayName(to: &lines.pointee.output)
        lines.pointee.endLine(from: lineStart, valueStart: valueStart, property: "FN", mayHoldControls: mayHoldControls)
    }

    /// `NAME:text` (in item group number `group` when not nil), the text escaped straight
    /// into the line: ``writeDirectly(group:_:_:)`` with no ``Value`` made of the text.
    /// `text` is read where it is, as ``appendText(_:to:)`` reads it: a string handed over
    /// (an address's country code) was retained and released.
    mutating func writeTextDirectly(group: Int? = nil, _ name: StaticString, _ text: @autoclosure () -> String) {
        guard let lines = lentLines else { return }
        let lineStart = beginDirectLine(lines)
        if let group { VCardCardComposer.appendItemGroup(group, to: &lines.pointee.output) }
        lines.pointee.output.append(name)
        lines.pointee.output.append(UInt8(ascii: ":"))
        let valueStart = lines.pointee.output.count
        let mayHoldControls = appendText(text(), to: &lines.pointee.output)
        noteWrittenDirectly(name)
        lines.pointee.endLine(from: lineStart, valueStart: valueStart, property: name, mayHoldControls: mayHoldControls)
    }

    /// Notes a single-valued name written here (``singleValuedWrittenDirectly``).
    @inline(__always)
    mutating func noteWrittenDirectly(_ name: StaticString) {
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        if let slot = VCardCardComposer.singleValuedSlot(of: bytes, modern: isModern) {
            singleValuedWrittenDirectly |= 1 << slot
        }
    }

    /// The index of `name` in ``VCardVersionTable/singleValuedProperties(in:)`` of 4.0
    /// (`modern`) or 3.0, nil when it is not there: told by its length and then its bytes.
    /// Looking through the table's names cost about a hundred instructions a direct line
    /// (and a `swift_once`); tests check this against the table. The length is told first:
    /// most direct lines' names (`FN`, `TEL`, `EMAIL`, `X-ABADR`) have a length no
    /// single-valued name has, or differ from it in the first byte.
    static func singleValuedSlot(of name: UnsafeBufferPointer<UInt8>, modern: Bool) -> Int? {
        @inline(__always) func isName(_ literal: StaticString) -> Bool {
            guard name.count == literal.utf8CodeUnitCount else { return false }
            let bytes = literal.utf8Start
            for index in 0..<name.count where name[index] != bytes[index] { return false }
            return true
        }
        switch name.count {
        case 1: return name[0] == UInt8(ascii: "N") ? 0 : nil
        case 3: return isName("REV") ? 6 : isName("UID") ? 7 : nil
        case 4: return isName("BDAY") ? 2 : modern && isName("KIND") ? 4 : nil
        case 6:
            if isName("PRODID") { return 5 }
            return modern ? (isName("GENDER") ? 1 : nil) : (isName("X-KIND") ? 4 : nil)
        case 8: return !modern && isName("X-GENDER") ? 1 : nil
        case 11: return modern && isName("ANNIVERSARY") ? 3 : nil
        case 13: return !modern && isName("X-ANNIVERSARY") ? 3 : nil
        default: return nil
        }
    }

    /// A `TEL`, `EMAIL` or `ADR` whose kept parameters ``writesDirectly(keeping:)`` allows,
    /// as ``appendLabeled(_:name:kind:value:extraParameters:)`` composes it: `TYPE`
    /// (`INTERNET` for 3.0 e-mail, the label's types, `VOICE` for a 3.0 phone, `pref`),
    /// `VALUE=uri` when `valueIsURI` (`VALUE=text` when `valueIsText`), an address's own parameters (`address`: its
    /// components are the value, whatever `value` says), the kept parameters, `PREF` or
    /// `X-PREF`; a label with no type in an item group with its `X-ABLabel`. `groupAnyway`:
    /// an item group even without a label that needs one (an address's `X-ABADR`). `text`:
    /// the value is the string there (the item's own), copied as it is when `textIsPlain`
    /// (as ``Value/plain(_:)`` is), else escaped as text, whatever `value` says; read where
    /// it is, as ``appendText(_:to:)`` reads it (an e-mail address or a number made into a
    /// ``Value`` was retained and released). Returns the group's number. The item is lent
    /// where it is (see ``compose()``).
    ///
    /// The label is read once; the parameter words are literals, the preference's among
    /// them (its words were made as an enum of two cases and copied out of line, and the
    /// label copied for each look at it: about 300 instructions a value).
    @discardableResult
    mutating func writeLabeledDirectly<Item>(
        _ item: UnsafePointer<LabeledValue<Item>>, name: StaticString, kind: VCardValueKind, value: Value,
        valueIsURI: Bool = false, valueIsText: Bool = false, groupAnyway: Bool = false,
        address: UnsafePointer<LabeledValue<PostalAddress>>? = nil,
        text: UnsafePointer<String>? = nil, textIsPlain: Bool = false
    ) -> Int? {
        guard let lines = lentLines else { return nil }
        let lineStart = beginDirectLine(lines)
        // The label is read where it is at each look, never held across a call that may
        // write: a copy held (a `let`) was retained and released, about fifty
        // instructions a value.
        let label = item.pointer(to: \.label)!
        let hasLabel = item.pointee.label != nil
        var group: Int? = nil
        let types = VCardTypeTable.typeWords(forLabelAt: label, kind: kind, version: version)
        if hasLabel && types == nil || groupAnyway { group = nextItemGroupNumber() }
        if let group { VCardCardComposer.appendItemGroup(group, to: &lines.pointee.output) }
        // The name and the words up to the kept parameters (at most ``labeledHeadRoom``
        // bytes) stored at a cursor in room reserved once: each append checked the room
        // and counted its bytes, about fifteen instructions a word.
        let head = lines.pointee.output.reserveUninitialized(VCardCardComposer.labeledHeadRoom)
        var cursor = head
        @inline(__always) func put(_ text: StaticString) {
            VCardCardComposer.store(text, at: &cursor)
        }
        put(name)
        // The TYPE values, each after `;TYPE=` or `,`.
        var wroteType = false
        if !isModern, kind == .email {
            put(";TYPE=INTERNET")
            wroteType = true
        }
        if let types {
            put(wroteType ? VCardCardComposer.typeSeparator : VCardCardComposer.typeStart)
            put(types.first)
            if let second = types.second {
                put(VCardCardComposer.typeSeparator)
                put(second)
            }
            wroteType = true
        }
        if !isModern, kind == .phone, VCardTypeTable.addsVoice(forLabelAt: label) {
            put(wroteType ? ",VOICE" : ";TYPE=VOICE")
            wroteType = true
        }
        let rank = item.pointee.preference
        // `TYPE=pref` (3.0): a type.
        if let rank, !isModern, rank <= 1 {
            put(wroteType ? ",pref" : ";TYPE=pref")
        }
        if valueIsURI { put(VCardCardComposer.uriValueType) }
        if valueIsText { put(VCardCardComposer.textValueType) }
        lines.pointee.output.commitUninitialized(cursor - head)
        // Parameter values from the contact may hold control characters (not line breaks,
        // which are encoded): then the whole line is looked at, as the card's path does.
        var keptParameters = false
        if let address { keptParameters = writeAddressParameters(address, to: &lines.pointee) }
        if !item.pointee.parameters.isEmpty {
            keptParameters = true
            for parameter in item.pointee.parameters { lines.pointee.writeExtensionParameter(parameter) }
        }
        if let rank {
            // 4.0's `PREF=n`; 3.0's `X-PREF=n` for a rank it cannot say.
            if isModern, rank == 1 {
                lines.pointee.output.append(";PREF=1" as StaticString)
            } else if isModern || rank > 1 {
                lines.pointee.output.append(isModern ? ";PREF=" as StaticString : ";X-PREF=")
                lines.pointee.output.append(String(rank))
            }
        }
        lines.pointee.output.append(UInt8(ascii: ":"))
        let valueStart = lines.pointee.output.count
        let mayHoldControls: Bool
        if let address {
            mayHoldControls = appendAddressComponents(address, to: &lines.pointee.output)
        } else if let text {
            if textIsPlain {
                lines.pointee.output.append(stringAt: text)
                mayHoldControls = false
            } else {
                mayHoldControls = appendText(text.pointee, to: &lines.pointee.output)
            }
        } else {
            mayHoldControls = appendDirectValue(value, to: lines)
        }
        lines.pointee.endLine(
            from: lineStart, valueStart: keptParameters ? lineStart : valueStart, property: name,
            mayHoldControls: keptParameters || mayHoldControls)
        if let group, hasLabel, types == nil {
            let labelStart = lines.pointee.output.count
            VCardCardComposer.appendItemGroup(group, to: &lines.pointee.output)
            lines.pointee.output.append("X-ABLabel:" as StaticString)
            let labelValueStart = lines.pointee.output.count
            appendText(item.pointee.label?.appleRawValue ?? "", to: &lines.pointee.output)
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

    /// Appends `itemN.`, item group `number`'s name and its dot: for the first nine one
    /// word of the six bytes, its digit added in (the name as a string cost about eighty
    /// instructions a line, and a literal for each of the nine, a switch that was not
    /// inlined, about forty: a grouped value has two lines or more).
    @inline(__always)
    static func appendItemGroup<Sharing>(_ number: Int, to output: inout VCardBytes<Sharing>) {
        if number >= 1, number <= 9 {
            // `item` and `.` around the digit's byte, first byte lowest; the two bytes after
            // them are stored in room reserved for them and not counted.
            let word: UInt64 = 0x2E00_6D65_7469 | UInt64(truncatingIfNeeded: 0x30 &+ number) &<< 32
            UnsafeMutableRawPointer(output.reserveUninitialized(8)).storeBytes(of: word.littleEndian, as: UInt64.self)
            output.commitUninitialized(6)
        } else {
            output.append(itemGroupName(number))
            output.append(UInt8(ascii: "."))
        }
    }

    /// The room a labeled direct line's name and words up to its kept parameters can take:
    /// `ADR;TYPE=INTERNET,IPHONE,CELL,VOICE,pref;VALUE=uri` and more is less than 64 bytes
    /// (the type words are at most six; a test checks them).
    static let labeledHeadRoom = 64

    /// Stores `text` at `cursor` and moves the cursor past it, in room reserved already.
    @inline(__always)
    static func store(_ text: StaticString, at cursor: inout UnsafeMutablePointer<UInt8>) {
        let count = text.utf8CodeUnitCount
        if count > 16 {
            cursor.update(from: text.utf8Start, count: count)
        } else if count > 0 {
            VCardByteBuffer.copyShort(from: text.utf8Start, to: cursor, count: count)
        }
        cursor += count
    }

    // The literals of a direct line, typed: a bare literal is a `String` to
    // ``VCardByteBuffer/append(_:)``, looked up first.
    static let typeStart: StaticString = ";TYPE="
    static let typeSeparator: StaticString = ","
    static let uriValueType: StaticString = ";VALUE=uri"
    static let textValueType: StaticString = ";VALUE=text"
    static let labelName: StaticString = "LABEL"

}
