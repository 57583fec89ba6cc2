/// Turning the characters of a number into ASCII digits.
extension PhoneNumberParser {
    /// libphonenumber's `normalize`: with three or more ASCII letters, the text is a vanity
    /// number and letters become keypad digits (other characters, even non-ASCII digits,
    /// are dropped, as libphonenumber does); otherwise every decimal digit of any script
    /// is kept as its ASCII digit and everything else dropped.
    static func normalizedDigits(_ text: ScalarSlice, into storage: UnsafeMutableBufferPointer<UInt8>) -> Int {
        // At most one digit per scalar: `storage` holds at least `text.count` bytes.
        precondition(storage.count >= text.count)
        // The digits of every script, counting ASCII letters on the way (one pass over a
        // text without letters); with three letters or more, again as a vanity number.
        var count = 0
        var letterCount = 0
        for scalar in text {
            if let digit = PhoneCharacters.digitValue(scalar) {
                storage[count] = digit + 0x30
                count += 1
            } else if PhoneCharacters.isASCIILetter(scalar) {
                letterCount += 1
            }
        }
        if letterCount >= 3 {
            count = 0
            for scalar in text {
                if scalar.value &- 0x30 < 10 {
                    storage[count] = UInt8(truncatingIfNeeded: scalar.value)
                    count += 1
                } else if let digit = PhoneCharacters.keypadDigit(forLetter: scalar) {
                    storage[count] = digit + 0x30
                    count += 1
                }
            }
        }
        return count
    }

    /// `normalizedDigits(_:into:)` as an array.
    static func normalizedDigits(_ text: ScalarSlice) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: text.count) { buffer, count in
            count = normalizedDigits(text, into: buffer)
        }
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
