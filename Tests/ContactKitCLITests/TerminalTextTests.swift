import Testing

@testable import ContactKitCLI

/// Column arithmetic for `list` and `show`.
@Suite struct TerminalTextTests {
    @Test(arguments: [("Anna", 4), ("山田太郎", 8), ("김민준", 6), ("Zoë", 3), ("ｱｲｳ", 3), ("", 0)])
    func widthCountsWideCharactersTwice(_ text: String, _ columns: Int) {
        #expect(TerminalText.width(of: text) == columns)
    }

    @Test func fittedPadsOrCutsWithAnEllipsis() {
        #expect(TerminalText.fitted("Anna", columns: 6) == "Anna  ")
        #expect(TerminalText.fitted("Alexandria", columns: 6) == "Alexa…")
        #expect(TerminalText.fitted("山田太郎", columns: 6) == "山田… ")
    }

    @Test func wrappedBreaksAtSpacesAndSplitsLongWords() {
        #expect(TerminalText.wrapped("one two three four", columns: 9) == ["one two", "three", "four"])
        #expect(TerminalText.wrapped("abcdefghij", columns: 4) == ["abcd", "efgh", "ij"])
        #expect(TerminalText.wrapped("first\nsecond", columns: 20) == ["first", "second"])
    }
}
