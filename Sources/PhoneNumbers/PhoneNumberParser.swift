/// Reads phone numbers typed by people, with a default region for numbers written in
/// national form.
///
/// The parser follows Google's libphonenumber (`PhoneNumberUtil.parse`), so it accepts
/// what that library accepts and reads it the same way:
/// - international forms: `+` (or `＋`), or the default region's international prefixes
///   from the metadata (`00`, `011` in the US, `0011` in Australia, `810` in Russia, ...;
///   `00` is *not* an international prefix in the US);
/// - national forms, with the trunk prefix removed and the region's rewrite rules applied
///   (Argentina's `15` mobile prefix becomes `9`, Brazil's carrier codes are dropped,
///   Russia's `8`, Hungary's `06`); a leading zero that belongs to the number, as in
///   Italy, is kept; `+44 (0)20 ...` drops the `(0)`;
/// - extensions: `ext.`, `ext`, `extension`, `x`, `#`, `;ext=`, `доб.`, `anexo`, `,,`, `;`;
/// - RFC 3966 URIs: `tel:+1-415-555-0123;ext=12`, `tel:7946-0958;phone-context=+4420`;
/// - digits of any script (full-width, Arabic-Indic, Extended Arabic-Indic, Devanagari,
///   ...), and the separators people type: spaces (also no-break, thin and other Unicode
///   spaces), dots, dashes (also Unicode dashes), slashes, brackets;
/// - vanity numbers: with three or more letters, letters become keypad digits
///   (`1-800-FLOWERS` is `+18003569377`).
///
/// Labels around the number:
/// - **Leading text** is ignored up to the first digit or plus sign, so `Tel: `, `mobile:`
///   or `(home)` before the number do not matter. (A label that itself contains a digit,
///   such as `Line 2:`, is read as part of the number.)
/// - **A trailing word** (letters after the last digit, without digits) is a label and is
///   dropped when it is bracketed (`(home)`, `[fax]`) or a known label word (`mobile`,
///   `cell`, `work`, `Handy`, ...) and the digits before it make a possible number; or
///   when it is another word set apart by a space (`+1 415 555 0123 John`) and the digits
///   before it have a full national length. Otherwise its letters are vanity letters
///   (`1-800-FLOWERS`, `0800 MICROSOFT`). libphonenumber always reads them as letters, so
///   `+1 415 555 0123 (home)` becomes a longer, wrong number there. When only one of the
///   two readings is a valid number, that one wins: `(02) 3236 ONUL` in PH and
///   `(02) 1234 JRRO` in AU are vanity numbers (`+63232366685`, `+61212345776`), since
///   without the word they are too short.
///
/// Two numbers in one field (`555-0100 / 555-0199`, `... or ...`, `...; ...`) are
/// reported as `PhoneNumberParseError.twoNumbers` instead of being glued together, unless
/// the digits together make a valid number (as in German `030/1234567`).
///
/// Short and emergency numbers such as `112` are parsed like any other digits, as
/// libphonenumber does (`+49112` with region DE), but they are never `isValid` (German
/// `112` is still `isPossible`, as a local-only length): check `isValid` before storing a
/// number as normalized, and keep the text as typed otherwise.
public struct PhoneNumberParser: Sendable {
    /// How closely the parser follows libphonenumber.
    public enum Compatibility: Sendable, Hashable {
        /// ContactKit's reading (the default): also accepts thin and other Unicode spaces,
        /// drops trailing labels, and reports two numbers in one field.
        case contactKit
        /// Exactly libphonenumber's reading, for comparisons: Unicode spaces other than the
        /// no-break and ideographic spaces make the text not a number, trailing words are vanity letters, and
        /// two numbers are glued together as libphonenumber does.
        case libphonenumber
    }

    /// The upper-cased default region, when it is a known region.
    public let defaultRegion: String?
    /// How closely the parser follows libphonenumber.
    public let compatibility: Compatibility
    let defaultMetadata: RegionMetadata?

    /// Creates a parser that reads national numbers as numbers of `defaultRegion` (an ISO
    /// 3166 code such as `"US"`, any case). With nil or an unknown region, only numbers in
    /// international form can be read.
    public init(defaultRegion: String?, compatibility: Compatibility = .contactKit) {
        self.compatibility = compatibility
        let region = defaultRegion?.uppercased()
        if let region, let metadata = MetadataStore.shared.metadata(forRegion: region) {
            self.defaultRegion = region
            self.defaultMetadata = metadata
        } else {
            self.defaultRegion = nil
            self.defaultMetadata = nil
        }
    }

