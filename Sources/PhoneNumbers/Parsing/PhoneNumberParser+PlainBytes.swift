/// Reading a plain ASCII text (digits, spaces, brackets, `+`, `-`, `.`: what most numbers
/// typed are) straight from its bytes: the steps `parse` takes for such a text, without
/// widening it to scalars and walking it once per step.
extension PhoneNumberParser {
    /// Whether `bytes`, widened as `widenASCII` widens them, are `isPlain(_:)`: ASCII digits,
    /// space, `(`, `)`, `+`, `-` and `.`, and with `replacingExtraSeparators` also tab,
    /// vertical tab and form feed (which become spaces).
    static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>, replacingExtraSeparators: Bool) -> Bool {
        for byte in bytes where !isPlainValue(UInt32(byte)) {
            guard replacingExtraSeparators, byte &- 0x09 < 4, byte != 0x0A else { return false }
        }
        return true
    }

    /// `parse(utf8:)` of a text for which `isPlainASCII` holds: the same number or error.
    ///
    /// The steps of `parseLikeLibphonenumber` for a plain text: the number runs from the
    /// first digit or `+` to the last digit; it is viable with two digits, or three digits
    /// among punctuation after the leading `+` signs and no `+` after them; its digits are
    /// all its ASCII digits (a plain text has no letters); then country code, national
    /// prefix and lengths as for any text.
    func parsePlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) throws(PhoneNumberParseError) -> PhoneNumber {
        func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
        let plus = UInt8(ascii: "+")
        var start = 0
        while start < bytes.count, bytes[start] != plus, !isDigit(bytes[start]) { start += 1 }
        var end = bytes.count
        while end > start, !isDigit(bytes[end - 1]) { end -= 1 }
        // The viability check.
        let length = end - start
        guard length >= 2 else { throw .notANumber }
        if length == 2 {
            guard isDigit(bytes[start]), isDigit(bytes[start + 1]) else { throw .notANumber }
        } else {
            var index = start
            while index < end, bytes[index] == plus { index += 1 }
            var digitCount = 0
            while index < end, digitCount < 3 {
                // Every plain byte but `+` is a digit or punctuation.
                if isDigit(bytes[index]) { digitCount += 1 } else if bytes[index] == plus { throw .notANumber }
                index += 1
            }
            guard digitCount == 3 else { throw .notANumber }
            while index < end {
                if bytes[index] == plus { throw .notANumber }
                index += 1
            }
        }
        let startsWithPlus = bytes[start] == plus
        if defaultMetadata == nil && !startsWithPlus { throw .missingDefaultRegion }

        let capacity = DigitRoom.capacity(forScalars: length)
        let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            Result { () throws(PhoneNumberParseError) in
                try parsePlainDigits(
                    bytes[start..<end], startsWithPlus: startsWithPlus, room: DigitRoom(buffer, scalarCount: length))
            }
        }
        return try outcome.get()
    }

    /// `parsePlainASCII` once the number is found (`text`) and viable: its digits,
    /// country code, national prefix and lengths.
    private func parsePlainDigits(
        _ text: Slice<UnsafeBufferPointer<UInt8>>, startsWithPlus: Bool, room: DigitRoom
    ) throws(PhoneNumberParseError) -> PhoneNumber {
        var count = 0
        for byte in text where byte &- 0x30 < 10 {
            room.storage[count] = byte
            count += 1
        }
        var countryCode: Int
        var nationalDigits: DigitSlice
        do {
            (countryCode, nationalDigits) = try Self.extractCountryCode(
                digitCount: count, afterPlus: startsWithPlus, metadata: defaultMetadata, digits: room)
        } catch .invalidCountryCode where startsWithPlus {
            // The same digits, read as if the text had no plus sign.
            (countryCode, nationalDigits) = try Self.extractCountryCode(
                digitCount: count, afterPlus: false, metadata: defaultMetadata, digits: room)
            if countryCode == 0 { throw .invalidCountryCode }
        }
        return try number(countryCode: countryCode, nationalDigits: nationalDigits, extensionDigits: nil, room: room)
    }
}
