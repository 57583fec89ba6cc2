import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// The jCard reader streams card by card and copes with what JSON allows.
@Suite struct JCardReaderTests {
    @Test func aSingleCardIsRead() throws {
        var reader = JCardReader(input: MemoryInput(#"["vcard",[["version",{},"text","4.0"],["fn",{},"text","Solo"]]]"#))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        #expect(contacts.map(\.formattedName) == ["Solo"])
        #expect(diagnostics.isEmpty)
    }

    @Test func bracketsQuotesAndEscapesInsideStrings() throws {
        let text = #" [ ["vcard",[["fn",{},"text","A ]}, \"quoted\" \\ [x"],["note",{},"text","line\nbreak"]]] , ["vcard",[["fn",{},"text","B"]]] ] "#
        var reader = JCardReader(input: MemoryInput(text))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        #expect(contacts.map(\.formattedName) == ["A ]}, \"quoted\" \\ [x", "B"])
        #expect(contacts.first?.note == "line\nbreak")
        #expect(diagnostics.isEmpty)
    }

    @Test func manyCardsAcrossChunksStayInOrder() throws {
        let contacts = (0..<2000).map { Contact(formattedName: "Person \($0) [é]", note: String(repeating: "x", count: $0 % 97)) }
        let back = try Fixtures.roundTrip(contacts, through: .jCard)
        #expect(back.map(\.formattedName) == contacts.map(\.formattedName))
        #expect(back.map(\.note) == contacts.map(\.note))
    }

    @Test func emptyArrayAndEmptyInputHaveNoContacts() throws {
        for text in ["[]", " [ ] ", ""] {
            var reader = JCardReader(input: MemoryInput(text))
            let (contacts, diagnostics) = try Fixtures.readAll(&reader)
            #expect(contacts.isEmpty)
            #expect(diagnostics.isEmpty, Comment(rawValue: text))
        }
    }

    @Test func notAnArrayIsAnError() throws {
        var reader = JCardReader(input: MemoryInput(#"{"fn": "x"}"#))
        let (contacts, diagnostics) = try Fixtures.readAll(&reader)
        #expect(contacts.isEmpty)
        #expect(diagnostics.map(\.code) == [.invalidJSON])
    }
}
