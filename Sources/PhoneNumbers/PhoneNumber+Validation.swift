/// Validity, possibility, number type and region of a phone number, from the metadata.
extension PhoneNumber {
    /// The metadata of the region this number belongs to, as libphonenumber picks it:
    /// for a shared country code, the first region whose leading digits or patterns match.
    var regionMetadata: RegionMetadata? { classification.metadata }

    /// The region's metadata and the number's type, found together: for a shared country
    /// code, finding the region already means working out the type in it.
    var classification: (metadata: RegionMetadata?, type: PhoneNumberType) {
        let store = MetadataStore.shared
        if !store.isSharedCountryCode(countryCode) {
            // One region (nearly every number): no list of regions to fetch.
            guard let metadata = store.metadata(forCountryCode: countryCode) else { return (nil, .unknown) }
            return (metadata, withNationalDigits { Self.type(of: $0, in: metadata) })
        }
        let blocks = store.regionBlocks(forCountryCode: countryCode)
        return withNationalDigits { digits in
            if blocks.count <= 1 {
                guard let metadata = store.metadata(forCountryCode: countryCode) else { return (nil, .unknown) }
                return (metadata, Self.type(of: digits, in: metadata))
            }
            for block in blocks {
                let metadata = store.metadata(atBlock: block)
                if let leadingDigits = metadata.validation.leadingDigits {
                    if withExtendedLifetime(metadata, { leadingDigits.prefixMatchLength(digits) }) != nil {
                        return (metadata, Self.type(of: digits, in: metadata))
                    }
                } else {
                    let type = Self.type(of: digits, in: metadata)
                    if type != .unknown { return (metadata, type) }
                }
            }
            return (nil, .unknown)
        }
    }

    /// The region the number belongs to (`"GB"`, `"JE"` for a Jersey number under +44),
    /// `"001"` for non-geographic numbers, or nil when no region matches (an invalid
    /// number under a shared country code, or an unknown country code).
    public var regionCode: String? {
        regionMetadata?.regionCode
    }

    /// Whether the number matches a pattern of its region: right length and right leading
    /// digits for some kind of line. (It may still be unassigned.)
    public var isValid: Bool {
        classification.type != .unknown
    }

    /// Whether the number has a length that numbers of its country can have (including
    /// local-only lengths: a subscriber number without its area code). Lenient: leading
    /// digits are not checked.
    public var isPossible: Bool {
        guard let metadata = MetadataStore.shared.metadata(forCountryCode: countryCode) else { return false }
        switch PhoneNumberParser.checkLength(nationalNumber.utf8.count, metadata: metadata) {
        case .possible, .possibleLocalOnly: return true
        case .tooShort, .tooLong, .invalidLength: return false
        }
    }

    /// Whether the number has one of its country's full lengths (not a local-only one).
    var hasPossibleFullLength: Bool {
        guard let metadata = MetadataStore.shared.metadata(forCountryCode: countryCode) else { return false }
        return PhoneNumberParser.checkLength(nationalNumber.utf8.count, metadata: metadata) == .possible
    }

    /// The kind of line: mobile, fixed line, toll free, ...; `.unknown` for an invalid number.
    public var type: PhoneNumberType {
        classification.type
    }

    /// libphonenumber's number-type rules (see `ValidationTable.type(of:)`).
    static func type(of digits: UnsafeBufferPointer<UInt8>, in metadata: RegionMetadata) -> PhoneNumberType {
        withExtendedLifetime(metadata) { metadata.validation.type(of: digits) }
    }
}
