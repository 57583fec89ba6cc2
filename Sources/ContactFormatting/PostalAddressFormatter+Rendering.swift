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
    /// several lines). Literal text between two fields is kept only when both sides have a
    /// value; literal text before the first field (`〒`, `SE-`) belongs to the first field
    /// and goes with it when it is empty; a word between fields (` PR `) is kept whenever
    /// the line has a value; a line without fields is written as is.
    func render(
        _ line: [AddressTemplate.Token], values: AddressValues,
        upperCased: Set<AddressField>
    ) -> [String] {
        let hasFields = line.contains { if case .field = $0 { return true } else { return false } }
        guard hasFields else {
            let text = line.map { if case .literal(let text) = $0 { return text } else { return "" } }
                .joined().trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? [] : [text]
        }
        var output = ""
        var pendingSeparator: String?
        var sawValue = false
        var leadingLiteral = ""
        var skippedField = false
        var wordWritten = false
        for token in line {
            switch token {
            case .literal(let text):
                let isWord = !sawValue && leadingLiteral.isEmpty && skippedField || sawValue
                if isWord && text.contains(where: { $0.isLetter || $0.isNumber }) {
                    // Text of its own between fields (Puerto Rico's ` PR `) stays whenever the
                    // line has a value; only a line's opening text is a prefix of its field.
                    if sawValue { output += text } else { leadingLiteral = text }
                    pendingSeparator = nil
                    wordWritten = sawValue
                } else if sawValue {
                    if pendingSeparator == nil && !wordWritten { pendingSeparator = text }
                } else if !skippedField {
                    leadingLiteral += text
                }
            case .field(let field):
                var value = values[field]
                if value.isEmpty {
                    if !sawValue { leadingLiteral = "" }
                    skippedField = true
                    continue
                }
                if upperCased.contains(field) { value = value.uppercased(with: locale) }
                if sawValue {
                    output += pendingSeparator ?? ""
                } else {
                    output += leadingLiteral
                }
                if wordWritten, !output.hasSuffix(" ") { output += " " }
                output += value
                pendingSeparator = nil
                wordWritten = false
                sawValue = true
            }
        }
        let trimmed = output.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return [] }
        return trimmed.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
