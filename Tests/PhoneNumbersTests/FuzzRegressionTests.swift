import PhoneNumbers
import Testing

/// Inputs the fuzzer found (Scripts/fuzz.sh phones), kept so the bugs stay fixed.
@Suite struct FuzzRegressionTests {
    /// Found as a libFuzzer timeout: a field with 53 `/` and `|` separators made the
    /// two-numbers check try every way of splitting it (exponential work).
    static let manySeparators =
        " 00/ 550100 000// 0/ 550100 /0/0/ 550100 000// 0/ 55010 //00/ 0550100/ 550100 /0/0/ 55010550 / ||||5/0550|5/01 /9550 / |||/ 550100/ 550100 /0/0/ 55010550 / ||||5/0550|5/01 /9550 / ||||5/0550|5/01 /9"

    @Test(arguments: ["US", "DE", "GB", "JP", "BR"])
    func fieldWithManySeparatorsReturnsAtOnce(_ region: String) {
        // Before the fix this did not return in any useful time; now it is a plain failure
        // to read one number (too many separators to be a list of numbers).
        #expect(throws: PhoneNumberParseError.self) {
            try PhoneNumberParser(defaultRegion: region).parse(Self.manySeparators)
        }
    }

    @Test func listsOfNumbersAreStillFound() throws {
        let parser = PhoneNumberParser(defaultRegion: "US")
        #expect(throws: PhoneNumberParseError.twoNumbers) {
            try parser.parse("(415) 555-0123 / (415) 555-0199 / (415) 555-0142")
        }
        // Twelve numbers, each one a separate segment: answered without trying every split.
        let twelve = (0..<12).map { "415 555 01\(10 + $0)" }.joined(separator: " | ")
        #expect(throws: PhoneNumberParseError.twoNumbers) { try parser.parse(twelve) }
    }
}
