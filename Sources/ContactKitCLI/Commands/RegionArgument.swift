import ContactFormatting
import Foundation
import PhoneNumbers

/// `--region CC` and `--locale ID`: checking them, and finding the region of the user's
/// locale when neither is given.
enum RegionArgument {
    /// Checks a region against the phone metadata: a two-letter code (`de` → `DE`), or a
    /// country name or alias the address code knows (`Germany`, `Deutschland`, `UK`, `DEU`).
    static func parse(_ value: String, command: String) throws(CommandFailure) -> String {
        let code = value.uppercased()
        if PhoneMetadata.regionCodes.contains(code) { return code }
        if let named = CountryNames.regionCode(for: value), PhoneMetadata.regionCodes.contains(named) {
            return named
        }
        throw .usage(
            "unknown region '\(value)' for --region: use a two-letter ISO code such as US, DE or GB, "
                + "or a country name (Germany)",
            command: command)
    }

    /// The region of a locale identifier (`de_DE.UTF-8`, `pt-BR` → `DE`, `BR`), or nil.
    static func region(ofLocale identifier: String) -> String? {
        let base = identifier.split(separator: ".").first.map(String.init) ?? identifier
        let parts = base.split(whereSeparator: { $0 == "_" || $0 == "-" })
        for part in parts.dropFirst() where part.count == 2 {
            let code = part.uppercased()
            if PhoneMetadata.regionCodes.contains(code) { return code }
        }
        return nil
    }

    /// The region of the POSIX locale (LC_ALL, then LC_MESSAGES, then LANG: the first one
    /// set decides, as POSIX does) and which variable it came from.
    static func localeRegion(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (String?, String?) {
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            guard let code = region(ofLocale: value) else { return (nil, nil) }
            return (code, "\(variable)=\(value)")
        }
        return (nil, nil)
    }
}
