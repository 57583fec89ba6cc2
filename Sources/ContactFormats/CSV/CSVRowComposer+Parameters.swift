import ContactModel

extension CSVRowComposer {
    /// Reports the parameters a row cannot hold: a value's (`X-EVOLUTION-E164`, Proton's
    /// `GROUP`) unless a column holds that parameter, and a field's (`N;LANGUAGE=`,
    /// `FN;PREF=1`). Before, CSV dropped them without a word (found by
    /// `Benchmarks/exports/roundtrip.py`). Most contacts have none: nothing is built then.
    func reportParameters(of contact: Contact, into leftOut: inout [CSVLoss]) {
        report(.phoneNumbers, contact.phoneNumbers, into: &leftOut)
        report(.emailAddresses, contact.emailAddresses, into: &leftOut)
        report(.postalAddresses, contact.postalAddresses, into: &leftOut)
        report(.urlAddresses, contact.urlAddresses, into: &leftOut)
        report(.contactRelations, contact.contactRelations, into: &leftOut)
        report(.dates, contact.dates, into: &leftOut)
        report(.instantMessageAddresses, contact.instantMessageAddresses, into: &leftOut)
        report(.socialProfiles, contact.socialProfiles, into: &leftOut)
        guard !contact.fieldParameters.isEmpty else { return }
        // The photo's own parameters go with the photo, reported on its own.
        for (field, parameters) in contact.fieldParameters.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where field != .image && !parameters.isEmpty {
            leftOut.append(CSVLoss(
                "fieldParameters",
                "the parameters \(CSVRowComposer.names(parameters)) of \(field.rawValue)"))
        }
    }

    private func report<Value>(_ list: CSVList, _ values: [LabeledValue<Value>], into leftOut: inout [CSVLoss]) {
        for (index, value) in values.enumerated() where !value.parameters.isEmpty {
            let held = parameterColumns[list] ?? []
            let dropped = value.parameters.filter { !held.contains($0.name.asciiUppercased()) }
            guard !dropped.isEmpty else { continue }
            leftOut.append(CSVLoss(
                "\(list.rawValue).parameters",
                "the parameters \(CSVRowComposer.names(dropped)) of \(list.rawValue) \(index + 1)"))
        }
    }

    /// `TYPE=CAR, X-EVOLUTION-E164` style: the names, with a TYPE's values.
    private static func names(_ parameters: [Parameter]) -> String {
        parameters.map { $0.hasName("TYPE") ? "TYPE=" + $0.values.joined(separator: ",") : $0.name }
            .joined(separator: ", ")
    }

    /// Reports an address's formatted label (`ADR;LABEL=`, 3.0 `LABEL`) placed where no
    /// column holds the whole address as text (all layouts but Google's).
    func reportFormattedLabels(of contact: Contact, placement: CSVPlacement, into leftOut: inout [CSVLoss]) {
        for (index, position) in placement.placed(in: slots.positions(of: .postalAddresses))
        where contact.postalAddresses[index].value.formattedLabel != nil && !slots.holdsFormattedAddress[position] {
            leftOut.append(CSVLoss(
                "postalAddresses.formattedLabel", "the formatted label of postalAddresses \(index + 1)"))
        }
    }

    /// Reports each part of a placed address its slot has no column for: Outlook has none
    /// for the extended address, Thunderbird none for it or the post office box, no layout
    /// one for the sub-locality. Before, an address that was only an extended address (Gmail's
    /// `ADR;TYPE=HOME:;Crescent moon drive…`) went without a word (found by
    /// `Benchmarks/exports/corpus-facts.py`).
    func reportAddressParts(of contact: Contact, placement: CSVPlacement, into leftOut: inout [CSVLoss]) {
        for (index, position) in placement.placed(in: slots.positions(of: .postalAddresses)) {
            let missing = slots.missingAddressParts[position]
            guard missing != 0 else { continue }
            for bit in CSVSlotTable.reportedAddressParts.indices where missing & (1 << UInt16(bit)) != 0 {
                let value = CSVRowComposer.addressPart(bit, of: contact.postalAddresses[index].value)
                guard !value.isEmpty else { continue }
                let name = CSVSlotTable.reportedAddressParts[bit].name
                leftOut.append(CSVLoss(
                    "postalAddresses.\(name)", "the \(name) \(Diagnostic.quoted(value)) of postalAddresses \(index + 1)"))
            }
        }
    }

    /// The part of `address` at `bit` of ``CSVSlotTable/reportedAddressParts``.
    private static func addressPart(_ bit: Int, of address: PostalAddress) -> String {
        switch bit {
        case 0: address.street
        case 1: address.postOfficeBox
        case 2: address.extendedAddress
        case 3: address.subLocality
        case 4: address.city
        case 5: address.state
        case 6: address.postalCode
        default: address.country
        }
    }

    /// Reports the parts of a placed social profile its one value column does not hold:
    /// the user name when the URL is what is written (apple-ios17's LinkedIn `x-user=`), and
    /// the service's user identifier. Before, both went without a word (found by
    /// `Benchmarks/exports/roundtrip.py`). Profiles placed nowhere are reported whole.
    func reportProfileParts(of contact: Contact, placement: CSVPlacement, into leftOut: inout [CSVLoss]) {
        for (index, _) in placement.placed(in: slots.positions(of: .socialProfiles)) {
            let profile = contact.socialProfiles[index].value
            if !profile.urlString.isEmpty, !profile.username.isEmpty {
                leftOut.append(CSVLoss(
                    "socialProfiles.username",
                    "the user name \(Diagnostic.quoted(profile.username)) of socialProfiles \(index + 1) (its URL is written)"))
            }
            if !profile.userIdentifier.isEmpty {
                leftOut.append(CSVLoss(
                    "socialProfiles.userIdentifier",
                    "the user identifier \(Diagnostic.quoted(profile.userIdentifier)) of socialProfiles \(index + 1)"))
            }
        }
    }
}
