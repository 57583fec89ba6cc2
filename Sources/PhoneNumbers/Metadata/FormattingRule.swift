/// How numbers that match a pattern are grouped for display, from the metadata.
struct FormattingRule: Sendable {
    /// The full-match pattern whose capture groups are the digit groups.
    let pattern: DigitPattern
    /// The template, with `\1`, `\2`, ... for the groups (for example `\1 \2-\3`).
    let format: String
    /// The most detailed leading-digits pattern (prefix match); nil when any number fits.
    let leadingDigits: DigitPattern?
    /// The national-prefix rule for the first group in national format, such as `0\1`.
    let nationalPrefixFormattingRule: String?
    /// Whether the national prefix may be left out when formatting nationally.
    let nationalPrefixIsOptionalWhenFormatting: Bool
    /// The domestic carrier code rule, such as `0$CC \1` (kept for completeness).
    let domesticCarrierCodeFormattingRule: String?

    /// Whether this rule applies to the national significant number `digits`.
    func applies(to digits: [UInt8]) -> Bool {
        if let leadingDigits, leadingDigits.prefixMatchLength(digits) == nil { return false }
        return pattern.matchesFully(digits)
    }
}
