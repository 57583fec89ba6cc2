/// Building `RegionMetadata` from one block of the generated metadata text.
extension RegionMetadata {
    /// Parses a block: its `@` header line and the records up to the next header.
    /// The text format is described in `Scripts/phone-metadata/generate.py`.
    convenience init(block: Substring) {
        var regionCode = "", countryCode = 0, isMain = false
        var values: [String: String] = [:]
        var descriptions = [NumberDescription?](repeating: nil, count: NumberDescription.Kind.allCases.count)
        var nationalFormats: [FormattingRule] = []
        var internationalFormats: [FormattingRule] = []
        for line in block.splitting(onASCII: "\n", omittingEmpty: true) {
            let fields = line.splitting(onASCII: "\t", omittingEmpty: false)
            switch fields[0] {
            case let header where header.hasPrefix("@"):
                regionCode = String(header.dropFirst())
                countryCode = Int(fields[1]) ?? 0
                isMain = fields[2] == "1"
            case "d":
                guard let kind = NumberDescription.Kind(metadataKey: fields[1]) else { continue }
                descriptions[kind.rawValue] = NumberDescription(
                    pattern: DigitPattern(String(fields[2])),
                    possibleLengths: PossibleLengths(fields[3]),
                    localOnlyLengths: PossibleLengths(fields[4]))
            case "f":
                nationalFormats.append(FormattingRule(
                    pattern: DigitPattern(String(fields[1])),
                    format: String(fields[2]),
                    leadingDigits: fields[3].isEmpty ? nil : DigitPattern(String(fields[3])),
                    nationalPrefixFormattingRule: fields[4].isEmpty ? nil : String(fields[4]),
                    nationalPrefixIsOptionalWhenFormatting: fields[5] == "1",
                    domesticCarrierCodeFormattingRule: fields[6].isEmpty ? nil : String(fields[6])))
            case "i":
                if fields[1].hasPrefix("="), let reference = Int(fields[1].dropFirst()) {
                    internationalFormats.append(nationalFormats[reference])
                } else {
                    internationalFormats.append(FormattingRule(
                        pattern: DigitPattern(String(fields[1])),
                        format: String(fields[2]),
                        leadingDigits: fields[3].isEmpty ? nil : DigitPattern(String(fields[3])),
                        nationalPrefixFormattingRule: nil,
                        nationalPrefixIsOptionalWhenFormatting: false,
                        domesticCarrierCodeFormattingRule: nil))
                }
            default:
                values[String(fields[0])] = fields.count > 1 ? String(fields[1]) : ""
            }
        }
        self.init(
            regionCode: regionCode, countryCode: countryCode, isMainRegionForCountryCode: isMain,
            leadingDigits: values["ld"].map(DigitPattern.init),
            internationalPrefix: values["ip"].map(DigitPattern.init),
            preferredInternationalPrefix: values["pip"],
            nationalPrefix: values["np"],
            nationalPrefixForParsing: values["npp"].map(DigitPattern.init),
            nationalPrefixTransformRule: values["npt"],
            preferredExtensionPrefix: values["xp"],
            descriptions: descriptions,
            nationalFormats: nationalFormats,
            internationalFormats: internationalFormats)
    }
}
