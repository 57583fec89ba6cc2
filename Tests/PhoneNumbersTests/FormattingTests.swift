import Foundation
import Testing
import PhoneNumbers

/// E.164, international, national and RFC 3966 output, with extensions.
@Suite("Formatting")
struct FormattingTests {
    struct FormatCase: CustomTestStringConvertible, Sendable {
        let number: PhoneNumber
        let e164: String
        let international: String
        let national: String
        let rfc3966: String
        var testDescription: String { e164 }
    }

    static let cases: [FormatCase] = [
        FormatCase(number: PhoneNumber(countryCode: 1, nationalNumber: "4155550123"),
                   e164: "+14155550123", international: "+1 415-555-0123",
                   national: "(415) 555-0123", rfc3966: "tel:+1-415-555-0123"),
        FormatCase(number: PhoneNumber(countryCode: 44, nationalNumber: "2079460958"),
                   e164: "+442079460958", international: "+44 20 7946 0958",
                   national: "020 7946 0958", rfc3966: "tel:+44-20-7946-0958"),
        FormatCase(number: PhoneNumber(countryCode: 39, nationalNumber: "0669821234"),
                   e164: "+390669821234", international: "+39 06 6982 1234",
                   national: "06 6982 1234", rfc3966: "tel:+39-06-6982-1234"),
        FormatCase(number: PhoneNumber(countryCode: 54, nationalNumber: "91123456789"),
                   e164: "+5491123456789", international: "+54 9 11 2345-6789",
                   national: "011 15-2345-6789", rfc3966: "tel:+54-9-11-2345-6789"),
        FormatCase(number: PhoneNumber(countryCode: 49, nationalNumber: "301234567"),
                   e164: "+49301234567", international: "+49 30 1234567",
                   national: "030 1234567", rfc3966: "tel:+49-30-1234567"),
        FormatCase(number: PhoneNumber(countryCode: 33, nationalNumber: "123456789"),
                   e164: "+33123456789", international: "+33 1 23 45 67 89",
                   national: "01 23 45 67 89", rfc3966: "tel:+33-1-23-45-67-89"),
        FormatCase(number: PhoneNumber(countryCode: 7, nationalNumber: "4951234567"),
                   e164: "+74951234567", international: "+7 495 123-45-67",
                   national: "8 (495) 123-45-67", rfc3966: "tel:+7-495-123-45-67"),
        FormatCase(number: PhoneNumber(countryCode: 1, nationalNumber: "4155550123", extension: "123"),
                   e164: "+14155550123", international: "+1 415-555-0123 ext. 123",
                   national: "(415) 555-0123 ext. 123", rfc3966: "tel:+1-415-555-0123;ext=123"),
        FormatCase(number: PhoneNumber(countryCode: 44, nationalNumber: "2079460958", extension: "42"),
                   e164: "+442079460958", international: "+44 20 7946 0958 x42",
                   national: "020 7946 0958 x42", rfc3966: "tel:+44-20-7946-0958;ext=42"),
        FormatCase(number: PhoneNumber(countryCode: 800, nationalNumber: "12345678"),
                   e164: "+80012345678", international: "+800 1234 5678",
                   national: "1234 5678", rfc3966: "tel:+800-1234-5678"),
        FormatCase(number: PhoneNumber(countryCode: 44, nationalNumber: "999"),
                   e164: "+44999", international: "+44 999",
                   national: "999", rfc3966: "tel:+44-999"),
    ]

    @Test("Every format", arguments: cases)
    func everyFormat(_ row: FormatCase) {
        #expect(row.number.formatted(.e164) == row.e164)
        #expect(row.number.formatted(.international) == row.international)
        #expect(row.number.formatted(.national) == row.national)
        #expect(row.number.formatted(.rfc3966) == row.rfc3966)
    }

    @Test("Parsing the formatted text gives the number back", arguments: cases, PhoneNumberFormat.allCases)
    func roundTrip(_ row: FormatCase, _ format: PhoneNumberFormat) throws {
        let text = row.number.formatted(format)
        let region = PhoneMetadata.mainRegionCode(forCountryCode: row.number.countryCode)
        // A non-geographic number has no region to read its national form in.
        if format == .national && region == PhoneMetadata.nonGeographicRegionCode { return }
        let parsed = try PhoneNumberParser(defaultRegion: region).parse(text)
        #expect(parsed.formatted(.e164) == row.e164)
        if format != .e164 { #expect(parsed.extension == row.number.extension) }
    }

    @Test("Codable keeps every field")
    func codable() throws {
        let number = PhoneNumber(countryCode: 39, nationalNumber: "0669821234", extension: "7")
        let encoded = try JSONEncoder().encode(number)
        #expect(try JSONDecoder().decode(PhoneNumber.self, from: encoded) == number)
        #expect(number.description == "+390669821234;ext=7")
    }
}
