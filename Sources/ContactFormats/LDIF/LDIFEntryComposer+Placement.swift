import ContactModel

extension LDIFEntryComposer {
    /// Which value of the contact's lists each attribute holds.
    struct Placement {
        var values: [LDIFField: String] = [:]
        var addresses: [Label: PostalAddress] = [:]
        var aim: String?

        subscript(field: LDIFField) -> String? { values[field] }
    }

    /// The attribute label a value's label writes to, when it has one of its own.
    static func phoneSlot(_ label: Label?) -> Label? {
        switch label {
        case .work?: return .work
        case .home?: return .home
        case .mobile?, .iPhone?, .appleWatch?: return .mobile
        case .pager?: return .pager
        case .homeFax?, .workFax?, .otherFax?: return .otherFax
        default: return nil
        }
    }

    static func urlSlot(_ label: Label?) -> Label? {
        switch label {
        case .work?: return .work
        case .home?, .homePage?: return .home
        default: return nil
        }
    }

    static func addressSlot(_ label: Label?) -> Label? {
        switch label {
        case .work?: return .work
        case .home?: return .home
        default: return nil
        }
    }

    /// Places every value (see the type's discussion) and reports what finds no attribute,
    /// loses its label, its preference or its parameters.
    mutating func placeValues() -> Placement {
        var placement = Placement()
        placeEmails(&placement)
        let phones = place(
            contact.phoneNumbers, "phoneNumbers", slot: LDIFEntryComposer.phoneSlot, fallbacks: [.work])
        for (label, index) in phones { placement.values[.phone(label)] = contact.phoneNumbers[index].value }
        let urls = place(
            contact.urlAddresses, "urlAddresses", slot: LDIFEntryComposer.urlSlot, fallbacks: [.work, .home])
        for (label, index) in urls { placement.values[.url(label)] = contact.urlAddresses[index].value }
        let addresses = place(
            contact.postalAddresses, "postalAddresses", slot: LDIFEntryComposer.addressSlot, fallbacks: [.work, .home])
        for (label, index) in addresses {
            placement.addresses[label] = contact.postalAddresses[index].value
            reportAddressParts(index, label: label)
        }
        placeInstantMessaging(&placement)
        return placement
    }

    private mutating func placeEmails(_ placement: inout Placement) {
        guard let primary = LDIFDistinguishedName.primaryEmailIndex(of: contact) else { return }
        var second: Int? = nil
        for (index, email) in contact.emailAddresses.enumerated() {
            if index == primary {
                placement.values[.primaryEmail] = email.value
            } else if second == nil {
                second = index
                placement.values[.secondEmail] = email.value
            } else {
                losses.append(LDIFEntry.Loss("emailAddresses", "emailAddresses \(index + 1) \(Diagnostic.quoted(email.value))"))
                continue
            }
            if let label = email.label {
                losses.append(
                    LDIFEntry.Loss(
                        "emailAddresses.label",
                        "the label \(Diagnostic.quoted(label.identifier)) of emailAddresses \(index + 1) (written without it)"))
            }
            if index != primary, email.preference != nil {
                losses.append(
                    LDIFEntry.Loss("emailAddresses.preference", "that emailAddresses \(index + 1) is preferred (only mail is)"))
            }
            reportParameters(email.parameters, "emailAddresses", index)
        }
    }

    /// Places the values of one list: first each in the slot of its own label, then the
    /// others (no slot of their own, or theirs taken) in the first free fallback slot, so a
    /// number is kept under another label rather than lost. Returns slot → index.
    private mutating func place<Value>(
        _ values: [LabeledValue<Value>], _ list: String, slot: (Label?) -> Label?, fallbacks: [Label]
    ) -> [Label: Int] {
        var taken: [Label: Int] = [:]
        var waiting: [Int] = []
        for (index, value) in values.enumerated() {
            if let own = slot(value.label), taken[own] == nil {
                taken[own] = index
            } else {
                waiting.append(index)
            }
        }
        for index in waiting {
            guard let free = fallbacks.first(where: { taken[$0] == nil }) else {
                losses.append(LDIFEntry.Loss(list, "\(list) \(index + 1)" + (values[index].label.map { " (\($0.identifier))" } ?? "")))
                continue
            }
            taken[free] = index
        }
        for (written, index) in taken.sorted(by: { $0.value < $1.value }) {
            let value = values[index]
            if value.label != written {
                let was = value.label.map { "the label \(Diagnostic.quoted($0.identifier)) of \(list) \(index + 1)" }
                    ?? "\(list) \(index + 1), which has no label,"
                losses.append(LDIFEntry.Loss("\(list).label", "\(was) (written as \(Diagnostic.quoted(written.identifier)))"))
            }
            if value.preference != nil {
                losses.append(LDIFEntry.Loss("\(list).preference", "that \(list) \(index + 1) is preferred"))
            }
            reportParameters(value.parameters, list, index)
        }
        return taken
    }

    private mutating func placeInstantMessaging(_ placement: inout Placement) {
        for (index, address) in contact.instantMessageAddresses.enumerated() {
            if placement.aim == nil, address.value.service.lowercased() == "aim", !address.value.username.isEmpty {
                placement.aim = address.value.username
                if let label = address.label {
                    losses.append(
                        LDIFEntry.Loss(
                            "instantMessageAddresses.label",
                            "the label \(Diagnostic.quoted(label.identifier)) of instantMessageAddresses \(index + 1) (written without it)"))
                }
                reportParameters(address.parameters, "instantMessageAddresses", index)
            } else {
                let service = address.value.service.isEmpty ? "" : " (\(address.value.service))"
                losses.append(
                    LDIFEntry.Loss(
                        "instantMessageAddresses",
                        "instantMessageAddresses \(index + 1) \(Diagnostic.quoted(address.value.username))\(service)"))
            }
        }
    }

    mutating func reportParameters(_ parameters: [Parameter], _ list: String, _ index: Int) {
        guard !parameters.isEmpty else { return }
        let names = parameters.map { $0.hasName("TYPE") ? "TYPE=" + $0.values.joined(separator: ",") : $0.name }
        losses.append(
            LDIFEntry.Loss("\(list).parameters", "the parameters \(names.joined(separator: ", ")) of \(list) \(index + 1)"))
    }

    /// Reports the parts of a placed address no attribute holds.
    private mutating func reportAddressParts(_ index: Int, label: Label) {
        let address = contact.postalAddresses[index].value
        let parts: [(String, String)] = [
            ("postOfficeBox", label == .work ? "" : address.postOfficeBox),
            ("subLocality", address.subLocality), ("subAdministrativeArea", address.subAdministrativeArea),
            ("sortingCode", address.sortingCode), ("isoCountryCode", address.isoCountryCode),
            ("formattedLabel", address.formattedLabel ?? ""),
        ]
        for (part, text) in parts where !text.isEmpty {
            losses.append(
                LDIFEntry.Loss("postalAddresses.\(part)", "the \(part) \(Diagnostic.quoted(text)) of postalAddresses \(index + 1)"))
        }
    }
}
