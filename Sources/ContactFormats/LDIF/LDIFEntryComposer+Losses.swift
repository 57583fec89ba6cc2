import ContactModel

extension LDIFEntryComposer {
    /// The text fields the schema has no attribute for, with their values.
    private var unheldNameFields: [(String, String)] {
        [
            ("namePrefix", contact.namePrefix), ("middleName", contact.middleName),
            ("secondaryFamilyName", contact.secondaryFamilyName), ("previousFamilyName", contact.previousFamilyName),
            ("nameSuffix", contact.nameSuffix), ("nameGeneration", contact.nameGeneration),
            ("phoneticGivenName", contact.phoneticGivenName), ("phoneticMiddleName", contact.phoneticMiddleName),
            ("phoneticFamilyName", contact.phoneticFamilyName),
            ("phoneticOrganizationName", contact.phoneticOrganizationName),
        ]
    }

    /// Reports what a person's entry has no attribute for.
    mutating func reportPersonFields(_ placement: Placement) {
        for (field, value) in unheldNameFields where !value.isEmpty {
            losses.append(LDIFEntry.Loss(field, "\(field) \(Diagnostic.quoted(value))"))
        }
        if let time = contact.birthday?.time {
            losses.append(LDIFEntry.Loss("birthday.time", "the time \(Diagnostic.quoted(time)) of the birthday"))
        }
        if contact.kind == .organization { losses.append(LDIFEntry.Loss("kind", "kind 'organization'")) }
        if !contact.members.isEmpty {
            losses.append(LDIFEntry.Loss("members", "members (only a group's entry lists members)"))
        }
        if let photo = contact.imageBytes, let format = ImageFormat(sniffing: photo), format != .jpeg {
            losses.append(
                LDIFEntry.Loss(
                    "photo", "the photo is \(format.typeName), written as jpegPhoto (LDAP's attribute for JPEG)",
                    code: .lossyMapping))
        }
        reportCommonFields()
    }

    /// Reports what a list's entry (`groupOfNames`: a name, a nickname, a description and
    /// members) has no attribute for, name parts included (Apple's group cards carry
    /// `N:Family` beside `FN:Family`: the list comes back with its name in `cn` only).
    mutating func reportGroupFields() {
        var fields: [(String, String)] = [
            ("givenName", contact.givenName), ("familyName", contact.familyName),
            ("organizationName", contact.organizationName), ("departmentName", contact.departmentName),
            ("jobTitle", contact.jobTitle),
        ]
        fields += unheldNameFields
        for (field, value) in fields where !value.isEmpty {
            losses.append(LDIFEntry.Loss(field, "\(field) \(Diagnostic.quoted(value)) (a list's entry has no attribute for it)"))
        }
        let lists: [(String, Int)] = [
            ("phoneNumbers", contact.phoneNumbers.count), ("emailAddresses", contact.emailAddresses.count),
            ("postalAddresses", contact.postalAddresses.count), ("urlAddresses", contact.urlAddresses.count),
            ("instantMessageAddresses", contact.instantMessageAddresses.count),
        ]
        for (list, count) in lists where count > 0 {
            losses.append(LDIFEntry.Loss(list, "\(list) (\(count); a list's entry has no attribute for them)"))
        }
        if contact.birthday != nil { losses.append(LDIFEntry.Loss("birthday", "the birthday (of a list)")) }
        if contact.imageBytes != nil { losses.append(LDIFEntry.Loss("photo", "the photo (of a list)")) }
        reportCommonFields()
    }

    /// Reports the fields no entry holds, person or list.
    private mutating func reportCommonFields() {
        if !contact.dates.isEmpty { losses.append(LDIFEntry.Loss("dates", "dates (\(contact.dates.count))")) }
        if contact.nonGregorianBirthday != nil {
            losses.append(LDIFEntry.Loss("nonGregorianBirthday", "nonGregorianBirthday"))
        }
        if !contact.contactRelations.isEmpty {
            losses.append(LDIFEntry.Loss("contactRelations", "contactRelations (\(contact.contactRelations.count))"))
        }
        if !contact.socialProfiles.isEmpty {
            losses.append(LDIFEntry.Loss("socialProfiles", "socialProfiles (\(contact.socialProfiles.count))"))
        }
        if !contact.groups.isEmpty {
            losses.append(
                LDIFEntry.Loss(
                    "groups", "groups \(contact.groups.map { Diagnostic.quoted($0) }.joined(separator: ", ")) (lists name their members instead)"))
        }
        for (field, parameters) in contact.fieldParameters.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where !parameters.isEmpty {
            let names = parameters.map(\.name).joined(separator: ", ")
            losses.append(LDIFEntry.Loss("fieldParameters", "the parameters \(names) of \(field.rawValue)"))
        }
    }
}
