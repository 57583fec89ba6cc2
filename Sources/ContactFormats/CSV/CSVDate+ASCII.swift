import ContactModel

extension CSVDate {
    /// ``parse(_:)`` for ASCII text, on its bytes: the same forms and results, without
    /// building substrings. (In ASCII every byte is a character, except CR LF, which no
    /// form below accepts as part of a number.)
    static func parseASCII(_ text: UnsafeBufferPointer<UInt8>) -> PartialDate? {
        let bytes = text[...]
        if bytes.contains(UInt8(ascii: "/")) { return parseMonthDayYear(bytes) }
        if bytes.contains(UInt8(ascii: " ")) { return parseDayMonthNameYear(bytes) }
        return parseISO(bytes)
    }

    typealias ASCIIText = Slice<UnsafeBufferPointer<UInt8>>

    private static func parseISO(_ text: ASCIIText) -> PartialDate? {
        var body = text
        var time: String? = nil
        if let tIndex = body.firstIndex(of: UInt8(ascii: "T")) {
            time = String(decoding: body[(tIndex + 1)...], as: UTF8.self)
            body = body[..<tIndex]
        }
        if body.starts(with: "---".utf8) {
            guard let day = digits(body.dropFirst(3)) else { return nil }
            return PartialDate(day: day, time: time)
        }
        if body.starts(with: "--".utf8) {
            let rest = body.dropFirst(2)
            let parts = rest.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            if parts.count == 2, let month = digits(parts[0]), let day = digits(parts[1]) {
                return PartialDate(month: month, day: day, time: time)
            }
            if parts.count == 1, rest.count == 4, let month = digits(rest.prefix(2)),
                let day = digits(rest.suffix(2))
            {
                return PartialDate(month: month, day: day, time: time)
            }
            if parts.count == 1, let month = digits(rest) { return PartialDate(month: month, time: time) }
            return nil
        }
        let parts = body.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            if body.count == 8, let year = digits(body.prefix(4)),
                let month = digits(body.dropFirst(4).prefix(2)), let day = digits(body.suffix(2))
            {
                return PartialDate(year: year, month: month, day: day, time: time)
            }
            if body.count == 4, let year = digits(body) { return PartialDate(year: year, time: time) }
            return nil
        case 2:
            guard let year = digits(parts[0]), let month = digits(parts[1]) else { return nil }
            return PartialDate(year: year, month: month, time: time)
        case 3:
            guard let year = digits(parts[0]), let month = digits(parts[1]), let day = digits(parts[2])
            else { return nil }
            return PartialDate(year: year, month: month, day: day, time: time)
        default:
            return nil
        }
    }

    private static func parseMonthDayYear(_ text: ASCIIText) -> PartialDate? {
        let datePart = text.split(separator: UInt8(ascii: " ")).first ?? text
        let parts = datePart.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard parts.count == 3, let month = integer(parts[0]), let day = integer(parts[1]),
            var year = integer(parts[2])
        else { return nil }
        if parts[2].count == 2 { year += year < 50 ? 2000 : 1900 }
        if month == 0 && day == 0 { return nil }
        return PartialDate(year: year == outlookNoYear ? nil : year, month: month, day: day)
    }

    private static func parseDayMonthNameYear(_ text: ASCIIText) -> PartialDate? {
        let parts = text.split(separator: UInt8(ascii: " "))
        guard parts.count == 3, let day = integer(parts[0]), let year = integer(parts[2]) else { return nil }
        let name = String(decoding: parts[1].prefix(3), as: UTF8.self).lowercased()
        guard let month = monthNames.firstIndex(of: name) else { return nil }
        return PartialDate(year: year, month: month + 1, day: day)
    }

    /// ASCII digits only, at least one, as `Int` reads them (nil past `Int.max`).
    private static func digits(_ text: ASCIIText) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return integer(text)
    }

    /// A decimal integer with an optional sign, as `Int(_:)` reads text.
    private static func integer(_ text: ASCIIText) -> Int? {
        var rest = text
        var isNegative = false
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            isNegative = sign == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        var value = 0
        for byte in rest {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (product, productOverflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) =
                isNegative ? product.subtractingReportingOverflow(digit) : product.addingReportingOverflow(digit)
            if productOverflow || sumOverflow { return nil }
            value = sum
        }
        return value
    }
}
