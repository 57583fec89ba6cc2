import ContactModel
import ContactSupport

/// Turns a contact into an ``LDIFEntry`` of the Mozilla address-book schema, and says what
/// the schema has no attribute for.
///
/// Thunderbird keeps one value of each kind: one work, home, mobile, pager and fax number,
/// two e-mail addresses, a home and a work address, a work and a home web page. Each value
/// takes the attribute of its label; a value whose label has none (no label, `main`,
/// `other`, a custom one), or whose attribute is taken, takes the work attribute when it is
/// free (the label change is reported), and what finds no attribute is reported. Members
/// are left to ``LDIFWriter``, which knows the other entries' DNs.
struct LDIFEntryComposer {
    let contact: Contact
    var entry: LDIFEntry
    var losses: [LDIFEntry.Loss] = []

    init(_ contact: Contact) {
        self.contact = contact
        entry = LDIFEntry(dn: LDIFEntryComposer.distinguishedName(of: contact))
    }

    /// The entry's DN: the one it was read with (`X-LDIF-DN`), else Thunderbird's form.
    static func distinguishedName(of contact: Contact) -> String {
        if let kept = contact.extensions.first(where: { $0.name.asciiUppercased() == LDIFWriter.distinguishedNameExtension }) {
            let dn = VCardText.unescape(kept.value)
            if !dn.isEmpty { return dn }
        }
        return LDIFDistinguishedName.naming(contact)
    }

    /// Composes the entry (all but a group's members).
    mutating func compose() {
        let isGroup = contact.kind == .group
        for name in isGroup ? LDIFSchema.groupClasses : LDIFSchema.personClasses { entry.append("objectclass", name) }
        for property in contact.extensions where property.name.asciiUppercased() == LDIFWriter.objectClassExtension {
            let name = VCardText.unescape(property.value)
            // A kind is written by the contact's kind only: a kept class never turns a
            // person into a group.
            guard !LDIFSchema.groupMarkers.contains(name.lowercased()),
                !LDIFSchema.personClasses.contains(where: { $0.lowercased() == name.lowercased() })
            else { continue }
            entry.append("objectclass", name)
        }
        if isGroup {
            composeGroup()
        } else {
            composePerson()
        }
        composeExtensions()
        if let photo = contact.imageBytes, !isGroup {
            entry.append(name(.photo), bytes: photo)
        }
        reportUID()
    }

    /// The written name of the attribute for `field`.
    func name(_ field: LDIFField) -> String {
        LDIFSchema.attribute(for: field)?.name ?? ""
    }

    private mutating func composeGroup() {
        entry.append(name(.formattedName), LDIFDistinguishedName.commonName(of: contact))
        entry.append(name(.nickname), contact.nickname)
        entry.append(name(.note), contact.note)
        reportGroupFields()
    }

    private mutating func composePerson() {
        let placed = placeValues()
        for attribute in LDIFSchema.attributes where attribute.isWritten {
            switch attribute.field {
            case .formattedName: entry.append(attribute.name, LDIFDistinguishedName.commonName(of: contact))
            case .givenName: entry.append(attribute.name, contact.givenName)
            case .familyName: entry.append(attribute.name, contact.familyName)
            case .nickname: entry.append(attribute.name, contact.nickname)
            case .organizationName: entry.append(attribute.name, contact.organizationName)
            case .departmentName: entry.append(attribute.name, contact.departmentName)
            case .jobTitle: entry.append(attribute.name, contact.jobTitle)
            case .note: entry.append(attribute.name, contact.note)
            case .primaryEmail, .secondEmail, .phone, .url:
                if let value = placed[attribute.field] { entry.append(attribute.name, value) }
            case .address(let label, let part):
                if let address = placed.addresses[label] { entry.append(attribute.name, LDIFEntryComposer.text(of: part, in: address)) }
            case .birthYear: entry.append(attribute.name, contact.birthday?.year.map(String.init) ?? "")
            case .birthMonth: entry.append(attribute.name, contact.birthday?.month.map(String.init) ?? "")
            case .birthDay: entry.append(attribute.name, contact.birthday?.day.map(String.init) ?? "")
            case .custom(let number):
                if let property = contact.extensions.first(where: { $0.name.asciiUppercased() == LDIFSchema.customExtensionName(number) }),
                    let text = LDIFContactBuilder.text(of: property)
                {
                    entry.append(attribute.name, text)
                }
            case .aimScreenName:
                if let aim = placed.aim { entry.append(attribute.name, aim) }
            case .labeledURI, .photo:
                break
            }
        }
        reportPersonFields(placed)
    }

