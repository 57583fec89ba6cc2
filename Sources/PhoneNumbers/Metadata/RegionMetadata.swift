/// The numbering plan of one region (or one non-geographic country code), with every
/// pattern compiled: what the parser, validator and formatter consult.
///
/// Instances are built lazily by `MetadataStore` from the generated metadata text and are
/// immutable afterwards.
final class RegionMetadata: Sendable {
    /// The region code (`US`), or `001` for a non-geographic country code.
    let regionCode: String
    /// The country calling code.
    let countryCode: Int
    /// Whether this region is the main one for a country code shared with others.
    /// The country code as ASCII digits (`"44"` → `[0x34, 0x34]`), made once.
    let countryCodeDigits: [UInt8]
    let isMainRegionForCountryCode: Bool
    /// Leading digits that identify this region among those sharing its country code.
    let leadingDigits: DigitPattern?
    /// The international (exit) prefix pattern, such as `011` or `00|99(?:...)`.
    let internationalPrefix: DigitPattern?
    /// The international prefix to show when there are several, such as `8~10`.
    let preferredInternationalPrefix: String?
    /// The national (trunk) prefix, such as `0`.
    let nationalPrefix: String?
    /// The pattern of what to strip as national prefix or carrier code when parsing.
    let nationalPrefixForParsing: DigitPattern?
    /// The replacement applied with `nationalPrefixForParsing`, such as `9\1`.
    let nationalPrefixTransformRule: String?
    /// The label put before extensions when formatting, such as ` ext. `.
    let preferredExtensionPrefix: String?
    /// Descriptions indexed by `NumberDescription.Kind.rawValue`.
    let descriptions: [NumberDescription?]
    /// The descriptions and leading digits again, as plain values for working out a
    /// number's type (`validation`).
    private let validationStorage: ValidationTable.Storage
    /// Formatting rules for national format (and international, without separate ones).
    let nationalFormats: [FormattingRule]
    /// Formatting rules for international format, when they differ from the national ones.
    let internationalFormats: [FormattingRule]

    init(
        regionCode: String, countryCode: Int, isMainRegionForCountryCode: Bool,
        leadingDigits: DigitPattern?, internationalPrefix: DigitPattern?,
        preferredInternationalPrefix: String?, nationalPrefix: String?,
        nationalPrefixForParsing: DigitPattern?, nationalPrefixTransformRule: String?,
        preferredExtensionPrefix: String?, descriptions: [NumberDescription?],
        nationalFormats: [FormattingRule], internationalFormats: [FormattingRule]
    ) {
        self.regionCode = regionCode
        self.countryCode = countryCode
        self.countryCodeDigits = Array(String(countryCode).utf8)
        self.isMainRegionForCountryCode = isMainRegionForCountryCode
        self.leadingDigits = leadingDigits
        self.internationalPrefix = internationalPrefix
        self.preferredInternationalPrefix = preferredInternationalPrefix
        self.nationalPrefix = nationalPrefix
        self.nationalPrefixForParsing = nationalPrefixForParsing
        self.nationalPrefixTransformRule = nationalPrefixTransformRule
        self.preferredExtensionPrefix = preferredExtensionPrefix
        self.descriptions = descriptions
        self.validationStorage = ValidationTable.Storage(descriptions: descriptions, leadingDigits: leadingDigits)
        self.nationalFormats = nationalFormats
        self.internationalFormats = internationalFormats
    }

    /// What working out a number's type needs, as plain values: valid only while this
    /// region is alive (keep a reference, or use `withExtendedLifetime`).
    var validation: ValidationTable { validationStorage.table }

    /// The description of one kind of number, if the region has such numbers.
    func description(_ kind: NumberDescription.Kind) -> NumberDescription? {
        descriptions[kind.rawValue]
    }

    /// The description of all numbers in the region.
    var general: NumberDescription? { descriptions[0] }

    /// Whether `digits` matches the general pattern of the region (any length check aside).
    func matchesGeneralPattern(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        // The validation table's copy (an automaton): the same answer, without retaining
        // the pattern's program.
        withExtendedLifetime(self) { validation.general?.matchesPattern(digits) ?? false }
    }

    /// Whether `digits` matches the general pattern of the region (any length check aside).
    func matchesGeneralPattern(_ digits: DigitSlice) -> Bool {
        matchesGeneralPattern(UnsafeBufferPointer(rebasing: digits))
    }

    /// Whether `digits` matches the general pattern of the region (any length check aside).
    func matchesGeneralPattern(_ digits: ArraySlice<UInt8>) -> Bool {
        digits.withUnsafeBufferPointer { matchesGeneralPattern($0) }
    }

    /// Whether `digits` matches the general pattern of the region (any length check aside).
    func matchesGeneralPattern(_ digits: [UInt8]) -> Bool {
        digits.withUnsafeBufferPointer { matchesGeneralPattern($0) }
    }
}
