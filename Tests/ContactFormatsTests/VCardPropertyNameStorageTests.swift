@testable import ContactFormats
import ContactModel
import Testing

/// A property's name held as the words of an immortal string (see `VCardProperty+Names`)
/// reads back as the name upper-cased, whatever its length, case and recognition; a name
/// that owns storage goes to the box of rare parameters, and copies keep value semantics.
@Suite struct VCardPropertyNameStorageTests {
    static func property(_ line: String) throws -> VCardProperty {
        try #require(VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1)))
    }

    /// Names of every length from 1 to 30, recognised and not, in three cases, with and
    /// without a group and parameters: the name is the bytes upper-cased, and is kept in the
    /// words (no box) unless it is longer than 15 bytes and not a recognised name.
    @Test func namesOfEveryLengthReadBackUpperCased() throws {
        let known = VCardPropertyKindTests.spellings
        var names = known
        for length in 1...30 {
            names.append(String("X-ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".prefix(length)))
            names.append(String("Q_1/Z-yzAMN".prefix(length)))
        }
        for name in names {
            let recognized = known.contains(name.uppercased())
            for written in [name, name.lowercased(), name.prefix(1).lowercased() + name.dropFirst()] {
                for (before, after) in [("", ":value"), ("item1.", ";TYPE=HOME:v"), ("", ";X-P=1:")] {
                    let property = try VCardPropertyNameStorageTests.property(before + written + after)
                    let upper = String(decoding: written.utf8.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }, as: UTF8.self)
                    #expect(property.name == upper, "\(written)")
                    #expect(property.group == (before.isEmpty ? nil : "item1"))
                    let boxed = upper.utf8.count > 15 && !recognized
                    #expect(property.nameWords.isString == !boxed, "\(written)")
                    #expect((property.nameWords == .inBox) == boxed, "\(written)")
                    if after == ":value" { #expect((property.rare != nil) == boxed, "\(written)") }
                }
            }
        }
    }

    /// Words made from a packed name are the standard library's own small string, bit for bit.
    @Test func packedWordsAreTheStandardLibrarysSmallString() {
        for length in 1...8 {
            let text = String("ABCDEFGH".prefix(length))
            let packed = text.utf8.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let words = VCardProperty.ImmortalWords(packed: packed, count: length)
            if String.makesSmallStringsInPlace {
                #expect(VCardProperty.ImmortalWords(text) == words, "\(text)")
            }
            #expect(words.string == text)
        }
        #expect(VCardProperty.ImmortalWords("")?.isString ?? !String.makesSmallStringsInPlace)
    }

    /// A string that owns storage has no immortal words; a literal (immortal, longer than a
    /// small string) and a small string have them.
    @Test func onlyImmortalStringsHaveWords() {
        let built = String(repeating: "X-LONG-NAME-", count: 3)
        #expect(VCardProperty.ImmortalWords(built) == nil)
        guard String.makesSmallStringsInPlace else { return }
        #expect(VCardProperty.ImmortalWords("X-ADDRESSBOOKSERVER-MEMBER")?.string == "X-ADDRESSBOOKSERVER-MEMBER")
        #expect(VCardProperty.ImmortalWords(String(built.prefix(5)))?.string == "X-LON")
    }

    /// A name set to a string that owns storage lives in the box: a copy changed keeps the
    /// original's, and a short name set after it clears the box's.
    @Test func longNamesInTheBoxKeepValueSemantics() throws {
        let long = String(repeating: "X-LONG-NAME-", count: 3)
        var original = try VCardPropertyNameStorageTests.property("NOTE:text")
        original.name = long
        #expect(original.name == long && original.nameWords == .inBox)
        var copy = original
        copy.name = long + "2"
        #expect(original.name == long)
        #expect(copy.name == long + "2")
        copy.name = "TZ"
        #expect(copy.name == "TZ" && copy.rare?.longName == nil)
        #expect(original.name == long)
        var fresh = VCardProperty(line: 1)
        #expect(fresh.name == "")
        fresh.name = long
        #expect(fresh.name == long)
    }
}
