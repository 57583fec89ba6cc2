/// Country calling code, international prefix and national prefix handling
/// (libphonenumber's `maybe_extract_country_code` and `maybe_strip_national_prefix`).
extension PhoneNumberParser {
    /// How the country code of a number was found.
    enum CountryCodeSource {
        case plusSign, internationalPrefix, defaultRegion
    }

    /// The outcome of comparing a number's length with a region's possible lengths.
    enum LengthCheck {
        case possible, possibleLocalOnly, tooShort, tooLong, invalidLength
    }

    /// The longest national significant number libphonenumber accepts.
    static let maximumNationalNumberLength = 17

    /// Reads a country code from `text` (the number without its extension): after a plus
    /// sign, after the region's international prefix, or, when the text starts with the
    /// default region's own country code, when dropping it makes a better number. Returns
    /// 0 and no digits when the text has no country code.
    static func extractCountryCode(
        _ text: ArraySlice<Unicode.Scalar>, metadata: RegionMetadata?
    ) throws(PhoneNumberParseError) -> (countryCode: Int, nationalDigits: [UInt8]) {
        guard !text.isEmpty else { return (0, []) }
        let source: CountryCodeSource
        var digits: [UInt8]
        if PhoneCharacters.isPlus(text[text.startIndex]) {
            source = .plusSign
            digits = normalizedDigits(text.drop(while: PhoneCharacters.isPlus))
        } else {
            digits = normalizedDigits(text)
            if let prefix = metadata?.internationalPrefix,
               let prefixLength = prefix.prefixMatchLength(digits),
               prefixLength == digits.count || digits[prefixLength] != UInt8(ascii: "0") {
                source = .internationalPrefix
                digits.removeFirst(prefixLength)
            } else {
                source = .defaultRegion
            }
        }
        if source != .defaultRegion {
            guard digits.count > 2 else { throw .tooShortAfterInternationalPrefix }
            if let (code, length) = leadingCountryCode(digits) {
                return (code, Array(digits[length...]))
            }
            throw .invalidCountryCode
        }
        guard let metadata else { return (0, []) }
        let ownCode = metadata.countryCodeDigits
        if digits.starts(with: ownCode) {
            let withoutCode = Array(digits[ownCode.count...])
            let potential = stripNationalPrefix(withoutCode, metadata: metadata)
            if (!metadata.matchesGeneralPattern(digits) && metadata.matchesGeneralPattern(potential))
                || checkLength(digits, metadata: metadata) == .tooLong {
                return (metadata.countryCode, potential)
            }
        }
        return (0, [])
    }

    /// The known country code made of the first one, two or three digits, and its length.
    static func leadingCountryCode(_ digits: [UInt8]) -> (code: Int, length: Int)? {
        guard let first = digits.first, first != UInt8(ascii: "0") else { return nil }
        var code = 0
        for length in 1...min(3, digits.count) {
            code = code * 10 + Int(digits[length - 1] - UInt8(ascii: "0"))
            if MetadataStore.shared.isKnownCountryCode(code) { return (code, length) }
        }
        return nil
    }

    /// Strips the national prefix and carrier code (or applies the region's transform
    /// rule, as for Argentina's mobile `15` and Brazil's carrier codes), unless that would
    /// turn a number that matched the region's pattern into one that does not.
    static func stripNationalPrefix(_ digits: [UInt8], metadata: RegionMetadata) -> [UInt8] {
        guard !digits.isEmpty, let prefixPattern = metadata.nationalPrefixForParsing,
              let groups = prefixPattern.captures(in: digits, anchoredAtEnd: false),
              let whole = groups[0] else {
            return digits
        }
        let originalMatches = metadata.matchesGeneralPattern(digits)
        let groupCount = prefixPattern.groupCount
        let rest = digits[whole.upperBound...]
        if let rule = metadata.nationalPrefixTransformRule, !rule.isEmpty,
           groupCount > 0, groups[groupCount] != nil {
            var transformed = applyTransformRule(rule, groups: groups, digits: digits)
            transformed += rest
            if originalMatches && !metadata.matchesGeneralPattern(transformed) { return digits }
            return transformed
        }
        let stripped = Array(rest)
        if originalMatches && !metadata.matchesGeneralPattern(stripped) { return digits }
        return stripped
    }

    /// Expands a replacement such as `9\1` with the captured digits.
    static func applyTransformRule(_ rule: String, groups: [Range<Int>?], digits: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var bytes = rule.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "$"), let next = bytes.next() {
                let group = Int(next) - 48
                if group >= 0, group < groups.count, let range = groups[group] {
                    result += digits[range]
                }
            } else {
                result.append(byte)
            }
        }
        return result
    }

    /// Compares the length of a national number with the region's possible lengths.
    static func checkLength(_ digits: [UInt8], metadata: RegionMetadata) -> LengthCheck {
        guard let general = metadata.general else { return .invalidLength }
        let lengths = general.possibleLengths
        let length = digits.count
        if general.localOnlyLengths.contains(length) { return .possibleLocalOnly }
        guard !lengths.isEmpty else { return .invalidLength }
        if length == lengths.minimum { return .possible }
        if length < lengths.minimum { return .tooShort }
        if length > lengths.maximum { return .tooLong }
        return lengths.contains(length) ? .possible : .invalidLength
    }
}
