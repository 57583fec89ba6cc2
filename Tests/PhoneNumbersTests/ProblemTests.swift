import Testing

@testable import PhoneNumbers

/// Why a number that parses is still not valid: the reason and its sentence.
@Suite struct ProblemTests {
    @Test(arguments: [
        ("US", "(201) 555-0123", nil),
        ("US", "(201) 577-62226", PhoneNumberProblem.tooLong),
        ("US", "999", .tooShort),
        ("US", "555-0123", .localOnly),
        ("US", "02 2106 7942", .invalidForRegion),
        ("NO", "22 12 34", .invalidLength),
        ("GB", "020 7946 0958", nil),
        ("DE", "112", .localOnly),
    ] as [(String, String, PhoneNumberProblem?)])
    func problems(_ region: String, _ input: String, _ expected: PhoneNumberProblem?) throws {
        let number = try PhoneNumberParser(defaultRegion: region).parse(input)
        #expect(number.problem == expected)
        #expect(number.isValid == (expected == nil))
        #expect(number.problem?.isPossible ?? false == (expected == .invalidForRegion))
    }

    @Test func messagesNameTheCountAndTheLengths() throws {
        let parser = PhoneNumberParser(defaultRegion: "US")
        let long = try parser.parse("(201) 577-62226")
        #expect(long.message(for: .tooLong) == "too long for a number of US (+1): 11 digits; numbers there have 10")
        let other = try parser.parse("02 2106 7942")
        #expect(other.message(for: .invalidForRegion).hasPrefix("not a number of US (+1): the length fits"))
        #expect(PhoneNumber.describe(PossibleLengths("9,10")) == "9 or 10")
        #expect(PhoneNumber.describe(PossibleLengths("5-8")) == "5 to 8")
        #expect(PhoneNumber.describe(PossibleLengths("5,8,12")) == "5, 8 or 12")
    }

    @Test func everyProblemHasAStableCode() {
        #expect(PhoneNumberProblem.allCases.map(\.rawValue) == [
            "too-short", "too-long", "invalid-length", "local-only", "invalid-for-region",
        ])
    }
}
