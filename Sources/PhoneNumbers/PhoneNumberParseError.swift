/// Why `PhoneNumberParser.parse(_:)` could not read a phone number.
///
/// Its `rawValue` is the stable identifier diagnostics and `contactkit phones --tsv` print
/// (`not-a-number`, `too-long`, ...), as ``PhoneNumberProblem``'s is for a number that was
/// read but is not valid: `PhoneNumberParseError(rawValue: "two-numbers")` gives the case back.
public enum PhoneNumberParseError: String, Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The text does not look like a phone number (fewer than three digits, or
    /// characters that do not belong in one).
    case notANumber = "not-a-number"
    /// The number starts with `+` or an international prefix, but the digits after it
    /// are not a known country calling code.
    case invalidCountryCode = "invalid-country-code"
    /// The number is not in international form and the parser has no (valid) default
    /// region to read it in.
    case missingDefaultRegion = "missing-default-region"
    /// After the international prefix there are too few digits for a number.
    case tooShortAfterInternationalPrefix = "too-short-after-international-prefix"
    /// The national number has fewer than two digits.
    case tooShort = "too-short"
    /// The national number has more than 17 digits, or the text is over 250 characters.
    case tooLong = "too-long"
    /// The text holds two numbers (such as `555-0100 / 555-0199`); they are not glued
    /// together into one.
    case twoNumbers = "two-numbers"

    /// A sentence for people, saying what is wrong.
    public var message: String {
        switch self {
        case .notANumber:
            "The text does not look like a phone number."
        case .invalidCountryCode:
            "The country calling code after '+' or the international prefix is not known."
        case .missingDefaultRegion:
            "The number is not in international format (+ and country code) and no valid default region was given."
        case .tooShortAfterInternationalPrefix:
            "There are too few digits after the international prefix to be a phone number."
        case .tooShort:
            "The number has too few digits to be a phone number."
        case .tooLong:
            "The number has too many digits to be a phone number."
        case .twoNumbers:
            "The text contains two phone numbers; split them before parsing."
        }
    }

    public var description: String { message }
}
