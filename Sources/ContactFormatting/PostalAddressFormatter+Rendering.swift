import ContactModel
import Foundation

extension PostalAddressFormatter {
    /// The template lines to use for these values: Latin or the country's own.
    func chosenLines(
        of template: AddressTemplate, values: AddressValues
    ) -> [[AddressTemplate.Token]] {
        guard let latinLines = template.latinLines else { return template.lines }
        switch script {
        case .native: return template.lines
        case .latin: return latinLines
        case .automatic: return values.isWrittenInLatin ? latinLines : template.lines
        }
    }

    /// Renders one template line into zero or more text lines (a street field can hold
    /// several lines), pruned by libaddressinput's rule: a field without a value goes, and
    /// so does literal text just before an empty field or just after a removed one (unless
    /// other literal text was kept since the last field). So `%C, %S %Z` without a state
    /// gives `Port Glenn 62488`, and `〒%Z` without a postal code gives nothing. One
    /// refinement: text before empty fields that run straight into a field with a value
    /// stays, so Korea's `%S %C%D` without a city reads `서울특별시 역삼동`, where
    /// libaddressinput would glue the two together. A line without fields is written as is.
    /// ``casing`` decides whether the post's upper-cased fields are upper-cased, in the
    /// address's own language.
    func render(
        _ line: [AddressTemplate.Token], values: AddressValues,
        upperCased: Set<AddressField>, language: String
    ) -> [String] {
        func isEmptyField(_ token: AddressTemplate.Token) -> Bool {
            if case .field(let field) = token { return values[field].isEmpty }
            return false
        }
        /// Whether the empty fields from `start` on run straight into a field with a value.
        func emptyFieldsMeetAValue(from start: Int) -> Bool {
            var index = start
            while index < line.count, isEmptyField(line[index]) { index += 1 }
            guard index < line.count, case .field = line[index] else { return false }
            return true
        }
        var output = ""
        var lastKeptIsField = false
        for (index, token) in line.enumerated() {
            switch token {
            case .literal(let text):
                let beforeEmpty = index + 1 < line.count && isEmptyField(line[index + 1])
                    && !emptyFieldsMeetAValue(from: index + 1)
                var afterRemoved = false
                if index > 0, case .field = line[index - 1] {
                    afterRemoved = !lastKeptIsField
                }
                guard !beforeEmpty && !afterRemoved else { continue }
                if index + 1 < line.count, case .field(let next) = line[index + 1],
                   PostalAddressFormatter.value(values[next], alreadyStartsWith: text) {
                    continue
                }
                output += text
                lastKeptIsField = false
            case .field(let field):
                var value = values[field]
                guard !value.isEmpty else { continue }
                if casing == .postal, upperCased.contains(field) {
                    value = value.uppercased(with: Locale(identifier: language))
                }
                output += value
                lastKeptIsField = true
            }
        }
        return output.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Whether a value already begins with the literal text a template puts before it, as
    /// people write postal codes with their country's prefix (`SE-111 51` for `SE-%Z`,
    /// `AZ 1000` for `AZ %Z`, `〒100-0005` for `〒%Z`): the text without spaces and its
    /// closing hyphen, ignoring case, followed in the value by a space, a hyphen or a digit.
    /// Text that is only punctuation (`, `) never counts.
    static func value(_ value: String, alreadyStartsWith literal: String) -> Bool {
        var core = Substring(literal.trimmingCharacters(in: .whitespaces))
        while core.last == "-" { core.removeLast() }
        guard let first = core.first, !first.isPunctuation, !first.isWhitespace,
              value.count > core.count,
              value.prefix(core.count).compare(core, options: .caseInsensitive) == .orderedSame
        else { return false }
        let next = value[value.index(value.startIndex, offsetBy: core.count)]
        return next == " " || next == "-" || next.isNumber
    }

    /// The language a region writes its addresses in, for upper-casing: the template's
    /// first language, else the region's likely language by CLDR's likely subtags (Greece:
    /// `el`), else English.
    static func language(of template: AddressTemplate) -> String {
        if let first = template.languages.first { return first }
        let likely = Locale.Language(identifier: "und-" + template.regionCode)
        return likely.maximalIdentifier.split(separator: "-").first.map(String.init) ?? "en"
    }

    /// The country line, or nil when it is left out.
    func countryLine(for address: PostalAddress, region: String?) -> String? {
        guard includesCountry else { return nil }
        if let region, let home = homeRegion, region.caseInsensitiveCompare(home) == .orderedSame {
            return nil
        }
        if let region, let name = locale.localizedString(forRegionCode: region) {
            return name
        }
        let written = address.country.trimmingCharacters(in: .whitespacesAndNewlines)
        return written.isEmpty ? nil : written
    }

    /// The language whose separator joins a single-line address: the country's first
    /// language for its own template, English for a Latin one.
    func singleLineLanguage(for address: PostalAddress) -> String {
        guard let region = regionCode(for: address) ?? assumedRegion(for: address) else { return "en" }
        let template = AddressTemplateStore.template(forRegion: region)
        let values = AddressValues(address: address)
        if template.latinLines != nil, chosenLines(of: template, values: values) != template.lines {
            return "en"
        }
        return template.languages.first ?? "en"
    }
}
