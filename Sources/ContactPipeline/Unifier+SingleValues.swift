import ContactModel
import ContactSupport

extension Unifier {
    /// The name parts, taken as a unit from the best-supported name, then the most complete,
    /// so that parts of different names are never mixed; every other differing name part is
    /// kept as an alternate.
    ///
    /// A name is supported by the other records that spell its family name the same way and
    /// by the records' e-mail addresses whose local part holds it (``nameSupport(_:)``): of
    /// `Kelly Wilsno` and `Kelly Wilson` with `kelly.wilson@…`, the typo does not win for
    /// having been seen first. A `preferred` record (a person's choice, with a name) wins
    /// whatever its support.
    func mergeName(
        _ contacts: UnsafeBufferPointer<Contact>, revisions: [String], preferred: Int? = nil, into result: inout Contact,
        alternates: inout [ExtensionProperty]
    ) {
        let support = Self.nameSupport(contacts)
        let completeness: [Int?] = contacts.indices.map { index in
            guard contacts[index].hasStructuredName else { return nil }
            return support[index] * 1_000_000 + TextField.nameParts.reduce(0) { sum, part in
                let text = part.value(in: contacts, at: index)
                return sum + (text.isEmpty ? 0 : 100 + text.unicodeScalars.count)
            }
        }
        guard let chosen = preferred ?? Self.chosenIndex(completeness: completeness, revisions: revisions) else {
            mergeText(contacts, revisions: revisions, field: .formattedName, into: &result, alternates: &alternates)
            return
        }
        for part in TextField.nameParts {
            let kept = part.value(in: contacts, at: chosen)
            part.set(kept, in: &result)
            // Most duplicates spell a part the same way: fold only when something differs.
            guard contacts.indices.contains(where: {
                let text = part.value(in: contacts, at: $0)
                return !text.isEmpty && text != kept
            }) else { continue }
            var seen: Set<String> = [TextFolding.fold(kept)]
            for index in contacts.indices {
                let text = part.value(in: contacts, at: index)
                if !text.isEmpty && text != kept && seen.insert(TextFolding.fold(text)).inserted {
                    alternates.append(Self.alternate(part.rawValue, text))
                }
            }
        }
        result.formattedName = contacts[chosen].formattedName
        var seenNames: Set<String> = [TextFolding.fold(result.formattedName ?? "")]
        for index in contacts.indices {
            guard let text = contacts[index].formattedName, !text.isEmpty else { continue }
            if result.formattedName == nil {
                result.formattedName = text
                seenNames.insert(TextFolding.fold(text))
            } else if seenNames.insert(TextFolding.fold(text)).inserted {
                alternates.append(Self.alternate("formattedName", text))
            }
        }
    }

    /// Whether `a` and `b` have the same name in every part a name choice takes (the
    /// structured name's parts and the display name): choosing either gives the same name.
    public static func haveSameName(_ a: Contact, _ b: Contact) -> Bool {
        guard a.formattedName == b.formattedName else { return false }
        return [a, b].withUnsafeBufferPointer { pair in
            TextField.nameParts.allSatisfy { $0.value(in: pair, at: 0) == $0.value(in: pair, at: 1) }
        }
    }

    /// For each record, how well the other records support its family name: one for each
    /// other record that spells it the same way (folded), and one when it (three letters or
    /// more, spaces left out) is in the local part of any record's e-mail address. Given
    /// names are not counted: a nickname several cards or an address use (`Quique`, `bob@`)
    /// is no reason to drop the full name.
    static func nameSupport(_ contacts: UnsafeBufferPointer<Contact>) -> [Int] {
        guard contacts.count > 1 else { return [Int](repeating: 0, count: contacts.count) }
        let families = contacts.indices.map { TextFolding.fold(contacts[$0].familyName) }
        var localParts: [String] = []
        for index in contacts.indices {
            for email in contacts[index].emailAddresses {
                guard let at = email.value.lastIndex(of: "@") else { continue }
                localParts.append(TextFolding.fold(String(email.value[..<at])))
            }
        }
        func inAnAddress(_ name: String) -> Bool {
            let joined = String(name.unicodeScalars.filter { $0 != " " && $0 != "-" })
            return joined.unicodeScalars.count >= 3 && localParts.contains { TextFolding.contains($0, joined) }
        }
        return contacts.indices.map { index in
            let family = families[index]
            guard !family.isEmpty else { return 0 }
            var support = 0
            for other in contacts.indices where other != index && families[other] == family { support += 1 }
            if inAnAddress(family) { support += 1 }
            return support
        }
    }

