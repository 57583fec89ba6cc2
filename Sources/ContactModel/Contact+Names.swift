extension Contact {
    /// True when no part of the structured name is filled in.
    public var hasStructuredName: Bool {
        !(namePrefix.isEmpty && givenName.isEmpty && middleName.isEmpty && familyName.isEmpty
            && secondaryFamilyName.isEmpty && nameSuffix.isEmpty && nameGeneration.isEmpty)
    }

    /// A plain display name built from the name parts, falling back to the organization:
    /// given-first with spaces, or family-first without spaces when every name part is
    /// written in Han, kana or Hangul (`伊藤くみ子`, `김민준`). Locale-aware formatting lives in
    /// `ContactFormatting`; this is the neutral form writers use when a format requires a
    /// display name the source lacked. A second surname follows the first, a generation comes
    /// before the other suffixes (`Pablo Pérez Gómez Jr. PhD`).
    public var plainDisplayName: String {
        if namePrefix.isEmpty && nameSuffix.isEmpty && nameGeneration.isEmpty
            && Contact.isWrittenWithoutSpaces(givenName, middleName, familyName, secondaryFamilyName)
        {
            return familyName + secondaryFamilyName + middleName + givenName
        }
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
        add(secondaryFamilyName)
        add(nameGeneration)
        add(nameSuffix)
        if !name.isEmpty { return name }
        if !organizationName.isEmpty { return organizationName }
        if let email = emailAddresses.first?.value { return email }
        if let phone = phoneNumbers.first?.value { return phone }
        return ""
    }
}

extension Contact {
    /// Whether the non-empty parts (at least one) are all in a script that writes names
    /// without spaces, family first: each part starts with a Han, kana or Hangul letter.
    static func isWrittenWithoutSpaces(_ parts: String...) -> Bool {
        var sawPart = false
        for part in parts where !part.isEmpty {
            guard startsWithSpacelessScript(part) else { return false }
            sawPart = true
        }
        return sawPart
    }

    /// Whether `part` starts with a Han, kana or Hangul letter: a script that writes names
    /// without spaces. The one table of it (the vCard writer's `FN` uses it too).
    package static func startsWithSpacelessScript(_ part: String) -> Bool {
        guard let scalar = part.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F:
            return true
        default:
            return false
        }
    }
}
