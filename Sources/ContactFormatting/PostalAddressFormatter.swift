import ContactModel
import Foundation

/// Formats postal addresses the way each country writes them, like Apple's
/// `CNPostalAddressFormatter`: a mailing block of lines, or a single line.
///
/// The country's template (``AddressTemplateStore``) decides the order of the fields, the
/// line breaks, literal text such as `〒` or `SE-`, and which fields the post wants in
/// capitals. Values keep the casing they were written in unless ``casing`` is
/// ``Casing/postal``, as Apple's formatter does. Empty fields take their separators with
/// them (libaddressinput's rule); a field the template has no place for is kept on a line
/// of its own before the country. The country line is the region's name in ``locale``,
/// and is left out for addresses in ``homeRegion`` when asked.
public struct PostalAddressFormatter: Sendable {
    /// The shapes a formatted address can take.
    public enum Style: String, Sendable, CaseIterable {
        /// One line per template line, as written on an envelope.
        case mailingAddress
        /// Every line joined with the separator of the address's language.
        case singleLine
    }

    /// Whether fields keep the casing they were written in.
    public enum Casing: String, Sendable, CaseIterable {
        /// Every value as written (`Dallas, TX`), as Apple's `CNPostalAddressFormatter` shows it.
        case asWritten
        /// The fields the country's post wants in capitals upper-cased (`DALLAS, TX`), by the
        /// rules of the address's language: Greek drops its accents (`ΑΘΗΝΑ`), Turkish and
        /// Azerbaijani dot the capital i (`İSTANBUL`).
        case postal
    }

    /// Which of a country's templates to use.
    public enum Script: String, Sendable, CaseIterable {
        /// The Latin template when the address is written in Latin letters and the country
        /// has one; its own template otherwise.
        case automatic
        /// Always the country's own template.
        case native
        /// The Latin template whenever the country has one.
        case latin
    }

    /// Mailing block or single line.
    public var style: Style
    /// The locale whose language names the country.
    public var locale: Locale
    /// Which of a country's templates to use.
    public var script: Script
    /// Whether fields keep the casing they were written in (the default) or take the post's.
    public var casing: Casing
    /// Whether to add the country line at all.
    public var includesCountry: Bool
    /// The region (ISO code) whose addresses are domestic: they get no country line.
    public var homeRegion: String?

    /// Creates a formatter; by default a mailing address with its country in English.
    public init(
        style: Style = .mailingAddress, locale: Locale = Locale(identifier: "en"),
        script: Script = .automatic, includesCountry: Bool = true, homeRegion: String? = nil,
        casing: Casing = .asWritten
    ) {
        self.style = style
        self.casing = casing
        self.locale = locale
        self.script = script
        self.includesCountry = includesCountry
        self.homeRegion = homeRegion
    }

    /// The address as text in ``style``; empty when the address holds nothing.
    ///
    /// - Parameters:
    ///   - address: the address to write.
    ///   - name: the recipient's name, for templates that place it (`%N`).
    ///   - organization: the recipient's organization (`%O`).
    ///   - sortingCode: a sorting code such as France's `CEDEX 08` (`%X`) that replaces the
    ///     address's own ``/ContactModel/PostalAddress/sortingCode`` when not empty.
    public func string(
        from address: PostalAddress, name: String = "", organization: String = "",
        sortingCode: String = ""
    ) -> String {
        let lines = self.lines(
            from: address, name: name, organization: organization, sortingCode: sortingCode)
        switch style {
        case .mailingAddress:
            return lines.joined(separator: "\n")
        case .singleLine:
            let language = singleLineLanguage(for: address)
            var addressLines = lines
            // The country is a name in the formatter's language, not the address's: it is
            // joined as that language joins (`…神宮前1-1-1, Japan`, never `…1-1-1Japan`).
            guard let country = countryName(for: address), addressLines.last == country else {
                return addressLines.joined(separator: AddressLineJoiner.separator(forLanguage: language))
            }
            addressLines.removeLast()
            let joined = addressLines.joined(separator: AddressLineJoiner.separator(forLanguage: language))
            guard !joined.isEmpty else { return country }
            let ownLanguage = locale.language.languageCode?.identifier ?? "en"
            return joined + AddressLineJoiner.separator(forLanguage: ownLanguage) + country
        }
    }

    /// The country line the formatter writes for the address, nil when it leaves it out
    /// (no country, ``includesCountry`` off, or an address in ``homeRegion``).
    public func countryName(for address: PostalAddress) -> String? {
        countryLine(for: address, region: regionCode(for: address))
    }

    /// The lines of the mailing address, without empty lines.
    public func lines(
        from address: PostalAddress, name: String = "", organization: String = "",
        sortingCode: String = ""
    ) -> [String] {
        var withoutLabel = address
        withoutLabel.formattedLabel = nil
        if withoutLabel.isEmpty {
            return (address.formattedLabel ?? "").split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        let region = regionCode(for: address)
        let templateRegion = region ?? assumedRegion(for: address)
        let template = AddressTemplateStore.template(forRegion: templateRegion ?? "ZZ")
        var values = AddressValues(address: address)
        let templateLines = chosenLines(of: template, values: values)
        if let placement = AddressTemplateStore.extendedAddressFirst[template.regionCode],
           templateLines == template.lines ? placement.native : placement.latin {
            values = AddressValues(address: address, extendedAddressFirst: true)
        }
        values[.name] = name
        values[.organization] = organization
        if !sortingCode.isEmpty { values[.sortingCode] = sortingCode }
        let language = casing == .postal ? Self.language(of: template) : "en"
        var result: [String] = []
        var placed: Set<AddressField> = []
        for line in templateLines {
            for case .field(let field) in line { placed.insert(field) }
            result += render(
                line, values: values, upperCased: template.upperCasedFields, language: language)
        }
        result += values.unplacedLines(placed: placed)
        if let country = countryLine(for: address, region: region) { result.append(country) }
        return result
    }

    /// The region the address is in: its ISO code, or the code its country text names.
    public func regionCode(for address: PostalAddress) -> String? {
        let code = address.isoCountryCode.trimmingCharacters(in: .whitespaces)
        if code.count == 2, AddressTemplateStore.hasTemplate(forRegion: code) {
            return code.uppercased()
        }
        if !address.country.isEmpty, let region = CountryNames.regionCode(for: address.country) {
            return region
        }
        return code.isEmpty ? nil : CountryNames.regionCode(for: code)
    }

    /// The region whose template suits an address that names no country: ``homeRegion``
    /// (an address without a country is usually domestic), else Japan for an address with
    /// kana and Korea for one with Hangul. Such an address gets no country line.
    public func assumedRegion(for address: PostalAddress) -> String? {
        if let homeRegion, !homeRegion.isEmpty { return homeRegion.uppercased() }
        let text = [address.street, address.city, address.state, address.subLocality]
            .joined(separator: " ")
        switch NameScript(of: text) {
        case .kana: return "JP"
        case .hangul: return "KR"
        default: return nil
        }
    }
}