    static func text(of part: LDIFAddressPart, in address: PostalAddress) -> String {
        switch part {
        case .street: return address.street
        case .extendedAddress: return address.extendedAddress
        case .postOfficeBox: return address.postOfficeBox
        case .city: return address.city
        case .state: return address.state
        case .postalCode: return address.postalCode
        case .country: return address.country
        }
    }

    /// Writes the `X-LDIF-` extensions back as the attributes they were read from; reports
    /// the others (but Thunderbird's custom fields and what the entry itself uses).
    private mutating func composeExtensions() {
        var customsSeen: Set<String> = []
        for property in contact.extensions {
            switch property.name.asciiUppercased() {
            case LDIFWriter.distinguishedNameExtension, LDIFWriter.objectClassExtension:
                continue
            case LDIFSchema.customExtensionName(1), LDIFSchema.customExtensionName(2),
                LDIFSchema.customExtensionName(3), LDIFSchema.customExtensionName(4):
                if contact.kind == .group || !customsSeen.insert(property.name.asciiUppercased()).inserted {
                    losses.append(LDIFEntry.Loss(property.name, "a second \(property.name) \(Diagnostic.quoted(VCardText.unescape(property.value)))"))
                } else if LDIFContactBuilder.text(of: property) == nil {
                    losses.append(LDIFEntry.Loss(property.name, "\(property.name) (not text)"))
                } else if property.parameters.contains(where: {
                    !($0.hasName("VALUE") && $0.values.first?.lowercased() == "text") && !$0.hasName("ENCODING")
                }) {
                    losses.append(LDIFEntry.Loss("extensions.parameters", "the parameters of \(property.name) (its value is written)"))
                }
                continue
            default:
                break
            }
            guard let type = LDIFWriter.attributeType(ofExtension: property.name) else {
                losses.append(LDIFEntry.Loss(property.name, property.name))
                continue
            }
            appendKept(property, type: type)
        }
    }

    /// Writes one `X-LDIF-` extension as its attribute (with its options), unless it holds a
    /// URL (a `:<` line would make the reader of the output fetch it) or its options are
    /// not options.
    private mutating func appendKept(_ property: ExtensionProperty, type: String) {
        let options = property.parameters.values(named: LDIFWriter.optionsParameter)
        let description = ([type] + options).joined(separator: ";")
        guard LDIFAttributeLine.isDescription(Array(description.utf8)[...]) else {
            losses.append(LDIFEntry.Loss(property.name, "\(property.name) (its attribute options are not LDIF options)"))
            return
        }
        if property.parameters.contains(where: { $0.hasName("VALUE") && $0.values.first?.lowercased() == "uri" }) {
            losses.append(
                LDIFEntry.Loss(
                    property.name,
                    "\(property.name), a value given by URL (never written as a :< reference, which a reader would fetch)"))
            return
        }
        if property.isBase64 {
            if let bytes = Base64.decode(Array(property.value.utf8)) {
                entry.append(description, bytes: bytes)
            } else {
                losses.append(LDIFEntry.Loss(property.name, "\(property.name) (base64 that does not decode)"))
            }
            return
        }
        entry.append(description, VCardText.unescape(property.value))
    }

    /// Reports a UID the entry's DN does not give back.
    private mutating func reportUID() {
        guard let uid = contact.uid, !uid.isEmpty, uid != LDIFDistinguishedName.uid(of: entry.dn) else { return }
        losses.append(LDIFEntry.Loss("uid", "uid \(Diagnostic.quoted(uid))"))
    }
}
