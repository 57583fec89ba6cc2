import Testing
import PhoneNumbers

/// Why parsing fails, and numbers that parse but are not valid (`112`).
@Suite("Parse failures")
struct FailureTests {
    static let failures: [FailureCase] = [
        FailureCase("US", "", .notANumber),
        FailureCase("US", "n/a", .notANumber),
        FailureCase("US", "call me", .notANumber),
        FailureCase("US", "1", .notANumber),
        FailureCase("US", "tel:1234;phone-context=", .notANumber),
        FailureCase("US", "+999 123 4567", .invalidCountryCode),
        FailureCase(nil, "+0 123 4567", .invalidCountryCode),
        FailureCase(nil, "020 7946 0958", .missingDefaultRegion),
        FailureCase("XX", "020 7946 0958", .missingDefaultRegion),
        FailureCase("GB", "00 44", .tooShortAfterInternationalPrefix),
        FailureCase("US", "+1 2", .notANumber),
        FailureCase("US", "011 12", .tooShortAfterInternationalPrefix),
        FailureCase("DE", "+49 1", .tooShort),
        FailureCase("DE", "0049 1", .tooShort),
        FailureCase("US", "1234567890123456789", .tooLong),
        FailureCase("US", String(repeating: "1", count: 251), .tooLong),
        FailureCase("US", "555-0100 / 555-0199", .twoNumbers),
        FailureCase("GB", "020 7946 0958 or 07700 900123", .twoNumbers),
        FailureCase("FR", "01 23 45 67 89, 06 12 34 56 78", .twoNumbers),
        FailureCase("US", "415-555-0123; 415-555-0199", .twoNumbers),
        FailureCase("DE", "030 1234567 / 0171 1234567 / 040 123456", .twoNumbers),
    ]

    @Test("Failure reasons", arguments: failures)
    func failureReasons(_ row: FailureCase) {
        #expect(throws: row.error) { try PhoneNumberParser(defaultRegion: row.region).parse(row.input) }
    }

    @Test("Every failure has a code and a message", arguments: PhoneNumberParseError.allCases)
    func failureMessages(_ error: PhoneNumberParseError) {
        #expect(!error.message.isEmpty)
        #expect(error.message.hasSuffix("."))
        #expect(error.rawValue.allSatisfy { $0.isLowercase || $0 == "-" })
        #expect(error.description == error.message)
    }

    /// The identifier is typed both ways, as ``PhoneNumberProblem``'s: the case from the
    /// word `phones --tsv` prints, and the same words as before they were raw values.
    @Test func failureIdentifiersAreRawValues() {
        #expect(PhoneNumberParseError(rawValue: "two-numbers") == .twoNumbers)
        #expect(PhoneNumberParseError(rawValue: "no-such-reason") == nil)
        #expect(PhoneNumberParseError.allCases.map(\.rawValue) == [
            "not-a-number", "invalid-country-code", "missing-default-region",
            "too-short-after-international-prefix", "too-short", "too-long", "two-numbers",
        ])
        // A parse failure and a validity problem that mean the same carry the same word.
        #expect(PhoneNumberParseError.tooShort.rawValue == PhoneNumberProblem.tooShort.rawValue)
        #expect(PhoneNumberParseError.tooLong.rawValue == PhoneNumberProblem.tooLong.rawValue)
    }

    /// One number with a slash or a second extension is not "two numbers".
    @Test("A slash inside one number is not two numbers", arguments: [
        ParsingCase("DE", "030 / 1234567", "+49301234567"),
        ParsingCase("DE", "0211/123456", "+49211123456"),
        ParsingCase("US", "(530) 583-6985 x302/x2303", "+15305836985", extension: "302"),
        ParsingCase("US", "415 555 0123, ext. 5", "+14155550123", extension: "5"),
    ])
    func slashInOneNumber(_ row: ParsingCase) { expectParses(row) }

    /// Emergency and other short numbers parse (as libphonenumber does) but are not
    /// valid, so a normalizer keeps them as typed. (German 112 even has a possible length:
    /// the local-only length of a subscriber number.)
    @Test("112 and other short numbers parse but are not valid", arguments: [
        ("DE", "112", "+49112", true), ("GB", "999", "+44999", false), ("US", "911", "+1911", false),
        ("FR", "15", "+3315", false), ("IT", "112", "+39112", false),
    ])
    func shortNumbers(_ region: String, _ input: String, _ e164: String, _ possible: Bool) throws {
        let number = try PhoneNumberParser(defaultRegion: region).parse(input)
        #expect(number.formatted(.e164) == e164)
        #expect(!number.isValid)
        #expect(number.isPossible == possible)
        #expect(number.type == .unknown)
    }
}
