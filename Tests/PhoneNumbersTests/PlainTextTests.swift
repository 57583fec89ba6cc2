import Testing
@testable import PhoneNumbers

/// Texts of digits, spaces, brackets, dashes, dots and plus signs skip the searches for a
/// second number, a label, URI parameters and an extension: they read as the full path reads them.
@Suite("Plain texts")
struct PlainTextTests {
    /// Which characters keep a text plain.
    @Test func plainCharacters() {
        for text in ["", "(415) 555-0123", "+1 415.555.0123", "++44 20", " - ", "0123456789"] {
            #expect(Array(text.unicodeScalars).withUnsafeBufferPointer(PhoneNumberParser.isPlain), "\(text)")
        }
        for text in ["415/555", "415,555", "415;ext=1", "415 x12", "1-800-FLOWERS", "415#", "~1", "41\u{A0}5",
                     "\u{661}", "415\t555", "415\n", "*12", "[1]", "415 or 416", "1&2", "1|2", "1\\2", "_", "#"] {
            #expect(!Array(text.unicodeScalars).withUnsafeBufferPointer(PhoneNumberParser.isPlain), "\(text)")
        }
    }

    /// Every plain text of a generated set reads as the full path (two-number check,
    /// labels, URI parameters, extension search) reads it, in both compatibility modes.
    @Test func plainTextsReadAsTheFullPath() {
        let pieces = ["", " ", "1", "0", "00", "011", "+", "++", "(", ")", "-", ".", "44", "49", "20", "415", "555",
                      "0123", "7946", "0958", "800", "9", "12345", "55", "1234567", "(0)", " (0) ", "+1 ", "+44 "]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var compared = 0, parsed = 0
        for region in ["US", "GB", "DE", "FR", "JP", "IN", "BR", "AR", "IT"] {
            for compatibility in [PhoneNumberParser.Compatibility.contactKit, .libphonenumber] {
                let parser = PhoneNumberParser(defaultRegion: region, compatibility: compatibility)
                for _ in 0..<400 {
                    let text = (0..<(1 + next(6))).map { _ in pieces[next(pieces.count)] }.joined()
                    let scalars = Array(text.unicodeScalars)
                    scalars.withUnsafeBufferPointer { buffer in
                        guard PhoneNumberParser.isPlain(buffer) else { return }
                        #expect(PhoneNumberParser.twoNumberSeparators(in: buffer) == nil)
                        #expect(PhoneNumberParser.trailingLabel(in: buffer) == nil)
                        let full = Result { () throws(PhoneNumberParseError) in try parser.parseWithLabels(buffer) }
                        let plain = Result { () throws(PhoneNumberParseError) in
                            try parser.parseLikeLibphonenumber(buffer, isPlain: true)
                        }
                        #expect(plain == full, "\(region) \(text.debugDescription)")
                        #expect((try? parser.parse(text)) == (try? full.get()))
                        compared += 1
                        if (try? full.get()) != nil { parsed += 1 }
                    }
                }
            }
        }
        #expect(compared > 5_000 && parsed > 2_000)
    }
}
