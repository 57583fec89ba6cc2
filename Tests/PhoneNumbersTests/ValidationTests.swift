import Testing
import PhoneNumbers

/// Possible lengths, validity by pattern, number types and regions.
@Suite("Validation")
struct ValidationTests {
    struct TypeCase: CustomTestStringConvertible, Sendable {
        let e164: String
        let type: PhoneNumberType
        let region: String?
        var testDescription: String { "\(e164) → \(type.rawValue) in \(region ?? "nil")" }
    }

    static let types: [TypeCase] = [
        TypeCase(e164: "+442079460958", type: .fixedLine, region: "GB"),
        TypeCase(e164: "+447400123456", type: .mobile, region: "GB"),
        TypeCase(e164: "+447700900123", type: .unknown, region: nil),
        TypeCase(e164: "+448001234567", type: .tollFree, region: "GB"),
        TypeCase(e164: "+449012345678", type: .premiumRate, region: "GB"),
        TypeCase(e164: "+447012345678", type: .personalNumber, region: "GB"),
        TypeCase(e164: "+445612345678", type: .voip, region: "GB"),
        TypeCase(e164: "+447640123456", type: .pager, region: "GB"),
        TypeCase(e164: "+445512345678", type: .uan, region: "GB"),
        TypeCase(e164: "+14155550123", type: .fixedLineOrMobile, region: "US"),
        TypeCase(e164: "+18005550123", type: .tollFree, region: "US"),
        TypeCase(e164: "+19005550123", type: .premiumRate, region: "US"),
        TypeCase(e164: "+14165550199", type: .fixedLineOrMobile, region: "CA"),
        TypeCase(e164: "+18762101234", type: .mobile, region: "JM"),
        TypeCase(e164: "+390612345678", type: .fixedLine, region: "IT"),
        TypeCase(e164: "+390669821234", type: .fixedLine, region: "VA"),
        TypeCase(e164: "+393123456789", type: .mobile, region: "IT"),
        TypeCase(e164: "+5491123456789", type: .mobile, region: "AR"),
        TypeCase(e164: "+491711234567", type: .mobile, region: "DE"),
        TypeCase(e164: "+33810123456", type: .sharedCost, region: "FR"),
        TypeCase(e164: "+441534201234", type: .fixedLine, region: "JE"),
        TypeCase(e164: "+80012345678", type: .tollFree, region: "001"),
        TypeCase(e164: "+4410123456", type: .unknown, region: nil),
        TypeCase(e164: "+3612345", type: .unknown, region: "HU"),
    ]

    @Test("Number types and regions", arguments: types)
    func numberTypes(_ row: TypeCase) throws {
        let number = try PhoneNumberParser(defaultRegion: nil).parse(row.e164)
        #expect(number.type == row.type)
        #expect(number.isValid == (row.type != .unknown))
        #expect(number.regionCode == row.region)
    }

    @Test("Possible but not valid")
    func possibleButNotValid() throws {
        // Right length for the US, but area codes do not start with 0 or 1.
        let number = PhoneNumber(countryCode: 1, nationalNumber: "0235550123")
        #expect(number.isPossible)
        #expect(!number.isValid)
        #expect(number.type == .unknown)
    }

    @Test("Possible lengths", arguments: [
        (1, "4155550123", true), (1, "5550123", true), (1, "415555012", false), (1, "41555501234", false),
        (44, "2079460958", true), (44, "207946095", true), (44, "20794609581", false),
        (49, "30123", true), (49, "3012345678901234", false), (999, "12345678", false),
    ])
    func possibleLengths(_ countryCode: Int, _ national: String, _ possible: Bool) {
        #expect(PhoneNumber(countryCode: countryCode, nationalNumber: national).isPossible == possible)
    }

    @Test("Valid numbers from several regions", arguments: [
        "+61298765432", "+81312345678", "+919876543210", "+525512345678", "+861012345678",
        "+74951234567", "+3612345678", "+5511912345678", "+33123456789", "+27211234567",
    ])
    func validNumbers(_ e164: String) throws {
        let number = try PhoneNumberParser(defaultRegion: nil).parse(e164)
        #expect(number.isValid)
        #expect(number.isPossible)
        #expect(number.type != .unknown)
    }

    @Test("Unknown country code is neither possible nor valid")
    func unknownCountryCode() {
        let number = PhoneNumber(countryCode: 999, nationalNumber: "1234567")
        #expect(!number.isValid)
        #expect(!number.isPossible)
        #expect(number.regionCode == nil)
        #expect(number.formatted(.international) == "1234567")
    }
}
