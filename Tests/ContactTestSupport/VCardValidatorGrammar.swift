import ContactFormats

/// The value grammars the checker needs, one function each: dates and times of both
/// versions, timestamps, UTC offsets, URIs (RFC 3986, with RFC 2397 `data:`, RFC 3966 `tel:`
/// and RFC 5870 `geo:`), numbers, booleans, language tags and base64.
enum VCardValidatorGrammar {
    // MARK: 4.0 dates and times (RFC 6350 §4.3, with erratum 3484)

    /// `date = year [month day] / year "-" month / "--" month [day] / "--" "-" day`.
    static func isDate4(_ text: Substring) -> Bool {
        let b = Array(text.utf8)
        if b.count == 8, allDigits(b) { return isCalendarDate(year: num(b, 0, 4), month: num(b, 4, 2), day: num(b, 6, 2)) }
        if b.count == 4, allDigits(b) { return true }
        if b.count == 7, b[4] == dash, allDigits(b[0..<4]), allDigits(b[5...]) { return (1...12).contains(num(b, 5, 2)) }
        if b.count == 4, b[0] == dash, b[1] == dash, allDigits(b[2...]) { return (1...12).contains(num(b, 2, 2)) }
        if b.count == 6, b[0] == dash, b[1] == dash, allDigits(b[2...]) {
            return isCalendarDate(year: nil, month: num(b, 2, 2), day: num(b, 4, 2))
        }
        if b.count == 5, b[0] == dash, b[1] == dash, b[2] == dash, allDigits(b[3...]) { return (1...31).contains(num(b, 3, 2)) }
        return false
    }

    /// `date-noreduc = year month day / "--" month day / "--" "-" day`.
    static func isDateNoReduc4(_ text: Substring) -> Bool {
        let count = text.utf8.count
        return (count == 8 && !text.hasPrefix("-")) || (count == 6 && text.hasPrefix("--") && !text.hasPrefix("---"))
            || (count == 5 && text.hasPrefix("---")) ? isDate4(text) : false
    }

    /// `time = hour [minute [second]] [zone] / "-" minute [second] / "-" "-" second`;
    /// `notrunc`: the first form only.
    static func isTime4(_ text: Substring, notrunc: Bool = false) -> Bool {
        let b = Array(text.utf8)
        if b.first == dash {
            guard !notrunc else { return false }
            if b.count >= 2, b[1] == dash { return b.count == 4 && allDigits(b[2...]) && num(b, 2, 2) <= 60 }
            return (b.count == 3 || b.count == 5) && allDigits(b[1...]) && num(b, 1, 2) <= 59
                && (b.count == 3 || num(b, 3, 2) <= 60)
        }
        var digitCount = 0
        while digitCount < b.count, isDigit(b[digitCount]) { digitCount += 1 }
        guard [2, 4, 6].contains(digitCount), num(b, 0, 2) <= 23,
            digitCount < 4 || num(b, 2, 2) <= 59, digitCount < 6 || num(b, 4, 2) <= 60
        else { return false }
        let zone = b[digitCount...]
        return zone.isEmpty || zone.elementsEqual("Z".utf8) || isUTCOffset4(Substring(decoding: zone, as: UTF8.self))
    }

    /// `utc-offset = sign hour [minute]`.
    static func isUTCOffset4(_ text: Substring) -> Bool {
        let b = Array(text.utf8)
        guard b.count == 3 || b.count == 5, b[0] == plus || b[0] == dash, allDigits(b[1...]) else { return false }
        return num(b, 1, 2) <= 23 && (b.count == 3 || num(b, 3, 2) <= 59)
    }

    /// `date-time = date-noreduc "T" time-notrunc`.
    static func isDateTime4(_ text: Substring) -> Bool {
        guard let t = text.firstIndex(of: "T") else { return false }
        return isDateNoReduc4(text[..<t]) && isTime4(text[text.index(after: t)...], notrunc: true)
    }

    /// `date-and-or-time = date-time / date / "T" time`.
    static func isDateAndOrTime4(_ text: Substring) -> Bool {
        if text.hasPrefix("T") { return isTime4(text.dropFirst()) }
        return text.contains("T") ? isDateTime4(text) : isDate4(text)
    }

    /// `timestamp = date-complete "T" time-complete` (`19961022T140000Z`, no fraction).
    static func isTimestamp4(_ text: Substring) -> Bool {
        guard let t = text.firstIndex(of: "T") else { return false }
        let date = text[..<t]
        let time = text[text.index(after: t)...]
        let digits = time.utf8.prefix { isDigit($0) }.count
        return date.utf8.count == 8 && isDate4(date) && digits == 6 && isTime4(time, notrunc: true)
    }

    // MARK: 3.0 dates and times (RFC 2425 §5.8.4)

