/// Validity, possibility, number type and region of a phone number, from the metadata.
extension PhoneNumber {
    /// The metadata of the region this number belongs to, as libphonenumber picks it:
    /// for a shared country code, the first region whose leading digits or patterns match.
    var regionMetadata: RegionMetadata? { classification.metadata }

    /// The region's metadata and the number's type, found together: for a shared country
    /// code, finding the region already means working out the type in it (see
    /// `CountryTables.classify`).
    var classification: (metadata: RegionMetadata?, type: PhoneNumberType) {
        let store = MetadataStore.shared
        guard let tables = store.countryTables(forCountryCode: countryCode) else { return (nil, .unknown) }
        let (entry, type) = withNationalDigits { tables.classify($0) }
        return (entry.map { store.metadata(atBlock: tables.entries[$0].block) }, type)
    }

    /// `classification.type`, without fetching the region's metadata.
    var classifiedType: PhoneNumberType {
        guard let tables = MetadataStore.shared.countryTables(forCountryCode: countryCode) else { return .unknown }
        return withNationalDigits { tables.classify($0).type }
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
        classifiedType != .unknown
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
        classifiedType
    }

    /// libphonenumber's number-type rules (see `ValidationTable.type(of:)`).
    static func type(of digits: UnsafeBufferPointer<UInt8>, in metadata: RegionMetadata) -> PhoneNumberType {
        withExtendedLifetime(metadata) { metadata.validation.type(of: digits) }
    }
}
