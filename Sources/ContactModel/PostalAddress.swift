/// A postal address, like `CNPostalAddress`, plus the vCard `ADR` parts Apple's model lacks
/// (post office box, extended address) and the formatted label some sources attach.
public struct PostalAddress: Sendable, Hashable, Codable {
    /// The post office box (vCard `ADR`'s first component).
    public var postOfficeBox: String
    /// Apartment, suite, building: vCard `ADR`'s "extended address".
    public var extendedAddress: String
    /// Street lines, separated by line breaks.
    public var street: String
    /// A district or neighbourhood within the city.
    public var subLocality: String
    /// The city or town (vCard `ADR`'s locality).
    public var city: String
    /// A county or district above the city.
    public var subAdministrativeArea: String
    /// The state, province or region (vCard `ADR`'s region).
    public var state: String
    /// The postal or ZIP code.
    public var postalCode: String
    /// A sorting code the post reads after the postal code and city, such as France's
    /// `CEDEX 08` (libaddressinput's `%X`); `CNPostalAddress` has no field for it.
    public var sortingCode: String
    /// The country's name as written.
    public var country: String
    /// ISO 3166-1 alpha-2 code, lower- or upper-case as the source wrote it.
    public var isoCountryCode: String
    /// The address as one block of text, when a source gave it (vCard `LABEL`).
    public var formattedLabel: String?

    /// Creates an address; every part is empty unless given.
    public init(
        postOfficeBox: String = "", extendedAddress: String = "", street: String = "",
        subLocality: String = "", city: String = "", subAdministrativeArea: String = "",
        state: String = "", postalCode: String = "", sortingCode: String = "",
        country: String = "", isoCountryCode: String = "", formattedLabel: String? = nil
    ) {
        self.postOfficeBox = postOfficeBox
        self.extendedAddress = extendedAddress
        self.street = street
        self.subLocality = subLocality
        self.city = city
        self.subAdministrativeArea = subAdministrativeArea
        self.state = state
        self.postalCode = postalCode
        self.sortingCode = sortingCode
        self.country = country
        self.isoCountryCode = isoCountryCode
        self.formattedLabel = formattedLabel
    }

    /// True when no component holds text.
    public var isEmpty: Bool {
        postOfficeBox.isEmpty && extendedAddress.isEmpty && street.isEmpty
            && subLocality.isEmpty && city.isEmpty && subAdministrativeArea.isEmpty
            && state.isEmpty && postalCode.isEmpty && sortingCode.isEmpty && country.isEmpty
            && isoCountryCode.isEmpty
            && (formattedLabel ?? "").isEmpty
    }
}
