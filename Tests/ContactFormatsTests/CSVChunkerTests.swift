import ContactFormats
import Testing

/// The CSV chunker gives back every byte once, in order; cuts only after a line break, never
/// between a CR and its LF; numbers lines as the tokenizer does (LF, CRLF and CR each end
/// one); and hands over the rest when it finds no line break.
@Suite struct CSVChunkerTests {
    private static let text =
        "a,\"b\r\nc\",d\r\ne,f\rg,\"h\"\"\",i\n\n\"j\rk\"\r\r\nl,m\0n,\"o\"\n"
        + String(repeating: "p", count: 300) + "\r\nq,\"r\ns\",t"

    /// The pieces of `text` cut with `targetSize`.
    private func pieces(_ text: String, targetSize: Int, maximumChunkSize: Int = 1 << 20) throws -> [CSVChunker.Piece] {
        var chunker = CSVChunker(
            input: MemoryInput(Array(text.utf8)), firstLineNumber: 5, targetSize: targetSize,
            maximumChunkSize: maximumChunkSize)
        var pieces: [CSVChunker.Piece] = []
        while let piece = try chunker.next() { pieces.append(piece) }
        return pieces
    }

    /// Line breaks as the tokenizer counts them: LF, or a CR not followed by LF.
    private static func lineBreaks(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for index in bytes.indices where bytes[index] == 10 || bytes[index] == 13 {
            if bytes[index] == 13, index + 1 < bytes.endIndex, bytes[index + 1] == 10 { continue }
            count += 1
        }
        return count
    }

    @Test func everyTargetSizeCutsAfterALineBreakAndNumbersLines() throws {
        let bytes = Array(Self.text.utf8)
        for size in 1...bytes.count + 1 {
            var joined: [UInt8] = []
            let pieces = try pieces(Self.text, targetSize: size)
            for (index, piece) in pieces.enumerated() {
                guard case .chunk(let chunk) = piece else {
                    Issue.record("target \(size): a rest piece")
                    return
                }
                #expect(chunk.firstLineNumber == 5 + Self.lineBreaks(bytes[..<joined.count]), "target \(size)")
                joined += chunk.bytes
                guard index < pieces.count - 1 else { continue }
                let last = chunk.bytes.last
                #expect(last == 10 || last == 13, "target \(size): cut after \(String(describing: last))")
                #expect(!(last == 13 && bytes[joined.count] == 10), "target \(size): cut inside a CRLF")
                #expect(chunk.bytes.count > min(size, bytes.count), "target \(size): cut too early")
            }
            #expect(joined == bytes, "target \(size)")
        }
    }

    /// With whole quoted fields, a cut is never inside one (unless no line break outside
    /// one comes for four times the target size: below 4 bytes here).
    @Test func aCutIsNotInsideAQuotedField() throws {
        for size in 4...60 {
            for piece in try pieces(Self.text, targetSize: size) {
                guard case .chunk(let chunk) = piece else { continue }
                #expect(chunk.bytes.filter { $0 == UInt8(ascii: "\"") }.count % 2 == 0, "target \(size)")
            }
        }
    }

    /// No line break for the maximum: everything from there on is handed over as a stream.
    @Test func aLongFieldIsHandedOverAsTheRest() throws {
        let text = "abcdefgh,b\n" + String(repeating: "x", count: 200) + "\nc\n"
        let pieces = try pieces(text, targetSize: 5, maximumChunkSize: 20)
        guard pieces.count == 2, case .chunk(let first) = pieces[0], case .rest(var rest, let line) = pieces[1] else {
            Issue.record("expected a chunk and the rest, got \(pieces.count) pieces")
            return
        }
        #expect(first.bytes == Array("abcdefgh,b\n".utf8))
        #expect(line == 6)
        var restBytes: [UInt8] = []
        while try rest.read(into: &restBytes, maxLength: 7) > 0 {}
        #expect(restBytes == Array(text.utf8.dropFirst(11)))
    }
}
