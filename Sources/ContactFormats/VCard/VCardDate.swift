import ContactModel

/// Reads and writes the date forms vCards carry: `1985-04-12`, `19850412`, `--04-12`,
/// `--0412`, `---12`, `1985-04`, `1985`, with an optional `T` time kept as written.
enum VCardDate {
    /// Parses a date value; nil when it is not a date at all (free text such as
    /// `circa 1800`). A well-formed but impossible date (`1980-02-30`) still parses:
    /// callers check ``PartialDate/isValidGregorianDate``.
    static func parse(_ text: String) -> PartialDate? {
        // ASCII with nothing to trim (nearly every date): read in place. A short value is a
        // small string, which has no storage to lend: its date part was copied to an array.
        var copy = text
        let inPlace: PartialDate?? = copy.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last, first > 32, first < 0x7F, last > 32, last < 0x7F,
                !bytes.contains(where: { $0 >= 0x80 })
            else { return nil }
            guard let t = bytes.firstIndex(where: { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }) else {
                return .some(parseDigits(bytes, time: nil))
            }
            guard t + 1 < bytes.count else { return .some(nil) }
            let time = String(decoding: UnsafeBufferPointer(rebasing: bytes[(t + 1)...]), as: UTF8.self)
            return .some(parseDigits(UnsafeBufferPointer(rebasing: bytes[..<t]), time: time))
        }
        if let inPlace { return inPlace }
        let trimmed = text.trimmingWhitespace()
        var datePart = Substring(trimmed)
        var time: String? = nil
        // In ASCII text a `T` byte is a `T` character; elsewhere it may carry a combining
        // mark, so look for it by character.
        let isASCII = trimmed.utf8.allSatisfy { $0 < 0x80 }
        let timeSeparator = isASCII
            ? trimmed.utf8.firstIndex { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") }
            : trimmed.firstIndex { $0 == "T" || $0 == "t" }
        if let t = timeSeparator {
            datePart = trimmed[..<t]
            let timeText = trimmed[trimmed.index(after: t)...]
            guard !timeText.isEmpty else { return nil }
            time = String(timeText)
        }
        return datePart.utf8.withContiguousStorageIfAvailable { parseDigits($0, time: time) }
            ?? Array(datePart.utf8).withUnsafeBufferPointer { parseDigits($0, time: time) }
    }

    /// ``parse(_:)`` of bytes that are a date part alone (digits and hyphens: no time and
    /// nothing around it); nil for any other bytes, as for text that is no date.
    static func parse(dateDigits bytes: UnsafeBufferPointer<UInt8>) -> PartialDate? {
        parseDigits(bytes, time: nil)
    }

    /// The date part (digits and hyphens, no time) of a date value, read in place.
    private static func parseDigits(_ bytes: UnsafeBufferPointer<UInt8>, time: String?) -> PartialDate? {
        // `1985-04-12` (most dates): its digits read where they must be, with no look for
        // hyphens first (``parseAnyDigits(_:time:)`` gives the same date; a test compares).
        if bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = fourDigits(bytes, at: 0), let month = twoDigits(bytes, at: 5),
            let day = twoDigits(bytes, at: 8)
        {
            return PartialDate(year: year, month: month, day: day, time: time)
        }
        return parseAnyDigits(bytes, time: time)
    }

