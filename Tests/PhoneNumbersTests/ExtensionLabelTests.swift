import Testing
@testable import PhoneNumbers

/// The extension matcher tries the ends of an explicit label without listing them in an array.
@Suite("Extension labels")
struct ExtensionLabelTests {
    /// The explicit extension labels (`ext`, `extn`, `extension`, `extensión`, `ｅｘｔ`,
    /// `доб`, `anexo`) give the digits that trying every end of the label, longest first,
    /// gives: the form the matcher used before it stopped making an array of the ends.
    @Test func explicitLabelsTryTheirEndsLongestFirst() {
        let labels = ["ext", "Ext", "EXTN", "xt", "xtn", "extension", "extensio\u{301}n", "extensión", "EXTENSIÓN",
                      "extensio", "extensi", "\u{FF45}\u{FF58}\u{FF54}", "\u{FF58}\u{FF54}\u{FF4E}", "доб", "ДОБ",
                      "anexo", "Anexo", "ex", "e", "n", "extnn", "xtension"]
        let tails = ["12", ". 12", ": 3#", " -, 7", "n12", "", "123456789012345678901", "1a", "#"]
        var found = 0
        for label in labels {
            for tail in tails {
                let scalars = Array((label + tail).unicodeScalars)
                scalars.withUnsafeBufferPointer { buffer in
                    let text = buffer[...]
                    let expected = Self.referenceEnds(text, from: 0).lazy
                        .compactMap { ExtensionMatcher.afterLabel(text, from: $0, maximum: 20) }.first
                    #expect(ExtensionMatcher.afterExplicitLabel(text, from: 0) == expected, "\(label + tail)")
                    if expected != nil { found += 1 }
                }
            }
        }
        #expect(found > 40)
    }

    /// The ends of `(?:e?xt(?:ensi(?:o\u{301}?|ó))?n?|ｅ?ｘｔｎ?|доб|anexo)` at `start`,
    /// longest first, as the matcher listed them before.
    static func referenceEnds(_ text: ScalarSlice, from start: Int) -> [Int] {
        let end = text.endIndex
        func lower(_ index: Int) -> UInt32 { index < end ? PhoneCharacters.lowercased(text[index]) : 0 }
        func follows(_ word: String, at index: Int) -> Bool {
            var position = index
            for scalar in word.unicodeScalars {
                guard lower(position) == scalar.value else { return false }
                position += 1
            }
            return true
        }
        if follows("доб", at: start) { return [start + 3] }
        if follows("anexo", at: start) { return [start + 5] }
        var ends: [Int] = []
        var index = start
        if lower(index) == 0xFF45 { index += 1 }
        if lower(index) == 0xFF58, lower(index + 1) == 0xFF54 {
            index += 2
            if lower(index) == 0xFF4E { ends.append(index + 1) }
            ends.append(index)
            return ends
        }
        index = start
        if lower(index) == 0x65 { index += 1 }
        guard lower(index) == 0x78, lower(index + 1) == 0x74 else { return [] }
        index += 2
        if follows("ensi", at: index) {
            var afterVowel: [Int] = []
            if lower(index + 4) == 0x6F {
                if lower(index + 5) == 0x301 { afterVowel.append(index + 6) }
                afterVowel.append(index + 5)
            } else if lower(index + 4) == 0xF3 {
                afterVowel.append(index + 5)
            }
            for position in afterVowel {
                if lower(position) == 0x6E { ends.append(position + 1) }
                ends.append(position)
            }
        }
        if lower(index) == 0x6E { ends.append(index + 1) }
        ends.append(index)
        return ends
    }
}
