extension PostalAddress {
    /// The address with every part empty, as `PostalAddress()` makes it, but inlinable: a
    /// reader in another module builds it where it fills it in, each field a constant it
    /// knows (assigning a part then releases no old string).
    @inlinable
    package static var empty: PostalAddress {
        @inline(__always) get {
            PostalAddress(emptyParts: ())
        }
    }

    /// The address with every part empty, each field set here.
    @inlinable @inline(__always)
    init(emptyParts: Void) {
        postOfficeBox = ""
        extendedAddress = ""
        street = ""
        subLocality = ""
        city = ""
        subAdministrativeArea = ""
        state = ""
        postalCode = ""
        sortingCode = ""
        country = ""
        isoCountryCode = ""
        // `formattedLabel` is left to its implicit nil: assigning it here made every
        // reader that inlines this copy the whole empty address once and destroy it.
    }
}
