import ContactModel

/// What desktop clients and Android write for fields vCard 3.0 has no property for: a
/// spouse, manager or assistant by name, a wedding anniversary, and Android's
/// `X-ANDROID-CUSTOM` rows. Read into the model's relations, dates and nickname, so that a
/// conversion to Google's or Outlook's CSV, to 4.0 or to Apple's 3.0 keeps their meaning
/// (kept as extensions, they were X- lines no other program reads). A value that does not
/// fit (an unknown Android row, a second nickname) stays an extension, as before.
extension VCardContactBuilder {
    /// One-person relations by property name: Evolution, Outlook/Exchange (`X-MS-*`, which
    /// carry a nameless `N` parameter), KAddressBook, and the bare X- names SOGo and
    /// others read.
    ///
    /// Pairs searched in order, not a dictionary: ``VCardPropertyKind``'s table of names
    /// takes them when a reader starts, and the first `[String: …]` a process builds costs
    /// the runtime a scan of every protocol conformance record for `String: Hashable` (about
    /// 340,000 instructions in the statically linked tool, 1.2 % of a 1,000-card convert).
    static let vendorRelationLabels: [(name: String, label: Label)] = [
        ("X-EVOLUTION-SPOUSE", .spouse), ("X-EVOLUTION-MANAGER", .manager), ("X-EVOLUTION-ASSISTANT", .assistant),
        ("X-MS-SPOUSE", .spouse), ("X-MS-MANAGER", .manager), ("X-MS-ASSISTANT", .assistant), ("X-MS-CHILD", .child),
        ("X-KADDRESSBOOK-X-SPOUSESNAME", .spouse), ("X-KADDRESSBOOK-X-MANAGERSNAME", .manager),
        ("X-KADDRESSBOOK-X-ASSISTANTSNAME", .assistant),
        ("X-SPOUSE", .spouse), ("X-MANAGER", .manager), ("X-ASSISTANT", .assistant),
    ]

    /// Wedding anniversaries by property name (Evolution, Outlook/Exchange, KAddressBook).
    static let vendorAnniversaryNames = [
        "X-EVOLUTION-ANNIVERSARY", "X-MS-ANNIVERSARY", "X-KADDRESSBOOK-X-ANNIVERSARY",
    ]

    mutating func readVendorRelation(_ value: VCardProperty) {
        let text = self.text(value).trimmingWhitespace()
        guard
            let label = VCardContactBuilder.vendorRelationLabels.first(where: { $0.name == value.name })?.label,
            !text.isEmpty
        else {
            return keepAsExtension(value)
        }
        var parameters = value.otherParameters
        // Exchange writes `X-MS-SPOUSE;N:…`: the nameless `N` says the value is a name.
        let types = value.types.filter { !$0.equalsIgnoringASCIICase("N") }
        if !types.isEmpty { parameters.insert(Parameter(name: "TYPE", values: types), at: 0) }
        contact.contactRelations.append(
            LabeledValue(label: label, value: text, preference: value.preference, parameters: parameters))
    }

    /// `X-DEPARTMENT:Sales` (Roundcube) and KAddressBook's `X-KADDRESSBOOK-X-Department`:
    /// the department, when the card's `ORG` has none (or the same); else kept as written.
    mutating func readVendorDepartment(_ value: VCardProperty) {
        let text = self.text(value).trimmingWhitespace()
        if !text.isEmpty, text == contact.departmentName { return }  // ORG said the same
        guard !text.isEmpty, contact.departmentName.isEmpty else { return keepAsExtension(value) }
        contact.departmentName = text
        if !filledFields.contains(.organization) { vendorDepartment = value }
    }

    mutating func readVendorAnniversary(_ value: VCardProperty) {
        let count = contact.dates.count
        readDate(value, defaultLabel: .anniversary)
        // A client that writes ANNIVERSARY as well gives the same date twice: one is kept.
        guard contact.dates.count > count, let added = contact.dates.last else { return }
        if contact.dates.dropLast().contains(where: { $0.label == added.label && $0.value == added.value }) {
            contact.dates.removeLast()
        }
    }

