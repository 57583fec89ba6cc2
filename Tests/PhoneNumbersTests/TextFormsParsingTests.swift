import Testing
import PhoneNumbers

/// Extensions, RFC 3966 URIs, Unicode digits, separators and vanity letters.
@Suite("Parsing what people type")
struct TextFormsParsingTests {
    static let extensions: [ParsingCase] = [
        ParsingCase("US", "(415) 555-0123 ext. 123", "+14155550123", extension: "123"),
        ParsingCase("US", "415-555-0123 ext 45", "+14155550123", extension: "45"),
        ParsingCase("US", "415-555-0123 x7", "+14155550123", extension: "7"),
        ParsingCase("US", "415-555-0123 X 7", "+14155550123", extension: "7"),
        ParsingCase("US", "415-555-0123 #12", "+14155550123", extension: "12"),
        ParsingCase("US", "415-555-0123 - 503#", "+14155550123", extension: "503"),
        ParsingCase("US", "+1 415 555 0123;ext=99", "+14155550123", extension: "99"),
        ParsingCase("US", "415 555 0123,,4567", "+14155550123", extension: "4567", "auto-dial"),
        ParsingCase("US", "415 555 0123 extension 8", "+14155550123", extension: "8"),
        ParsingCase("RU", "8 495 123-45-67 доб. 123", "+74951234567", extension: "123"),
        ParsingCase("ES", "912 34 56 78 anexo 12", "+34912345678", extension: "12"),
        ParsingCase("US", "(530) 583-6985 x302/x2303", "+15305836985", extension: "302", "second extension cut"),
        ParsingCase("US", "415 555 0123 ext. ١٢٣", "+14155550123", extension: "123", "extension digits in ASCII"),
    ]

    static let uniformResourceIdentifiers: [ParsingCase] = [
        ParsingCase("US", "tel:+1-415-555-0123", "+14155550123"),
        ParsingCase("US", "tel:+1-415-555-0123;ext=12", "+14155550123", extension: "12"),
        ParsingCase("US", "tel:7946-0958;phone-context=+4420", "+442079460958"),
        ParsingCase("GB", "tel:020-7946-0958;phone-context=example.com", "+442079460958"),
        ParsingCase(nil, "tel:+44-20-7946-0958;isub=1234", "+442079460958"),
    ]

    static let digitsAndSeparators: [ParsingCase] = [
        ParsingCase("GB", "０２０ ７９４６ ０９５８", "+442079460958", "full-width"),
        ParsingCase("EG", "٠١٠٠ ١٢٣ ٤٥٦٧", "+201001234567", "Arabic-Indic"),
        ParsingCase("IR", "۰۹۱۲ ۳۴۵ ۶۷۸۹", "+989123456789", "Extended Arabic-Indic"),
        ParsingCase("IN", "०९८७६५ ४३२१०", "+919876543210", "Devanagari"),
        ParsingCase("BD", "০১৭১২ ৩৪৫৬৭৮", "+8801712345678", "Bengali"),
        ParsingCase("GB", "020\u{2009}7946\u{2009}0958", "+442079460958", "thin spaces"),
        ParsingCase("FR", "01\u{202F}23\u{202F}45\u{202F}67\u{202F}89", "+33123456789", "narrow no-break spaces"),
        ParsingCase("GB", "020\u{00A0}7946\u{00A0}0958", "+442079460958", "no-break spaces"),
        ParsingCase("GB", "020\t7946\t0958", "+442079460958", "tabs"),
        ParsingCase("US", "415\u{2013}555\u{2013}0123", "+14155550123", "en dashes"),
        ParsingCase("US", "415\u{2011}555\u{2212}0123", "+14155550123", "non-breaking hyphen, minus"),
        ParsingCase("DE", "030/1234567", "+49301234567", "slash after the area code"),
        ParsingCase("US", "[415] 555.0123", "+14155550123", "brackets and dots"),
    ]

    static let vanity: [ParsingCase] = [
        ParsingCase("US", "1-800-FLOWERS", "+18003569377"),
        ParsingCase("US", "1 800 GOFEDEX", "+18004633339"),
        ParsingCase("US", "1-800-flowers", "+18003569377", "lower case"),
        ParsingCase("GB", "0800 MICROSOFT", "+44800642767638", "a separated word that is not a label"),
        ParsingCase("PH", "(02) 3236 ONUL", "+63232366685", "letters give a valid number, the digits alone do not"),
        ParsingCase("AU", "(02) 1234 JRRO", "+61212345776", "letters give a valid number, the digits alone do not"),
        ParsingCase("US", "+1 415 555 0123 (work)", "+14155550123", "a label after a valid number stays a label"),
    ]

    static let labels: [ParsingCase] = [
        ParsingCase("US", "Tel: 415-555-0123", "+14155550123", "leading label"),
        ParsingCase("US", "mobile: +1 415 555 0123", "+14155550123"),
        ParsingCase("US", "(home) 415 555 0123", "+14155550123"),
        ParsingCase("DE", "Handy: 0171 1234567", "+491711234567"),
        ParsingCase("US", "415 555 0123 (home)", "+14155550123", "bracketed trailing label"),
        ParsingCase("US", "+1 415 555 0123 mobile", "+14155550123", "known trailing word"),
        ParsingCase("US", "555-0123 (work)", "+15550123", "label after a local number"),
        ParsingCase("US", "+1 415 555 0123 John", "+14155550123", "any word after a full number"),
        ParsingCase("US", "415 555 0123 ext. 12 (office)", "+14155550123", extension: "12"),
    ]

    @Test("Extensions", arguments: extensions)
    func extensionForms(_ row: ParsingCase) { expectParses(row) }

    @Test("RFC 3966 tel: URIs", arguments: uniformResourceIdentifiers)
    func telephoneURIs(_ row: ParsingCase) { expectParses(row) }

    @Test("Digits of other scripts and separators", arguments: digitsAndSeparators)
    func digitsAndSeparatorForms(_ row: ParsingCase) { expectParses(row) }

    @Test("Vanity letters", arguments: vanity)
    func vanityNumbers(_ row: ParsingCase) { expectParses(row) }

    @Test("Labels before and after the number", arguments: labels)
    func labelForms(_ row: ParsingCase) { expectParses(row) }

    @Test("libphonenumber compatibility reads trailing words as letters and rejects thin spaces")
    func libphonenumberCompatibility() throws {
        let parser = PhoneNumberParser(defaultRegion: "US", compatibility: .libphonenumber)
        #expect(try parser.parse("+1 415 555 0123 (home)").formatted(.e164) == "+141555501234663")
        #expect(throws: PhoneNumberParseError.notANumber) { try parser.parse("415\u{2009}555\u{2009}0123") }
        #expect(try parser.parse("555-0100 / 555-0199").formatted(.e164) == "+155501005550199")
    }
}
