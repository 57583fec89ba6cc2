import ContactModel

/// Builds one contact from the attribute lines of an LDIF entry, by ``LDIFSchema``.
///
/// A single-valued field given twice keeps the first value; the second is kept as an
/// `X-LDIF-` extension (so it is written back) with a `repeated-property` note. The two
/// addresses Thunderbird keeps (home and work) are gathered part by part.
struct LDIFContactBuilder {
    let limits: ReadLimits
    var contact = Contact()
    var diagnostics: [Diagnostic] = []
    var positions = ValuePositions()
    /// Single-valued fields already filled.
    private var filled: Set<LDIFField> = []
    private var addresses: [(label: Label, address: PostalAddress, line: Int)] = []
    private var primaryEmails: [(String, Int)] = []
    private var secondEmails: [(String, Int)] = []
    private var birthday = PartialDate()
    private var birthdayLine: Int?
    private var objectClasses: [LDIFAttributeLine] = []

    init(limits: ReadLimits) {
        self.limits = limits
    }

    /// Reads one attribute line into the contact.
    mutating func add(_ line: LDIFAttributeLine) {
        if line.isType("objectclass") {
            objectClasses.append(line)
            return
        }
        if LDIFSchema.memberAttributes.contains(line.type), line.options.isEmpty {
            if let dn = text(of: line) { contact.members.append(LDIFDistinguishedName.memberReference(dn)) }
            return
        }
        let isBinaryOption = line.options.count == 1 && line.options[0].lowercased() == "binary"
        guard line.options.isEmpty || isBinaryOption, line.kind != .url,
            let attribute = LDIFSchema.byName[line.type]
        else {
            keep(line)
            return
        }
        read(line, into: attribute.field)
    }

    private mutating func read(_ line: LDIFAttributeLine, into field: LDIFField) {
        if case .photo = field {
            guard let bytes = bytes(of: line, binary: true) else { return keepUnread(line) }
            guard claim(field) else { return keepRepeated(line, decoded: bytes) }
            contact.imageBytes = bytes
            return
        }
        guard let value = text(of: line) else { return keepUnread(line) }
        guard !value.isEmpty else { return }
        switch field {
        case .formattedName, .givenName, .familyName, .nickname, .organizationName, .departmentName, .jobTitle,
            .note:
            guard claim(field) else { return keepRepeated(line, decoded: Array(value.utf8)) }
            switch field {
            case .formattedName: contact.formattedName = value
            case .givenName: contact.givenName = value
            case .familyName: contact.familyName = value
            case .nickname: contact.nickname = value
            case .organizationName: contact.organizationName = value
            case .departmentName: contact.departmentName = value
            case .jobTitle: contact.jobTitle = value
            default: contact.note = value
            }
        case .primaryEmail:
            primaryEmails.append((value, line.line))
        case .secondEmail:
            secondEmails.append((value, line.line))
        case .phone(let label):
            contact.phoneNumbers.append(LabeledValue(label: label, value: value))
            positions.append(.phoneNumbers, line: line.line)
        case .address(let label, let part):
            guard setAddressPart(part, of: label, to: value, line: line.line) else { return keepRepeated(line, decoded: Array(value.utf8)) }
        case .url(let label):
            contact.urlAddresses.append(LabeledValue(label: label, value: value))
        case .labeledURI:
            let parts = value.split(separator: " ", maxSplits: 1)
            let text = parts.count > 1 ? String(parts[1]).trimmingWhitespace() : ""
            contact.urlAddresses.append(LabeledValue(label: text.isEmpty ? nil : .custom(text), value: String(parts[0])))
        case .birthYear, .birthMonth, .birthDay:
            readBirthdayPart(field, value, line: line)
        case .custom(let number):
            guard claim(field) else { return keepRepeated(line, decoded: Array(value.utf8)) }
            contact.extensions.append(LDIFContactBuilder.textExtension(LDIFSchema.customExtensionName(number), [], value))
        case .aimScreenName:
            contact.instantMessageAddresses.append(
                LabeledValue(value: InstantMessageAddress(username: value, service: "AIM")))
        case .photo:
            break
        }
    }

