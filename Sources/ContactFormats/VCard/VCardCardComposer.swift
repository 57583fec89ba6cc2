import ContactModel

/// Turns one ``Contact`` into the properties of a card in one vCard version: the mapping
/// from the model to vCard, the reverse of ``VCardContactBuilder``.
struct VCardCardComposer {
    let version: VCardVersion
    let contact: Contact
    var properties: [VCardOutputProperty] = []
    var diagnostics: [Diagnostic] = []
    /// Item group names already taken by extensions (`item3.X-FOO`), so ours do not collide.
    var usedGroups: Set<String> = []
    var nextItemNumber = 1

    init(version: VCardVersion, contact: Contact) {
        self.version = version
        self.contact = contact
        for property in contact.extensions {
            if let group = property.group { usedGroups.insert(group.asciiUppercased()) }
        }
    }

    var isModern: Bool { version == .v4_0 }

    mutating func compose() -> [VCardOutputProperty] {
        composeKind()
        composeNames()
        composeOrganization()
        composeDates()
        for item in contact.phoneNumbers {
            var text = item.value
            var extra: [Parameter] = []
            if isModern, VCardCardComposer.isTelephoneURICompatible(text) {
                text = "tel:" + text
                extra.append(Parameter("VALUE", "uri"))
            } else {
                text = escaped(text)
            }
            appendLabeled(item, name: "TEL", kind: .phone, value: text, extra: extra)
        }
        for item in contact.emailAddresses {
            appendLabeled(item, name: "EMAIL", kind: .email, value: escaped(item.value))
        }
        for item in contact.postalAddresses { composeAddress(item) }
        for item in contact.urlAddresses {
            appendLabeled(item, name: "URL", kind: .url, value: uriText(item.value))
        }
        composeLabeledDates()
        composeRelations()
        composeMessaging()
        if !contact.note.isEmpty {
            appendSingle("NOTE", field: .note, escaped(contact.note))
        }
        if !contact.groups.isEmpty {
            let value = contact.groups.map { escaped($0) }.joined(separator: ",")
            append(VCardOutputProperty("CATEGORIES", [], value, encoding: encoding(for: value)))
        }
        composeMembers()
        composePhoto()
        for property in contact.extensions { composeExtension(property) }
        if let uid = contact.uid {
            appendSingle("UID", field: .uid, escaped(uid))
        }
        return properties
    }

    // MARK: Building blocks

    mutating func append(_ property: VCardOutputProperty) {
        properties.append(property)
    }

    /// A single-valued property with the parameters the model kept for its field.
    mutating func appendSingle(
        _ name: String, field: Contact.Field?, _ value: String, extra: [Parameter] = []
    ) {
        var parameters = extra
        if let field, let kept = contact.fieldParameters[field] {
            parameters += kept.compactMap { mappedParameter($0) }
        }
        append(VCardOutputProperty(name, parameters, value, encoding: encoding(for: value)))
    }

    /// How a text value travels: 2.1 needs quoted-printable for anything not plain ASCII on
    /// one line.
    func encoding(for value: String) -> VCardOutputProperty.Encoding {
        guard version == .v2_1 else { return .plain }
        for byte in value.utf8 where byte >= 0x80 || byte == 10 || byte == 13 {
            return .quotedPrintable
        }
        return .plain
    }

    /// A text value or structured component escaped for this version.
    func escaped(_ text: String) -> String {
        if version == .v2_1 {
            // 2.1: backslash and semicolon only; line breaks travel in quoted-printable.
            guard text.utf8.contains(where: { $0 == 92 || $0 == 59 }) else { return text }
            var output = ""
            for scalar in text.unicodeScalars {
                if scalar == "\\" || scalar == ";" { output.unicodeScalars.append("\\") }
                output.unicodeScalars.append(scalar)
            }
            return output
        }
        return VCardText.escape(text)
    }

    /// Structured value (`N`, `ADR`, `ORG`): components escaped and joined by `;`.
    func structured(_ components: [String]) -> String {
        if version == .v2_1 { return components.map { escaped($0) }.joined(separator: ";") }
        return VCardText.escapedComponents(components)
    }

    /// A URI value: not escaped (RFC 6350), but never with a raw line break.
    func uriText(_ text: String) -> String {
        version == .v2_1 ? escaped(text) : VCardText.removingLineBreaks(text)
    }

    /// A parameter the model kept, renamed for this version; nil to drop (never the case
    /// today: kept for symmetry with the reader's consumed parameters).
    func mappedParameter(_ parameter: Parameter) -> Parameter? {
        if parameter.name.isEmpty {
            return Parameter(name: version == .v2_1 ? "" : "TYPE", values: parameter.values)
        }
        if parameter.hasName("PREF") || parameter.hasName("X-PREF") {
            return preferenceParameter(Int(parameter.values.first ?? "") ?? 1)
        }
        return Parameter(
            name: VCardVersionTable.parameterName(parameter.name, in: version),
            values: parameter.values)
    }

    /// `PREF=n` in 4.0; `TYPE=pref` (3.0) or bare `PREF` (2.1) for the first choice, and
    /// `X-PREF=n` for a rank the older versions cannot say.
    func preferenceParameter(_ rank: Int) -> Parameter {
        if isModern { return Parameter("PREF", String(rank)) }
        if rank <= 1 { return version == .v2_1 ? Parameter(name: "", values: ["PREF"]) : Parameter("TYPE", "pref") }
        return Parameter("X-PREF", String(rank))
    }

    /// The next free Apple item group name (`item1`, `item2`, ...).
    mutating func nextItemGroup() -> String {
        while true {
            let name = "item\(nextItemNumber)"
            nextItemNumber += 1
            if !usedGroups.contains(name.asciiUppercased()) { return name }
        }
    }

    /// Whether a phone number can be written as a global `tel:` URI as it is (`+`, digits
    /// and RFC 3966 visual separators, no spaces), so reading it back gives the same text.
    static func isTelephoneURICompatible(_ text: String) -> Bool {
        guard text.utf8.count > 1, text.utf8.first == UInt8(ascii: "+") else { return false }
        for byte in text.utf8.dropFirst() {
            switch byte {
            case 48...57, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"):
                continue
            default:
                return false
            }
        }
        return true
    }
}
