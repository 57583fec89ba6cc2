import ContactModel

extension LDIFDistinguishedName {
    /// The name written as `cn`: the display name, else the one the name parts give, else
    /// the organization; empty for a contact with none of them (Thunderbird writes no `cn`
    /// for a card with only an address: its `mail` names it).
    static func commonName(of contact: Contact) -> String {
        if let name = contact.formattedName, !name.isEmpty { return name }
        guard contact.hasStructuredName || !contact.organizationName.isEmpty else { return "" }
        return contact.plainDisplayName
    }

    /// The index of the e-mail address written as `mail`: the most preferred one, else the
    /// first.
    static func primaryEmailIndex(of contact: Contact) -> Int? {
        guard !contact.emailAddresses.isEmpty else { return nil }
        var best = 0
        for (index, email) in contact.emailAddresses.enumerated() {
            guard let preference = email.preference else { continue }
            if let current = contact.emailAddresses[best].preference, current <= preference { continue }
            best = index
        }
        return best
    }

    /// The DN the writer gives an entry that did not come from LDIF with a DN of its own:
    /// Thunderbird's form, `cn=NAME,mail=EMAIL` (a list: `cn=NAME`), built with every value
    /// escaped. A contact with neither gets `cn=` and an empty name.
    static func naming(_ contact: Contact) -> String {
        var components: [Component] = []
        let name = commonName(of: contact)
        if !name.isEmpty { components.append(Component(type: "cn", value: name)) }
        if contact.kind != .group, let index = primaryEmailIndex(of: contact) {
            let email = contact.emailAddresses[index].value
            if !email.isEmpty { components.append(Component(type: "mail", value: email)) }
        }
        if components.isEmpty { components.append(Component(type: "cn", value: "")) }
        return string(components)
    }

    /// What a `member:` DN becomes in a group's ``/ContactModel/Contact/members``: a
    /// `mailto:` URI for a DN that is only `mail=ADDRESS` (what Thunderbird looks members
    /// up by), else the `urn:uuid:` UID its entry gets (``uid(of:)``).
    static func memberReference(_ dn: String) -> String {
        if let components = components(of: dn), components.count == 1, components[0].type.lowercased() == "mail" {
            return "mailto:" + components[0].value
        }
        return uid(of: dn)
    }
}