    /// ``parseDigits(_:time:)`` of any date part, every form looked for.
    static func parseAnyDigits(_ bytes: UnsafeBufferPointer<UInt8>, time: String?) -> PartialDate? {
        let count = bytes.count
        guard count > 0 else { return nil }
        // Where the hyphens are: the date forms have at most two, after a leading `--`.
        var hyphens = 0
        var firstHyphen = -1
        var secondHyphen = -1
        for index in 0..<count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-") {
                if hyphens == 0 { firstHyphen = index } else if hyphens == 1 { secondHyphen = index }
                hyphens += 1
            } else if byte < 48 || byte > 57 {
                return nil
            }
        }
        /// The digits in `range` as a number; nil when the range is empty or has a hyphen.
        func number(_ range: Range<Int>) -> Int? {
            guard !range.isEmpty else { return nil }
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        var date = PartialDate(time: time)
        if count >= 3, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "-"), bytes[2] == UInt8(ascii: "-") {
            guard count == 5, let day = number(3..<5) else { return nil }
            date.day = day
            return date
        }
        if count >= 2, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "-") {
            let rest = count - 2
            if rest == 2, let month = number(2..<4) {  // --04
                date.month = month
            } else if rest == 4, let month = number(2..<4), let day = number(4..<6) {  // --0412
                date.month = month
                date.day = day
            } else if rest == 5, bytes[4] == UInt8(ascii: "-"),
                let month = number(2..<4), let day = number(5..<7)
            {  // --04-12
                date.month = month
                date.day = day
            } else {
                return nil
            }
            return date
        }
        switch hyphens {
        case 0:
            if count == 8 {  // 19850412
                date.year = number(0..<4)
                date.month = number(4..<6)
                date.day = number(6..<8)
            } else if count == 4 {  // 1985
                date.year = number(0..<4)
            } else if count == 6 {  // 198504 (basic year-month, seen in the wild)
                date.year = number(0..<4)
                date.month = number(4..<6)
            } else {
                return nil
            }
        case 1:  // 1985-04
            guard firstHyphen == 4, count - firstHyphen - 1 == 2 else { return nil }
            date.year = number(0..<4)
            date.month = number(5..<count)
        case 2:  // 1985-04-12
            let monthLength = secondHyphen - firstHyphen - 1
            let dayLength = count - secondHyphen - 1
            guard firstHyphen == 4, (1...2).contains(monthLength), (1...2).contains(dayLength)
            else { return nil }
            date.year = number(0..<4)
            date.month = number((firstHyphen + 1)..<secondHyphen)
            date.day = number((secondHyphen + 1)..<count)
        default:
            return nil
        }
        if date.year == nil && date.month == nil && date.day == nil { return nil }
        return date
    }

    /// The number the two ASCII digits at `index` make; nil when either is no digit.
    @inline(__always)
    private static func twoDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let tens = bytes[index] &- 48
        let ones = bytes[index + 1] &- 48
        guard tens < 10, ones < 10 else { return nil }
        return Int(tens) &* 10 &+ Int(ones)
    }

    /// The number the four ASCII digits at `index` make; nil when one is no digit.
    @inline(__always)
    private static func fourDigits(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard let high = twoDigits(bytes, at: index), let low = twoDigits(bytes, at: index + 2) else { return nil }
        return high &* 100 &+ low
    }

    /// Writes a date for `version`: 4.0 in RFC 6350's basic form (`19850412`, `--0412`,
    /// `1985-04`), 2.1 and 3.0 in the extended form (`1985-04-12`); a time after it in the
    /// version's form too (``VCardTime``).
    static func format(_ date: PartialDate, version: VCardVersion) -> String {
        formatted(date, version: version).text
    }

    /// ``format(_:version:)``, and whether a fraction of a second the time had was left out
    /// (4.0 times have none).
    static func formatted(_ date: PartialDate, version: VCardVersion) -> (text: String, droppedFraction: Bool) {
        var text: String
        if version == .v4_0 {
            switch (date.year, date.month, date.day) {
            case let (year?, month?, day?): text = pad(year, 4) + pad(month, 2) + pad(day, 2)
            case let (year?, month?, nil): text = pad(year, 4) + "-" + pad(month, 2)
            case let (year?, nil, nil): text = pad(year, 4)
            case let (nil, month?, day?): text = "--" + pad(month, 2) + pad(day, 2)
            case let (nil, month?, nil): text = "--" + pad(month, 2)
            case let (nil, nil, day?): text = "---" + pad(day, 2)
            case let (year?, nil, day?): text = pad(year, 4) + "---" + pad(day, 2)
            case (nil, nil, nil): text = ""
            }
        } else {
            switch (date.year, date.month, date.day) {
            case let (year?, month?, day?): text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
            case let (year?, month?, nil): text = pad(year, 4) + "-" + pad(month, 2)
            case let (year?, nil, nil): text = pad(year, 4)
            case let (nil, month?, day?): text = "--" + pad(month, 2) + "-" + pad(day, 2)
            case let (nil, month?, nil): text = "--" + pad(month, 2)
            case let (nil, nil, day?): text = "---" + pad(day, 2)
            case let (year?, nil, day?): text = pad(year, 4) + "---" + pad(day, 2)
            case (nil, nil, nil): text = ""
            }
        }
        guard let time = date.time else { return (text, false) }
        let (formattedTime, dropped) = VCardTime.formatted(time, for: version)
        return (text + "T" + formattedTime, dropped)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        let length = digits.utf8.count  // ASCII: one byte per character
        return length >= width ? digits : String(repeating: "0", count: width - length) + digits
    }
}
