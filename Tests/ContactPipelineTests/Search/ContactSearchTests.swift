import Testing

@testable import ContactPipeline

/// `--search` folding and phone digits, below the command line.
@Suite struct ContactSearchTests {
    @Test(arguments: [
        ("Sørensen", "sorensen"), ("STRAẞE", "strasse"), ("Straße", "strasse"), ("Æble", "aeble"),
        ("Œuvre", "oeuvre"), ("Łódź", "lodz"), ("Þór", "thor"), ("Đặng", "dang"), ("Zoë", "zoe"),
        ("ＡＢＣ", "abc"), ("Plain ASCII", "plain ascii"), ("İzmir", "izmir"),
    ])
    func foldsLettersAPlainKeyboardCannotType(_ text: String, _ folded: String) {
        #expect(ContactSearch.fold(text) == Array(folded.utf8))
    }

    @Test func digitsComeFromAnyScript() {
        #expect(ContactSearch.digits(of: "(555) 555-0130") == Array("5555550130".utf8))
        #expect(ContactSearch.digits(of: "０３-５５５５") == Array("035555".utf8))
        #expect(ContactSearch.digits(of: "٠١٢٣") == Array("0123".utf8))
        #expect(ContactSearch.digits(of: "Ⅻ ½") == [])
    }

    @Test func phoneDigitsOfTypedNumbers() {
        let international = ContactSearch.phoneDigits(of: " +1 555 555 0130")
        #expect(international.digits == Array("15555550130".utf8) && international.isInternational)
        #expect(international.national == Array("5555550130".utf8))
        let national = ContactSearch.phoneDigits(of: "020 7946 0018")
        #expect(national.digits == Array("02079460018".utf8) && !national.isInternational && national.national == nil)
        #expect(ContactSearch.phoneDigits(of: "Anna 555").digits == [])
        #expect(ContactSearch.phoneDigits(of: "+-()").digits == [])
    }

    @Test func containsIsABytewiseSubstringSearch() {
        #expect(ContactSearch.contains(Array("sorensen".utf8), Array("ens".utf8)))
        #expect(ContactSearch.contains(Array("aab".utf8), Array("ab".utf8)))
        #expect(!ContactSearch.contains(Array("ab".utf8), Array("abc".utf8)))
        #expect(ContactSearch.contains([], []))
    }

    @Test func aNationallyTypedNumberMatchesTheInternationalOne() {
        func digits(_ text: String) -> [UInt8] { ContactSearch.digits(of: text) }
        #expect(ContactSearch.matchesNationally(digits("+7 812 555-01-96"), digits("8 (812) 555-01-96")))
        #expect(ContactSearch.matchesNationally(digits("+86 21 5550 0126"), digits("021 5550 0126")))
        #expect(ContactSearch.matchesNationally(digits("+36 1 555 0100"), digits("06 1 555 0100")))
        #expect(!ContactSearch.matchesNationally(digits("+7 812 555-01-96"), digits("8 (813) 555-01-96")))
        #expect(!ContactSearch.matchesNationally(digits("+7 812 555-01-96"), digits("555-01-96")))
        #expect(!ContactSearch.matchesNationally(digits("+1 212 555 0100 99"), digits("212 555 0100")))
    }
}
