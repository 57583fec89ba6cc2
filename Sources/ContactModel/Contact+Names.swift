extension Contact {
    /// True when no part of the structured name is filled in.
    public var hasStructuredName: Bool {
        !(namePrefix.isEmpty && givenName.isEmpty && middleName.isEmpty && familyName.isEmpty
            && nameSuffix.isEmpty)
    }

    /// A plain given-first display name built from the name parts, falling back to the
    /// organization. Locale-aware formatting lives in `ContactFormatting`; this is the
    /// neutral form writers use when a format requires a display name the source lacked.
    public var plainDisplayName: String {
        var name = ""
        func add(_ part: String) {
            if part.isEmpty { return }
            if !name.isEmpty { name += " " }
            name += part
        }
        add(namePrefix)
        add(givenName)
        add(middleName)
        add(familyName)
        add(nameSuffix)
        if !name.isEmpty { return name }
        if !organizationName.isEmpty { return organizationName }
        if let email = emailAddresses.first?.value { return email }
        if let phone = phoneNumbers.first?.value { return phone }
        return ""
    }
}
