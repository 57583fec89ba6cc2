import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// RFC 4180 on bytes: quoting, embedded line breaks, ragged rows, unclosed quotes, and
/// records that straddle the reader's chunks.
@Suite struct CSVTokenizerTests {
    private func read(_ text: String) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        try Fixtures.readCSV(Array(text.utf8), options: CSVReader.Options(layout: .generic))
    }

    @Test func quotedFieldsKeepDelimitersQuotesAndLineBreaks() throws {
        let text = "givenName,note\r\n\"Ann, Jr\",\"She said \"\"hi\"\"\r\nthen\rleft\nagain\"\r\n"
        let (contacts, diagnostics) = try read(text)
        #expect(contacts.count == 1)
        #expect(contacts[0].givenName == "Ann, Jr")
        #expect(contacts[0].note == "She said \"hi\"\r\nthen\rleft\nagain")
        #expect(diagnostics.isEmpty)
    }

    @Test func recordsEndAtCRLFOrLFOrCR() throws {
        let (contacts, _) = try read("givenName,familyName\rA,B\nC,D\r\nE,F")
        #expect(contacts.map(\.givenName) == ["A", "C", "E"])
        #expect(contacts.map(\.familyName) == ["B", "D", "F"])
    }

    @Test func raggedRowsAreReportedWithTheirLine() throws {
        let (contacts, diagnostics) = try read("givenName,familyName\nA,B\n\"multi\nline\"\nC,D,extra\n")
        #expect(contacts.count == 3)
        let ragged = diagnostics.filter { $0.code == .raggedRow }
        #expect(ragged.map(\.line) == [3, 5])
        // The extra field is kept.
        #expect(contacts[2].extensions.first?.name == "X-CSV-COLUMN-3")
        #expect(contacts[2].extensions.first?.value == "extra")
    }

    @Test func unclosedQuoteIsReportedAndDoesNotSwallowTheFile() throws {
        let (contacts, diagnostics) = try Fixtures.readCSV(try Fixtures.bytes("csv/quirk-unclosed-quote.csv"))
        #expect(contacts.map(\.givenName) == ["Ivy", "Jon", "Kim"])
        #expect(contacts[0].note == "this quote never closes")
        let unclosed = diagnostics.filter { $0.code == .unclosedQuote }
        #expect(unclosed.count == 1)
        #expect(unclosed.first?.line == 2)
        #expect(unclosed.first?.severity == .error)
    }

    @Test func unclosedQuoteAtTheEndOfInputIsReported() throws {
        let (contacts, diagnostics) = try read("givenName,note\nA,\"open")
        #expect(contacts.count == 1)
        #expect(contacts[0].note == "open")
        #expect(diagnostics.contains { $0.code == .unclosedQuote && $0.line == 2 })
    }

    @Test func blankLinesAreSkipped() throws {
        let (contacts, _) = try read("givenName\n\nA\n\n\nB\n")
        #expect(contacts.map(\.givenName) == ["A", "B"])
    }

    @Test func fieldsStraddlingChunkBoundariesAreWhole() throws {
        // Enough rows to cross several 64 KB chunks, with quoted multi-line notes.
        var text = "givenName,note\r\n"
        for index in 0..<3000 {
            text += "Person \(index),\"line one, \"\"quoted\"\"\r\nline two é \(index)\"\r\n"
        }
        let (contacts, diagnostics) = try read(text)
        #expect(contacts.count == 3000)
        #expect(diagnostics.isEmpty)
        for (index, contact) in contacts.enumerated() {
            #expect(contact.note == "line one, \"quoted\"\r\nline two é \(index)")
            if contact.note != "line one, \"quoted\"\r\nline two é \(index)" { break }
        }
    }

    @Test func contactLineIsTheRowsFirstLine() throws {
        var reader = CSVReader(input: MemoryInput("givenName,note\nA,\"x\ny\"\nB,z\n"))
        _ = try reader.next()
        #expect(reader.contactLine == 2)
        _ = try reader.next()
        #expect(reader.contactLine == 4)
    }
}

/// A stray quote whose field is "closed" by the next quoted field is reported, not merged
/// silently.
@Suite struct CSVUnbalancedQuoteTests {
    @Test func strayQuoteClosedByALaterQuoteIsReported() throws {
        let text = "givenName,familyName,note\nIvy,Stone,\"never closes\nJon,Reyes,\"fine\"\nKim,Lee,ok\n"
        let (contacts, diagnostics) = try Fixtures.readCSV(Array(text.utf8))
        #expect(contacts.last?.givenName == "Kim")
        #expect(diagnostics.contains { $0.code == .unclosedQuote && $0.line == 2 })
    }

    @Test func wellFormedQuotesAreNotReported() throws {
        let text = "givenName,note\n\"Ivy\",\"a\nb\"\n\"Jon\",\"\"\n"
        let (contacts, diagnostics) = try Fixtures.readCSV(Array(text.utf8))
        #expect(contacts.count == 2)
        #expect(diagnostics.isEmpty)
    }
}