    /// `date = date-fullyear ["-"] date-month ["-"] date-mday`.
    static func isDate3(_ text: Substring) -> Bool {
        let b = Array(text.utf8)
        var digits: [UInt8] = []
        var index = 0
        for width in [4, 2, 2] {
            if width == 2, index < b.count, b[index] == dash { index += 1 }
            guard index + width <= b.count, allDigits(b[index..<(index + width)]) else { return false }
            digits += b[index..<(index + width)]
            index += width
        }
        return index == b.count && isCalendarDate(year: num(digits, 0, 4), month: num(digits, 4, 2), day: num(digits, 6, 2))
    }

    /// `time = time-hour [":"] time-minute [":"] time-second [time-secfrac] [time-zone]`.
    /// RFC 2425's ABNF gives `time-secfrac = "," 1*DIGIT` while its examples write
    /// `10:22:00.33`: both separators are taken.
    static func isTime3(_ text: Substring) -> Bool {
        let b = Array(text.utf8)
        var index = 0
        var parts: [Int] = []
        for part in 0..<3 {
            if part > 0, index < b.count, b[index] == colon { index += 1 }
            guard index + 2 <= b.count, allDigits(b[index..<(index + 2)]) else { return false }
            parts.append(num(b, index, 2))
            index += 2
        }
        guard parts[0] <= 23, parts[1] <= 59, parts[2] <= 60 else { return false }
        if index < b.count, b[index] == comma || b[index] == dot {
            index += 1
            let start = index
            while index < b.count, isDigit(b[index]) { index += 1 }
            guard index > start else { return false }
        }
        let zone = b[index...]
        if zone.isEmpty || zone.elementsEqual("Z".utf8) { return true }
        guard let sign = zone.first, sign == plus || sign == dash else { return false }
        let rest = Array(zone.dropFirst())
        let offset = rest.count == 5 && rest[2] == colon ? Array(rest[0..<2] + rest[3...]) : rest
        return offset.count == 4 && allDigits(offset) && num(offset, 0, 2) <= 23 && num(offset, 2, 2) <= 59
    }

    /// `date "T" time`.
    static func isDateTime3(_ text: Substring) -> Bool {
        guard let t = text.firstIndex(of: "T") else { return false }
        return isDate3(text[..<t]) && isTime3(text[text.index(after: t)...])
    }

    /// RFC 2426 `utc-offset-value = ("+" / "-") time-hour ":" time-minute`.
    static func isUTCOffset3(_ text: Substring) -> Bool {
        let b = Array(text.utf8)
        guard b.count == 6, b[0] == plus || b[0] == dash, b[3] == colon, allDigits(b[1..<3]), allDigits(b[4...])
        else { return false }
        return num(b, 1, 2) <= 23 && num(b, 4, 2) <= 59
    }

    // MARK: Numbers, booleans, language tags, base64

    /// `[sign] 1*DIGIT`.
    static func isInteger(_ text: Substring) -> Bool {
        let body = text.first == "+" || text.first == "-" ? text.dropFirst() : text
        return !body.isEmpty && allDigits(Array(body.utf8))
    }

    /// `[sign] 1*DIGIT ["." 1*DIGIT]`.
    static func isFloat(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, isInteger(parts[0]) else { return false }
        return parts.count == 1 || (!parts[1].isEmpty && allDigits(Array(parts[1].utf8)))
    }

    static func isBoolean(_ text: Substring) -> Bool {
        ["TRUE", "FALSE"].contains(text.uppercased())
    }

    /// A language tag as RFC 5646 spells one: subtags of 1 to 8 letters and digits joined by
    /// `-`, the first of 2 to 8 letters (or `x`/`i` for private and grandfathered tags).
    static func isLanguageTag(_ text: Substring) -> Bool {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        guard (2...8).contains(first.count) || ["x", "i"].contains(first.lowercased()) else { return false }
        return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// RFC 2045 base64 with its padding (RFC 2047's "B" encoding, which 3.0 binary values use).
    static func isBase64(_ text: Substring) -> Bool {
        let b = Array(text.utf8)
        guard !b.isEmpty, b.count % 4 == 0 else { return false }
        let padding = b.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return false }
        return b.dropLast(padding).allSatisfy { isAlphanumeric($0) || $0 == plus || $0 == UInt8(ascii: "/") }
    }

    // MARK: URIs

