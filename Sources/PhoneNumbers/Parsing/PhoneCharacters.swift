/// Character classes used when reading phone numbers, on Unicode scalars.
///
/// They follow libphonenumber's definitions (digits are any Unicode decimal digit; its
/// "valid punctuation" set), plus a few separators libphonenumber does not accept but
/// people type (thin and other Unicode spaces, tabs, small dashes), which the parser turns
/// into plain spaces or hyphens first.
enum PhoneCharacters {
    /// The value of a decimal digit in any script (ASCII, full-width, Arabic-Indic,
    /// Extended Arabic-Indic, Devanagari, Bengali, Thai, ...), or nil.
    @inline(__always)
    static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if value &- 0x30 < 10 { return UInt8(truncatingIfNeeded: value &- 0x30) }
        if value < 0x660 { return nil }
        if value < 0x1C5A {
            // Arabic-Indic to Ol Chiki: the digits of most scripts, from a table.
            let digit = middleRangeDigits[Int(value &- 0x660)]
            return digit < 10 ? digit : nil
        }
        if value &- 0xFF10 < 10 { return UInt8(truncatingIfNeeded: value &- 0xFF10) }
        // No script has decimal digits between Ol Chiki (U+1C50-1C59) and Vai (U+A620):
        // the dashes, spaces and CJK punctuation people type skip the property look-up.
        if value < 0xA620 { return nil }
        let properties = scalar.properties
        guard properties.numericType == .decimal, let numeric = properties.numericValue else {
            return nil
        }
        return UInt8(numeric)
    }

    /// The digit value of each scalar from U+0660 to U+1C59 (0xFF: not a decimal digit),
    /// taken once from the standard library's Unicode properties: a table look-up instead
    /// of a property look-up for the Arabic, Indic, Thai, ... digits people type.
    static let middleRangeDigits: [UInt8] = (UInt32(0x660)..<0x1C5A).map { value in
        guard let scalar = Unicode.Scalar(value), scalar.properties.numericType == .decimal,
              let numeric = scalar.properties.numericValue else { return 0xFF }
        return UInt8(numeric)
    }

    /// Whether the scalar is a decimal digit in any script.
    @inline(__always)
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        digitValue(scalar) != nil
    }

    /// `+` or the full-width plus `＋`.
    @inline(__always)
    static func isPlus(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2B || scalar.value == 0xFF0B
    }

    /// An ASCII letter (libphonenumber's "valid alpha" for vanity numbers).
    @inline(__always)
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value | 0x20) &- 0x61 < 26
    }

    /// libphonenumber's valid punctuation: dashes, spaces, dots, slashes, brackets,
    /// tildes and `x` (a placeholder for carrier codes), with full-width forms.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x78, 0x58, 0x20, 0x28, 0x29, 0x2E, 0x5B, 0x5D, 0x2F, 0x7E: true
        case 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D...0xFF0F: true
        case 0x00A0, 0x00AD, 0x200B, 0x2060, 0x3000, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D: true
        case 0x2053, 0x223C, 0xFF5E: true
        default: false
        }
    }

    /// A hyphen or dash (ASCII, Unicode dashes, minus sign, full-width hyphen-minus).
    static func isDash(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2010...0x2015, 0x2212, 0xFF0D: true
        default: false
        }
    }

    /// A letter or a number in the Unicode sense (Python's `\w` without `_`).
    static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return value &- 0x30 < 10 || isASCIILetter(scalar)
        }
        let properties = scalar.properties
        if properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return true
        default:
            return false
        }
    }

    /// A letter in any script.
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIILetter(scalar) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return true
        default:
            return false
        }
    }

    /// What the parser replaces a separator libphonenumber does not know with, if anything:
    /// Unicode spaces (thin, narrow no-break, figure, en, em, ...) and tabs become a space,
    /// small dashes a hyphen.
    static func replacementForExtraSeparator(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x09, 0x0B, 0x0C, 0x1680, 0x2000...0x200A, 0x202F, 0x205F: " "
        case 0xFE58, 0xFE63: "-"
        default: nil
        }
    }

    /// The keypad digit of an ASCII letter (ITU E.161: ABC → 2, ..., WXYZ → 9).
    static func keypadDigit(forLetter scalar: Unicode.Scalar) -> UInt8? {
        var value = scalar.value
        // The two non-ASCII letters whose upper case is an ASCII letter (Python's `upper()`).
        if value == 0x131 { value = 0x49 } else if value == 0x17F { value = 0x53 }
        let index = Int((value | 0x20) &- 0x61)
        guard value < 0x80, index >= 0, index < 26 else { return nil }
        return keypad[index]
    }

    private static let keypad: [UInt8] = [
        2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9,
    ]

    /// Folds the letters that occur in extension labels to lower case (ASCII, Cyrillic,
    /// full-width Latin, `Ó`).
    static func lowercased(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x410...0x42F, 0xFF21...0xFF3A: return value + 0x20
        case 0xD3: return 0xF3
        default: return value
        }
    }
}
