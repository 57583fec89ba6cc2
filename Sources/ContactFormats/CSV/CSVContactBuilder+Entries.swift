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

    /// The text of cell `cell`: its bytes in `row`, or its string in `texts`.
    @inline(__always)
    private static func text(
        of cell: Cell, number: Int, texts: [String], row: UnsafeBufferPointer<UInt8>, isASCII: Bool
    ) -> String {
        guard cell.inRow else { return texts[number] }
        return string(UnsafeBufferPointer(rebasing: row[cell.start..<cell.end]), isASCII: isASCII)
    }

    /// Adds gathered entry number `number` to the contact's lists; `row` and `isASCII`: as
    /// ``buildEntries(row:isASCII:)`` was given them. Each part's string is made here, once, from
    /// where its cell is.
    mutating func build(_ number: Int, row: UnsafeBufferPointer<UInt8>, isASCII: Bool) {
        let plan = self.plan
        // Not the whole entry: copying it retained its cells and slot.
        let entry = plan.entryFacts[number]
        /// The cell number of `part`, if a column filled it.
        @inline(__always) func filled(_ part: CSVRowPlan.CellPart) -> Int? {
            guard let cell = plan.cell(part, of: number), cells[cell].row == rowNumber else { return nil }
            return cell
        }
        @inline(__always) func value(_ part: CSVRowPlan.CellPart) -> String? {
            guard let cell = filled(part) else { return nil }
            return CSVContactBuilder.text(of: cells[cell], number: cell, texts: texts, row: row, isASCII: isASCII)
        }
        var label: Label? = nil
        var preference: Int? = nil
        if !entry.isNumbered {
            label = plan.fixedLabels[number]
        } else {
            if let cell = filled(.label) {
                let cellLabel: CSVRowPlan.CellLabel
                if cells[cell].hasLabel {
                    cellLabel = labels[cell]
                } else {
                    let text = CSVContactBuilder.text(of: cells[cell], number: cell, texts: texts, row: row, isASCII: isASCII)
                    cellLabel = labelCache.label(fromCell: text, plan: plan)
                }
                label = cellLabel.label
                preference = cellLabel.preference
                // A phone labeled "Assistant" (Outlook's Assistant's Phone, through Google's
                // CSV) is not the relation label of that name: it stays the text it is.
                if let found = label, entry.list != .contactRelations, CSVContactBuilder.isRelationLabel(found) {
                    label = .custom(plan.table.labelText(found))
                }
            }
        }
        var parameters: [Parameter] = []
        var index = 0
        while index < parameterCount {
            if self.parameters[index].entry == number { parameters.append(self.parameters[index].parameter) }
            index &+= 1
        }
        switch entry.list {
        case .postalAddresses:
            var street = value(.street) ?? ""
            for part in [CSVRowPlan.CellPart.street2, .street3] {
                guard let line = value(part), !line.isEmpty else { continue }
                if street.isEmpty { street = line } else { street += "\n" + line }
            }
            let address = PostalAddress(
                postOfficeBox: value(.postOfficeBox) ?? "",
                extendedAddress: value(.extendedAddress) ?? "",
                street: street,
                subLocality: value(.subLocality) ?? "",
                city: value(.city) ?? "", state: value(.state) ?? "",
                postalCode: value(.postalCode) ?? "", country: value(.country) ?? "",
                formattedLabel: value(.formatted))
            if address.isEmpty { return }
            contact.postalAddresses.append(
                LabeledValue(label: label, value: address, preference: preference, parameters: parameters))
            positions.append(.postalAddresses, line: line)
            return
        case .customFields:
            // The label as written: custom text, never one of the predefined labels.
            let text = value(.value) ?? ""
            let labelText = value(.label) ?? ""
            if !text.isEmpty || !labelText.isEmpty {
                CSVCustomFields.add(value: text, label: labelText, to: &contact)
            }
            return
        default:
            break
        }
        guard let valueCell = filled(.value) else { return }
        let cell = cells[valueCell]
        // The column that gave the value, and the service of the entry.
        let column = cell.column
        let service = entry.list == .instantMessageAddresses || entry.list == .socialProfiles ? value(.service) : nil
        if plan.splitsValues, cell.mayHoldSeparator {
            var values: [String]?
            if cell.inRow {
                var separator = CSVContactBuilder.multiValueSeparator
                values = separator.withUTF8 { pattern in
                    CSVContactBuilder.split(UnsafeBufferPointer(rebasing: row[cell.start..<cell.end]), on: pattern)
                }
            } else {
                values = CSVContactBuilder.parts(of: texts[valueCell], separatedBy: CSVContactBuilder.multiValueSeparator)
            }
            if let values {
                for (position, value) in values.enumerated() where !value.isEmpty {
                    add(
                        value, entry: entry, number: number, label: label,
                        preference: position == 0 ? preference : nil, parameters: parameters, column: column,
                        service: service)
                }
                return
            }
        }
        let text = CSVContactBuilder.text(of: cell, number: valueCell, texts: texts, row: row, isASCII: isASCII)
        if text.isEmpty { return }
        add(
            text, entry: entry, number: number, label: label, preference: preference, parameters: parameters,
            column: column, service: service)
    }

    /// Adds one value of entry number `number` (not an address) to its list; `column`: the
    /// column of the value, `service`: the entry's service cell.
    private mutating func add(
        _ value: String, entry: CSVRowPlan.EntryFacts, number: Int, label: Label?, preference: Int?,
        parameters: [Parameter], column: Int, service: String?
    ) {
        var columnHeader: String? { plan.columns[column].header }
        let labeled = LabeledValue(label: label, value: value, preference: preference, parameters: parameters)
        let listSize = entry.listSize
        switch entry.list {
        case .phoneNumbers:
            CSVContactBuilder.append(labeled, to: &contact.phoneNumbers, expecting: listSize)
            positions.append(.phoneNumbers, line: line, column: columnHeader)
        case .emailAddresses:
            CSVContactBuilder.append(labeled, to: &contact.emailAddresses, expecting: listSize)
            positions.append(.emailAddresses, line: line, column: columnHeader)
        case .urlAddresses:
            CSVContactBuilder.append(labeled, to: &contact.urlAddresses, expecting: listSize)
        case .contactRelations:
            CSVContactBuilder.append(labeled, to: &contact.contactRelations, expecting: listSize)
        case .dates:
            let header = columnHeader ?? ""
            guard let date = CSVDate.parse(value) else {
                invalidDate(value, header: header)
                return
            }
            if !date.isValidGregorianDate { warnInvalid(value, header: header) }
            contact.dates.append(LabeledValue(label: label, value: date, preference: preference, parameters: parameters))
            positions.append(.dates, line: line, column: header)
        case .instantMessageAddresses:
            let address = InstantMessageAddress(username: value, service: service ?? "")
            contact.instantMessageAddresses.append(LabeledValue(label: label, value: address, preference: preference, parameters: parameters))
        case .socialProfiles:
            var service = service ?? ""
            var profileLabel = label
            if case .labeled(.custom(let name), _) = plan.entries[number].slot {
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

    /// Appends to a list, making room at the first for the entries the columns have, up to
    /// four (Outlook has 19 phone columns; most rows fill one or two, and a larger block
    /// costs more to allocate and free).
    private static func append<Value>(_ value: Value, to list: inout [Value], expecting count: Int) {
        if list.isEmpty { list.reserveCapacity(min(count, 4)) }
        list.append(value)
    }
}
