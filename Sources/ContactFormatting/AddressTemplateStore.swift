import Foundation

/// The address templates of every region Google's metadata knows, parsed once from the
/// generated records, with the few corrections in `overrides`.
public enum AddressTemplateStore {
    /// The template for a region code (any case); the default template for unknown regions.
    public static func template(forRegion regionCode: String) -> AddressTemplate {
        templates[regionCode.uppercased()] ?? defaultTemplate
    }

    /// Whether the metadata has a template of its own for the region.
    public static func hasTemplate(forRegion regionCode: String) -> Bool {
        templates[regionCode.uppercased()] != nil
    }

    /// Every region with a template of its own, sorted.
    public static var regionCodes: [String] {
        templates.keys.filter { $0 != "ZZ" }.sorted()
    }

    /// The template used when a region is unknown: name, organization, street, city.
    public static var defaultTemplate: AddressTemplate { templates["ZZ"]! }

    /// Corrections to the generated metadata, each with its reason.
    ///
    /// Japan: Google's template has no place for the city because its street field carries
    /// the whole locality; contact data keeps the city (`渋谷区`) apart. The UPU's sheet for
    /// Japan ("Postal addressing systems in member countries") describes the Japanese
    /// address as written from the largest area to the smallest: postal code, then
    /// prefecture, city (-shi/-ku) and town on one line (`東京都渋谷区`), then the block and
    /// house; in Latin letters the reverse, `4-3-2, Hakusan / Bunkyo-ku, TOKYO 112-0001`.
    /// The two templates place the city and sub-locality in those positions; the Latin one
    /// writes the postal code after the prefecture, as the UPU's sheet does (libaddressinput's
    /// `lfmt`, `%N%n%O%n%A, %S%n%Z`, puts it on a line of its own). An earlier Latin template
    /// put the sub-locality, city and prefecture after the last street line
    /// (`Apt 3, Shibuya-ku, TOKYO` / `150-0002`).
    ///
    /// France: Google's French template has no place for the sorting code although its
    /// upper-cased fields include it; La Poste writes `CEDEX` after the city on the last line
    /// (`75008 PARIS CEDEX 08`), as libaddressinput's own templates for the French overseas
    /// collectivities (`BL`, `MF`, `PM`: `%Z %C %X`) do.
    static let overrides: [String: (format: String, latinFormat: String?)] = [
        "JP": ("〒%Z%n%S%C%D%n%A%n%O%n%N", "%N%n%O%n%A, %D%n%C, %S %Z"),
        "FR": ("%O%n%N%n%A%n%Z %C %X", nil),
    ]

    /// Regions whose post wants the flat, apartment or building line (vCard `ADR`'s extended
    /// address) above the street line, and whether in the country's own template, its Latin
    /// one or both. Royal Mail's addressing guide puts the sub-building (`Flat 2`) and the
    /// building name before the number and street, and so do the Crown Dependencies' posts
    /// that use its postcodes (GG, JE, IM); La Poste's standard (NF Z 10-011) gives the
    /// apartment or floor its line 2 and the building or entrance (`Bâtiment B`) its line 3,
    /// above the number and street on line 4, in France and the overseas departments and
    /// collectivities it serves. In Latin letters a Japanese address runs from the smallest
    /// unit to the largest (the UPU's sheet: block and town, then ward, then prefecture), so
    /// the room or building line, smaller than the block, comes first; this last placement is
    /// ContactKit's reading of that order, not a rule the sheet states. libaddressinput has
    /// one street field (`%A`) whose lines keep the order they are given in.
    static let extendedAddressFirst: [String: (native: Bool, latin: Bool)] = [
        "GB": (true, true), "GG": (true, true), "JE": (true, true), "IM": (true, true),
        "FR": (true, true), "GP": (true, true), "MQ": (true, true), "GF": (true, true),
        "RE": (true, true), "YT": (true, true), "PM": (true, true), "BL": (true, true),
        "MF": (true, true), "JP": (false, true),
    ]

    private static let templates: [String: AddressTemplate] = {
        var result: [String: AddressTemplate] = [:]
        for record in generatedRecords.split(separator: "\n") {
            let columns = record.split(separator: "|", omittingEmptySubsequences: false)
                .map(String.init)
            guard columns.count == 5 else { continue }
            let region = columns[0]
            let override = overrides[region]
            let latinFormat = columns[2].isEmpty ? nil : columns[2]
            result[region] = AddressTemplate(
                regionCode: region,
                format: override?.format ?? columns[1],
                latinFormat: override?.latinFormat ?? latinFormat,
                upperCasedFields: Set(columns[3].compactMap(AddressField.init(rawValue:))),
                languages: columns[4].split(separator: ",").map(String.init))
        }
        return result
    }()
}
