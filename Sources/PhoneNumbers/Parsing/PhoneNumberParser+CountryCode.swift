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

    /// The most bytes a national prefix transform rule may have (a test checks every
    /// region's): a rule writes its bytes and at most two captured parts of the number
    /// before the rest of it, so `2 * digits + transformRuleRoom` always holds the result.
    static let transformRuleRoom = 32

    /// Where a parse keeps its digits (on the stack): the normalized digits, then two
    /// rooms for digits a transform rule makes, so that the second strip (of digits the
    /// first one may have made) never writes over what it reads.
    struct DigitRoom {
        /// The normalized digits of the text (at most one per scalar).
        let storage: UnsafeMutableBufferPointer<UInt8>
        /// The transform room of the strip inside `extractCountryCode`.
        let first: UnsafeMutableBufferPointer<UInt8>
        /// The transform room of the strip after it.
        let second: UnsafeMutableBufferPointer<UInt8>

        /// The bytes a parse of `scalarCount` scalars needs.
        static func capacity(forScalars scalarCount: Int) -> Int {
            scalarCount + 2 * (2 * scalarCount + transformRuleRoom)
        }

        /// Cuts `buffer` (of at least `capacity(forScalars:)` bytes) into the three parts.
        init(_ buffer: UnsafeMutableBufferPointer<UInt8>, scalarCount: Int) {
            let room = 2 * scalarCount + transformRuleRoom
            storage = UnsafeMutableBufferPointer(rebasing: buffer[0..<scalarCount])
            first = UnsafeMutableBufferPointer(rebasing: buffer[scalarCount..<(scalarCount + room)])
            second = UnsafeMutableBufferPointer(rebasing: buffer[(scalarCount + room)..<(scalarCount + 2 * room)])
        }
    }

    /// Reads a country code from `text` (the number without its extension): after a plus
    /// sign, after the region's international prefix, or, when the text starts with the
    /// default region's own country code, when dropping it makes a better number. Returns
    /// 0 and all the digits of `text` (libphonenumber's normalized form) when the text has
    /// no country code, so that the caller need not normalize it again.
    ///
    /// The digits are written once into `digits.storage` (no array is made); the prefix
    /// and the country code are dropped by slicing.
    static func extractCountryCode(
        _ text: ScalarSlice, metadata: RegionMetadata?, digits room: DigitRoom
    ) throws(PhoneNumberParseError) -> (countryCode: Int, nationalDigits: DigitSlice) {
        guard !text.isEmpty else { return (0, UnsafeBufferPointer(room.storage)[0..<0]) }
        let afterPlus = PhoneCharacters.isPlus(text[text.startIndex])
        let count = normalizedDigits(afterPlus ? text.drop(while: PhoneCharacters.isPlus) : text, into: room.storage)
        return try extractCountryCode(digitCount: count, afterPlus: afterPlus, metadata: metadata, digits: room)
    }

    /// `extractCountryCode` once the text's digits are normalized: the first `count` bytes
    /// of `room.storage`; `afterPlus`: the text starts with a plus sign (its digits are
    /// those after it).
    static func extractCountryCode(
        digitCount count: Int, afterPlus: Bool, metadata: RegionMetadata?, digits room: DigitRoom
    ) throws(PhoneNumberParseError) -> (countryCode: Int, nationalDigits: DigitSlice) {
        let storage = UnsafeBufferPointer(room.storage)
        let source: CountryCodeSource
        var digits: DigitSlice
        if afterPlus {
            source = .plusSign
            digits = storage[0..<count]
        } else {
            let all = UnsafeBufferPointer(rebasing: storage[0..<count])
            digits = storage[0..<count]
            if let prefix = metadata?.internationalPrefix,
               let prefixLength = prefix.prefixMatchLength(all),
               prefixLength == all.count || all[prefixLength] != UInt8(ascii: "0") {
                source = .internationalPrefix
                digits = storage[prefixLength..<count]
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
            let potential = stripNationalPrefix(withoutCode, metadata: metadata, room: room.first)
            if (!metadata.matchesGeneralPattern(digits) && metadata.matchesGeneralPattern(potential))
                || checkLength(digits.count, metadata: metadata) == .tooLong {
                return (metadata.countryCode, potential)
            }
        }
        return (0, digits)
    }

    /// The known country code made of the first one, two or three digits, and its length.
    static func leadingCountryCode(_ digits: DigitSlice) -> (code: Int, length: Int)? {
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
    /// Stripping returns a slice of `digits` (no copy); only a transform rule makes new
    /// digits, written into `room` (which must not overlap `digits`; see `DigitRoom`).
    static func stripNationalPrefix(
        _ digits: DigitSlice, metadata: RegionMetadata, room: UnsafeMutableBufferPointer<UInt8>
    ) -> DigitSlice {
        guard !digits.isEmpty, let prefixPattern = metadata.nationalPrefixForParsing else { return digits }
        let buffer = UnsafeBufferPointer(rebasing: digits)
        let stripped = prefixPattern.withCaptures(in: buffer, anchoredAtEnd: false) { end, slots -> DigitSlice in
            let originalMatches = metadata.matchesGeneralPattern(buffer)
            let rest = UnsafeBufferPointer(rebasing: buffer[end...])
            let groupCount = prefixPattern.groupCount
            if let rule = metadata.nationalPrefixTransformRule, !rule.isEmpty,
               groupCount > 0, DigitPattern.capturedRange(group: groupCount, in: slots) != nil {
                var count = applyTransformRule(rule, captures: slots, digits: buffer, into: room)
                precondition(count + rest.count <= room.count, "a national prefix transform rule longer than its room")
                for byte in rest {
                    room[count] = byte
                    count += 1
                }
                let transformed = UnsafeBufferPointer(room)[0..<count]
                if originalMatches && !metadata.matchesGeneralPattern(transformed) { return digits }
                return transformed
            }
            if originalMatches && !metadata.matchesGeneralPattern(rest) { return digits }
            return digits.dropFirst(end)
        }
        return stripped ?? digits
    }

    /// Expands a replacement such as `9\1` with the captured digits (`captures`: the
    /// capture slots of `DigitPattern.withCaptures`) into the start of `room`; returns
    /// how many digits it wrote.
    static func applyTransformRule(
        _ rule: String, captures: UnsafeBufferPointer<Int>, digits: UnsafeBufferPointer<UInt8>,
        into room: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var count = 0
        func append(_ byte: UInt8) {
            precondition(count < room.count, "a national prefix transform rule longer than its room")
            room[count] = byte
            count += 1
        }
        var bytes = rule.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "$"), let next = bytes.next() {
                let group = Int(next) - 48
                if group >= 0, group < captures.count / 2,
                   let range = DigitPattern.capturedRange(group: group, in: captures) {
                    for digit in digits[range] { append(digit) }
                }
            } else {
                append(byte)
            }
        }
        return count
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