    /// Marks a single-valued field filled; false when it already was.
    private mutating func claim(_ field: LDIFField) -> Bool {
        filled.insert(field).inserted
    }

    private mutating func setAddressPart(_ part: LDIFAddressPart, of label: Label, to value: String, line: Int) -> Bool {
        let index: Int
        if let existing = addresses.firstIndex(where: { $0.label == label }) {
            index = existing
        } else {
            addresses.append((label, PostalAddress(), line))
            index = addresses.count - 1
        }
        func set(_ keyPath: WritableKeyPath<PostalAddress, String>) -> Bool {
            guard addresses[index].address[keyPath: keyPath].isEmpty else { return false }
            addresses[index].address[keyPath: keyPath] = value
            addresses[index].line = min(addresses[index].line, line)
            return true
        }
        switch part {
        case .street: return set(\.street)
        case .extendedAddress: return set(\.extendedAddress)
        case .postOfficeBox: return set(\.postOfficeBox)
        case .city: return set(\.city)
        case .state: return set(\.state)
        case .postalCode: return set(\.postalCode)
        case .country: return set(\.country)
        }
    }

    private mutating func readBirthdayPart(_ field: LDIFField, _ value: String, line: LDIFAttributeLine) {
        guard let number = Int(value.trimmingWhitespace()), number >= 0 else {
            diagnostics.append(
                .warning(
                    .invalidDate, line: line.line, property: line.description,
                    "\(line.description) \(Diagnostic.quoted(value)) is not a number; kept as written"))
            return keep(line, decoded: Array(value.utf8))
        }
        guard claim(field) else { return keepRepeated(line, decoded: Array(value.utf8)) }
        switch field {
        case .birthYear: birthday.year = number
        case .birthMonth: birthday.month = number
        default: birthday.day = number
        }
        birthdayLine = birthdayLine ?? line.line
    }

    /// The contact, with everything gathered part by part added: e-mail addresses (`mail`
    /// first, the first one preferred), addresses, the birthday, the kind and the UID.
    mutating func finish(dn: String?) -> Contact {
        for (index, (value, line)) in (primaryEmails + secondEmails).enumerated() {
            contact.emailAddresses.append(LabeledValue(value: value, preference: index == 0 && !primaryEmails.isEmpty ? 1 : nil))
            positions.append(.emailAddresses, line: line)
        }
        for entry in addresses {
            contact.postalAddresses.append(LabeledValue(label: entry.label, value: entry.address))
            positions.append(.postalAddresses, line: entry.line)
        }
        if birthday.year != nil || birthday.month != nil || birthday.day != nil {
            contact.birthday = birthday
            if !birthday.isValidGregorianDate {
                diagnostics.append(
                    .warning(
                        .invalidDate, line: birthdayLine, property: "birthday",
                        "the birthday \(birthday) is not a date; kept as written"))
            }
        }
        readObjectClasses()
        if let dn {
            contact.uid = LDIFDistinguishedName.uid(of: dn)
            if LDIFDistinguishedName.canonical(dn) != LDIFDistinguishedName.canonical(LDIFDistinguishedName.naming(contact)) {
                contact.extensions.append(ExtensionProperty(name: LDIFWriter.distinguishedNameExtension, value: VCardText.escape(dn)))
            }
        }
        return contact
    }

    /// The kind from the object classes; the classes beyond Thunderbird's own for that kind
    /// are kept as `X-LDIF-OBJECTCLASS`.
    private mutating func readObjectClasses() {
        let names = objectClasses.map { String(decoding: $0.value, as: UTF8.self).trimmingWhitespace() }
        if names.contains(where: { LDIFSchema.groupMarkers.contains($0.lowercased()) }) { contact.kind = .group }
        let standard = Set(
            (contact.kind == .group ? LDIFSchema.groupClasses : LDIFSchema.personClasses).map { $0.lowercased() })
            .union(LDIFSchema.groupMarkers)
        for (line, name) in zip(objectClasses, names) where !standard.contains(name.lowercased()) {
            keep(line)
        }
    }
}
