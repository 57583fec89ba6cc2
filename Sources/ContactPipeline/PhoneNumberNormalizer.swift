import ContactFormatting
import ContactModel
import PhoneNumbers

/// Rewrites every phone number of a contact in one form (E.164 by default), keeping its
/// label, preference, parameters and extension.
///
/// The region for numbers written without a country code comes from, in order: the region
/// given (`--region`), the contact's first postal address with a recognizable country (ISO
/// code or name), then the locale's region. An inferred region is reported with a
/// `region-assumed` note, so the guess is never silent.
///
/// A number is rewritten only when it is valid for its region (with `acceptsPossiblePhoneNumbers`, also
/// when it merely has a full length of its country). Otherwise it is left exactly as it was:
/// a number that does not parse with a `phone-not-normalized` warning, one that parses but
/// is too short, too long, a local number without its area code or not a number of its
/// region with a `phone-invalid` warning saying which. Running it twice changes nothing the
/// second time.
public struct PhoneNumberNormalizer: Sendable, NormalizingContactStage {
    /// The region the user named (`--region`), upper-cased; used for every contact.
    public let region: String?
    /// The locale's region, used when neither ``region`` nor a contact's address gives one.
    public let fallbackRegion: String?
    /// The form valid numbers are rewritten in.
    public let phoneFormat: PhoneNumberFormat
    /// Whether a number of a full length of its country that matches no pattern of its region
    /// is rewritten too (`--accept-possible`); numbers too short or too long never are.
    public let acceptsPossiblePhoneNumbers: Bool
    public private(set) var diagnostics: [Diagnostic] = []
    private var parsers: [String: PhoneNumberParser] = [:]
    private var regionsOfCountries: [String: String?] = [:]

    /// - Parameters:
    ///   - region: the region the user named; used for every contact.
    ///   - fallbackRegion: the region of the user's locale, used when a contact gives none.
    ///   - phoneFormat: the form to write (`e164`, `international`, `national`, `rfc3966`).
    ///   - acceptsPossiblePhoneNumbers: also rewrite numbers that have a possible full length but are
    ///     not valid for their region.
    public init(
        region: String? = nil, fallbackRegion: String? = nil, phoneFormat: PhoneNumberFormat = .e164,
        acceptsPossiblePhoneNumbers: Bool = false
    ) {
        self.acceptsPossiblePhoneNumbers = acceptsPossiblePhoneNumbers
        self.region = region?.uppercased()
        self.fallbackRegion = fallbackRegion?.uppercased()
        self.phoneFormat = phoneFormat
    }

    /// Rewrites the phone numbers of `result` in place; ``diagnostics`` then says which were
    /// left as written, and why.
    public mutating func normalize(_ result: inout Contact) {
        diagnostics.removeAll(keepingCapacity: true)
        guard !result.phoneNumbers.isEmpty else { return }
        let (chosen, reason) = regionChoice(for: result)
        // The note is about the numbers without a country code: it points at the first.
        let needingRegion = result.phoneNumbers.firstIndex { !PhoneNumberNormalizer.hasCountryCode($0.value) }
        if let chosen, let reason, let needingRegion {
            diagnostics.append(
                Diagnostic.note(
                    .regionAssumed, property: "TEL",
                    "assumed region \(chosen) for phone numbers without a country code (\(reason.text))"
                ).about(.phoneNumbers, needingRegion))
        }
        let parser = self.parser(for: chosen)
        for index in result.phoneNumbers.indices {
            let original = result.phoneNumbers[index].value
            do {
                let number = try parser.parse(original)
                if let problem = number.problem, !(acceptsPossiblePhoneNumbers && problem.isPossible) {
                    diagnostics.append(
                        Diagnostic.warning(
                            .phoneInvalid, property: "TEL",
                            "\(Diagnostic.quoted(original)) left as written: \(number.message(for: problem)) (\(problem.rawValue))"
                        ).about(.phoneNumbers, index))
                    continue
                }
                result.phoneNumbers[index].value = number.formattedKeepingExtension(phoneFormat)
            } catch {
                diagnostics.append(
                    Diagnostic.warning(
                        .phoneNotNormalized, property: "TEL", "\(Diagnostic.quoted(original)) left as written: \(error.message)"
                    ).about(.phoneNumbers, index))
            }
        }
    }

    /// The region for a contact's numbers, and why it was chosen when it was not given.
    mutating func regionChoice(for contact: Contact) -> (String?, RegionSource?) {
        if let region { return (region, nil) }
        for address in contact.postalAddresses {
            let code = address.value.isoCountryCode
            if !code.isEmpty, let region = region(ofCountry: code) { return (region, .countryCode(code)) }
            let country = address.value.country
            if !country.isEmpty, let region = region(ofCountry: country) { return (region, .country(country)) }
        }
        if let fallbackRegion { return (fallbackRegion, .locale) }
        return (nil, nil)
    }

    /// Where the region of a contact's numbers came from when it was not given; its words
    /// (``text``) are made only for the note that says so, not for every contact.
    enum RegionSource {
        case countryCode(String)
        case country(String)
        case locale

        /// The words of the `region-assumed` note.
        var text: String {
            switch self {
            case .countryCode(let code): "from the postal address country code \(Diagnostic.quoted(code))"
            case .country(let country): "from the postal address country \(Diagnostic.quoted(country))"
            case .locale: "from the locale"
            }
        }
    }

    /// ``CountryNames/regionCode(for:)``, remembered: a book names few countries, and
    /// recognizing a name folds it.
    private mutating func region(ofCountry text: String) -> String? {
        if let known = regionsOfCountries[text] { return known }
        let region = CountryNames.regionCode(for: text)
        regionsOfCountries[text] = .some(region)
        return region
    }

    private mutating func parser(for region: String?) -> PhoneNumberParser {
        let key = region ?? ""
        if let parser = parsers[key] { return parser }
        let parser = PhoneNumberParser(defaultRegion: region)
        parsers[key] = parser
        return parser
    }

    /// Whether a number says its own country: `+`, `00` or a `tel:` URI with `+`.
    static func hasCountryCode(_ text: String) -> Bool {
        for scalar in text.unicodeScalars {
            if scalar == "+" || scalar == "＋" { return true }
            if scalar.properties.numericType != nil { return false }
        }
        return false
    }
}
