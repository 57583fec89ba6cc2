import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// The chunker cuts only where a card has just closed, numbers lines as one reader would, and
/// its chunks read one by one give what one reader gives over the whole input.
@Suite struct VCardChunkerTests {
    /// Every piece of `text`, cut as early as possible (target size 1).
    private func pieces(_ text: String, maximumChunkSize: Int = 1 << 20) throws -> [VCardChunker.Piece] {
        var chunker = VCardChunker(input: MemoryInput(text), targetSize: 1, maximumChunkSize: maximumChunkSize)
        var pieces: [VCardChunker.Piece] = []
        while let piece = try chunker.next() { pieces.append(piece) }
        return pieces
    }

    private func chunks(_ text: String) throws -> [VCardChunker.Chunk] {
        try pieces(text).map { piece in
            guard case .chunk(let chunk) = piece else {
                Issue.record("expected only chunks")
                return VCardChunker.Chunk(bytes: [], firstLineNumber: 0)
            }
            return chunk
        }
    }

    private func texts(_ chunks: [VCardChunker.Chunk]) -> [String] {
        chunks.map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    private static func card(_ name: String, end: String = "\r\n") -> String {
        "BEGIN:VCARD\(end)VERSION:3.0\(end)FN:\(name)\(end)END:VCARD\(end)"
    }

    @Test(arguments: ["\r\n", "\n", "\r"])
    func cutsBetweenCardsWithLineNumbers(_ end: String) throws {
        let text = Self.card("A", end: end) + end + Self.card("B", end: end) + Self.card("C", end: end)
        let chunks = try chunks(text)
        #expect(texts(chunks) == [Self.card("A", end: end) + end, Self.card("B", end: end), Self.card("C", end: end)])
        #expect(chunks.map(\.firstLineNumber) == [1, 6, 10])
    }

    @Test func neverCutsBeforeANestedAgentCard() throws {
        let nested = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Agent\r\nEND:VCARD\r\n"
        let outer = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Boss\r\nAGENT:\r\n" + nested + "END:VCARD\r\n"
        let text = outer + Self.card("After")
        #expect(texts(try chunks(text)) == [outer, Self.card("After")])
    }

    /// Two nested `AGENT` cards one after the other look like two cards: the chunker (which
    /// does not follow the nesting) cuts between them, and the reader of that chunk says the
    /// chunk ended inside a card.
    @Test func aCutBetweenNestedAgentCardsIsToldByTheReader() throws {
        let nested = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Agent\r\nEND:VCARD\r\n"
        let head = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Boss\r\nAGENT:\r\n" + nested
        let text = head + nested + "END:VCARD\r\n" + Self.card("After")
        let chunks = try chunks(text)
        #expect(texts(chunks) == [head, nested + "END:VCARD\r\n", Self.card("After")])
        var reader = VCardReader(input: MemoryInput(chunks[0].bytes))
        while try reader.next() != nil {}
        #expect(!reader.lastLineClosedCard)
    }

    @Test func neverCutsAfterASoftBrokenEnd() throws {
        // The `=` makes END:VCARD part of the note's value: the card goes on.
        let first = "BEGIN:VCARD\r\nVERSION:2.1\r\nNOTE;ENCODING=QUOTED-PRINTABLE:a=\r\nEND:VCARD\r\n"
        let text = first + Self.card("Same card") + Self.card("Next")
        #expect(texts(try chunks(text)) == [first + Self.card("Same card"), Self.card("Next")])
    }

    @Test func aCardWithoutEndIsNotCutBefore() throws {
        let open = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Open\r\n"
        let text = Self.card("A") + open + Self.card("B") + Self.card("C")
        #expect(texts(try chunks(text)) == [Self.card("A"), open + Self.card("B"), Self.card("C")])
    }

    /// What the chunker cannot see (a line that is not a property between `AGENT:` and the
    /// nested card) makes it cut inside a card: the reader of that chunk says so.
    @Test func aWrongCutIsToldByTheReader() throws {
        let outer = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Boss\r\nAGENT:\r\nnot a property\r\n"
            + "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Agent\r\nEND:VCARD\r\n"
        let chunks = try chunks(Self.card("A") + outer + Self.card("B"))
        #expect(texts(chunks) == [Self.card("A"), outer, Self.card("B")])
        let closed = try chunks.map { chunk in
            var reader = VCardReader(input: MemoryInput(chunk.bytes))
            while try reader.next() != nil {}
            return reader.lastLineClosedCard
        }
        #expect(closed == [true, false, true])
    }

    /// After any chunk, the remainder is exactly the bytes not yet given out.
    @Test func remainderHoldsWhatWasNotGivenOut() throws {
        let text = Self.card("A") + Self.card("B") + Self.card("C")
        for taken in 0...3 {
            var chunker = VCardChunker(input: MemoryInput(text), targetSize: 1)
            var given: [UInt8] = []
            for _ in 0..<taken {
                if case .chunk(let chunk) = try chunker.next() { given += chunk.bytes }
            }
            var rest = chunker.remainder()
            while try rest.read(into: &given, maxLength: 7) > 0 {}
            #expect(given == Array(text.utf8), "after \(taken) chunks")
            #expect(try chunker.next() == nil)
        }
    }

    @Test func inputWithoutCutsComesBackAsOneStream() throws {
        let text = String(repeating: "NOTE:no card here\r\n", count: 200)
        let pieces = try pieces(text, maximumChunkSize: 1000)
        #expect(pieces.count == 1)
        guard case .rest(var input, let firstLineNumber) = pieces.first else {
            Issue.record("expected the rest")
            return
        }
        var bytes: [UInt8] = []
        while try input.read(into: &bytes, maxLength: 333) > 0 {}
        #expect(bytes == Array(text.utf8))
        #expect(firstLineNumber == 1)
    }

    /// A buffer given back holds a later chunk: what it held before is gone, whether it was
    /// larger or smaller than the chunk, or still shared elsewhere.
    @Test func reusedBuffersHoldOnlyTheirChunk() throws {
        let cards = (0..<6).map { Self.card("Person \($0)") }
        var chunker = VCardChunker(input: MemoryInput(cards.joined()), targetSize: 1)
        let shared: [UInt8] = Array("kept as it was".utf8)
        chunker.reuse(Array(repeating: UInt8(ascii: "x"), count: 4096))
        chunker.reuse([1, 2, 3])
        chunker.reuse(shared)
        var texts: [String] = []
        while let piece = try chunker.next() {
            guard case .chunk(let chunk) = piece else {
                Issue.record("expected only chunks")
                return
            }
            texts.append(String(decoding: chunk.bytes, as: UTF8.self))
            if texts.count == 4 { chunker.reuse(chunk.bytes) }
        }
        #expect(texts == cards)
        _ = shared  // held until here, so the chunker's copy of it is not unique
    }

    /// The contacts and diagnostics of `whole` cut by a chunker into chunks of about
    /// `targetSize` bytes, each read by a reader of its own that numbers lines from the
    /// chunk's first line, and whether each reader ended right after a card (one a chunk);
    /// nil, with an issue recorded, when the chunker gives up cutting.
    static func readInChunks(
        _ whole: [UInt8], targetSize: Int
    ) throws -> (contacts: [Contact], diagnostics: [Diagnostic], endedAfterCard: [Bool])? {
        var chunker = VCardChunker(input: MemoryInput(whole), targetSize: targetSize)
        var contacts: [Contact] = []
        var diagnostics: [Diagnostic] = []
        var endedAfterCard: [Bool] = []
        while let piece = try chunker.next() {
            guard case .chunk(let chunk) = piece else {
                Issue.record("the input should cut")
                return nil
            }
            var reader = VCardReader(input: MemoryInput(chunk.bytes), firstLineNumber: chunk.firstLineNumber)
            let (read, readDiagnostics) = try Fixtures.readAll(&reader)
            contacts += read
            diagnostics += readDiagnostics
            endedAfterCard.append(reader.lastLineClosedCard)
        }
        return (contacts, diagnostics, endedAfterCard)
    }

    /// Each fixture and all of them in one input: the chunks, each read by its own reader,
    /// give the contacts and diagnostics (with their lines) of one reader over the whole.
    @Test func chunksReadAloneMatchOneReader() throws {
        var whole: [UInt8] = []
        for name in Fixtures.vCardFileNames {
            var bytes = try Fixtures.bytes("vcard/" + name)[...]
            guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]) else { continue }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }  // only a file's start has one
            whole += bytes
            if whole.last != 10 { whole += [13, 10] }
        }
        let (expected, expectedDiagnostics) = try Fixtures.readAll(whole)

        let read = try VCardChunkerTests.readInChunks(whole, targetSize: 1)
        guard let (contacts, diagnostics, endedAfterCard) = read else { return }
        let chunkCount = endedAfterCard.count
        #expect(chunkCount > 20)
        #expect(endedAfterCard.dropLast().allSatisfy { $0 })
        #expect(contacts == expected)
        #expect(diagnostics == expectedDiagnostics)
    }

    /// Warnings late in an input of many chunks, each chunk many batches of the line count
    /// long (4 KiB each), with LF, CRLF and lone CR cards, blank lines and folds: each
    /// chunk's reader, numbering from the line the chunker counted for it, reports the
    /// lines one reader over the whole reports.
    @Test func lateWarningsKeepTheirLinesAcrossChunks() throws {
        var text = ""
        for card in 0..<3_000 {
            let end = ["\r\n", "\n", "\r\n", "\r"][card % 4]
            text += "BEGIN:VCARD" + end + "VERSION:3.0" + end + "FN:Card \(card)" + end
            if card % 3 == 0 { text += end }
            if card % 97 == 0 { text += "not a property \(card)" + end }
            text += "NOTE:a note folded" + end + " after \(card) bytes" + end + "END:VCARD" + end
        }
        let whole = Array(text.utf8)
        let (expected, expectedDiagnostics) = try Fixtures.readAll(whole)
        let read = try VCardChunkerTests.readInChunks(whole, targetSize: 20_000)
        guard let (contacts, diagnostics, endedAfterCard) = read else { return }
        let chunkCount = endedAfterCard.count
        #expect(chunkCount > 10)
        #expect(contacts == expected)
        #expect(diagnostics == expectedDiagnostics)
        // The last warning is on a line past every chunk but the last few.
        #expect(expectedDiagnostics.count == 31)
        #expect((expectedDiagnostics.last?.line ?? 0) > 18_000)
    }
}