    /// A URI by RFC 3986's characters: a scheme, `:`, then only unreserved, reserved and
    /// percent-encoded characters (no space, no non-ASCII: an IRI is not a URI). `data:`,
    /// `tel:` and `geo:` URIs are checked by their own RFCs; nil when valid, else the reason.
    static func uriProblem(_ text: Substring) -> String? {
        guard let colon = text.firstIndex(of: ":") else { return "no scheme" }
        let scheme = text[..<colon]
        guard let first = scheme.utf8.first, isAlpha(first),
            scheme.utf8.allSatisfy({ isAlphanumeric($0) || $0 == plus || $0 == dash || $0 == dot })
        else { return "no scheme" }
        let rest = Array(text[text.index(after: colon)...].utf8)
        var index = 0
        while index < rest.count {
            let byte = rest[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < rest.count, isHex(rest[index + 1]), isHex(rest[index + 2]) else {
                    return "'%' not followed by two hex digits"
                }
                index += 3
                continue
            }
            guard isURIByte(byte) else {
                return byte >= 0x80 ? "a character that is not ASCII (percent-encode it)" : "the character \(printable(byte))"
            }
            index += 1
        }
        switch scheme.lowercased() {
        case "data": return dataURIProblem(Substring(decoding: rest, as: UTF8.self))
        case "tel": return telURIProblem(Substring(decoding: rest, as: UTF8.self))
        case "geo": return geoURIProblem(Substring(decoding: rest, as: UTF8.self))
        default: return nil
        }
    }

    /// RFC 2397: `[mediatype][;base64],data`.
    private static func dataURIProblem(_ rest: Substring) -> String? {
        guard let comma = rest.firstIndex(of: ",") else { return "data: URI without ','" }
        let header = rest[..<comma]
        if header.lowercased().hasSuffix(";base64") {
            let data = rest[rest.index(after: comma)...]
            return isBase64(data) ? nil : "data: URI whose base64 does not decode"
        }
        return nil
    }

    /// RFC 3966: a global number (`+` and digits, with `-` `.` `(` `)`) or a local one (digits,
    /// `*`, `#`, hex) with a `phone-context`, then `;name[=value]` parameters.
    private static func telURIProblem(_ rest: Substring) -> String? {
        let parts = rest.split(separator: ";", omittingEmptySubsequences: false)
        let number = parts[0]
        let separators: Set<Character> = ["-", ".", "(", ")"]
        if number.hasPrefix("+") {
            let body = number.dropFirst()
            guard body.contains(where: \.isNumber),
                body.allSatisfy({ ($0.isASCII && $0.isNumber) || separators.contains($0) })
            else { return "tel: global number with other than digits and - . ( )" }
        } else {
            guard number.contains(where: { $0.isHexDigit || $0 == "*" || $0 == "#" }),
                number.allSatisfy({ $0.isHexDigit || $0 == "*" || $0 == "#" || separators.contains($0) })
            else { return "tel: number with a character RFC 3966 does not allow" }
            guard parts.dropFirst().contains(where: { $0.lowercased().hasPrefix("phone-context=") }) else {
                return "tel: local number without phone-context"
            }
        }
        for parameter in parts.dropFirst() {
            let name = parameter.prefix { $0 != "=" }
            guard !name.isEmpty, name.utf8.allSatisfy({ isAlphanumeric($0) || $0 == dash }) else {
                return "tel: parameter \(String(parameter)) is not name[=value]"
            }
        }
        return nil
    }

    /// RFC 5870: `lat,lon[,alt]` then `;name[=value]` parameters.
    private static func geoURIProblem(_ rest: Substring) -> String? {
        let parts = rest.split(separator: ";", omittingEmptySubsequences: false)
        let coordinates = parts[0].split(separator: ",", omittingEmptySubsequences: false)
        // `num = [ "-" ] 1*DIGIT [ "." 1*DIGIT ]`: no `+`.
        guard (2...3).contains(coordinates.count), coordinates.allSatisfy({ !$0.hasPrefix("+") && isFloat($0) }) else {
            return "geo: URI whose coordinates are not numbers"
        }
        guard let latitude = Double(coordinates[0]), let longitude = Double(coordinates[1]),
            abs(latitude) <= 90, abs(longitude) <= 180
        else { return "geo: URI outside the globe" }
        return nil
    }

    // MARK: Characters

    static let dash = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let dot = UInt8(ascii: ".")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isAlpha(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || isAlpha(byte) }
    static func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }

    /// RFC 3986 unreserved and reserved characters.
    static func isURIByte(_ byte: UInt8) -> Bool {
        isAlphanumeric(byte) || "-._~:/?#[]@!$&'()*+,;=".utf8.contains(byte)
    }

    static func allDigits<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    /// The number of `count` digits at `offset`.
    static func num(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        bytes[offset..<(offset + count)].reduce(0) { $0 * 10 + Int($1 - 48) }
    }

    /// Whether the day exists in the month (of the year, when there is one).
    static func isCalendarDate(year: Int?, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        let lengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        if month == 2, let year, !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) { return day <= 28 }
        return day <= lengths[month - 1]
    }

    static func printable(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : "0x" + String(byte, radix: 16)
    }
}
