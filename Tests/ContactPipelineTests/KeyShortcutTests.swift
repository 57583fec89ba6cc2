@testable import ContactPipeline
import ContactModel
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

    /// Searching ASCII text for a space or comma by byte says what the text search says.
    @Test(arguments: ["John Smith", "Smith,John", "", " ", ",", "no-space", "tab\there", "a \u{301}b", "a,\u{301}b", "Zoë Ng"])
    func asciiSearchIsTextSearch(_ text: String) {
        #expect(TextFolding.contains(text, " ") == text.contains(String(" ")))
        #expect(TextFolding.contains(text, ",") == text.contains(String(",")))
    }
}
