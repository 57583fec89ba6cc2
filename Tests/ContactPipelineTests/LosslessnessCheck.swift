import ContactModel
@testable import ContactPipeline

/// Checks that merging lost nothing: every value of every input record is in the output
/// contact it went into, either in its field (compared folded, multi-valued fields by their
/// normalized key) or as an `X-CONTACTKIT-ALTERNATE` with the field's name.
enum LosslessnessCheck {
    /// Descriptions of values missing from the output; empty when nothing was lost.
    static func missingValues(inputs: [Contact], outputs: [Contact]) -> [String] {
        var outputOfIdentifier: [String: Int] = [:]
        for (index, output) in outputs.enumerated() {
            let merged = output.extensions.filter { $0.name == Unifier.mergedPropertyName }
            if merged.isEmpty, let uid = output.uid { outputOfIdentifier[uid] = index }
            for property in merged { outputOfIdentifier[unescape(property.value)] = index }
        }
        var missing: [String] = []
        var unnamedPosition = 0
        for (position, input) in inputs.enumerated() {
            unnamedPosition = position + 1
            let identifier = input.uid ?? String(unnamedPosition)
            guard let index = outputOfIdentifier[identifier] else {
                missing.append("record \(identifier): no output contact")
                continue
            }
            for problem in problems(input, in: outputs[index]) {
                missing.append("record \(identifier): \(problem)")
            }
        }
        return missing
    }

    static func problems(_ input: Contact, in output: Contact) -> [String] {
        var problems: [String] = []
        let alternates = output.extensions.filter { $0.name == Unifier.alternatePropertyName }
        func hasAlternate(_ field: String, _ value: String) -> Bool {
            alternates.contains {
                $0.parameters.firstValue(named: "FIELD") == field
                    && TextFolding.fold(unescape($0.value)) == TextFolding.fold(value)
            }
        }
        let texts: [(String, KeyPath<Contact, String>)] = [
            ("namePrefix", \.namePrefix), ("givenName", \.givenName), ("middleName", \.middleName),
            ("familyName", \.familyName), ("nameSuffix", \.nameSuffix), ("nickname", \.nickname),
            ("organizationName", \.organizationName), ("departmentName", \.departmentName),
            ("jobTitle", \.jobTitle), ("note", \.note), ("phoneticGivenName", \.phoneticGivenName),
            ("phoneticFamilyName", \.phoneticFamilyName),
        ]
        for (field, keyPath) in texts {
            let value = input[keyPath: keyPath]
            if !value.isEmpty && TextFolding.fold(output[keyPath: keyPath]) != TextFolding.fold(value)
                && !hasAlternate(field, value)
            {
                problems.append("\(field) '\(value)'")
            }
        }
        if let name = input.formattedName, !name.isEmpty,
            TextFolding.fold(output.formattedName ?? "") != TextFolding.fold(name), !hasAlternate("formattedName", name)
        {
            problems.append("formattedName '\(name)'")
        }
        if let birthday = input.birthday, output.birthday != birthday, !hasAlternate("birthday", birthday.description) {
            problems.append("birthday \(birthday)")
        }
        func digits(_ text: String) -> String { String(text.unicodeScalars.filter { $0.properties.numericType != nil }.map(Character.init)) }
        for phone in input.phoneNumbers where !output.phoneNumbers.contains(where: { digits($0.value) == digits(phone.value) }) {
            problems.append("phone \(phone.value)")
        }
        for email in input.emailAddresses
        where !output.emailAddresses.contains(where: { $0.value.lowercased() == email.value.lowercased() }) {
            problems.append("email \(email.value)")
        }
        for address in input.postalAddresses where !output.postalAddresses.contains(where: {
            TextFolding.fold($0.value.street) == TextFolding.fold(address.value.street)
                && TextFolding.fold($0.value.postalCode) == TextFolding.fold(address.value.postalCode)
                && TextFolding.fold($0.value.city) == TextFolding.fold(address.value.city)
        }) {
            problems.append("address \(address.value.street)")
        }
        for url in input.urlAddresses where !output.urlAddresses.contains(where: { TextFolding.fold($0.value) == TextFolding.fold(url.value) }) {
            problems.append("url \(url.value)")
        }
        for date in input.dates where !output.dates.contains(where: { $0.value == date.value }) {
            problems.append("date \(date.value)")
        }
        for group in input.groups where !output.groups.contains(group) { problems.append("group \(group)") }
        for property in input.extensions where !output.extensions.contains(property) {
            if property.name == "REV" && hasAlternate("REV", unescape(property.value)) { continue }
            problems.append("extension \(property.name)")
        }
        if let image = input.imageBytes, output.imageBytes != image, !alternates.contains(where: { $0.parameters.firstValue(named: "FIELD") == "image" }) {
            problems.append("image")
        }
        return problems
    }

    /// An extension property's value as ``Unifier`` escaped it, unescaped.
    static func unescape(_ text: String) -> String {
        Unifier.unescaped(text)
    }
}
