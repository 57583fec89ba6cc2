/// The numbering-plan metadata of every region, from Google's libphonenumber.
///
/// The data is generated into `PhoneMetadata+Generated.swift` by
/// `Scripts/phone-metadata/generate.py` and parsed lazily, region by region.
public enum PhoneMetadata {
    /// The region code libphonenumber uses for non-geographic country codes (+800, +882, ...).
    public static let nonGeographicRegionCode = "001"

    /// Every supported region code (ISO 3166-1 alpha-2, plus `AC`, `TA` and `XK`), sorted.
    public static var regionCodes: [String] { MetadataStore.shared.regionCodes }

    /// The country calling codes that belong to no region (+800, +808, +870, ...).
    public static var nonGeographicCountryCodes: [Int] {
        MetadataStore.shared.regionsByCountryCode
            .filter { $0.value == [nonGeographicRegionCode] }
            .map(\.key).sorted()
    }

    /// The country calling code of a region (`"GB"` → 44), or nil for an unknown region.
    /// The region code is matched case-insensitively.
    public static func countryCode(forRegion regionCode: String) -> Int? {
        MetadataStore.shared.metadata(forRegion: regionCode.uppercased())?.countryCode
    }

    /// The regions that share a country calling code, main region first
    /// (1 → `["US", "AG", "AI", ...]`); `["001"]` for a non-geographic code.
    public static func regionCodes(forCountryCode countryCode: Int) -> [String] {
        MetadataStore.shared.regionsByCountryCode[countryCode] ?? []
    }

    /// The main region of a country calling code (1 → `"US"`), or nil when none.
    public static func mainRegionCode(forCountryCode countryCode: Int) -> String? {
        regionCodes(forCountryCode: countryCode).first
    }

    /// Parses the metadata of every region now instead of region by region on first use.
    ///
    /// Never needed: a region is parsed when first asked for, and on Linux look-ups take
    /// no lock either way. It only moves the cost of parsing every region (which few runs
    /// need) to now. Calling it again does nothing more.
    public static func loadAllRegions() {
        MetadataStore.shared.loadAll()
    }

    /// The version of the `phonenumbers` package (libphonenumber metadata) the data is from.
    public static var upstreamVersion: String { generatedUpstreamVersion }
}
