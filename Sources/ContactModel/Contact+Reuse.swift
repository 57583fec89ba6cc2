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

    /// ``removeAllKeepingListCapacity()``, handing the storage of the large strings a reader
    /// makes (names, organization, title, note, phone numbers, e-mail addresses, URLs,
    /// postal addresses' parts, groups) to `pool`, which keeps what it can write the next
    /// card's strings over (see ``StringStoragePool``). A string it does not keep is let go
    /// of as before. (A body of its own, field for field as the other's: emptying through
    /// this one with a pool that keeps nothing cost the CSV readers about 600 instructions a
    /// row, the pool's sixteen slots made and released, and its closures called. A field
    /// added to the contact goes into both.)
    package mutating func removeAllKeepingListCapacity(recycling pool: inout StringStoragePool) {
        if case .some = uid { uid = nil }
        if kind != .individual { kind = .individual }
        pool.recycle(&formattedName)
        if !namePrefix.isEmpty { pool.recycle(&namePrefix) }
        if !givenName.isEmpty { pool.recycle(&givenName) }
        if !middleName.isEmpty { pool.recycle(&middleName) }
        if !familyName.isEmpty { pool.recycle(&familyName) }
        if !previousFamilyName.isEmpty { pool.recycle(&previousFamilyName) }
        if !nameSuffix.isEmpty { pool.recycle(&nameSuffix) }
        if !nickname.isEmpty { pool.recycle(&nickname) }
        if case .some = rfc9554NameParts { rfc9554NameParts = nil }
        if !phoneticGivenName.isEmpty { pool.recycle(&phoneticGivenName) }
        if !phoneticMiddleName.isEmpty { pool.recycle(&phoneticMiddleName) }
        if !phoneticFamilyName.isEmpty { pool.recycle(&phoneticFamilyName) }
        if !phoneticOrganizationName.isEmpty { pool.recycle(&phoneticOrganizationName) }
        if !organizationName.isEmpty { pool.recycle(&organizationName) }
        if !departmentName.isEmpty { pool.recycle(&departmentName) }
        if !jobTitle.isEmpty { pool.recycle(&jobTitle) }
        if case .some = birthday { birthday = nil }
        if case .some = nonGregorianBirthday { nonGregorianBirthday = nil }
        if !dates.isEmpty { dates = [] }
        if !note.isEmpty { pool.recycle(&note) }
        if case .some = imageBytes { imageBytes = nil }
        Contact.empty(&phoneNumbers, recycling: &pool)
        Contact.empty(&emailAddresses, recycling: &pool)
        Contact.empty(&postalAddresses, recycling: &pool)
        Contact.empty(&urlAddresses, recycling: &pool)
        if !contactRelations.isEmpty { contactRelations = [] }
        if !socialProfiles.isEmpty { socialProfiles = [] }
        if !instantMessageAddresses.isEmpty { instantMessageAddresses = [] }
        groups.removeAllDestroyingInPlace { pool.recycleIfReusable(&$0) }
        if !members.isEmpty { members = [] }
        if !extensions.isEmpty { extensions = [] }
        if !fieldParameters.isEmpty { fieldParameters = Dictionary() }
    }

    /// Empties `list` in place (``Swift/Array/removeAllDestroyingInPlace(_:)``), handing each
    /// value to `pool` first. A loop of its own for each element type, with no closure: the
    /// closures handed to `removeAllDestroyingInPlace(_:)` were merged into one function and
    /// called for every element (about 50 instructions each).
    @inline(__always)
    private static func empty(_ list: inout [LabeledValue<String>], recycling pool: inout StringStoragePool) {
        guard !list.isEmpty else { return }
        guard list.hasUniquelyReferencedStorage else { return list.removeAll(keepingCapacity: true) }
        list.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = buffer.count
            while index > 0 {
                index &-= 1
                pool.recycleIfReusable(&base[index].value)
                (base + index).deinitialize(count: 1)
            }
        }
        list.markDestroyedInPlace()
    }

    /// ``empty(_:recycling:)`` of postal addresses, handing their parts to `pool`.
    @inline(__always)
    private static func empty(_ list: inout [LabeledValue<PostalAddress>], recycling pool: inout StringStoragePool) {
        guard !list.isEmpty else { return }
        guard list.hasUniquelyReferencedStorage else { return list.removeAll(keepingCapacity: true) }
        list.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = buffer.count
            while index > 0 {
                index &-= 1
                recycleParts(of: &base[index].value, into: &pool)
                (base + index).deinitialize(count: 1)
            }
        }
        list.markDestroyedInPlace()
    }

    /// Hands the parts of `address` a reader makes to `pool` (see
    /// ``removeAllKeepingListCapacity(recycling:)``); the address is destroyed after.
    @inline(__always)
    private static func recycleParts(of address: inout PostalAddress, into pool: inout StringStoragePool) {
        guard pool.keepsStorage else { return }
        pool.recycleIfReusable(&address.street)
        pool.recycleIfReusable(&address.city)
        pool.recycleIfReusable(&address.state)
        pool.recycleIfReusable(&address.postalCode)
        pool.recycleIfReusable(&address.country)
        pool.recycleIfReusable(&address.extendedAddress)
        pool.recycleIfReusable(&address.postOfficeBox)
    }
}
