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
    /// 0 and all the digits of `text` (libphonenumber's normalized form) when the text has
    /// no country code, so that the caller need not normalize it again.
    ///
    /// The digits are slices of one array made once: the prefix and the country code are
    /// dropped without copying.
    static func extractCountryCode(
        _ text: ScalarSlice, metadata: RegionMetadata?
    ) throws(PhoneNumberParseError) -> (countryCode: Int, nationalDigits: ArraySlice<UInt8>) {
        guard !text.isEmpty else { return (0, []) }
        let source: CountryCodeSource
        var digits: ArraySlice<UInt8>
        if PhoneCharacters.isPlus(text[text.startIndex]) {
            source = .plusSign
            digits = normalizedDigits(text.drop(while: PhoneCharacters.isPlus))[...]
        } else {
            let all = normalizedDigits(text)
            digits = all[...]
            if let prefix = metadata?.internationalPrefix,
               let prefixLength = prefix.prefixMatchLength(all),
               prefixLength == all.count || all[prefixLength] != UInt8(ascii: "0") {
                source = .internationalPrefix
                digits = all[prefixLength...]
            } else {
                source = .defaultRegion
            }
        }
        if source != .defaultRegion {
            guard digits.count > 2 else { throw .tooShortAfterInternationalPrefix }
            if let (code, length) = leadingCountryCode(digits) {
                return (code, digits.dropFirst(length))
            }
            throw .invalidCountryCode
        }
        guard let metadata else { return (0, digits) }
        let ownCode = metadata.countryCodeDigits
        if digits.starts(with: ownCode) {
            let withoutCode = digits.dropFirst(ownCode.count)
            let potential = stripNationalPrefix(withoutCode, metadata: metadata)
            if (!metadata.matchesGeneralPattern(digits) && metadata.matchesGeneralPattern(potential))
                || checkLength(digits.count, metadata: metadata) == .tooLong {
                return (metadata.countryCode, potential)
            }
        }
        return (0, digits)
    }

    /// The known country code made of the first one, two or three digits, and its length.
    static func leadingCountryCode(_ digits: ArraySlice<UInt8>) -> (code: Int, length: Int)? {
        guard let first = digits.first, first != UInt8(ascii: "0") else { return nil }
        var code = 0
        for length in 1...min(3, digits.count) {
            code = code * 10 + Int(digits[digits.startIndex + length - 1] - UInt8(ascii: "0"))
            if MetadataStore.shared.isKnownCountryCode(code) { return (code, length) }
        }
        return nil
    }

    /// Strips the national prefix and carrier code (or applies the region's transform
    /// rule, as for Argentina's mobile `15` and Brazil's carrier codes), unless that would
    /// turn a number that matched the region's pattern into one that does not.
    ///
    /// Stripping returns a slice of `digits` (no copy); only a transform rule makes new digits.
    static func stripNationalPrefix(_ digits: ArraySlice<UInt8>, metadata: RegionMetadata) -> ArraySlice<UInt8> {
        guard !digits.isEmpty, let prefixPattern = metadata.nationalPrefixForParsing else { return digits }
        let stripped = digits.withUnsafeBufferPointer { buffer in
            prefixPattern.withCaptures(in: buffer, anchoredAtEnd: false) { end, slots -> ArraySlice<UInt8> in
                let originalMatches = metadata.matchesGeneralPattern(buffer)
                let rest = UnsafeBufferPointer(rebasing: buffer[end...])
                let groupCount = prefixPattern.groupCount
                if let rule = metadata.nationalPrefixTransformRule, !rule.isEmpty,
                   groupCount > 0, DigitPattern.capturedRange(group: groupCount, in: slots) != nil {
                    var transformed = applyTransformRule(rule, captures: slots, digits: buffer)
                    transformed.append(contentsOf: rest)
                    if originalMatches && !metadata.matchesGeneralPattern(transformed) { return digits }
                    return transformed[...]
                }
                if originalMatches && !metadata.matchesGeneralPattern(rest) { return digits }
                return digits.dropFirst(end)
            }
        }
        return stripped ?? digits
    }

    /// Expands a replacement such as `9\1` with the captured digits (`captures`: the
    /// capture slots of `DigitPattern.withCaptures`).
    static func applyTransformRule(
        _ rule: String, captures: UnsafeBufferPointer<Int>, digits: UnsafeBufferPointer<UInt8>
    ) -> [UInt8] {
        var result: [UInt8] = []
        var bytes = rule.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "$"), let next = bytes.next() {
                let group = Int(next) - 48
                if group >= 0, group < captures.count / 2,
                   let range = DigitPattern.capturedRange(group: group, in: captures) {
                    result += digits[range]
                }
            } else {
                result.append(byte)
            }
        }
        return result
    }

    /// Compares the length of a national number (its count of digits) with the region's
    /// possible lengths.
    static func checkLength(_ length: Int, metadata: RegionMetadata) -> LengthCheck {
        guard let general = metadata.general else { return .invalidLength }
        let lengths = general.possibleLengths
        if general.localOnlyLengths.contains(length) { return .possibleLocalOnly }
        guard !lengths.isEmpty else { return .invalidLength }
        if length == lengths.minimum { return .possible }
        if length < lengths.minimum { return .tooShort }
        if length > lengths.maximum { return .tooLong }
        return lengths.contains(length) ? .possible : .invalidLength
    }
}
