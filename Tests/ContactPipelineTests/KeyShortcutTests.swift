@testable import ContactPipeline
import ContactModel
import Foundation
import Testing

/// Folding, phonetic keys and searches of ASCII names, byte by byte, give what the general
/// code gives.
@Suite struct KeyShortcutTests {
    static let names = [
        "Müller", "O'Brien-Smith", "  J.R.  Tolkien ", "ＭＡＲＩＥ", "Schmidt", "tschechow", "sch", "ph", "ckh", "kkhh",
        "Iwanow", "Ivanov", "abcdefghijklmnopqrstuvwxyz", "a", "h", "hhh", "x9 y", "Mac Intyre", "\tTab\r\nLine", "",
        "~!@#$%^&*()_+{}|:\"<>?`-=[]\\;',./", "UPPER lower 123",
    ]

    @Test func asciiFoldsAsScalars() {
        for name in Self.names where name.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(TextFolding.foldASCII(name) == TextFolding.foldScalars(name), "\(name)")
        }
        #expect(TextFolding.foldASCII("Müller") == nil)
    }

    /// The key as first written: letters kept, spelling groups reduced, then classes.
    static func referenceKey(_ folded: String) -> String {
        let letters = folded.utf8.filter { $0 >= 97 && $0 <= 122 }
        guard !letters.isEmpty else { return "" }
        var reduced: [UInt8] = []
        var index = 0
        while index < letters.count {
            let next = index + 1 < letters.count ? letters[index + 1] : 0
            let afterNext = index + 2 < letters.count ? letters[index + 2] : 0
            switch (letters[index], next, afterNext) {
            case (115, 99, 104): reduced.append(115); index += 3
            case (112, 104, _): reduced.append(102); index += 2
            case (107, 104, _), (107, 107, _), (99, 104, _), (99, 107, _): reduced.append(107); index += 2
            default: reduced.append(letters[index]); index += 1
            }
        }
        func letterClass(_ byte: UInt8) -> UInt8 {
            guard let index = PhoneticKey.classes.firstIndex(where: { $0.utf8.contains(byte) }) else { return 0 }
            return UInt8(index + 1)
        }
        let firstClass = letterClass(reduced[0])
        var output: [UInt8] = [firstClass == 0 ? 97 : 48 + firstClass]
        var previousClass = firstClass
        for byte in reduced.dropFirst() {
            let current = letterClass(byte)
            if current != 0 && current != previousClass {
                output.append(48 + current)
                if output.count >= 6 { break }
            }
            if current != 0 || !(byte == 104 || byte == 119 || byte == 121) { previousClass = current }
        }
        return String(decoding: output, as: UTF8.self)
    }

    @Test func phoneticKeysAreTheReferenceOnes() {
        for name in Self.names {
            let folded = TextFolding.fold(name)
            #expect(PhoneticKey.key(folded) == Self.referenceKey(folded), "\(name)")
        }
    }

    /// Searching for a space or comma by byte (ASCII text, or text without the byte) says
    /// what the text search says; full-width and other spaces and commas are not they.
    @Test(arguments: [
        "John Smith", "Smith,John", "", " ", ",", "no-space", "tab\there", "a \u{301}b", "a,\u{301}b", "Zoë Ng", "Zoë",
        "Ng, Zoë", "山田太郎", "山田 太郎", "山田\u{3000}太郎", "Ａ，Ｂ", "a\u{2002}b", "\u{37E}", "Zoë\u{A0}Ng", "ß,",
    ])
    func asciiSearchIsTextSearch(_ text: String) {
        #expect(TextFolding.contains(text, " ") == text.contains(String(" ")))
        #expect(TextFolding.contains(text, ",") == text.contains(String(",")))
    }

    /// Searching a family name in an e-mail's local part by byte (both printable ASCII) says
    /// what the text search (Foundation's `range(of:)`, behind `contains`) says: CR LF, a
    /// combining mark after a match, case and an empty part are searched as text.
    @Test(arguments: [
        ("annsmith", "smith"), ("smith", "annsmith"), ("a.smith99", "smith"), ("smith", "smith"), ("ab", "abc"),
        ("", "abc"), ("abc", ""), ("xsmiht", "smith"), ("aaab", "aab"), ("aabaab", "aab"), ("Smith", "smith"),
        ("o'neil.j", "o'neil"), ("cr\r\nlf", "cr\r"), ("cr\r\nlf", "\nlf"), ("zoe\u{301}ng", "zoe"), ("zoeng", "zoë"),
        ("zoëng", "zoë"), ("tab\tsmith", "smith"), ("smith", "smith "),
    ])
    func familyInLocalPartOnBytesIsTextSearch(_ text: String, _ part: String) {
        #expect(TextFolding.contains(text, part) == (text.range(of: part) != nil))
    }

    /// Words cut on bytes are the words cut by characters. A space before a combining mark
    /// is no space character ("a \u{301}b" is one word), so such text is cut by characters.
    @Test(arguments: [
        "", " ", "  ", "ann", " ann  lee ", "a b c", "tab\there", "cr\r\n lf", "a \u{301}b", "zoë ng", "山田 太郎",
        "x\u{200D} y", "\u{301} ab",
    ])
    func wordsCutOnBytesAreWordsCutByCharacters(_ text: String) {
        #expect(TextFolding.spaceSeparatedWords(text) == text.split(separator: " "))
    }

    /// Folded names share a word on bytes as they do character by character.
    @Test func namesShareAWordOnBytesAsByCharacters() {
        let texts = [
            "garcia lopez", "garcia", "lopez garcia", "de la cruz", "cruz", "la cruz", "van der berg", "berg", "an li",
            "li an", "ann", "ann lee", "zoe ng", "zoë ng", "zoë", "muller schmidt", "müller schmidt", "schmidt",
            "a \u{301}bc def", "\u{301}bc x", "abc def", "abc", "ab cd", "山田 太郎", "太郎",
        ]
        let names = ComparableNames(givenNames: [], familyNames: texts)
        for (leftIndex, left) in texts.enumerated() {
            for (rightIndex, right) in texts.enumerated() {
                let severalWords = TextFolding.contains(left, " ") || TextFolding.contains(right, " ")
                let expected = severalWords && ComparableNames.shareAWord(left, right)
                #expect(names.shareAWord(names.familyNames[leftIndex], names.familyNames[rightIndex]) == expected, "\(left) / \(right)")
            }
        }
        #expect(names.shareAWord(names.familyNames[0], names.familyNames[1]))
        #expect(!names.shareAWord(names.familyNames[18], names.familyNames[19]))
    }

    /// A street's parts are the same whether its words and types are found on bytes or by
    /// characters.
    @Test(arguments: [
        "12 Main St", "747 9th Ave.", "747 Ninth Avenue", "10 S. Kedzie Ave", "8938-40 W 18th St", "Hauptstraße 5",
        "Hauptstr. 5", "goodwinstreet 3", "Rue de la Paix 4", "Calle Mayor", "", "  ", "Straße", "str", "12 Abcstr",
        "山田町 1-2", "12 Élysée Avenue", "x\u{600}str 1", "12 A Main St Apt 4", "1 2 3",
    ])
    func streetPartsOnBytesAreThoseByCharacters(_ street: String) {
        let address = PostalAddress(street: street, city: "Springfield", postalCode: "12345")
        var nameOnBytes: [UInt8] = []
        var nameByCharacters: [UInt8] = []
        let onBytes = AddressParts(address, streetName: &nameOnBytes)
        let byCharacters = AddressParts(address, streetName: &nameByCharacters, cuttingASCIIOnBytes: false)
        #expect(onBytes == byCharacters)
        #expect(nameOnBytes == nameByCharacters)
    }
}
