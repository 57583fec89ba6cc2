import ContactModel

extension CSVRowComposer {
    /// The text of the cell at `index` in the header. The cell is read in place, not copied
    /// (three strings and an array) for every cell of every row.
    /// - Parameters:
    ///   - extensions: the contact's extensions, indexed once for the whole row.
    func value(
        ofCell index: Int, in contact: Contact, placement: CSVPlacement, extensions: inout CSVExtensionIndex
    ) -> String {
        guard let field = cells[index].field else {
            // A column the model has no field for: an extension read from such a column (its
            // names normalized: ``CSVLayoutTable/normalize(_:)``).
            return extensions.text(forColumnKeys: columnKeysByCell[index]) ?? cells[index].emptyValue
        }
        switch field {
        case .text(let textField):
            if textField == .formattedName, table.fillsDisplayName, contact.formattedName == nil {
                return contact.plainDisplayName
            }
            return textField.value(in: contact)
        case .birthday:
            return contact.birthday.map { CSVDate.format($0, style: table.dateStyle) } ?? cells[index].emptyValue
        case .birthdayPart(let part):
            let number: Int?
            switch part {
            case .year: number = contact.birthday?.year
            case .month: number = contact.birthday?.month
            case .day: number = contact.birthday?.day
            }
            return number.map(String.init) ?? ""
        case .groups:
            let names = contact.groups.map { name -> String in
                guard layout == .google || layout == .googleLegacy else { return name }
                return name == "myContacts" || name == "starred" ? "* " + name : name
            }
            return names.joined(separator: table.groupSeparator)
        case .extensionProperty(let name):
            return extensions.text(named: name)
        case .entry(let list, _, let part):
            let position = cellPositions[index]
            guard let entry = placement.entry(at: position) else {
                return part == .value && list == .dates ? cells[index].emptyValue : ""
            }
            return entryText(list, index: entry, position: position, part: part, in: contact)
        }
    }

    private func labelText(_ label: Label?, preference: Int?) -> String {
        let text = label.map { table.labelText($0) } ?? ""
        return preference != nil ? "* " + text : text
    }

    private func entryText(_ list: CSVList, index: Int, position: Int, part: CSVPart, in contact: Contact) -> String {
        func simple<Value>(_ entry: LabeledValue<Value>, _ text: String) -> String {
            switch part {
            case .label: return labelText(entry.label, preference: entry.preference)
            case .value: return text
            case .parameter(let name):
                if let value = entry.parameters.firstValue(named: name) { return value }
                return name == "X-OUTLOOK-TYPE" ? "SMTP" : ""
            default: return ""
            }
        }
        switch list {
        case .phoneNumbers: let entry = contact.phoneNumbers[index]; return simple(entry, entry.value)
        case .emailAddresses: let entry = contact.emailAddresses[index]; return simple(entry, entry.value)
        case .urlAddresses: let entry = contact.urlAddresses[index]; return simple(entry, entry.value)
        case .contactRelations: let entry = contact.contactRelations[index]; return simple(entry, entry.value)
        case .dates:
            let entry = contact.dates[index]
            return simple(entry, CSVDate.format(entry.value, style: table.dateStyle))
        case .instantMessageAddresses:
            let entry = contact.instantMessageAddresses[index]
            return part == .service ? entry.value.service : simple(entry, entry.value.username)
        case .socialProfiles:
            let entry = contact.socialProfiles[index]
            if part == .service { return entry.value.service }
            let profile = entry.value
            return simple(entry, profile.urlString.isEmpty ? profile.username : profile.urlString)
        case .customFields:
            return CSVCustomFields.text(of: contact, index: index, part: part)
        case .postalAddresses:
            // Each part reads its field in place rather than copying the entry (a dozen
            // strings) for every cell of every address.
            switch part {
            case .label:
                return labelText(contact.postalAddresses[index].label, preference: contact.postalAddresses[index].preference)
            case .street: return streetLines(of: contact.postalAddresses[index].value.street, position: position, from: 0)
            case .street2: return streetLines(of: contact.postalAddresses[index].value.street, position: position, from: 1)
            case .street3: return streetLines(of: contact.postalAddresses[index].value.street, position: position, from: 2)
            case .city: return contact.postalAddresses[index].value.city
            case .state: return contact.postalAddresses[index].value.state
            case .postalCode: return contact.postalAddresses[index].value.postalCode
            case .country: return contact.postalAddresses[index].value.country
            case .postOfficeBox: return contact.postalAddresses[index].value.postOfficeBox
            case .extendedAddress: return contact.postalAddresses[index].value.extendedAddress
            case .subLocality: return contact.postalAddresses[index].value.subLocality
            case .formatted: return contact.postalAddresses[index].value.formattedLabel ?? ""
            case .value, .service: return ""
            case .parameter(let name): return contact.postalAddresses[index].parameters.firstValue(named: name) ?? ""
            }
        }
    }

