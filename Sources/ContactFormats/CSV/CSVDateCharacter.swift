/// What ``CSVDate`` reads dates from: the characters of text, or the bytes of ASCII text
/// (where every byte is a character, and reading needs no substrings).
protocol CSVDateCharacter: Equatable {
    static var dash: Self { get }
    static var slash: Self { get }
    static var space: Self { get }
    /// The `T` before a time.
    static var timeDesignator: Self { get }
    /// Whether this is one of the ASCII digits `0` to `9`.
    var isASCIIDigit: Bool { get }
    /// A decimal integer with an optional sign, as `Int(_:)` reads text.
    static func integer<Text: Collection<Self>>(_ text: Text) -> Int?
    static func string<Text: Collection<Self>>(_ text: Text) -> String
}

extension Character: CSVDateCharacter {
    static var dash: Character { "-" }
    static var slash: Character { "/" }
    static var space: Character { " " }
    static var timeDesignator: Character { "T" }
    var isASCIIDigit: Bool { isASCII && isNumber }
    static func integer<Text: Collection<Character>>(_ text: Text) -> Int? { Int(string(text)) }
    static func string<Text: Collection<Character>>(_ text: Text) -> String { String(text) }
}

extension UInt8: CSVDateCharacter {
    static var dash: UInt8 { UInt8(ascii: "-") }
    static var slash: UInt8 { UInt8(ascii: "/") }
    static var space: UInt8 { UInt8(ascii: " ") }
    static var timeDesignator: UInt8 { UInt8(ascii: "T") }
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    static func integer<Text: Collection<UInt8>>(_ text: Text) -> Int? {
        var rest = text[...]
        var isNegative = false
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            isNegative = sign == UInt8(ascii: "-")
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty else { return nil }
        var value = 0
        for byte in rest {
            guard byte.isASCIIDigit else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            let (product, productOverflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, sumOverflow) =
                isNegative ? product.subtractingReportingOverflow(digit) : product.addingReportingOverflow(digit)
            if productOverflow || sumOverflow { return nil }
            value = sum
        }
        return value
    }

    static func string<Text: Collection<UInt8>>(_ text: Text) -> String { String(decoding: text, as: UTF8.self) }
}
