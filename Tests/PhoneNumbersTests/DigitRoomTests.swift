import Testing
@testable import PhoneNumbers

/// The parse keeps its digits on the stack (`PhoneNumberParser.DigitRoom`) instead of an
/// array per parse; the rooms a national prefix transform rule writes into must hold what
/// any rule of the metadata makes.
@Suite("Digit room")
struct DigitRoomTests {
    /// Every region's transform rule fits the room: at most `transformRuleRoom` bytes and
    /// at most two references to captured digits.
    @Test func everyTransformRuleFitsItsRoom() {
        var rules = 0
        for region in PhoneMetadata.regionCodes {
            guard let rule = MetadataStore.shared.metadata(forRegion: region)?.nationalPrefixTransformRule else {
                continue
            }
            rules += 1
            let bytes = Array(rule.utf8)
            let references = zip(bytes, bytes.dropFirst()).filter { ($0 == 0x5C || $0 == 0x24) && $1 &- 0x30 < 10 }.count
            #expect(bytes.count <= PhoneNumberParser.transformRuleRoom, "\(region) \(rule)")
            #expect(references <= 2, "\(region) \(rule)")
        }
        #expect(rules > 20)
    }

    /// Numbers whose national prefix is rewritten (Argentina's 15, Brazil's carrier codes,
    /// Bahamas' area code) read the same with a short text (room on the stack) and with a
    /// long one (over a kilobyte of room, which is not kept on the stack).
    @Test(arguments: [
        ("AR", "011 15 2345-6789", "+5491123456789"), ("AR", "(011) 4123-4567", "+541141234567"),
        ("BR", "0 21 (11) 91234-5678", "+5511912345678"), ("BS", "323 4567", "+12423234567"),
        ("JE", "201234", "+441534201234"), ("US", "1-415-555-0123", "+14155550123"),
        ("US", "+1 (416) 555-0199", "+14165550199"), ("GB", "+44 (0)20 7946 0958", "+442079460958"),
    ])
    func shortAndLongTextsReadAlike(region: String, text: String, e164: String) throws {
        let parser = PhoneNumberParser(defaultRegion: region)
        let short = try parser.parse(text)
        #expect(short.formatted(.e164) == e164)
        let padded = String(repeating: " ", count: 240 - text.count) + text
        #expect(PhoneNumberParser.DigitRoom.capacity(forScalars: padded.unicodeScalars.count) > 1_024)
        #expect(try parser.parse(padded) == short)
    }

    /// The digits written into a room are those of the array form, for plain, vanity
    /// (three letters or more) and other-script digits.
    @Test func normalizedDigitsIntoARoomAreTheArrays() {
        let texts = ["(415) 555-0123", "1-800-FLOWERS", "\u{661}\u{662}\u{663} 4567", "０３０ １２３", "ab1", "", "x"]
        for text in texts {
            let scalars = Array(text.unicodeScalars)
            scalars.withUnsafeBufferPointer { buffer in
                let expected: [UInt8] = Array(PhoneNumberParser.normalizedDigits(buffer[...]))
                let room = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(1, scalars.count))
                defer { room.deallocate() }
                let count = PhoneNumberParser.normalizedDigits(buffer[...], into: room)
                #expect(Array(room[..<count]) == expected, "\(text)")
            }
        }
        #expect(Array("1-800-FLOWERS".unicodeScalars).withUnsafeBufferPointer {
            PhoneNumberParser.normalizedDigits($0[...])
        } == Array("18003569377".utf8))
    }
}
