/// A parsed telephone number: country calling code, national significant number and
/// optional extension.
///
/// Create one with `PhoneNumberParser`, or directly from its parts. Two numbers are equal
/// when their country code, national number and extension are equal, so
/// `parse("020 7946 0958")` in GB equals `parse("+44 20 7946 0958")`.
///
/// ```swift
/// let number = try PhoneNumberParser(defaultRegion: "GB").parse("020 7946 0958")
/// number.formatted(.e164)          // "+442079460958"
/// number.formatted(.international) // "+44 20 7946 0958"
/// ```
public struct PhoneNumber: Sendable, Hashable, Codable {
    /// The country calling code, such as 1 or 44.
    public var countryCode: Int
    /// The national significant number as ASCII digits, without the national (trunk)
    /// prefix. A leading zero that belongs to the number is kept, as in Italy
    /// (`+39 06 1234 5678` has national number `0612345678`).
    public var nationalNumber: String
    /// The extension digits, if any (`"123"` for `... ext. 123`).
    public var `extension`: String?

    /// Creates a number from its parts; `nationalNumber` should contain only ASCII digits.
    public init(countryCode: Int, nationalNumber: String, extension: String? = nil) {
        self.countryCode = countryCode
        self.nationalNumber = nationalNumber
        self.extension = `extension`
    }

    /// Whether the national number starts with a zero that is part of the number (Italy,
    /// and a few non-geographic numbers), which libphonenumber calls the "Italian leading zero".
    public var hasItalianLeadingZero: Bool {
        nationalNumber.utf8.count > 1 && nationalNumber.utf8.first == UInt8(ascii: "0")
    }

    /// The national number as bytes, for the metadata patterns.
    var nationalDigits: [UInt8] { Array(nationalNumber.utf8) }

    /// Runs `body` over the national number's bytes, without copying them when the string
    /// is stored contiguously (it always is for a number made by the parser).
    func withNationalDigits<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = nationalNumber.utf8.withContiguousStorageIfAvailable(body) { return result }
        return nationalDigits.withUnsafeBufferPointer(body)
    }
}

extension PhoneNumber: CustomStringConvertible {
    /// The E.164 form, with `;ext=` and the extension when there is one.
    public var description: String {
        formatted(.e164) + (`extension`.map { ";ext=" + $0 } ?? "")
    }
}
