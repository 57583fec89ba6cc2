/// Finding the number in the text: RFC 3966 URIs, leading and trailing junk, and the
/// viability check (libphonenumber's `extract_possible_number` and friends).
extension PhoneNumberParser {
    /// The longest text libphonenumber reads, in scalars.
    static let maximumInputLength = 250

    /// Runs `body` on the part of `text` to parse: for an RFC 3966 URI with
    /// `;phone-context=`, the context prefix and the number (put together in a new array,
    /// the one case that copies); otherwise the text from the first digit or `+`, without
    /// trailing punctuation or a second `/x` extension. Also drops `;isub=`.
    /// `isPlain`: the text has no `;`, so neither parameter is looked for.
    static func withNumberForParsing<Result>(
        _ text: ScalarText, isPlain: Bool = false, _ body: (ScalarSlice) throws(PhoneNumberParseError) -> Result
    ) throws(PhoneNumberParseError) -> Result {
        if isPlain { return try body(extractPossibleNumber(text[...], isPlain: true)) }
        guard let contextStart = firstIndex(of: Self.phoneContextParameter, in: text[...]) else {
            return try body(droppingSubaddress(extractPossibleNumber(text[...])))
        }
        let valueStart = contextStart + 15
        let valueEnd = text[valueStart...].firstIndex(of: ";") ?? text.endIndex
        let context = text[valueStart..<valueEnd]
        guard isValidPhoneContext(context) else { throw .notANumber }
        var combined: [Unicode.Scalar] = context.first == "+" ? Array(context) : []
        let numberStart = firstIndex(of: Self.telephoneScheme, in: text[...]).map { $0 + 4 } ?? 0
        if numberStart < contextStart { combined += text[numberStart..<contextStart] }
        let outcome = combined.withUnsafeBufferPointer { buffer in
            Swift.Result { () throws(PhoneNumberParseError) in try body(droppingSubaddress(buffer[...])) }
        }
        return try outcome.get()
    }

    /// `text` without a `;isub=` subaddress (unless the text starts with it).
    private static func droppingSubaddress(_ text: ScalarSlice) -> ScalarSlice {
        if let subaddress = firstIndex(of: Self.subaddressParameter, in: text), subaddress > text.startIndex {
            return text[..<subaddress]
        }
        return text
    }

    /// The text from the first digit or plus sign, with trailing characters that are not
    /// letters, digits or `#` removed, and cut before a second extension (`/x...`).
    /// `isPlain`: the text is `isPlain(_:)`, so it has no `/` or `\\` to cut at.
    static func extractPossibleNumber(_ text: ScalarSlice, isPlain: Bool = false) -> ScalarSlice {
        guard let start = text.firstIndex(where: { PhoneCharacters.isPlus($0) || PhoneCharacters.isDigit($0) }) else {
            return text[text.startIndex..<text.startIndex]
        }
        var end = text.endIndex
        while end > start {
            let scalar = text[end - 1]
            if scalar == "#" || (scalar != "_" && PhoneCharacters.isLetterOrNumber(scalar)) { break }
            end -= 1
        }
        if isPlain { return text[start..<end] }
        var index = start
        while index < end {
            if text[index] == "/" || text[index] == "\\" {
                var next = index + 1
                while next < end, text[next] == " " { next += 1 }
                if next < end, text[next] == "x" {
                    end = index
                    break
                }
            }
            index += 1
        }
        return text[start..<end]
    }

    /// libphonenumber's viability check: two digits, or at least three digits among
    /// punctuation (after optional plus signs), then digits, letters and punctuation,
    /// optionally ending in an extension. `isPlain`: the text is `isPlain(_:)`, so the
    /// only scalar that can end the tail early is `+`, and no extension can follow.
    static func isViablePhoneNumber(_ text: ScalarSlice, isPlain: Bool = false) -> Bool {
        guard text.count >= 2 else { return false }
        if text.count == 2 { return text.allSatisfy(PhoneCharacters.isDigit) }
        var index = text.startIndex
        let end = text.endIndex
        while index < end, PhoneCharacters.isPlus(text[index]) { index += 1 }
        var digitCount = 0
        while index < end, digitCount < 3 {
            let scalar = text[index]
            if PhoneCharacters.isDigit(scalar) {
                digitCount += 1
            } else if !(PhoneCharacters.isPunctuation(scalar) || scalar == "*") {
                return false
            }
            index += 1
        }
        guard digitCount == 3 else { return false }
        let coreEnd = index
        if isPlain { return !text[coreEnd...].contains(where: PhoneCharacters.isPlus) }
        var tailEnd = coreEnd
        while tailEnd < end, isTailCharacter(text[tailEnd]) { tailEnd += 1 }
        if tailEnd == end { return true }
        for extensionStart in coreEnd...tailEnd
        where ExtensionMatcher.matchWhole(text, from: extensionStart) != nil {
            return true
        }
        return false
    }

    private static func isTailCharacter(_ scalar: Unicode.Scalar) -> Bool {
        PhoneCharacters.isDigit(scalar) || PhoneCharacters.isASCIILetter(scalar)
            || PhoneCharacters.isPunctuation(scalar) || scalar == "*"
    }

    /// Whether a `phone-context` value is a global number (`+33`) or a domain name.
    static func isValidPhoneContext(_ context: ScalarSlice) -> Bool {
        guard let first = context.first else { return false }
        if first == "+" {
            let rest = context.dropFirst()
            return rest.contains(where: PhoneCharacters.isDigit) && rest.allSatisfy {
                PhoneCharacters.isDigit($0) || $0 == "-" || $0 == "." || $0 == "(" || $0 == ")"
            }
        }
        var labels = context.split(separator: ".", omittingEmptySubsequences: false)
        if labels.last?.isEmpty == true { labels.removeLast() }
        guard let top = labels.last, let topFirst = top.first, PhoneCharacters.isASCIILetter(topFirst) else {
            return false
        }
        for label in labels {
            guard let labelFirst = label.first, let labelLast = label.last,
                  labelLast != "-", labelFirst != "-",
                  label.allSatisfy({ PhoneCharacters.isASCIILetter($0) || PhoneCharacters.isDigit($0) || $0 == "-" })
            else { return false }
        }
        return true
    }

    static let phoneContextParameter = Array(";phone-context=".unicodeScalars)
    static let telephoneScheme = Array("tel:".unicodeScalars)
    static let subaddressParameter = Array(";isub=".unicodeScalars)

    /// The index of the first occurrence of `pattern` in `text` (case-sensitive).
    static func firstIndex(of pattern: [Unicode.Scalar], in text: ScalarSlice) -> Int? {
        guard text.count >= pattern.count, let head = pattern.first else { return nil }
        var index = text.startIndex
        let last = text.endIndex - pattern.count
        while index <= last {
            if text[index] == head {
                var offset = 1
                while offset < pattern.count, text[index + offset] == pattern[offset] { offset += 1 }
                if offset == pattern.count { return index }
            }
            index += 1
        }
        return nil
    }
}
