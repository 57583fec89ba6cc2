import Testing
import PhoneNumbers

/// `+`, international (exit) prefixes from the metadata, and country codes.
@Suite("Parsing international numbers")
struct InternationalParsingTests {
    static let prefixes: [ParsingCase] = [
        ParsingCase("US", "011 44 20 7946 0958", "+442079460958", "US exit prefix 011"),
        ParsingCase("GB", "00 1 415 555 0123", "+14155550123", "00 in the UK"),
        ParsingCase("DE", "0049 30 1234567", "+49301234567", "own country code after 00"),
        ParsingCase("AU", "0011 44 20 7946 0958", "+442079460958", "Australia 0011"),
        ParsingCase("RU", "810 44 20 7946 0958", "+442079460958", "Russia 810"),
        ParsingCase("JP", "010 1 415 555 0123", "+14155550123", "Japan 010"),
        ParsingCase("BR", "0021 1 415 555 0123", "+14155550123", "Brazil 00 + carrier 21"),
        ParsingCase("FI", "990 44 20 7946 0958", "+442079460958", "Finland 990"),
        ParsingCase(nil, "+44 20 7946 0958", "+442079460958", "no default region needed"),
        ParsingCase("US", "＋44 20 7946 0958", "+442079460958", "full-width plus"),
        ParsingCase("US", "++44 20 7946 0958", "+442079460958", "repeated plus"),
        ParsingCase("FR", "+800 1234 5678", "+80012345678", "non-geographic +800"),
        ParsingCase("US", "+1 415 555 0123", "+14155550123"),
        ParsingCase("US", "1 415 555 0123", "+14155550123", "own country code without +"),
    ]

    @Test("International prefixes per region", arguments: prefixes)
    func internationalPrefixes(_ row: ParsingCase) { expectParses(row) }

    /// `00` is not an international prefix in the US: the digits are read as a national
    /// number (and the result is not a valid number).
    @Test("00 is not an international prefix in the US")
    func doubleZeroInTheUnitedStates() throws {
        let number = try PhoneNumberParser(defaultRegion: "US").parse("00 44 20 7946 0958")
        #expect(number.countryCode == 1)
        #expect(number.formatted(.e164) == "+100442079460958")
        #expect(!number.isValid)
        let british = try PhoneNumberParser(defaultRegion: "GB").parse("00 44 20 7946 0958")
        #expect(british.formatted(.e164) == "+442079460958")
    }

    @Test("A zero after the exit prefix is not a country code")
    func zeroAfterInternationalPrefix() throws {
        // 011 followed by 0 is not an international call in the US.
        let number = try PhoneNumberParser(defaultRegion: "US").parse("011 0123 4567")
        #expect(number.countryCode == 1)
    }
}