    /// The street lines from line `start` that go in one street cell of the slot at
    /// `position`: the slot's last street column takes the rest. The street is cut into
    /// lines only for the street cells (not for every part's).
    private func streetLines(of street: String, position: Int, from start: Int) -> String {
        let columns = max(slots.streetColumnCounts[position], 1)
        let last = start == 2 || columns <= start + 1
        if start == 0 && last { return street }
        let lines = street.split(separator: "\n", omittingEmptySubsequences: false)
        guard start < lines.count else { return "" }
        return last ? lines[start...].joined(separator: "\n") : String(lines[start])
    }

    /// Adds to `leftOut` every field of `contact` this header has no column for.
    func reportUnheld(_ contact: Contact, into leftOut: inout [CSVLoss]) {
        for field in unheldTextFields {
            let value = field.value(in: contact)
            if field == .formattedName && value == contact.plainDisplayName { continue }
            if !value.isEmpty { leftOut.append(CSVLoss(field.rawValue, "\(field.rawValue) \(Diagnostic.quoted(value))")) }
        }
        if let birthday = contact.birthday {
            if !hasBirthday {
                leftOut.append(CSVLoss("birthday", "birthday"))
            } else if birthday.year == nil, table.dateStyle == .monthDayYear, birthday.month != nil, birthday.day != nil {
                leftOut.append(
                    CSVLoss(
                        "birthday.year",
                        "a birthday without a year (written as \(CSVDate.format(birthday, style: table.dateStyle)), which Outlook does not import)"))
            }
            if hasBirthday, !birthdayHoldsTime, let time = birthday.time {
                leftOut.append(CSVLoss("birthday.time", "the time \(Diagnostic.quoted(time)) of the birthday"))
            }
        }
        // No layout has a column for a sorting code (France's CEDEX).
        for (index, address) in contact.postalAddresses.enumerated() where !address.value.sortingCode.isEmpty {
            leftOut.append(CSVLoss(
                "postalAddresses.sortingCode",
                "the sorting code \(Diagnostic.quoted(address.value.sortingCode)) of postalAddresses \(index + 1)"))
        }
        // Nor for Apple's country code (`X-ABADR`) or sub-administrative area: the country
        // column holds the name, not the code.
        for (index, address) in contact.postalAddresses.enumerated() {
            if !address.value.isoCountryCode.isEmpty {
                leftOut.append(CSVLoss(
                    "postalAddresses.isoCountryCode",
                    "the country code \(Diagnostic.quoted(address.value.isoCountryCode)) of postalAddresses \(index + 1)"))
            }
            if !address.value.subAdministrativeArea.isEmpty {
                leftOut.append(CSVLoss(
                    "postalAddresses.subAdministrativeArea",
                    "the sub-administrative area \(Diagnostic.quoted(address.value.subAdministrativeArea)) of postalAddresses \(index + 1)"))
            }
        }
        reportParameters(of: contact, into: &leftOut)
        if !contact.groups.isEmpty && !hasGroups { leftOut.append(CSVLoss("groups", "groups")) }
        if contact.imageBytes != nil { leftOut.append(CSVLoss("photo", "the photo (CSV never holds photos)")) }
        if contact.nonGregorianBirthday != nil { leftOut.append(CSVLoss("nonGregorianBirthday", "nonGregorianBirthday")) }
        if !contact.members.isEmpty { leftOut.append(CSVLoss("members", "members")) }
        if contact.kind != .individual { leftOut.append(CSVLoss("kind", "kind '\(contact.kind.rawValue)'")) }
        reportExtensions(of: contact, into: &leftOut)
    }
}
