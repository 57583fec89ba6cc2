extension Contact {
    /// Empties every field, leaving a contact equal to ``empty``, but keeps the storage of
    /// the lists a reader fills at nearly every card (phone numbers, e-mail addresses, postal
    /// addresses, URLs, groups), so that a reader that reads card after card into the same
    /// contact does not allocate and free them each time.
    ///
    /// Only fields that hold something are written: most are empty in most contacts (an
    /// optional is tested by its case: `!= nil` copied a date out to compare it). The
    /// other lists, the picture and the field parameters are let go of (they are rare, and
    /// a picture is large); so is the list of extensions, which a vCard reader shares with
    /// the card before when it starts alike. The kept lists' elements are destroyed one by
    /// one in code made for their types (``Swift/Array/removeAllDestroyingInPlace()``:
    /// through the runtime's generic witnesses it cost about 400 instructions a contact). A
    /// list another contact shares is not copied: emptying it keeps only its capacity, in
    /// storage of its own.
    package mutating func removeAllKeepingListCapacity() {
        if case .some = uid { uid = nil }
        if kind != .individual { kind = .individual }
        if case .some = formattedName { formattedName = nil }
        if !namePrefix.isEmpty { namePrefix = "" }
        if !givenName.isEmpty { givenName = "" }
        if !middleName.isEmpty { middleName = "" }
        if !familyName.isEmpty { familyName = "" }
        if !previousFamilyName.isEmpty { previousFamilyName = "" }
        if !nameSuffix.isEmpty { nameSuffix = "" }
        if !nickname.isEmpty { nickname = "" }
        if case .some = rfc9554NameParts { rfc9554NameParts = nil }
        if !phoneticGivenName.isEmpty { phoneticGivenName = "" }
        if !phoneticMiddleName.isEmpty { phoneticMiddleName = "" }
        if !phoneticFamilyName.isEmpty { phoneticFamilyName = "" }
        if !phoneticOrganizationName.isEmpty { phoneticOrganizationName = "" }
        if !organizationName.isEmpty { organizationName = "" }
        if !departmentName.isEmpty { departmentName = "" }
        if !jobTitle.isEmpty { jobTitle = "" }
        if case .some = birthday { birthday = nil }
        if case .some = nonGregorianBirthday { nonGregorianBirthday = nil }
        if !dates.isEmpty { dates = [] }
        if !note.isEmpty { note = "" }
        if case .some = imageBytes { imageBytes = nil }
        phoneNumbers.removeAllDestroyingInPlace()
        emailAddresses.removeAllDestroyingInPlace()
        postalAddresses.removeAllDestroyingInPlace()
        urlAddresses.removeAllDestroyingInPlace()
        if !contactRelations.isEmpty { contactRelations = [] }
        if !socialProfiles.isEmpty { socialProfiles = [] }
        if !instantMessageAddresses.isEmpty { instantMessageAddresses = [] }
        groups.removeAllDestroyingInPlace()
        if !members.isEmpty { members = [] }
        if !extensions.isEmpty { extensions = [] }
        if !fieldParameters.isEmpty { fieldParameters = Dictionary() }
    }
}