    /// Exchange's phones that vCard has no type for, by `X-MS-TEL` type, labeled as the
    /// Outlook CSV layout labels its columns (`Company Main Phone` is Apple's main).
    static let microsoftTelephoneLabels: [String: Label] = [
        "COMPANY": .main, "ASSISTANT": .custom("Assistant"), "CALLBACK": .custom("Callback"),
        "RADIO": .custom("Radio"), "TTYTDD": .custom("TTY/TDD"),
    ]

    /// `X-MS-TEL;TYPE=VOICE,COMPANY:…`: a phone number; a type other than these (or two of
    /// them) keeps the property as written.
    mutating func readMicrosoftTelephone(_ value: VCardProperty) {
        let kinds = value.types.filter { !$0.equalsIgnoringASCIICase("VOICE") }
        let text = self.text(value).trimmingWhitespace()
        guard kinds.count == 1, let label = VCardContactBuilder.microsoftTelephoneLabels[kinds[0].asciiUppercased()],
            !text.isEmpty
        else { return keepAsExtension(value) }
        contact.phoneNumbers.append(
            LabeledValue(label: label, value: text, preference: value.preference, parameters: value.otherParameters))
    }

    /// `X-ANDROID-CUSTOM:vnd.android.cursor.item/<kind>;data1;data2;data3;…`: Android's
    /// contacts provider row as its exporter writes it (data2 is the row's type code, data3
    /// the label of a custom type, 0).
    mutating func readAndroidCustom(_ value: VCardProperty) {
        let fields = components(value)
        let prefix = "vnd.android.cursor.item/"
        guard fields.count >= 3, fields[0].hasPrefix(prefix),
            fields.dropFirst(4).allSatisfy({ $0.isEmpty })
        else { return keepAsExtension(value) }
        let data = fields[1].trimmingWhitespace()
        let type = Int(fields[2].trimmingWhitespace())
        let customLabel = fields.count > 3 ? fields[3].trimmingWhitespace() : ""
        guard !data.isEmpty else { return keepAsExtension(value) }
        switch fields[0].dropFirst(prefix.count) {
        case "nickname":
            // Type 3 is a maiden name; the others (default, other name, short name,
            // initials, custom) are what NICKNAME holds.
            if type == 3, claim(.maidenName) {
                contact.previousFamilyName = data
            } else if type != 3, claim(.nickname) {
                contact.nickname = data
            } else {
                keepAsExtension(value)
            }
        case "relation":
            let label: Label?
            if type == 0 {
                label = customLabel.isEmpty ? nil : .custom(customLabel)
            } else if let type, let known = VCardContactBuilder.androidRelationLabels[type] {
                label = known
            } else {
                return keepAsExtension(value)
            }
            contact.contactRelations.append(LabeledValue(label: label, value: data))
        case "contact_event":
            readAndroidEvent(value, date: data, type: type, customLabel: customLabel)
        default:
            keepAsExtension(value)
        }
    }

    private mutating func readAndroidEvent(_ value: VCardProperty, date text: String, type: Int?, customLabel: String) {
        guard let type, (0...3).contains(type), let date = parseDate(text, value) else {
            return keepAsExtension(value)
        }
        switch type {
        case 3:
            guard claim(.birthday) else { return keepAsExtension(value) }
            contact.birthday = date
        case 1:
            contact.dates.append(LabeledValue(label: .anniversary, value: date))
        case 2:
            contact.dates.append(LabeledValue(label: .other, value: date))
        default:
            contact.dates.append(LabeledValue(label: customLabel.isEmpty ? nil : .custom(customLabel), value: date))
        }
    }

    /// Android's relation type codes (`ContactsContract.CommonDataKinds.Relation`) other
    /// than 0 (custom, its label in data3); the ones Apple has no label for keep Android's
    /// English name as a custom label.
    static let androidRelationLabels: [Int: Label] = [
        1: .assistant, 2: .brother, 3: .child, 4: .custom("Domestic Partner"), 5: .father, 6: .friend,
        7: .manager, 8: .mother, 9: .parent, 10: .partner, 11: .custom("Referred By"),
        12: .custom("Relative"), 13: .sister, 14: .spouse,
    ]
}
