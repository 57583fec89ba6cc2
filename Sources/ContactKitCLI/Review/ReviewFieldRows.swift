import ContactModel
import ContactPipeline

/// Every field of a contact as rows for the review page: a stable field key (compared across
/// the records of a cluster), a label for people, and the value as text.
///
/// Nothing is left out: names and their parts, work, dates, every labeled value, groups,
/// members, the note, the picture (by size) and every extension property with its
/// parameters, so a reviewer sees what each record holds.
struct ReviewFieldRows {
    /// One row: `field` is what the page compares (`phone`, `given-name`, `X-SKYPE`, ...).
    struct Row: Hashable {
        var field: String
        var label: String
        var value: String
    }

    /// The rows of `contact`, in a fixed order; empty fields give no row.
    static func rows(for contact: Contact) -> [Row] {
        var rows: [Row] = []
        func add(_ field: String, _ label: String, _ value: String) {
            if !value.isEmpty { rows.append(Row(field: field, label: label, value: value)) }
        }
        func labeled(_ title: String, _ label: Label?) -> String {
            guard let label else { return title }
            return title + " · " + label.identifier
        }
        if contact.kind != .individual { add("kind", "kind", String(describing: contact.kind)) }
        add("formatted-name", "full name", contact.formattedName ?? "")
        add("name-prefix", "prefix", contact.namePrefix)
        add("given-name", "given name", contact.givenName)
        add("middle-name", "middle name", contact.middleName)
        add("family-name", "family name", contact.familyName)
        add("secondary-family-name", "secondary family name", contact.secondaryFamilyName)
        add("previous-family-name", "previous family name", contact.previousFamilyName)
        add("name-suffix", "suffix", contact.nameSuffix)
        add("name-generation", "name generation", contact.nameGeneration)
        add("nickname", "nickname", contact.nickname)
        add("phonetic-given-name", "phonetic given name", contact.phoneticGivenName)
        add("phonetic-middle-name", "phonetic middle name", contact.phoneticMiddleName)
        add("phonetic-family-name", "phonetic family name", contact.phoneticFamilyName)
        add("phonetic-organization", "phonetic organization", contact.phoneticOrganizationName)
        add("organization", "organization", contact.organizationName)
        add("department", "department", contact.departmentName)
        add("job-title", "job title", contact.jobTitle)
        if let birthday = contact.birthday { add("birthday", "birthday", birthday.description) }
        if let other = contact.nonGregorianBirthday {
            add("birthday-" + other.calendar, "birthday (\(other.calendar))", other.date.description + (other.isLeapMonth ? " leap month" : ""))
        }
        for date in contact.dates { add("date", labeled("date", date.label), date.value.description) }
        for phone in contact.phoneNumbers { add("phone", labeled("phone", phone.label), phone.value) }
        for email in contact.emailAddresses { add("email", labeled("email", email.label), email.value) }
        for address in contact.postalAddresses {
            add("address", labeled("address", address.label), Self.text(of: address.value))
        }
        for url in contact.urlAddresses { add("url", labeled("url", url.label), url.value) }
        for relation in contact.contactRelations { add("related", labeled("related", relation.label), relation.value) }
        for profile in contact.socialProfiles {
            let value = [profile.value.service, profile.value.username, profile.value.urlString, profile.value.userIdentifier]
                .filter { !$0.isEmpty }.joined(separator: " · ")
            add("social-profile", labeled("social profile", profile.label), value)
        }
        for address in contact.instantMessageAddresses {
            let value = [address.value.service, address.value.username].filter { !$0.isEmpty }.joined(separator: " · ")
            add("instant-message", labeled("instant message", address.label), value)
        }
        for group in contact.groups { add("group", "group", group) }
        for member in contact.members { add("member", "member", member) }
        add("note", "note", contact.note)
        if let image = contact.imageBytes { add("photo", "photo", "\(image.count) bytes") }
        for property in contact.extensions { add(property.name, Self.label(of: property), property.value) }
        if let uid = contact.uid { add("uid", "UID", uid) }
        return rows
    }

    /// The label of an extension property: what a merge wrote in words (`other given name`
    /// for `X-CONTACTKIT-ALTERNATE;FIELD=givenName`, `merged from` for `X-CONTACTKIT-MERGED`),
    /// any other property as written, with its parameters (`X-SKYPE;TYPE=work`).
    static func label(of property: ExtensionProperty) -> String {
        let name = property.name.uppercased()
        if name == Unifier.mergedPropertyName, property.parameters.isEmpty { return "merged from" }
        if name == Unifier.alternatePropertyName, property.parameters.count == 1,
            property.parameters[0].hasName("FIELD"), let field = property.parameters[0].values.first,
            property.parameters[0].values.count == 1, !field.isEmpty
        {
            return "other " + words(of: field)
        }
        let parameters = property.parameters.map { $0.name + "=" + $0.values.joined(separator: ",") }
        return ([property.name] + parameters).joined(separator: ";")
    }

    /// A field name in words, as the rows above call the field (`formattedName` → `full name`,
    /// `organizationName` → `organization`); any other camel-case name split into lower-case
    /// words (`phoneticGivenName` → `phonetic given name`, `REV` → `rev`).
    static func words(of field: String) -> String {
        if let label = rowLabels[field] { return label }
        var text = ""
        var previousIsLower = false
        for character in field {
            if character.isUppercase, previousIsLower { text.append(" ") }
            previousIsLower = character.isLowercase
            text.append(character == "." || character == "_" ? " " : Character(character.lowercased()))
        }
        return text
    }

    /// The fields (as a merge's `FIELD=` names them) whose row above has a label other than
    /// their name in words.
    static let rowLabels: [String: String] = [
        "formattedName": "full name", "namePrefix": "prefix", "nameSuffix": "suffix",
        "organizationName": "organization", "departmentName": "department",
        "phoneticOrganizationName": "phonetic organization", "image": "photo",
    ]

    /// A postal address on one line: its non-empty parts, comma separated.
    static func text(of address: PostalAddress) -> String {
        if let label = address.formattedLabel, !label.isEmpty, address.isEmpty { return label }
        return [
            address.postOfficeBox, address.extendedAddress, address.street, address.subLocality, address.city,
            address.subAdministrativeArea, address.state, address.postalCode, address.country,
        ].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
