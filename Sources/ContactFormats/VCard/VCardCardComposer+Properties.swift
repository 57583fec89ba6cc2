import ContactModel
import ContactSupport

extension VCardCardComposer {
    // MARK: Identity

    mutating func composeKind() {
        switch (contact.kind, isModern) {
        case (.individual, _):
            if isModern, contact.fieldParameters[.kind] != nil {
                appendSingle("KIND", field: .kind, .raw("individual"))
            }
        case (.organization, true): appendSingle("KIND", field: .kind, .raw("org"))
        case (.group, true): appendSingle("KIND", field: .kind, .raw("group"))
        case (.organization, false): append("X-ABShowAs", [], .raw("COMPANY"))
        case (.group, false): appendSingle("X-ADDRESSBOOKSERVER-KIND", field: .kind, .raw("group"))
        }
    }

    mutating func composeNames() {
        if contact.formattedName != nil {
            // Read where it is, as the other text fields are (``appendSingleText(_:field:at:)``).
            appendSingleText("FN", field: .formattedName, at: lentContact.pointer(to: \.formattedName)!)
        } else if let displayName {
            appendSingle("FN", field: .formattedName, .text(displayName))
        } else if writesDirectly, !hasKeptParameters(.formattedName) {
            writeDisplayNameDirectly()
        } else {
            appendSingle("FN", field: .formattedName, plainDisplayNameValue())
        }
        composeStructuredName()
        if !contact.nickname.isEmpty {
            appendSingleText("NICKNAME", field: .nickname, at: lentContact.pointer(to: \.nickname)!)
        }
        if !contact.previousFamilyName.isEmpty {
            appendSingle("X-MAIDENNAME", field: nil, .text(contact.previousFamilyName))
        }
        if version == .v2_1 {
            let phonetic = [contact.phoneticFamilyName, contact.phoneticGivenName, contact.phoneticMiddleName]
            if phonetic.contains(where: { !$0.isEmpty }) {
                append(
                    "SOUND", [Parameter(name: "", values: ["X-IRMC-N"])], .structured(phonetic + ["", ""]),
                    encoding: nil)
            }
        } else {
            // One by one: an array of the three pairs was allocated for every contact.
            if !contact.phoneticGivenName.isEmpty {
                appendSingle("X-PHONETIC-FIRST-NAME", field: nil, .text(contact.phoneticGivenName))
            }
            if !contact.phoneticMiddleName.isEmpty {
                appendSingle("X-PHONETIC-MIDDLE-NAME", field: nil, .text(contact.phoneticMiddleName))
            }
            if !contact.phoneticFamilyName.isEmpty {
                appendSingle("X-PHONETIC-LAST-NAME", field: nil, .text(contact.phoneticFamilyName))
            }
        }
        if !contact.phoneticOrganizationName.isEmpty {
            appendSingle("X-PHONETIC-ORG", field: nil, .text(contact.phoneticOrganizationName))
        }
    }

    mutating func composeOrganization() {
        if !contact.organizationName.isEmpty, contact.departmentName.isEmpty {
            // One component is escaped as text: no array for it.
            appendSingleText("ORG", field: .organization, at: lentContact.pointer(to: \.organizationName)!)
        } else if !contact.organizationName.isEmpty || !contact.departmentName.isEmpty,
            let value = departmentsValue()
        {
            appendSingle("ORG", field: .organization, value)
        } else if !contact.organizationName.isEmpty || !contact.departmentName.isEmpty {
            var components = [contact.organizationName]
            if !contact.departmentName.isEmpty {
                components += contact.departmentName.split(separator: ";", omittingEmptySubsequences: false)
                    .map(String.init)
            }
            appendSingle("ORG", field: .organization, .structured(components))
        }
        if !contact.jobTitle.isEmpty {
            appendSingleText("TITLE", field: .jobTitle, at: lentContact.pointer(to: \.jobTitle)!)
        }
    }

