import Testing
import PhoneNumbers

/// National forms, trunk prefixes and the regions' rewrite rules.
@Suite("Parsing national numbers")
struct NationalParsingTests {
    static let northAmerica: [ParsingCase] = [
        ParsingCase("US", "(415) 555-0123", "+14155550123"),
        ParsingCase("US", "415.555.0123", "+14155550123"),
        ParsingCase("US", "1-415-555-0123", "+14155550123", "trunk prefix 1"),
        ParsingCase("US", "14155550123", "+14155550123"),
        ParsingCase("CA", "416 555 0199", "+14165550199"),
        ParsingCase("US", "+1 (416) 555-0199", "+14165550199", "Canadian number typed in the US"),
        ParsingCase("JM", "876 555 0123", "+18765550123"),
        ParsingCase("BS", "323 4567", "+12423234567", "Bahamas: 7 digits get area code 242"),
    ]

    static let britainAndCrownDependencies: [ParsingCase] = [
        ParsingCase("GB", "020 7946 0958", "+442079460958"),
        ParsingCase("GB", "020-7946-0958", "+442079460958"),
        ParsingCase("GB", "07700 900123", "+447700900123"),
        ParsingCase("GB", "+44 (0)20 7946 0958", "+442079460958", "+44 (0)"),
        ParsingCase("US", "+44 (0)20 7946 0958", "+442079460958", "+44 (0) from abroad"),
        ParsingCase("GB", "+44 (0) 7700 900123", "+447700900123"),
        ParsingCase("GG", "01481 256789", "+441481256789"),
        ParsingCase("JE", "201234", "+441534201234", "Jersey: 6 digits get 1534"),
    ]

    static let italyAndSanMarino: [ParsingCase] = [
        ParsingCase("IT", "06 6982 1234", "+390669821234", "leading zero kept"),
        ParsingCase("IT", "+39 06 6982 1234", "+390669821234"),
        ParsingCase("IT", "02 1234 5678", "+390212345678"),
        ParsingCase("IT", "312 345 6789", "+393123456789", "mobile, no zero"),
        ParsingCase("SM", "0549 812345", "+3780549812345", "San Marino keeps the zero"),
        ParsingCase("SM", "812345", "+3780549812345", "San Marino: 6 digits get 0549"),
    ]

    static let trunkPrefixRules: [ParsingCase] = [
        ParsingCase("AR", "011 15 2345-6789", "+5491123456789", "Argentina: 15 becomes 9"),
        ParsingCase("AR", "(011) 4123-4567", "+541141234567", "Argentina fixed line"),
        ParsingCase("AR", "+54 9 11 2345-6789", "+5491123456789"),
        ParsingCase("BR", "0 21 (11) 91234-5678", "+5511912345678", "Brazil: carrier code 21 dropped"),
        ParsingCase("BR", "(11) 91234-5678", "+5511912345678"),
        ParsingCase("BR", "011 2345-6789", "+551123456789"),
        ParsingCase("RU", "8 (495) 123-45-67", "+74951234567", "Russia: trunk prefix 8"),
        ParsingCase("RU", "8 912 345-67-89", "+79123456789"),
        ParsingCase("KZ", "8 727 258 3456", "+77272583456"),
        ParsingCase("HU", "06 1 234 5678", "+3612345678", "Hungary: trunk prefix 06"),
        ParsingCase("HU", "06 30 123 4567", "+36301234567"),
        ParsingCase("DE", "030 1234567", "+49301234567"),
        ParsingCase("DE", "0171 1234567", "+491711234567"),
        ParsingCase("FR", "01 23 45 67 89", "+33123456789"),
        ParsingCase("FR", "06 12 34 56 78", "+33612345678"),
        ParsingCase("AU", "(02) 9876 5432", "+61298765432"),
        ParsingCase("JP", "03-1234-5678", "+81312345678"),
        ParsingCase("IN", "098765 43210", "+919876543210"),
        ParsingCase("MX", "55 1234 5678", "+525512345678"),
        ParsingCase("CN", "010 1234 5678", "+861012345678"),
    ]

    @Test("North America (NANPA)", arguments: northAmerica)
    func northAmericanNumbers(_ row: ParsingCase) { expectParses(row) }

    @Test("United Kingdom and Crown dependencies", arguments: britainAndCrownDependencies)
    func britishNumbers(_ row: ParsingCase) { expectParses(row) }

    @Test("Italy's leading zero", arguments: italyAndSanMarino)
    func italianNumbers(_ row: ParsingCase) { expectParses(row) }

    @Test("Trunk prefixes and transform rules", arguments: trunkPrefixRules)
    func trunkPrefixes(_ row: ParsingCase) { expectParses(row) }

    @Test("The Italian leading zero is kept in the national number")
    func italianLeadingZeroIsKept() throws {
        let number = try PhoneNumberParser(defaultRegion: "IT").parse("06 6982 1234")
        #expect(number.nationalNumber == "0669821234")
        #expect(number.hasItalianLeadingZero)
        let british = try PhoneNumberParser(defaultRegion: "GB").parse("020 7946 0958")
        #expect(british.nationalNumber == "2079460958")
        #expect(!british.hasItalianLeadingZero)
    }
}
