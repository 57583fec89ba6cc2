import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// What a reader skips before its next contact is held in bounded memory: the first
/// thousand diagnostics one by one, the rest counted in one summary per code (issue 17,
/// item 3: 3M broken NDJSON lines held 636 MiB of warnings until the next good line).
@Suite struct HeldDiagnosticsTests {
    private static let brokenCount = 5_000

    /// Reads `text`, returning each contact's name and the diagnostics given with it.
    private func read(_ format: ContactFormat, _ text: String, limits: ReadLimits = .standard) throws
        -> (names: [String], batches: [[Diagnostic]])
    {
        var reader = format.makeReader(MemoryInput(text), limits: limits)
        var names: [String] = []
        var batches: [[Diagnostic]] = []
        while let contact = try reader.next() {
            names.append(contact.formattedName ?? contact.givenName)
            batches.append(reader.diagnostics)
        }
        batches.append(reader.diagnostics)
        return (names, batches)
    }

    /// The held list: the limit one by one, then one summary counting the rest of them.
    private func expectBounded(_ diagnostics: [Diagnostic], code: Diagnostic.Code, firstLine: Int, lastLine: Int) {
        let limit = 1_000
        #expect(diagnostics.count == limit + 1)
        #expect(diagnostics.allSatisfy { $0.code == code })
        let summary = diagnostics.last
        #expect(summary?.count == HeldDiagnosticsTests.brokenCount - limit)
        #expect(diagnostics.dropLast().allSatisfy { $0.count == 1 })
        #expect(summary?.line == firstLine + limit)
        #expect(
            summary?.message.hasPrefix("\(HeldDiagnosticsTests.brokenCount - limit) more problems like this (lines \(firstLine + limit) to \(lastLine))")
                == true)
    }

    @Test func brokenNDJSONLinesBeforeAContact() throws {
        let text = String(repeating: "not json\n", count: Self.brokenCount) + "{\"givenName\":\"After\"}\n"
        let (names, batches) = try read(.ndjson, text)
        #expect(names == ["After"])
        expectBounded(batches[0], code: .invalidJSON, firstLine: 1, lastLine: Self.brokenCount)
        #expect(batches[1].isEmpty)
    }

    @Test func brokenNDJSONLinesAtTheEnd() throws {
        let text = "{\"givenName\":\"Before\"}\n" + String(repeating: "[1]\n", count: Self.brokenCount)
        let (names, batches) = try read(.ndjson, text)
        #expect(names == ["Before"])
        expectBounded(batches[1], code: .invalidJSON, firstLine: 2, lastLine: Self.brokenCount + 1)
    }

    @Test func csvRowsOverTheColumnLimit() throws {
        let text = "givenName,note\n" + String(repeating: "a,b,c,d\n", count: Self.brokenCount) + "After,x\n"
        let (names, batches) = try read(.csv(.generic), text, limits: ReadLimits(maximumColumns: 3))
        #expect(names == ["After"])
        expectBounded(batches[0], code: .limitExceeded, firstLine: 2, lastLine: Self.brokenCount + 1)
    }

    @Test func malformedLinesInsideAVCard() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Inside\r\n" + String(repeating: "no colon here\r\n", count: Self.brokenCount)
            + "END:VCARD\r\n"
        let (names, batches) = try read(.vCard(.v3_0), text)
        #expect(names == ["Inside"])
        expectBounded(batches[0], code: .malformedLine, firstLine: 4, lastLine: Self.brokenCount + 3)
    }

    @Test func brokenJCardCards() throws {
        let text = "[" + String(repeating: "1,", count: Self.brokenCount) + #"["vcard",[["fn",{},"text","After"]]]]"#
        let (names, batches) = try read(.jCard, text)
        #expect(names == ["After"])
        let diagnostics = batches[0]
        #expect(diagnostics.count == 1_001)
        #expect(diagnostics.last?.message.hasPrefix("\(Self.brokenCount - 1_000) more problems like this") == true)
    }

    @Test func fewDiagnosticsAreAllListed() throws {
        let text = String(repeating: "not json\n", count: 999) + "{\"givenName\":\"After\"}\n"
        let (_, batches) = try read(.ndjson, text)
        #expect(batches[0].count == 999)
        #expect(batches[0].allSatisfy { $0.message.hasSuffix("line skipped") })
    }

    @Test func aNestedCardWithoutEndIsNotHeldPastTheValueLimit() throws {
        // A 2.1 AGENT card that never ends runs to the end of the input: its text is held only
        // up to --max-value-length, then dropped with a warning.
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Boss;Big\r\nAGENT:\r\nBEGIN:VCARD\r\nVERSION:2.1\r\n"
            + String(repeating: "NOTE:filler line\r\n", count: Self.brokenCount)
        let (names, batches) = try read(.vCard(.v2_1), text, limits: ReadLimits(maximumValueLength: 1_000))
        #expect(names.count == 1)
        #expect(batches[0].contains { $0.code == .limitExceeded && $0.message.hasPrefix("nested AGENT card larger than") })
        var reader = ContactFormat.vCard(.v2_1).makeReader(MemoryInput(text), limits: ReadLimits(maximumValueLength: 1_000))
        let agent = try reader.next()?.extensions.first { $0.name == "AGENT" }
        #expect((agent?.value.utf8.count ?? 0) < 1_000)
    }

    /// A card with problems, then cards without: each card's list holds its own problems
    /// only (the list of a card with none is empty, not the emptied storage of the last).
    @Test func eachCardListsOnlyItsOwnProblems() throws {
        let broken = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:One\r\nno colon here\r\nEND:VCARD\r\n"
        let plain = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Two\r\nEND:VCARD\r\n"
        let (names, batches) = try read(.vCard(.v3_0), broken + plain + plain + broken)
        #expect(names.count == 4)
        #expect(batches.map(\.count) == [1, 0, 0, 1, 0])
        #expect(batches[3].first?.line == 17)
    }
}
