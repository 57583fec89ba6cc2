import ContactModel

extension Unifier {
    /// The name parts, taken as a unit from the most complete name so that parts of
    /// different names are never mixed; every other differing name part is kept as an
    /// alternate.
    func mergeName(
        _ contacts: [Contact], revisions: [String], into result: inout Contact,
        alternates: inout [ExtensionProperty]
    ) {
        let parts: [(String, WritableKeyPath<Contact, String>)] = [
            ("namePrefix", \.namePrefix), ("givenName", \.givenName), ("middleName", \.middleName),
            ("familyName", \.familyName), ("nameSuffix", \.nameSuffix),
        ]
        let completeness: [Int?] = contacts.map { contact in
            guard contact.hasStructuredName else { return nil }
            return parts.reduce(0) { sum, part in
                let text = contact[keyPath: part.1]
                return sum + (text.isEmpty ? 0 : 100 + text.unicodeScalars.count)
            }
        }
        guard let chosen = Self.chosenIndex(completeness: completeness, revisions: revisions) else {
            mergeText(contacts, revisions: revisions, field: "formattedName", into: &result, alternates: &alternates) {
                $0.formattedName ?? ""
            } set: { $0.formattedName = $1.isEmpty ? nil : $1 }
            return
        }
        for (field, keyPath) in parts {
            let kept = contacts[chosen][keyPath: keyPath]
            result[keyPath: keyPath] = kept
            // Most duplicates spell a part the same way: fold only when something differs.
            guard contacts.contains(where: { !$0[keyPath: keyPath].isEmpty && $0[keyPath: keyPath] != kept }) else { continue }
            var seen: Set<String> = [TextFolding.fold(kept)]
            for contact in contacts {
                let text = contact[keyPath: keyPath]
                if !text.isEmpty && text != kept && seen.insert(TextFolding.fold(text)).inserted {
                    alternates.append(Self.alternate(field, text))
                }
            }
        }
        result.formattedName = contacts[chosen].formattedName
        var seenNames: Set<String> = [TextFolding.fold(result.formattedName ?? "")]
        for contact in contacts {
            guard let text = contact.formattedName, !text.isEmpty else { continue }
            if result.formattedName == nil {
                result.formattedName = text
                seenNames.insert(TextFolding.fold(text))
            } else if seenNames.insert(TextFolding.fold(text)).inserted {
                alternates.append(Self.alternate("formattedName", text))
            }
        }
    }

    /// Every other single-valued field, each on its own.
    func mergeSingleValues(
        _ contacts: [Contact], revisions: [String], into result: inout Contact,
        alternates: inout [ExtensionProperty]
    ) {
        let textFields: [(String, WritableKeyPath<Contact, String>)] = [
            ("nickname", \.nickname), ("previousFamilyName", \.previousFamilyName),
            ("phoneticGivenName", \.phoneticGivenName), ("phoneticMiddleName", \.phoneticMiddleName),
            ("phoneticFamilyName", \.phoneticFamilyName),
            ("phoneticOrganizationName", \.phoneticOrganizationName),
            ("organizationName", \.organizationName), ("departmentName", \.departmentName),
            ("jobTitle", \.jobTitle), ("note", \.note),
        ]
        for (field, keyPath) in textFields {
            mergeText(contacts, revisions: revisions, field: field, into: &result, alternates: &alternates) {
                $0[keyPath: keyPath]
            } set: { $0[keyPath: keyPath] = $1 }
        }
        let birthdays = contacts.map(\.birthday)
        if let chosen = Self.chosenIndex(completeness: birthdays.map { $0.map(Self.dateCompleteness) }, revisions: revisions) {
            result.birthday = birthdays[chosen]
            var seen: Set<PartialDate> = [birthdays[chosen]!]
            for case let birthday? in birthdays where seen.insert(birthday).inserted {
                alternates.append(Self.alternate("birthday", birthday.description))
            }
        }
        let others = contacts.map(\.nonGregorianBirthday)
        if let chosen = Self.chosenIndex(completeness: others.map { $0.map { Self.dateCompleteness($0.date) } }, revisions: revisions) {
            result.nonGregorianBirthday = others[chosen]
            var seen: Set<NonGregorianDate> = [others[chosen]!]
            for case let date? in others where seen.insert(date).inserted {
                alternates.append(Self.alternate(
                    "nonGregorianBirthday", date.date.description,
                    parameters: [Parameter("CALSCALE", date.calendar)] + (date.isLeapMonth ? [Parameter("X-LEAP-MONTH", "TRUE")] : [])))
            }
        }
        let images = contacts.map(\.imageData)
        if let chosen = Self.chosenIndex(completeness: images.map { $0?.count }, revisions: revisions) {
            result.imageData = images[chosen]
            var seen: Set<[UInt8]> = [images[chosen]!]
            for case let image? in images where seen.insert(image).inserted {
                alternates.append(Self.alternate("image", Base64Text.encode(image), parameters: [Parameter("ENCODING", "b")]))
            }
        }
        for contact in contacts {
            for (field, parameters) in contact.fieldParameters {
                var united = result.fieldParameters[field] ?? []
                for parameter in parameters where !united.contains(parameter) { united.append(parameter) }
                result.fieldParameters[field] = united
            }
        }
    }

    /// One text field: the chosen value kept, the others (folded differently) as alternates.
    func mergeText(
        _ contacts: [Contact], revisions: [String], field: String, into result: inout Contact,
        alternates: inout [ExtensionProperty], get: (Contact) -> String, set: (inout Contact, String) -> Void
    ) {
        let values = contacts.map(get)
        guard values.contains(where: { !$0.isEmpty }) else { return }
        let completeness: [Int?] = values.map { $0.isEmpty ? nil : $0.unicodeScalars.count }
        guard let chosen = Self.chosenIndex(completeness: completeness, revisions: revisions) else { return }
        let kept = values[chosen]
        set(&result, kept)
        guard values.contains(where: { !$0.isEmpty && $0 != kept }) else { return }
        var seen: Set<String> = [TextFolding.fold(kept)]
        for value in values where !value.isEmpty && value != kept && seen.insert(TextFolding.fold(value)).inserted {
            alternates.append(Self.alternate(field, value))
        }
    }

    static func dateCompleteness(_ date: PartialDate) -> Int {
        (date.year == nil ? 0 : 1) + (date.month == nil ? 0 : 1) + (date.day == nil ? 0 : 1)
    }

    /// Extensions united (exact repeats once); of several `REV`s the most recent is kept and
    /// the others become alternates.
    func mergeExtensions(
        _ contacts: [Contact], revisions: [String], into result: inout Contact,
        alternates: inout [ExtensionProperty]
    ) {
        var united: [ExtensionProperty] = []
        var seen: Set<ExtensionProperty> = []
        var latestRevision: ExtensionProperty?
        for (index, contact) in contacts.enumerated() {
            for property in contact.extensions {
                if property.name == "REV" {
                    if let latest = latestRevision {
                        let latestDigits = Self.revision(of: Contact(extensions: [latest]))
                        if revisions[index] > latestDigits {
                            alternates.append(Self.alternate("REV", latest.value))
                            latestRevision = property
                        } else if latest != property {
                            alternates.append(Self.alternate("REV", property.value))
                        }
                    } else {
                        latestRevision = property
                    }
                    continue
                }
                if seen.insert(property).inserted { united.append(property) }
            }
        }
        if let latestRevision { united.append(latestRevision) }
        result.extensions = united
    }
}