    /// `ORG` with departments: the organization and each `;`-separated part of the
    /// department escaped into the card, joined by `;`, as the components array gives it, with
    /// no array and no substrings (a `String.split` by character cost about 5,000
    /// instructions). Nil, with nothing written, when a `;` of the department has a byte
    /// beyond ASCII next to it: only then can a character split differ from a byte split (a
    /// combining mark after it, a prepended mark before it make one character of it).
    mutating func departmentsValue() -> Value? {
        let splitsByByte = contact.departmentName.withUTF8Bytes { bytes in
            for index in bytes.indices where bytes[index] == UInt8(ascii: ";") {
                if index > 0, bytes[index - 1] >= 0x80 { return false }
                if index + 1 < bytes.count, bytes[index + 1] >= 0x80 { return false }
            }
            return true
        }
        guard splitsByByte else { return nil }
        let start = card.values.count
        appendText(contact.organizationName)
        contact.departmentName.withUTF8Bytes { bytes in
            var partStart = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ";") {
                card.values.append(UInt8(ascii: ";"))
                let part = UnsafeBufferPointer(rebasing: bytes[partStart..<index])
                if version == .v2_1 {
                    VCardText.appendEscapedForVersion2_1(part, to: &card.values)
                } else {
                    VCardText.appendEscaped(part, to: &card.values)
                }
                partStart = index + 1
            }
        }
        return .escaped(from: start)
    }

    mutating func composeDates() {
        if isModern, let birthday = contact.birthday, takesShortPaths, birthday.isValidGregorianDate {
            // A 4.0 birthday without a time on a direct line: its digits straight into the
            // line, with no look for control characters (there are none). Into the card and
            // moved from there, with the look, it cost about 300 instructions more.
            if writesDirectly, !hasKeptParameters(.birthday), let lines = lentLines {
                let lineStart = beginDirectLine(lines)
                lines.pointee.output.append("BDAY:" as StaticString)
                let valueStart = lines.pointee.output.count
                if VCardDate.appendBasicForm(birthday, to: &lines.pointee.output) {
                    noteWrittenDirectly("BDAY")
                    lines.pointee.endLine(
                        from: lineStart, valueStart: valueStart, property: "BDAY", mayHoldControls: false)
                    composeNonGregorianBirthday()
                    return
                }
                lines.pointee.output.removeAll(from: lineStart)
            }
            // Else its digits straight into the card, as ``formattedDate(_:)`` spells them.
            let start = card.values.count
            if VCardDate.appendBasicForm(birthday, to: &card.values) {
                appendSingle("BDAY", field: .birthday, .escaped(from: start))
                composeNonGregorianBirthday()
                return
            }
        }
        if let birthday = contact.birthday {
            var (text, extra) = formattedDate(birthday)
            if !isModern, birthday.month == nil || birthday.day == nil || !birthday.isValidGregorianDate {
                // 2.1 and 3.0 have no reduced-accuracy dates (`1985-04`) and no text BDAY for
                // a date that does not exist (`1980-02-30`): keep the value in an X- property
                // rather than write a BDAY readers reject.
                diagnostics.append(
                    .warning(
                        .lossyMapping, property: "BDAY",
                        "birthday \(birthday) has no vCard \(version.rawValue) form; kept as X-BDAY"))
                appendSingle("X-BDAY", field: .birthday, .raw(text), extra: extra)
            } else {
                if isModern, !birthday.isValidGregorianDate {
                    // Kept as written (the reader warned): as text, which 4.0's BDAY may be.
                    text = VCardDate.format(birthday, version: .v3_0)
                    extra.append(Parameter("VALUE", "text"))
                }
                appendSingle("BDAY", field: .birthday, .raw(text), extra: extra)
            }
        }
        composeNonGregorianBirthday()
    }

    /// Apple's `X-ALTBDAY`.
    private mutating func composeNonGregorianBirthday() {
        if let other = contact.nonGregorianBirthday {
            var extra = [Parameter("CALSCALE", other.calendar)]
            if other.isLeapMonth { extra.append(Parameter("X-APPLE-LEAP-MONTH", "1")) }
            // CALSCALE is a 4.0 parameter; on X-ALTBDAY every version keeps Apple's spelling.
            appendSingle(
                "X-ALTBDAY", field: .nonGregorianBirthday, .raw(VCardDate.format(other.date, version: .v3_0)),
                extra: extra)
        }
    }

    // MARK: Labeled values

    /// Writes a labeled value: its label as standard `TYPE` values where the version has
    /// them, else as an Apple item group with `X-ABLabel`; its preference; and the
    /// parameters the reader kept. `extraParameters` adds the property's own parameters
    /// (after `TYPE`, before the kept ones) straight into the card.
    ///
    /// The parameters go into the card as they are found, with no array per property:
    /// `TYPE` first, so the kept parameters are read twice, for their types and then for
    /// the rest.
    mutating func appendLabeled<Item>(
        _ item: LabeledValue<Item>, name: VCardComposedCard.Word, kind: VCardValueKind, value: Value,
        extraParameters: (inout VCardComposedCard) -> Void = { _ in }
    ) {
        let parameterStart = card.parameters.count
        let typeStart = card.parameterValues.count
        var group = VCardCardComposer.keptGroup(item.parameters)
        var appleLabel: String? = nil
        if !isModern, kind == .email { card.appendParameterValue("INTERNET") }
        if let label = item.label {
            let wroteTypes: Bool
            if kind == .relation {
                let standard = VCardTypeTable.types(for: label, kind: kind, version: version)
                for type in standard ?? [] { card.appendParameterValue(.string(type)) }
                wroteTypes = standard != nil
            } else if let words = VCardTypeTable.typeWords(for: label, kind: kind, version: version) {
                card.appendParameterValue(.literal(words.first))
                if let second = words.second { card.appendParameterValue(.literal(second)) }
                wroteTypes = true
            } else {
                wroteTypes = false
            }
            if !wroteTypes {
                group = group ?? nextItemGroup()
                appleLabel = label.appleRawValue
            }
        }
        if !isModern, kind == .phone, VCardTypeTable.addsVoice(for: item.label) {
            card.appendParameterValue("VOICE")
        }
        var untokenTypes: [String] = []
        for parameter in item.parameters where parameter.hasName("TYPE") || parameter.name.isEmpty {
            // A handful of types: a linear search is cheaper than a set.
            for type in parameter.values where !card.hasParameterValue(type, from: typeStart) {
                if isModern, !VCardCardComposer.isToken(type) {
                    untokenTypes.append(type)
                } else {
                    card.appendParameterValue(.string(type))
                }
            }
        }
        let preference = item.preference.map { preferenceWords($0) }
        // `TYPE=pref` (3.0) or a bare `PREF` (2.1): a type.
        let preferenceIsType = !isModern && (item.preference ?? 2) <= 1
        if let preference, preferenceIsType { card.appendParameterValue(preference.value) }
        if card.parameterValues.count > typeStart { card.appendParameter("TYPE", valuesFrom: typeStart) }
        if !untokenTypes.isEmpty { appendOriginalTypes(untokenTypes, of: name.string) }
        extraParameters(&card)
        for parameter in item.parameters where !(parameter.hasName("TYPE") || parameter.name.isEmpty) {
            appendMappedParameter(parameter)
        }
        if let preference, !preferenceIsType {
            card.appendParameterValue(preference.value)
            card.appendParameter(preference.name, valuesFrom: card.parameterValues.count - 1)
        }
        let groupRange = group.map { card.appendText($0) }
        appendProperty(groupIn: groupRange, name, parametersFrom: parameterStart, value, encoding: nil)
        if let groupRange, let appleLabel {
            append(groupIn: groupRange, "X-ABLabel", [], .text(appleLabel), encoding: nil)
        }
    }

    /// The `ADR` parameter that keeps ``/ContactModel/PostalAddress/sortingCode``.
    static let sortingCodeParameter = "X-CONTACTKIT-SORTING-CODE"

    mutating func composeAddress(_ item: LabeledValue<PostalAddress>) {
        // The address's parts are read through `item` (borrowed), not a copy of it: a
        // `PostalAddress` copied and captured by the closure below cost a retain and a
        // release of each of its twelve strings, about 500 instructions an address.
        let value = structuredValue(
            item.value.postOfficeBox, item.value.extendedAddress, item.value.street, item.value.city,
            item.value.state, item.value.postalCode, item.value.country)
        let start = card.properties.count
        let subAdministrativeArea = item.value.subAdministrativeArea
        let sortingCode = item.value.sortingCode
        let label = isModern ? item.value.formattedLabel : nil
        appendLabeled(item, name: "ADR", kind: .address, value: value) { card in
            if !subAdministrativeArea.isEmpty {
                card.appendParameter("X-APPLE-SUBADMINISTRATIVEAREA", subAdministrativeArea)
            }
            // No vCard component holds a sorting code (France's CEDEX): a parameter keeps it.
            if !sortingCode.isEmpty {
                card.appendParameter(.string(VCardCardComposer.sortingCodeParameter), sortingCode)
            }
            if let label { card.appendParameter("LABEL", label) }
        }
        var group = card.properties[start].group
        if group == nil, !(item.value.isoCountryCode.isEmpty && item.value.subLocality.isEmpty) {
            group = card.appendText(nextItemGroup())
            card.properties[start].group = group
        }
        // Apple writes the sub-locality as a line of its own in the item group.
        if !item.value.subLocality.isEmpty {
            append(groupIn: group, "X-APPLE-SUBLOCALITY", [], .text(item.value.subLocality))
        }
        if !item.value.isoCountryCode.isEmpty {
            append(groupIn: group, "X-ABADR", [], .text(item.value.isoCountryCode))
        }
        if !isModern, let label = item.value.formattedLabel {
            // The address's types, but for the preference.
            let parameterStart = card.parameters.count
            let typeStart = card.parameterValues.count
            for parameter in card.parameters[card.properties[start].parameters]
            where card.text(parameter.name, equalsIgnoringASCIICase: "TYPE") {
                for index in parameter.values
                where !card.text(card.parameterValues[index].text, equalsIgnoringASCIICase: "PREF") {
                    // The same bytes: the range is shared.
                    card.parameterValues.append(card.parameterValues[index])
                }
            }
            if card.parameterValues.count > typeStart { card.appendParameter("TYPE", valuesFrom: typeStart) }
            appendProperty(groupIn: group, "LABEL", parametersFrom: parameterStart, .text(label), encoding: nil)
        }
    }

    /// A date in this version's form; in 2.1 and 3.0 a yearless date takes Apple's
    /// placeholder year, named in `X-APPLE-OMIT-YEAR`.
    ///
    /// A time with a fraction of a second, which 4.0 has no form for, is written without it,
    /// the value in 3.0's form kept in ``originalValueParameter`` (with a warning).
    mutating func formattedDate(_ date: PartialDate) -> (String, [Parameter]) {
        if !isModern, date.year == nil, date.month != nil, date.day != nil {
            var placeholder = date
            placeholder.year = 1604
            return (VCardDate.format(placeholder, version: version), [Parameter("X-APPLE-OMIT-YEAR", "1604")])
        }
        let (text, dropped) = VCardDate.formatted(date, version: version)
        guard dropped else { return (text, []) }
        let original = VCardDate.format(date, version: .v3_0)
        diagnostics.append(
            .warning(
                .lossyMapping, property: "BDAY",
                "date \(Diagnostic.quoted(original)) written as \(Diagnostic.quoted(text)) in vCard 4.0 (no fraction of a "
                    + "second); the value as read kept in \(VCardCardComposer.originalValueParameter)"))
        return (text, [Parameter(VCardCardComposer.originalValueParameter, original)])
    }

    mutating func composeLabeledDates() {
        var wroteAnniversary = false
        for item in contact.dates {
            let (value, extra) = formattedDate(item.value)
            if isModern, item.label == .anniversary, !wroteAnniversary, item.parameters.isEmpty,
                item.preference == nil
            {
                wroteAnniversary = true
                if item.value.isValidGregorianDate {
                    append("ANNIVERSARY", extra, .raw(value))
                } else {
                    // Kept as written (the reader warned): as text, which 4.0 allows.
                    let text = VCardDate.format(item.value, version: .v3_0)
                    append("ANNIVERSARY", extra + [Parameter("VALUE", "text")], .raw(text))
                }
                continue
            }
            appendLabeled(item, name: "X-ABDATE", kind: .date, value: .raw(value)) { card in
                for parameter in extra { card.appendParameter(parameter) }
            }
        }
    }

    /// `RELATED` (4.0) and `X-ABRELATEDNAMES`: on a direct line when the item keeps no
    /// parameters but plain X- ones (as an e-mail address is written), the item lent where it
    /// is; through the card, a relation cost about 4,000 instructions (its types as an
    /// array of strings, the item copied, the card's parameters and values).
    mutating func composeRelations() {
        if writesDirectly {
            VCardCardComposer.forEachItem(of: contact.contactRelations) { item in
                if VCardCardComposer.writesDirectly(keeping: item.pointee.parameters) {
                    writeRelationDirectly(item)
                } else {
                    composeRelation(item.pointee)
                }
            }
            return
        }
        for item in contact.contactRelations { composeRelation(item) }
    }

    /// A relation on a direct line, as ``composeRelation(_:)`` composes it.
    private mutating func writeRelationDirectly(_ item: UnsafePointer<LabeledValue<String>>) {
        guard isModern else {
            writeLabeledDirectly(
                item, name: "X-ABRELATEDNAMES", kind: .relation, value: .escaped(from: -1),
                text: item.pointer(to: \.value))
            return
        }
        if VCardURI.isURI(item.pointee.value) {
            writeLabeledDirectly(item, name: "RELATED", kind: .relation, value: .uri(item.pointee.value))
        } else {
            writeLabeledDirectly(
                item, name: "RELATED", kind: .relation, value: .escaped(from: -1), valueIsText: true,
                text: item.pointer(to: \.value))
        }
    }

    /// A relation through the card.
    private mutating func composeRelation(_ item: LabeledValue<String>) {
        if isModern {
            let looksLikeURI = VCardURI.isURI(item.value)
            let value: Value = looksLikeURI ? .uri(item.value) : .text(item.value)
            appendLabeled(item, name: "RELATED", kind: .relation, value: value) { card in
                if !looksLikeURI { card.appendParameter("VALUE", "text") }
            }
        } else {
            appendLabeled(item, name: "X-ABRELATEDNAMES", kind: .relation, value: .text(item.value))
        }
    }

    mutating func composeMessaging() {
        for item in contact.instantMessageAddresses {
            let address = item.value
            if version == .v2_1, let vendor = InstantMessageSchemes.vendorProperty(forService: address.service) {
                appendLabeled(item, name: .string(vendor), kind: .instantMessage, value: .text(address.username))
                continue
            }
            let scheme = InstantMessageSchemes.scheme(forService: address.service)
            // A username that kept its own scheme on reading is already a URI.
            let uri = address.username.contains(":") ? address.username : scheme + ":" + address.username
            appendLabeled(item, name: "IMPP", kind: .instantMessage, value: .uri(uri)) { card in
                if !address.service.isEmpty { card.appendParameter("X-SERVICE-TYPE", address.service) }
            }
        }
        for item in contact.socialProfiles {
            let profile = item.value
            var extra: [Parameter] = []
            if !profile.service.isEmpty { extra.append(Parameter("TYPE", profile.service)) }
            if !profile.username.isEmpty { extra.append(Parameter("X-USER", profile.username)) }
            if !profile.userIdentifier.isEmpty { extra.append(Parameter("X-USERID", profile.userIdentifier)) }
            var typed = item
            // The service leads the TYPE list (Apple's spelling); other types follow.
            if !profile.service.isEmpty {
                let otherTypes = item.parameters.values(named: "TYPE")
                typed.parameters.removeAll { $0.hasName("TYPE") }
                extra[0] = Parameter(name: "TYPE", values: [profile.service] + otherTypes)
            }
            appendLabeled(
                typed, name: "X-SOCIALPROFILE", kind: .socialProfile, value: .uri(profile.urlString)
            ) { card in
                for parameter in extra { card.appendParameter(parameter) }
            }
        }
    }

    mutating func composeMembers() {
        let name: VCardComposedCard.Word = isModern ? "MEMBER" : "X-ADDRESSBOOKSERVER-MEMBER"
        for member in contact.members {
            append(name, [], .uri(member))
        }
    }

    mutating func composePhoto() {
        guard let data = contact.imageBytes else { return }
        let format = ImageFormat(sniffing: data)
        if isModern, takesShortPaths, writesDirectly, !hasKeptParameters(.image), let lines = lentLines {
            // On a direct line, the base64 folded as it is copied into the line
            // (``VCardLineWriter/appendEndingLine(foldingPlainASCII:from:)``): into the card,
            // moved into the line, looked at for control characters and folded there, a
            // photo cost about 16,000 instructions besides its encoding.
            let lineStart = beginDirectLine(lines)
            lines.pointee.output.append("PHOTO:data:" as StaticString)
            lines.pointee.output.append(format?.mediaType ?? "application/octet-stream")
            lines.pointee.output.append(";base64," as StaticString)
            Base64.encode(data).withUnsafeBufferPointer {
                lines.pointee.appendEndingLine(foldingPlainASCII: $0, from: lineStart)
            }
            return
        }
        if isModern, takesShortPaths {
            // The `data:` URI's bytes straight into the card: the base64 as a string and
            // the URI made of it were two more copies of the whole photo and a scan of it
            // for line breaks (there are none in either part).
            let start = card.values.count
            card.values.append("data:")
            card.values.append(format?.mediaType ?? "application/octet-stream")
            card.values.append(";base64,")
            card.values.append(Base64.encode(data))
            appendSingle("PHOTO", field: .image, .escaped(from: start))
            return
        }
        let encoded = String(decoding: Base64.encode(data), as: UTF8.self)
        var parameters: [Parameter] = []
        switch version {
        case .v4_0:
            let mediaType = format?.mediaType ?? "application/octet-stream"
            appendSingle("PHOTO", field: .image, .raw("data:\(mediaType);base64,\(encoded)"))
            return
        case .v3_0:
            parameters.append(Parameter("ENCODING", "b"))
        case .v2_1:
            parameters.append(Parameter("ENCODING", "BASE64"))
        }
        if let format { parameters.append(Parameter("TYPE", format.typeName)) }
        if let kept = contact.fieldParameters[.image] { parameters += kept.compactMap { mappedParameter($0) } }
        append("PHOTO", parameters, .raw(encoded), encoding: version == .v2_1 ? .base64Block : .plain)
    }
}
