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
    /// The two templates place the city and sub-locality in those positions.
    ///
    /// France: Google's French template has no place for the sorting code although its
    /// upper-cased fields include it; La Poste writes `CEDEX` after the city on the last line
    /// (`75008 PARIS CEDEX 08`), as libaddressinput's own templates for the French overseas
    /// collectivities (`BL`, `MF`, `PM`: `%Z %C %X`) do.
    static let overrides: [String: (format: String, latinFormat: String?)] = [
        "JP": ("〒%Z%n%S%C%D%n%A%n%O%n%N", "%N%n%O%n%A, %D, %C, %S%n%Z"),
        "FR": ("%O%n%N%n%A%n%Z %C %X", nil),
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
