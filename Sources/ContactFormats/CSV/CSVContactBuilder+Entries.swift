import ContactModel

extension CSVContactBuilder {
    /// Google puts several values with one label in one cell, separated by this.
    static let multiValueSeparator = " ::: "

    /// Adds one gathered entry to the contact's lists.
    mutating func build(_ entry: PendingEntry) {
        var label: Label? = nil
        var preference: Int? = nil
        switch entry.slot {
        case .labeled(let fixed, _):
            label = fixed
        case .numbered:
            if var text = entry.labelText?.trimmingWhitespace(), !text.isEmpty {
                // `* Work` marks the preferred value; a preferred value without a label is `*`.
                if text == "*" || text.hasPrefix("* ") {
                    preference = 1
                    text = String(text.dropFirst(text.count == 1 ? 1 : 2))
                }
                if !text.isEmpty { label = table.label(fromText: text) }
            }
        }
        let parameters = entry.parameters
        switch entry.list {
        case .postalAddresses:
            let streets = [entry.values[.street], entry.values[.street2], entry.values[.street3]]
                .compactMap { $0 }.filter { !$0.isEmpty }
            let address = PostalAddress(
                postOfficeBox: entry.values[.postOfficeBox] ?? "",
                extendedAddress: entry.values[.extendedAddress] ?? "",
                street: streets.joined(separator: "\n"),
                subLocality: entry.values[.subLocality] ?? "",
                city: entry.values[.city] ?? "", state: entry.values[.state] ?? "",
                postalCode: entry.values[.postalCode] ?? "", country: entry.values[.country] ?? "",
                formattedLabel: entry.values[.formatted])
            if address.isEmpty { return }
            contact.postalAddresses.append(
                LabeledValue(label: label, value: address, preference: preference, parameters: parameters))
            return
        default:
            break
        }
        guard let text = entry.values[.value], !text.isEmpty else { return }
        let values = layout == .google || layout == .googleLegacy
            ? CSVContactBuilder.split(text, on: CSVContactBuilder.multiValueSeparator) : [text]
        for (position, value) in values.enumerated() where !value.isEmpty {
            let preferred = position == 0 ? preference : nil
            switch entry.list {
            case .phoneNumbers:
                contact.phoneNumbers.append(LabeledValue(label: label, value: value, preference: preferred, parameters: parameters))
            case .emailAddresses:
                contact.emailAddresses.append(LabeledValue(label: label, value: value, preference: preferred, parameters: parameters))
            case .urlAddresses:
                contact.urlAddresses.append(LabeledValue(label: label, value: value, preference: preferred, parameters: parameters))
            case .contactRelations:
                contact.contactRelations.append(LabeledValue(label: label, value: value, preference: preferred, parameters: parameters))
            case .dates:
                guard let date = CSVDate.parse(value) else {
                    invalidDate(value, header: entry.valueHeader)
                    continue
                }
                if !date.isValidGregorianDate { warnInvalid(value, header: entry.valueHeader) }
                contact.dates.append(LabeledValue(label: label, value: date, preference: preferred, parameters: parameters))
            case .instantMessageAddresses:
                let address = InstantMessageAddress(username: value, service: entry.values[.service] ?? "")
                contact.instantMessageAddresses.append(LabeledValue(label: label, value: address, preference: preferred, parameters: parameters))
            case .socialProfiles:
                var service = entry.values[.service] ?? ""
                var profileLabel = label
                if case .labeled(.custom(let name), _) = entry.slot {
                    if service.isEmpty { service = name }
                    profileLabel = nil
                }
                let isURL = value.contains("://")
                let profile = SocialProfile(
                    urlString: isURL ? value : "", username: isURL ? "" : value, service: service)
                contact.socialProfiles.append(LabeledValue(label: profileLabel, value: profile, preference: preferred, parameters: parameters))
            case .postalAddresses:
                break
            }
        }
    }
}