    /// Parses `text` into a phone number, or throws why it cannot.
    ///
    /// The number is not required to be valid (use `isValid`), only to look like a
    /// possible phone number, as in libphonenumber.
    public func parse(_ text: String) throws(PhoneNumberParseError) -> PhoneNumber {
        // The scalars live on the stack (at most 250 of them: 1,000 bytes), not in an array.
        // A text of more bytes may still have few enough scalars; one with more is too long.
        let capacity = max(1, min(text.utf8.count, Self.maximumInputLength))
        let outcome = withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: capacity) { buffer in
            guard let count = Self.copyScalars(
                of: text, into: buffer, replacingExtraSeparators: compatibility == .contactKit)
            else {
                return Result<PhoneNumber, PhoneNumberParseError>.failure(.tooLong)
            }
            return Result { () throws(PhoneNumberParseError) in
                try parse(scalars: ScalarText(rebasing: buffer[..<count]))
            }
        }
        return try outcome.get()
    }

    /// Parses UTF-8 text given as bytes, as `parse(_:)` parses `String(decoding: utf8,
    /// as: UTF8.self)`. ASCII text (nearly every number) is widened straight into the
    /// parser's scalars, without making a string.
    public func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) throws(PhoneNumberParseError) -> PhoneNumber {
        guard bytes.count <= Self.maximumInputLength else {
            return try parse(String(decoding: bytes, as: UTF8.self))
        }
        if Self.isPlainASCII(bytes, replacingExtraSeparators: compatibility == .contactKit) {
            // Read from the bytes, without widening them to scalars.
            return try parsePlainASCII(bytes)
        }
        let outcome = withUnsafeTemporaryAllocation(
            of: Unicode.Scalar.self, capacity: max(1, bytes.count)
        ) { buffer -> Result<PhoneNumber, PhoneNumberParseError>? in
            guard let isPlain = Self.widenASCIIFindingPlain(
                bytes, into: buffer, replacingExtraSeparators: compatibility == .contactKit)
            else { return nil }
            return Result { () throws(PhoneNumberParseError) in
                try parse(scalars: ScalarText(rebasing: buffer[..<bytes.count]), isPlain: isPlain)
            }
        }
        guard let outcome else { return try parse(String(decoding: bytes, as: UTF8.self)) }
        return try outcome.get()
    }

    /// `parse` on the text's scalars; `isPlain`: whether they are `isPlain(_:)`, when known.
    private func parse(scalars: ScalarText, isPlain: Bool? = nil) throws(PhoneNumberParseError) -> PhoneNumber {
        if isPlain ?? Self.isPlain(scalars) {
            // Nothing in it can be a second number, a label, a URI parameter or an extension.
            return try parseLikeLibphonenumber(scalars, isPlain: true)
        }
        if compatibility == .contactKit,
           let splits = Self.twoNumberSeparators(in: scalars), try isTwoNumbers(scalars, splits) {
            throw .twoNumbers
        }
        return try parseWithLabels(scalars)
    }

    /// Parses `text`, returning nil instead of throwing.
    public func parseIfPossible(_ text: String) -> PhoneNumber? {
        try? parse(text)
    }

    /// Parses one number, dropping a trailing label when that leaves a possible number:
    /// a bracketed or known label word after any possible number (also a local-only one),
    /// another word only when separated from the digits and after a number of full length.
    ///
    /// The reading that gives a valid number wins: when dropping the word leaves a number
    /// that is not valid but reading its letters as keypad digits gives a valid one
    /// (`(02) 3236 ONUL` in the Philippines), the letters are digits.
    func parseWithLabels(_ scalars: ScalarText) throws(PhoneNumberParseError) -> PhoneNumber {
        if compatibility == .contactKit, let label = Self.trailingLabel(in: scalars), label.isSeparated,
           let number = try? parseLikeLibphonenumber(ScalarText(rebasing: scalars[..<label.start])) {
            if number.isValid { return number }
            if let vanity = try? parseLikeLibphonenumber(scalars), vanity.isValid { return vanity }
            let fitsLabel = Self.isCertain(label, in: scalars) ? number.isPossible : number.hasPossibleFullLength
            if fitsLabel { return number }
        }
        return try parseLikeLibphonenumber(scalars)
    }

    /// libphonenumber's parsing algorithm. `isPlain`: the text is `isPlain(_:)`, so it
    /// holds no URI parameter and no extension, which are then not looked for.
    func parseLikeLibphonenumber(_ scalars: ScalarText, isPlain: Bool = false) throws(PhoneNumberParseError) -> PhoneNumber {
        try Self.withNumberForParsing(scalars, isPlain: isPlain) { text throws(PhoneNumberParseError) in
            try parseNumber(text, isPlain: isPlain)
        }
    }

    /// Whether `text` holds only ASCII digits, spaces, brackets, dashes, dots and plus
    /// signs (as most numbers typed do): then it has no second number (no `/`, `,`, `;`,
    /// `&`, ... and no word), no label (no letter), no URI parameter (no `;`) and no
    /// extension (every extension form needs a letter, `;`, `,`, `#`, `~` or a non-ASCII
    /// character), so the parser need not look for them.
    static func isPlain(_ text: ScalarText) -> Bool {
        for scalar in text {
            let value = scalar.value
            // 0-9, space, ( ) + - . (bit n of the mask: U+0020 + n).
            if value &- 0x30 < 10 { continue }
            guard value &- 0x20 < 32, (plainPunctuation >> (value &- 0x20)) & 1 != 0 else { return false }
        }
        return true
    }

    /// Whether a scalar value is one `isPlain(_:)` allows.
    @inline(__always)
    static func isPlainValue(_ value: UInt32) -> Bool {
        // 0-9, space, ( ) + - . (bit n of the mask: U+0020 + n).
        value &- 0x30 < 10 || (value &- 0x20 < 32 && (plainPunctuation >> (value &- 0x20)) & 1 != 0)
    }

    /// Space, `(`, `)`, `+`, `-` and `.` as bits from U+0020.
    private static let plainPunctuation: UInt32 = 1 << 0 | 1 << 8 | 1 << 9 | 1 << 11 | 1 << 13 | 1 << 14

    /// libphonenumber's parsing algorithm on the part of the text that holds the number.
    private func parseNumber(_ number: ScalarSlice, isPlain: Bool) throws(PhoneNumberParseError) -> PhoneNumber {
        var text = number
        guard Self.isViablePhoneNumber(text, isPlain: isPlain) else { throw .notANumber }
        let startsWithPlus = text.first.map(PhoneCharacters.isPlus) ?? false
        if defaultMetadata == nil && !startsWithPlus { throw .missingDefaultRegion }

        var extensionDigits: String?
        if !isPlain, let match = ExtensionMatcher.search(text),
           Self.isViablePhoneNumber(text[..<match.start]) {
            extensionDigits = Self.asciiDigits(text[match.digits])
            text = text[..<match.start]
        }

        // The digits live on the stack: see `DigitRoom`.
        let capacity = DigitRoom.capacity(forScalars: text.count)
        let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            Result { () throws(PhoneNumberParseError) in
                try parseNumber(
                    text, startsWithPlus: startsWithPlus, extensionDigits: extensionDigits,
                    room: DigitRoom(buffer, scalarCount: text.count))
            }
        }
        return try outcome.get()
    }

    /// `parseNumber` after the extension: country code, national prefix, lengths.
    private func parseNumber(
        _ text: ScalarSlice, startsWithPlus: Bool, extensionDigits: String?, room: DigitRoom
    ) throws(PhoneNumberParseError) -> PhoneNumber {
        var countryCode: Int
        var nationalDigits: DigitSlice
        do {
            (countryCode, nationalDigits) = try Self.extractCountryCode(text, metadata: defaultMetadata, digits: room)
        } catch .invalidCountryCode where startsWithPlus {
            let withoutPlus = text.drop(while: PhoneCharacters.isPlus)
            (countryCode, nationalDigits) = try Self.extractCountryCode(withoutPlus, metadata: defaultMetadata, digits: room)
            if countryCode == 0 { throw .invalidCountryCode }
        }
        return try number(countryCode: countryCode, nationalDigits: nationalDigits, extensionDigits: extensionDigits, room: room)
    }

    /// The number from its country code (0: none found, the default region's) and the
    /// national digits found with it: national prefix, lengths.
    func number(
        countryCode: Int, nationalDigits: DigitSlice, extensionDigits: String?, room: DigitRoom
    ) throws(PhoneNumberParseError) -> PhoneNumber {
        var countryCode = countryCode
        var nationalDigits = nationalDigits
        let metadata: RegionMetadata
        if countryCode != 0 {
            guard let numberMetadata = MetadataStore.shared.metadata(forCountryCode: countryCode) else {
                throw .invalidCountryCode
            }
            metadata = numberMetadata
        } else {
            // No country code: `nationalDigits` already holds all the digits of `text`.
            guard let defaultMetadata else { throw .missingDefaultRegion }
            metadata = defaultMetadata
            countryCode = defaultMetadata.countryCode
        }
        guard nationalDigits.count >= 2 else { throw .tooShort }

        let stripped = Self.stripNationalPrefix(nationalDigits, metadata: metadata, room: room.second)
        switch Self.checkLength(stripped.count, metadata: metadata) {
        case .tooShort, .possibleLocalOnly, .invalidLength: break
        case .possible, .tooLong: nationalDigits = stripped
        }
        guard nationalDigits.count >= 2 else { throw .tooShort }
        guard nationalDigits.count <= Self.maximumNationalNumberLength else { throw .tooLong }
        return PhoneNumber(
            countryCode: countryCode,
            nationalNumber: String(decoding: UnsafeBufferPointer(rebasing: nationalDigits), as: UTF8.self),
            extension: extensionDigits)
    }

    /// Writes the scalars of `text` into `storage` in one pass and returns how many, or nil
    /// when there are more than it holds. With `replacingExtraSeparators`, separators
    /// libphonenumber does not know (thin spaces, tabs, small dashes, ...) are written as a
    /// space or hyphen. ASCII text (nearly every number) is widened byte by byte.
    static func copyScalars(
        of text: String, into storage: UnsafeMutableBufferPointer<Unicode.Scalar>, replacingExtraSeparators: Bool
    ) -> Int? {
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard bytes.count <= storage.count,
                  widenASCII(bytes, into: storage, replacingExtraSeparators: replacingExtraSeparators)
            else { return nil }
            return bytes.count
        }
        if let count = ascii ?? nil { return count }
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < storage.count else { return nil }
            storage[count] = replacingExtraSeparators
                ? PhoneCharacters.replacementForExtraSeparator(scalar) ?? scalar : scalar
            count += 1
        }
        return count
    }

    /// `widenASCII`, also telling whether the scalars written are `isPlain(_:)` (one pass
    /// over the text instead of two); nil at a byte that is not ASCII.
    static func widenASCIIFindingPlain(
        _ bytes: UnsafeBufferPointer<UInt8>, into storage: UnsafeMutableBufferPointer<Unicode.Scalar>,
        replacingExtraSeparators: Bool
    ) -> Bool? {
        var isPlain = true
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { return nil }
            // Tab, vertical tab and form feed are the ASCII separators replaced.
            let value = replacingExtraSeparators && byte &- 0x09 < 4 && byte != 0x0A ? 0x20 : byte
            storage[index] = Unicode.Scalar(value)
            if isPlain && !isPlainValue(UInt32(value)) { isPlain = false }
        }
        return isPlain
    }

    /// Writes the scalars of ASCII `bytes` into the start of `storage` (which must hold
    /// them), replacing tab, vertical tab and form feed with a space when
    /// `replacingExtraSeparators`; false, with `storage` partly written, at a byte that is
    /// not ASCII.
    static func widenASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, into storage: UnsafeMutableBufferPointer<Unicode.Scalar>,
        replacingExtraSeparators: Bool
    ) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte >= 0x80 { return false }
            // Tab, vertical tab and form feed are the ASCII separators replaced.
            storage[index] = replacingExtraSeparators && byte &- 0x09 < 4 && byte != 0x0A
                ? " " : Unicode.Scalar(byte)
        }
        return true
    }
}

/// The text being parsed, as Unicode scalars (kept on the stack by `parse`).
typealias ScalarText = UnsafeBufferPointer<Unicode.Scalar>
/// A part of the text being parsed; its indices are those of the whole text.
typealias ScalarSlice = Slice<UnsafeBufferPointer<Unicode.Scalar>>
/// Digits of the number being parsed, in the parse's `DigitRoom` (on the stack).
typealias DigitSlice = Slice<UnsafeBufferPointer<UInt8>>
