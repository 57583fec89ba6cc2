import ContactModel

extension VCardDate {
    /// Appends ``format(_:version:)``'s 4.0 text of a date without a time (`19840816`,
    /// `--1001`) to `output`, its digits written straight in: the strings of the parts
    /// and their concatenations cost about 1,400 instructions a birthday. False, with
    /// nothing written, for a date with a time or a part whose digits are not the plain
    /// ones the padding gives (a year beyond 0...9999, a month or day beyond 0...99).
    static func appendBasicForm(_ date: PartialDate, to output: inout VCardByteBuffer) -> Bool {
        guard date.time == nil else { return false }
        if let year = date.year, !(0...9999).contains(year) { return false }
        if let month = date.month, !(0...99).contains(month) { return false }
        if let day = date.day, !(0...99).contains(day) { return false }
        switch (date.year, date.month, date.day) {
        case let (year?, month?, day?):
            appendDigits(year, 4, to: &output)
            appendDigits(month, 2, to: &output)
            appendDigits(day, 2, to: &output)
        case let (year?, month?, nil):
            appendDigits(year, 4, to: &output)
            output.append(UInt8(ascii: "-"))
            appendDigits(month, 2, to: &output)
        case let (year?, nil, nil):
            appendDigits(year, 4, to: &output)
        case let (nil, month?, day?):
            output.append(UInt8(ascii: "-"), UInt8(ascii: "-"))
            appendDigits(month, 2, to: &output)
            appendDigits(day, 2, to: &output)
        case let (nil, month?, nil):
            output.append(UInt8(ascii: "-"), UInt8(ascii: "-"))
            appendDigits(month, 2, to: &output)
        case let (nil, nil, day?):
            output.append(UInt8(ascii: "-"), UInt8(ascii: "-"))
            output.append(UInt8(ascii: "-"))
            appendDigits(day, 2, to: &output)
        case let (year?, nil, day?):
            appendDigits(year, 4, to: &output)
            output.append(UInt8(ascii: "-"), UInt8(ascii: "-"))
            output.append(UInt8(ascii: "-"))
            appendDigits(day, 2, to: &output)
        case (nil, nil, nil):
            break
        }
        return true
    }

    /// `value` (0 up to 10^width - 1) in `width` decimal digits, zeros in front.
    private static func appendDigits(_ value: Int, _ width: Int, to output: inout VCardByteBuffer) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
