/// What is wrong with a number that was read but is not valid, and a sentence saying so.
extension PhoneNumber {
    /// Why the number is not valid, or nil when it is (``isValid``).
    ///
    /// Lengths are checked first, against the lengths of its country calling code (as
    /// libphonenumber's `isPossibleNumberWithReason`); a number of a possible full length
    /// that matches no pattern of its region is ``PhoneNumberProblem/invalidForRegion``.
    public var problem: PhoneNumberProblem? {
        if isValid { return nil }
        guard let metadata = MetadataStore.shared.metadata(forCountryCode: countryCode) else {
            return .invalidForRegion
        }
        switch PhoneNumberParser.checkLength(nationalNumber.utf8.count, metadata: metadata) {
        case .possible: return .invalidForRegion
        case .possibleLocalOnly: return .localOnly
        case .tooShort: return .tooShort
        case .tooLong: return .tooLong
        case .invalidLength: return .invalidLength
        }
    }

    /// The region a number of this country calling code is checked against: its own
    /// region when it has one, else the main region of the calling code (`US` for +1).
    var regionForMessages: String {
        if let regionCode { return regionCode }
        return MetadataStore.shared.metadata(forCountryCode: countryCode)?.regionCode ?? "+\(countryCode)"
    }

    /// A sentence for people saying why the number is not valid, naming the digit count
    /// and the lengths its country uses: "too long for a number of US (+1): 11 digits;
    /// numbers there have 10".
    public func message(for problem: PhoneNumberProblem) -> String {
        let region = regionForMessages
        let place = region == "+\(countryCode)" ? region : "\(region) (+\(countryCode))"
        let count = nationalNumber.utf8.count
        let digits = count == 1 ? "1 digit" : "\(count) digits"
        let lengths = MetadataStore.shared.metadata(forCountryCode: countryCode)?.general
            .map { " numbers there have " + Self.describe($0.possibleLengths) } ?? ""
        switch problem {
        case .tooShort: return "too short for a number of \(place): \(digits);" + lengths
        case .tooLong: return "too long for a number of \(place): \(digits);" + lengths
        case .invalidLength: return "not a length numbers of \(place) have: \(digits);" + lengths
        case .localOnly:
            return "a local number of \(place) without its area code (\(digits));" + lengths
        case .invalidForRegion:
            return "not a number of \(place): the length fits, but no \(region) number is numbered so"
        }
    }

    /// "10", "9 or 10", "5 to 8" (digits).
    static func describe(_ lengths: PossibleLengths) -> String {
        let values = (0..<64).filter(lengths.contains)
        guard let first = values.first, let last = values.last else { return "no fixed length" }
        if first == last { return "\(first)" }
        if values.count == last - first + 1, values.count > 2 { return "\(first) to \(last)" }
        return values.dropLast().map(String.init).joined(separator: ", ") + " or \(last)"
    }
}
