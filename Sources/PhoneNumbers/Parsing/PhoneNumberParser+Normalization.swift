/// Turning the characters of a number into ASCII digits.
extension PhoneNumberParser {
    /// libphonenumber's `normalize`: with three or more ASCII letters, the text is a vanity
    /// number and letters become keypad digits (other characters, even non-ASCII digits,
    /// are dropped, as libphonenumber does); otherwise every decimal digit of any script
    /// is kept as its ASCII digit and everything else dropped.
    static func normalizedDigits(_ text: ScalarSlice) -> [UInt8] {
        var letterCount = 0
        for scalar in text where PhoneCharacters.isASCIILetter(scalar) {
            letterCount += 1
            if letterCount == 3 { break }
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(text.count)
        if letterCount >= 3 {
            for scalar in text {
                if scalar.value &- 0x30 < 10 {
                    digits.append(UInt8(truncatingIfNeeded: scalar.value))
                } else if let digit = PhoneCharacters.keypadDigit(forLetter: scalar) {
                    digits.append(digit + 0x30)
                }
            }
        } else {
            for scalar in text {
                if let digit = PhoneCharacters.digitValue(scalar) { digits.append(digit + 0x30) }
            }
        }
        return digits
    }

    /// The ASCII digits of `text`, dropping everything else.
    static func asciiDigits(_ text: ScalarSlice) -> String {
        var result = ""
        for scalar in text {
            if let digit = PhoneCharacters.digitValue(scalar) {
                result.unicodeScalars.append(Unicode.Scalar(digit + 0x30))
            }
        }
        return result
    }
}
