import Testing
@testable import PhoneNumbers

/// The short cuts taken for speed give the answers of the slow paths they skip.
@Suite("Fast paths")
struct FastPathTests {
    /// The digit table and the gap without digits agree with the Unicode properties.
    @Test func digitValuesMatchTheUnicodeProperties() {
        var digits = 0
        for value in UInt32(0x80)..<0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            let expected = properties.numericType == .decimal ? properties.numericValue.map { UInt8($0) } : nil
            #expect(PhoneCharacters.digitValue(scalar) == expected, "U+\(String(value, radix: 16))")
            if expected != nil { digits += 1 }
        }
        // Arabic-Indic, Devanagari, Thai, ..., full-width: the BMP has several hundred.
        #expect(digits > 300)
        #expect(PhoneCharacters.digitValue("\u{E55}") == 5)
        #expect(PhoneCharacters.digitValue("\u{2013}") == nil)
    }

    /// No extension form begins with a scalar that `canStartExtension` turns away: every
    /// start position of texts made of label, separator and digit characters of every kind.
    @Test func extensionSearchSkipsOnlyStartsThatMatchNothing() {
        let alphabet: [String] = [
            " ", "\u{A0}", "\t", ",", ";", ":", ".", "\u{FF0E}", "-", "#", "\u{FF03}", "~", "\u{FF5E}",
            "=", "(", ")", "/", "+", "x", "X", "e", "E", "t", "n", "s", "i", "o", "\u{301}", "ó", "Ó",
            "a", "A", "д", "Д", "о", "б", "\u{FF45}", "\u{FF25}", "\u{FF58}", "\u{FF54}", "\u{FF4E}",
            "\u{FF49}", "1", "5", "\u{661}", "\u{FF13}", "q", "z",
        ]
        let tails = ["ext=12", "ext. 12", "extensión 7", "x12", "# 5", "~3", "int 9", "доб. 44",
                     "anexo 3", "\u{FF45}\u{FF58}\u{FF54}1", ",,123", ";45", ",6", "- 503#", " 12#"]
        var texts: [[Unicode.Scalar]] = []
        for first in alphabet {
            for second in alphabet {
                for tail in tails {
                    texts.append(Array(("12 " + first + second + tail).unicodeScalars))
                }
            }
        }
        var matches = 0
        for text in texts {
            text.withUnsafeBufferPointer { buffer in
                for start in buffer.indices where ExtensionMatcher.matchForms(buffer[...], from: start) != nil {
                    matches += 1
                    #expect(ExtensionMatcher.canStartExtension(buffer[start]),
                            "\(String(String.UnicodeScalarView(text))) at \(start)")
                }
            }
        }
        #expect(matches > texts.count)
    }

    /// Parsing UTF-8 bytes (ASCII widened without a string) answers as parsing the string.
    @Test func parsingBytesAnswersAsParsingTheString() {
        let texts = [
            "", " ", "\t", "(415) 555-0123", "415\t555\u{B}0123\u{C}", "+44 (0)20 7946 0958 ext. 12",
            "tel:+1-415-555-0123;ext=12", "tel:7946-0958;phone-context=+4420", "1-800-FLOWERS",
            "555-0100 / 555-0199", "+1 415 555 0123 (home)", "Tel: 030 1234567", "n/a", "112",
            "415\u{2009}555\u{2009}0123", "\u{661}\u{662}\u{663} 4567", "０３０ １２３４５６７", "+49 30 1234\u{A0}567",
            String(repeating: "1", count: 250), String(repeating: "1", count: 251),
            String(repeating: "\u{2009}", count: 200) + "415 555 0123",
        ]
        for region in ["US", "DE", "GB", "AR"] {
            for compatibility in [PhoneNumberParser.Compatibility.contactKit, .libphonenumber] {
                let parser = PhoneNumberParser(defaultRegion: region, compatibility: compatibility)
                for text in texts {
                    let fromString = Result { () throws(PhoneNumberParseError) in try parser.parse(text) }
                    let fromBytes = Array(text.utf8).withUnsafeBufferPointer { bytes in
                        Result { () throws(PhoneNumberParseError) in try parser.parse(utf8: bytes) }
                    }
                    #expect(fromBytes == fromString, "\(region) \(compatibility) \(text.debugDescription)")
                }
            }
        }
    }

    /// Loading every region up front (what `phones` does for a large input) changes no answer.
    @Test func loadingAllRegionsChangesNoAnswer() throws {
        let inputs = ["+44 20 7946 0958", "+1 201-555-0123", "+39 06 1234 5678", "+54 9 11 1234-5678",
                      "+7 912 345-67-89", "+800 1234 5678", "+1 441 292 1234", "+61 2 1234 5678", "+49 30 1234"]
        func answers() throws -> [String] {
            try inputs.map { text in
                let number = try PhoneNumberParser(defaultRegion: "US").parse(text)
                return "\(number.formatted(.e164)) \(number.isValid) \(number.type) \(number.regionCode ?? "-")"
            }
        }
        let before = try answers()
        PhoneMetadata.loadAllRegions()
        PhoneMetadata.loadAllRegions()
        #expect(try answers() == before)
        #expect(before[5].hasSuffix("001"))
        for region in PhoneMetadata.regionCodes {
            #expect(MetadataStore.shared.metadata(forRegion: region)?.regionCode == region)
        }
    }

    /// For a plain text (`isPlain`), the extraction and viability short cuts answer as the
    /// full checks: every text of up to five plain scalars, and longer random ones.
    @Test func plainShortCutsAnswerAsTheFullChecks() {
        let alphabet: [Unicode.Scalar] = ["1", "0", "7", " ", "(", ")", "+", "-", "."]
        var texts: [[Unicode.Scalar]] = [[]]
        var level: [[Unicode.Scalar]] = [[]]
        for _ in 0..<5 {
            level = level.flatMap { prefix in alphabet.map { prefix + [$0] } }
            texts += level
        }
        var state: UInt64 = 0x5DEE_CE66_D1CE_4E5B
        for _ in 0..<20_000 {
            var text: [Unicode.Scalar] = []
            for _ in 0..<(6 + Int(state % 14)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int((state >> 33) % UInt64(alphabet.count))])
            }
            texts.append(text)
        }
        var viable = 0
        for text in texts {
            text.withUnsafeBufferPointer { buffer in
                #expect(PhoneNumberParser.isPlain(buffer))
                let full = PhoneNumberParser.extractPossibleNumber(buffer[...])
                let short = PhoneNumberParser.extractPossibleNumber(buffer[...], isPlain: true)
                #expect(full.startIndex == short.startIndex && full.endIndex == short.endIndex)
                let isViable = PhoneNumberParser.isViablePhoneNumber(full)
                #expect(PhoneNumberParser.isViablePhoneNumber(full, isPlain: true) == isViable,
                        "\(String(String.UnicodeScalarView(text)))")
                if isViable { viable += 1 }
            }
        }
        #expect(viable > 1_000 && viable < texts.count / 2 * 3)
    }

    /// Widening ASCII while finding plainness gives `widenASCII`'s scalars and `isPlain`'s
    /// answer on them: every text of one or two ASCII bytes, both separator modes.
    @Test func wideningFindsPlainTextsAsIsPlain() {
        for first in 0..<128 {
            for second in -1..<128 {
                let bytes = second < 0 ? [UInt8(first)] : [UInt8(first), UInt8(second)]
                for replacing in [true, false] {
                    bytes.withUnsafeBufferPointer { bytes in
                        var widened = [Unicode.Scalar](repeating: "?", count: 2)
                        var expected = [Unicode.Scalar](repeating: "?", count: 2)
                        let plain = widened.withUnsafeMutableBufferPointer {
                            PhoneNumberParser.widenASCIIFindingPlain(bytes, into: $0, replacingExtraSeparators: replacing)
                        }
                        let ascii = expected.withUnsafeMutableBufferPointer {
                            PhoneNumberParser.widenASCII(bytes, into: $0, replacingExtraSeparators: replacing)
                        }
                        #expect(ascii && widened == expected)
                        let isPlain = expected.withUnsafeBufferPointer {
                            PhoneNumberParser.isPlain(UnsafeBufferPointer(rebasing: $0[..<bytes.count]))
                        }
                        #expect(plain == isPlain, "\(Array(bytes)) \(replacing)")
                    }
                }
            }
        }
        let nonASCII: [UInt8] = [0x31, 0xC3, 0xA9]
        nonASCII.withUnsafeBufferPointer { bytes in
            var storage = [Unicode.Scalar](repeating: "?", count: 3)
            #expect(storage.withUnsafeMutableBufferPointer {
                PhoneNumberParser.widenASCIIFindingPlain(bytes, into: $0, replacingExtraSeparators: true)
            } == nil)
        }
    }

    /// A plain ASCII text read from its bytes gives the number (or error) the scalar path
    /// gives: every text of up to four plain bytes and random longer ones (with country
    /// codes, trunk prefixes, international prefixes), several regions, both readings.
    @Test func plainBytesParseAsTheScalarPath() {
        let alphabet: [UInt8] = Array("1047 ()+-.\t".utf8)
        var texts: [[UInt8]] = [[]]
        var level: [[UInt8]] = [[]]
        for _ in 0..<4 {
            level = level.flatMap { prefix in alphabet.map { prefix + [$0] } }
            texts += level
        }
        var state: UInt64 = 0x0DDB_1A5E_5BAD_5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let heads = ["", "+", "++", "+1 ", "+44 ", "+49 (0)", "011 ", "00", "0", "1-", "(", " +54 9 ", "+7 8"]
        let fills: [UInt8] = Array("0123456789012345678901234567890123456789 -.()+\t".utf8)
        for _ in 0..<4_000 {
            var text = Array(heads[next(heads.count)].utf8)
            for _ in 0..<(4 + next(14)) { text.append(fills[next(fills.count)]) }
            texts.append(text)
        }
        var mismatches: [String] = []
        var numbers = 0
        for region in ["US", "DE", "GB", "AR", "RU", "IT", "AU", "BR", "ZZ"] {
            for compatibility in [PhoneNumberParser.Compatibility.contactKit, .libphonenumber] {
                let parser = PhoneNumberParser(defaultRegion: region, compatibility: compatibility)
                for text in texts {
                    let replacing = compatibility == .contactKit
                    let isPlain = text.withUnsafeBufferPointer {
                        PhoneNumberParser.isPlainASCII($0, replacingExtraSeparators: replacing)
                    }
                    #expect(isPlain == (replacing || !text.contains(9)))
                    guard isPlain else { continue }
                    let string = String(decoding: text, as: UTF8.self)
                    let fromString = Result { () throws(PhoneNumberParseError) in try parser.parse(string) }
                    let fromBytes = text.withUnsafeBufferPointer { bytes in
                        Result { () throws(PhoneNumberParseError) in try parser.parsePlainASCII(bytes) }
                    }
                    if fromBytes != fromString { mismatches.append("\(region) \(compatibility) \(string.debugDescription)") }
                    if case .success = fromBytes { numbers += 1 }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
        #expect(numbers > 20_000)
    }
}
