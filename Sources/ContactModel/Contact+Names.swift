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
        for part in [namePrefix, givenName, middleName, familyName, nameSuffix] where !part.isEmpty {
            if !name.isEmpty { name += " " }
            name += part
        }
        if !name.isEmpty { return name }
        if !organizationName.isEmpty { return organizationName }
        if let email = emailAddresses.first?.value { return email }
        if let phone = phoneNumbers.first?.value { return phone }
        return ""
    }
}
