import Foundation

/// The address templates of every region Google's metadata knows, parsed once from the
/// generated records, with the few corrections in ``overrides``.
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
    /// the whole locality; contact data keeps the city (`渋谷区`) apart, so it joins the
    /// prefecture line the way Japanese addresses are written (`東京都渋谷区`).
    static let overrides: [String: (format: String, latinFormat: String?)] = [
        "JP": ("〒%Z%n%S%C%D%n%A%n%O%n%N", "%N%n%O%n%A, %D, %C, %S%n%Z"),
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
