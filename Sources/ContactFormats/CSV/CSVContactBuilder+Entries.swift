import ContactModel

extension CSVContactBuilder {
    /// Google puts several values with one label in one cell, separated by this.
    static let multiValueSeparator = " ::: "

    /// Whether `label` is one of the predefined labels only relations have (father …
    /// cousin, assistant, manager: ``Label/predefined`` from `.father` on), by `switch`
    /// rather than hashing the label.
    static func isRelationLabel(_ label: Label) -> Bool {
        switch label {
        case .father, .mother, .parent, .brother, .sister, .sibling, .child, .son, .daughter,
            .friend, .spouse, .husband, .wife, .partner, .assistant, .manager,
            .grandfather, .grandmother, .grandparent, .grandson, .granddaughter, .grandchild,
            .uncle, .aunt, .nephew, .niece, .cousin:
            return true
        case .home, .work, .school, .other, .mobile, .iPhone, .main, .homeFax, .workFax, .otherFax,
            .pager, .appleWatch, .iCloud, .homePage, .anniversary, .custom:
            return false
        }
    }

    /// The text of part `part` of entry `entry`, if a column gave one.
    private func value(_ part: CSVRowPlan.CellPart, of entry: Int) -> String? {
        guard let cell = plan.cell(part, of: entry), cells[cell].column >= 0 else { return nil }
        return cells[cell].text
    }

    /// Adds gathered entry number `number` to the contact's lists.
    mutating func build(_ number: Int) {
        var label: Label? = nil
        var preference: Int? = nil
        switch plan.entries[number].slot {
        case .labeled(let fixed, _):
            label = fixed
        case .numbered:
            if let text = value(.label, of: number) {
                let cellLabel = plan.label(fromCell: text)
                label = cellLabel.label
                preference = cellLabel.preference
                // A phone labeled "Assistant" (Outlook's Assistant's Phone, through Google's
                // CSV) is not the relation label of that name: it stays the text it is.
                if let found = label, plan.entries[number].list != .contactRelations,
                    CSVContactBuilder.isRelationLabel(found)
                {
                    label = .custom(plan.table.labelText(found))
                }
            }
        }
        let parameters = self.parameters.isEmpty ? [] : self.parameters.filter { $0.entry == number }.map(\.parameter)
        switch plan.entries[number].list {
        case .postalAddresses:
            let address = PostalAddress(
                postOfficeBox: value(.postOfficeBox, of: number) ?? "",
                extendedAddress: value(.extendedAddress, of: number) ?? "",
                street: street(of: number),
                subLocality: value(.subLocality, of: number) ?? "",
                city: value(.city, of: number) ?? "", state: value(.state, of: number) ?? "",
                postalCode: value(.postalCode, of: number) ?? "", country: value(.country, of: number) ?? "",
                formattedLabel: value(.formatted, of: number))
            if address.isEmpty { return }
            contact.postalAddresses.append(
                LabeledValue(label: label, value: address, preference: preference, parameters: parameters))
            positions.append(.postalAddresses, line: line)
            return
        case .customFields:
            // The label as written: custom text, never one of the predefined labels.
            let text = value(.value, of: number) ?? ""
            let labelText = value(.label, of: number) ?? ""
            if !text.isEmpty || !labelText.isEmpty {
                CSVCustomFields.add(value: text, label: labelText, to: &contact)
            }
            return
        default:
            break
        }
        guard let text = value(.value, of: number), !text.isEmpty else { return }
        if plan.splitsValues,
            let values = CSVContactBuilder.parts(of: text, separatedBy: CSVContactBuilder.multiValueSeparator)
        {
            for (position, value) in values.enumerated() where !value.isEmpty {
                add(value, entry: number, label: label, preference: position == 0 ? preference : nil, parameters: parameters)
            }
        } else {
            add(text, entry: number, label: label, preference: preference, parameters: parameters)
        }
    }

    /// Adds one value of entry `entry` (not an address) to its list.
    private mutating func add(_ value: String, entry: Int, label: Label?, preference: Int?, parameters: [Parameter]) {
        let labeled = LabeledValue(label: label, value: value, preference: preference, parameters: parameters)
        let listSize = plan.entries[entry].listSize
        switch plan.entries[entry].list {
        case .phoneNumbers:
            CSVContactBuilder.append(labeled, to: &contact.phoneNumbers, expecting: listSize)
            positions.append(.phoneNumbers, line: line, column: valueHeader(of: entry))
        case .emailAddresses:
            CSVContactBuilder.append(labeled, to: &contact.emailAddresses, expecting: listSize)
            positions.append(.emailAddresses, line: line, column: valueHeader(of: entry))
        case .urlAddresses:
            CSVContactBuilder.append(labeled, to: &contact.urlAddresses, expecting: listSize)
        case .contactRelations:
            CSVContactBuilder.append(labeled, to: &contact.contactRelations, expecting: listSize)
        case .dates:
            let header = valueHeader(of: entry) ?? ""
            guard let date = CSVDate.parse(value) else {
                invalidDate(value, header: header)
                return
            }
            if !date.isValidGregorianDate { warnInvalid(value, header: header) }
            contact.dates.append(LabeledValue(label: label, value: date, preference: preference, parameters: parameters))
            positions.append(.dates, line: line, column: header)
        case .instantMessageAddresses:
            let address = InstantMessageAddress(username: value, service: self.value(.service, of: entry) ?? "")
            contact.instantMessageAddresses.append(LabeledValue(label: label, value: address, preference: preference, parameters: parameters))
        case .socialProfiles:
            var service = self.value(.service, of: entry) ?? ""
            var profileLabel = label
            if case .labeled(.custom(let name), _) = plan.entries[entry].slot {
                if service.isEmpty { service = name }
                profileLabel = nil
            }
            let isURL = value.contains("://")
            let profile = SocialProfile(
                urlString: isURL ? value : "", username: isURL ? "" : value, service: service)
            contact.socialProfiles.append(LabeledValue(label: profileLabel, value: profile, preference: preference, parameters: parameters))
        case .postalAddresses, .customFields:
            break
        }
    }

    /// The header of the column that gave entry `entry` its value.
    private func valueHeader(of entry: Int) -> String? {
        guard let cell = plan.cell(.value, of: entry), cells[cell].column >= 0 else { return nil }
        return plan.columns[cells[cell].column].header
    }

    /// Appends to a list, making room for the entries the columns have at the first.
    private static func append<Value>(_ value: Value, to list: inout [Value], expecting count: Int) {
        if list.isEmpty { list.reserveCapacity(count) }
        list.append(value)
    }

    /// The street lines given, joined by line breaks.
    private func street(of entry: Int) -> String {
        var street = ""
        for part in [CSVRowPlan.CellPart.street, .street2, .street3] {
            guard let line = value(part, of: entry), !line.isEmpty else { continue }
            street += street.isEmpty ? line : "\n" + line
        }
        return street
    }
}
