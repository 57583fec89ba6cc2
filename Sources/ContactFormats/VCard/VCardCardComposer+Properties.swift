import ContactModel

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
        let formatted = contact.formattedName ?? contact.plainDisplayName
        appendSingle("FN", field: .formattedName, .text(formatted))
        let name = Value.structured([
            contact.familyName, contact.givenName, contact.middleName, contact.namePrefix,
            contact.nameSuffix,
        ])
        appendSingle("N", field: .name, name)
        if !contact.nickname.isEmpty {
            appendSingle("NICKNAME", field: .nickname, .text(contact.nickname))
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
            for (name, value) in [
                ("X-PHONETIC-FIRST-NAME", contact.phoneticGivenName),
                ("X-PHONETIC-MIDDLE-NAME", contact.phoneticMiddleName),
                ("X-PHONETIC-LAST-NAME", contact.phoneticFamilyName),
            ] where !value.isEmpty {
                appendSingle(name, field: nil, .text(value))
            }
        }
        if !contact.phoneticOrganizationName.isEmpty {
            appendSingle("X-PHONETIC-ORG", field: nil, .text(contact.phoneticOrganizationName))
        }
    }

    mutating func composeOrganization() {
        if !contact.organizationName.isEmpty || !contact.departmentName.isEmpty {
            var components = [contact.organizationName]
            if !contact.departmentName.isEmpty {
                components += contact.departmentName.split(separator: ";", omittingEmptySubsequences: false)
                    .map(String.init)
            }
            appendSingle("ORG", field: .organization, .structured(components))
        }
        if !contact.jobTitle.isEmpty {
            appendSingle("TITLE", field: .jobTitle, .text(contact.jobTitle))
        }
    }

    mutating func composeDates() {
        if let birthday = contact.birthday {
            let (text, extra) = formattedDate(birthday)
            if !isModern, birthday.month == nil || birthday.day == nil {
                // 2.1 and 3.0 have no reduced-accuracy dates (`1985-04`): keep the value in
                // an X- property rather than write a BDAY readers reject.
                diagnostics.append(
                    .warning(
                        .lossyMapping, property: "BDAY",
                        "birthday \(birthday) has no vCard \(version.rawValue) form; kept as X-BDAY"))
                appendSingle("X-BDAY", field: .birthday, .raw(text), extra: extra)
            } else {
                appendSingle("BDAY", field: .birthday, .raw(text), extra: extra)
            }
        }
        if let other = contact.nonGregorianBirthday {
            var extra = [Parameter("CALSCALE", other.calendar)]
            if other.isLeapMonth { extra.append(Parameter("X-APPLE-LEAP-MONTH", "1")) }
            // CALSCALE is a 4.0 parameter; on X-ALTBDAY every version keeps Apple's spelling.
            var parameters = extra
            if let kept = contact.fieldParameters[.nonGregorianBirthday] {
                parameters += kept.compactMap { mappedParameter($0) }
            }
            append("X-ALTBDAY", parameters, .raw(VCardDate.format(other.date, version: .v3_0)))
        }
    }

    // MARK: Labeled values

    /// Writes a labeled value: its label as standard `TYPE` values where the version has
    /// them, else as an Apple item group with `X-ABLabel`; its preference; and the
    /// parameters the reader kept.
    mutating func appendLabeled<Item>(
        _ item: LabeledValue<Item>, name: String, kind: VCardValueKind, value: Value,
        extra: [Parameter] = []
    ) {
        var types: [String] = []
        var group: String? = nil
        var appleLabel: String? = nil
        if let label = item.label {
            if let standard = VCardTypeTable.types(for: label, kind: kind, version: version) {
                types = standard
            } else {
                group = nextItemGroup()
                appleLabel = label.appleRawValue
            }
        }
        if !isModern {
            if kind == .email { types.insert("INTERNET", at: 0) }
            if kind == .phone, VCardTypeTable.addsVoice(for: item.label) { types.append("VOICE") }
        }
        var others: [Parameter] = []
        for parameter in item.parameters {
            if parameter.hasName("TYPE") || parameter.name.isEmpty {
                // A handful of types: a linear search is cheaper than a set.
                for type in parameter.values where !types.contains(where: { $0.equalsIgnoringASCIICase(type) }) {
                    types.append(type)
                }
            } else if let mapped = mappedParameter(parameter) {
                others.append(mapped)
            }
        }
        if let preference = item.preference {
            let parameter = preferenceParameter(preference)
            if parameter.hasName("TYPE") || parameter.name.isEmpty {
                types += parameter.values
            } else {
                others.append(parameter)
            }
        }
        // TYPE first, then the extras and the kept parameters; built without inserting at
        // the front, as most properties have TYPE and nothing else.
        var parameters = types.isEmpty ? extra : [Parameter(name: "TYPE", values: types)]
        if !types.isEmpty, !extra.isEmpty { parameters += extra }
        if !others.isEmpty { parameters += others }
        append(group: group, name, parameters, value, encoding: nil)
        if let group, let appleLabel {
            append(group: group, "X-ABLabel", [], .text(appleLabel), encoding: nil)
        }
    }

    mutating func composeAddress(_ item: LabeledValue<PostalAddress>) {
        let address = item.value
        let value = Value.structured([
            address.postOfficeBox, address.extendedAddress, address.street, address.city,
            address.state, address.postalCode, address.country,
        ])
        var extra: [Parameter] = []
        if !address.subLocality.isEmpty { extra.append(Parameter("X-APPLE-SUBLOCALITY", address.subLocality)) }
        if !address.subAdministrativeArea.isEmpty {
            extra.append(Parameter("X-APPLE-SUBADMINISTRATIVEAREA", address.subAdministrativeArea))
        }
        if isModern, let label = address.formattedLabel { extra.append(Parameter("LABEL", label)) }
        let start = card.properties.count
        appendLabeled(item, name: "ADR", kind: .address, value: value, extra: extra)
        var group = card.properties[start].group
        if group == nil, !address.isoCountryCode.isEmpty {
            group = nextItemGroup()
            card.properties[start].group = group
        }
        if !address.isoCountryCode.isEmpty {
            append(group: group, "X-ABADR", [], .text(address.isoCountryCode))
        }
        if !isModern, let label = address.formattedLabel {
            let types = card.properties[start].parameters.values(named: "TYPE").filter {
                $0.asciiUppercased() != "PREF"
            }
            let parameters = types.isEmpty ? [] : [Parameter(name: "TYPE", values: types)]
            append(group: group, "LABEL", parameters, .text(label), encoding: nil)
        }
    }

    /// A date in this version's form; in 2.1 and 3.0 a yearless date takes Apple's
    /// placeholder year, named in `X-APPLE-OMIT-YEAR`.
    func formattedDate(_ date: PartialDate) -> (String, [Parameter]) {
        if !isModern, date.year == nil, date.month != nil, date.day != nil {
            var placeholder = date
            placeholder.year = 1604
            return (VCardDate.format(placeholder, version: version), [Parameter("X-APPLE-OMIT-YEAR", "1604")])
        }
        return (VCardDate.format(date, version: version), [])
    }

    mutating func composeLabeledDates() {
        var wroteAnniversary = false
        for item in contact.dates {
            let (value, extra) = formattedDate(item.value)
            if isModern, item.label == .anniversary, !wroteAnniversary, item.parameters.isEmpty,
                item.preference == nil
            {
                wroteAnniversary = true
                append("ANNIVERSARY", [], .raw(value))
                continue
            }
            appendLabeled(item, name: "X-ABDATE", kind: .date, value: .raw(value), extra: extra)
        }
    }

    mutating func composeRelations() {
        for item in contact.contactRelations {
            if isModern {
                let looksLikeURI = item.value.contains(":") && !item.value.contains(" ")
                let extra = looksLikeURI ? [] : [Parameter("VALUE", "text")]
                let value: Value = looksLikeURI ? .uri(item.value) : .text(item.value)
                appendLabeled(item, name: "RELATED", kind: .relation, value: value, extra: extra)
            } else {
                appendLabeled(item, name: "X-ABRELATEDNAMES", kind: .relation, value: .text(item.value))
            }
        }
    }

    mutating func composeMessaging() {
        for item in contact.instantMessageAddresses {
            let address = item.value
            if version == .v2_1, let vendor = InstantMessageSchemes.vendorProperty(forService: address.service) {
                appendLabeled(item, name: vendor, kind: .instantMessage, value: .text(address.username))
                continue
            }
            let scheme = InstantMessageSchemes.scheme(forService: address.service)
            // A username that kept its own scheme on reading is already a URI.
            let uri = address.username.contains(":") ? address.username : scheme + ":" + address.username
            var extra: [Parameter] = []
            if !address.service.isEmpty { extra.append(Parameter("X-SERVICE-TYPE", address.service)) }
            appendLabeled(item, name: "IMPP", kind: .instantMessage, value: .uri(uri), extra: extra)
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
                typed, name: "X-SOCIALPROFILE", kind: .socialProfile, value: .uri(profile.urlString),
                extra: extra)
        }
    }

    mutating func composeMembers() {
        let name = isModern ? "MEMBER" : "X-ADDRESSBOOKSERVER-MEMBER"
        for member in contact.members {
            append(name, [], .uri(member))
        }
    }

    mutating func composePhoto() {
        guard let data = contact.imageData else { return }
        let format = ImageFormat(sniffing: data)
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