    /// Every other single-valued field, each on its own.
    func mergeSingleValues(
        _ contacts: UnsafeBufferPointer<Contact>, revisions: [String], into result: inout Contact,
        alternates: inout [ExtensionProperty]
    ) {
        for field in TextField.otherFields {
            mergeText(contacts, revisions: revisions, field: field, into: &result, alternates: &alternates)
        }
        let birthdays = contacts.indices.map { contacts[$0].birthday }
        if let chosen = Self.chosenIndex(completeness: birthdays.map { $0.map(Self.dateCompleteness) }, revisions: revisions) {
            result.birthday = birthdays[chosen]
            var seen: Set<PartialDate> = [birthdays[chosen]!]
            for case let birthday? in birthdays where seen.insert(birthday).inserted {
                alternates.append(Self.alternate("birthday", birthday.description))
            }
        }
        let others = contacts.indices.map { contacts[$0].nonGregorianBirthday }
        if let chosen = Self.chosenIndex(completeness: others.map { $0.map { Self.dateCompleteness($0.date) } }, revisions: revisions) {
            result.nonGregorianBirthday = others[chosen]
            var seen: Set<NonGregorianDate> = [others[chosen]!]
            for case let date? in others where seen.insert(date).inserted {
                alternates.append(Self.alternate(
                    "nonGregorianBirthday", date.date.description,
                    parameters: [Parameter("CALSCALE", date.calendar)] + (date.isLeapMonth ? [Parameter("X-LEAP-MONTH", "TRUE")] : [])))
            }
        }
        let images = contacts.indices.map { contacts[$0].imageBytes }
        if let chosen = Self.chosenIndex(completeness: images.map { $0?.count }, revisions: revisions) {
            result.imageBytes = images[chosen]
            var seen: Set<[UInt8]> = [images[chosen]!]
            for case let image? in images where seen.insert(image).inserted {
                alternates.append(Self.alternate("image", String(decoding: Base64.encode(image), as: UTF8.self), parameters: [Parameter("ENCODING", "b")]))
            }
        }
        for index in contacts.indices {
            for (field, parameters) in contacts[index].fieldParameters {
                var united = result.fieldParameters[field] ?? []
                for parameter in parameters where !united.contains(parameter) { united.append(parameter) }
                result.fieldParameters[field] = united
            }
        }
    }

    /// One text field: the chosen value kept, the others (folded differently) as alternates.
    func mergeText(
        _ contacts: UnsafeBufferPointer<Contact>, revisions: [String], field: TextField, into result: inout Contact,
        alternates: inout [ExtensionProperty]
    ) {
        guard contacts.indices.contains(where: { !field.value(in: contacts, at: $0).isEmpty }) else { return }
        let values = contacts.indices.map { field.value(in: contacts, at: $0) }
        let completeness: [Int?] = values.map { $0.isEmpty ? nil : $0.unicodeScalars.count }
        guard let chosen = Self.chosenIndex(completeness: completeness, revisions: revisions) else { return }
        let kept = values[chosen]
        field.set(kept, in: &result)
        guard values.contains(where: { !$0.isEmpty && $0 != kept }) else { return }
        var seen: Set<String> = [TextFolding.fold(kept)]
        for value in values where !value.isEmpty && value != kept && seen.insert(TextFolding.fold(value)).inserted {
            alternates.append(Self.alternate(field.rawValue, value))
        }
    }

    static func dateCompleteness(_ date: PartialDate) -> Int {
        (date.year == nil ? 0 : 1) + (date.month == nil ? 0 : 1) + (date.day == nil ? 0 : 1)
    }

    /// Extensions united (exact repeats once); of several `REV`s the most recent is kept and
    /// the others become alternates.
    func mergeExtensions(
        _ contacts: UnsafeBufferPointer<Contact>, revisions: [String], into result: inout Contact,
        alternates: inout [ExtensionProperty]
    ) {
        var united: [ExtensionProperty] = []
        var seen: Set<ExtensionProperty> = []
        var latestRevision: ExtensionProperty?
        for index in contacts.indices {
            for property in contacts[index].extensions {
                if property.name == "REV" {
                    if let latest = latestRevision {
                        let latestDigits = Self.revision(of: latest)
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
