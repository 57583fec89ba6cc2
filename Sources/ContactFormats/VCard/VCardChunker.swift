/// Cuts a vCard byte stream into chunks of whole cards, so that several readers can read the
/// chunks at the same time (one per core) and together give what one reader gives.
///
/// A cut goes before a line `BEGIN:VCARD` whose previous non-blank line is an `END:VCARD`
/// closing a card: not one of a nested 2.1 `AGENT` card (the chunker follows the nesting),
/// and not one a quoted-printable soft break joins to the line before it (that line ends in
/// `=`). The chunker sees physical lines only, so a cut is a guess: the reader of a chunk
/// confirms it with ``VCardReader/lastLineClosedCard`` once the chunk is read, and a caller
/// whose chunk ended inside a card reads from that chunk on with one reader instead.
///
/// Input with no cut for ``maximumChunkSize`` bytes (one enormous card, UTF-16 text) is
/// handed back as ``Piece/rest(_:firstLineNumber:)``, a stream of everything not yet given
/// out, so memory stays bounded whatever the input.
public struct VCardChunker {
    /// Whole cards, and where they start in the input.
    public struct Chunk: Sendable {
        /// The chunk's bytes: whole cards.
        public var bytes: [UInt8]
        /// The 1-based number, in the whole input, of the chunk's first line.
        public var firstLineNumber: Int

        /// Creates a chunk.
        public init(bytes: [UInt8], firstLineNumber: Int) {
            self.bytes = bytes
            self.firstLineNumber = firstLineNumber
        }
    }

    /// What ``next()`` gives.
    public enum Piece {
        /// Bytes that end after a card (or at the end of the input).
        case chunk(Chunk)
        /// Everything from here on, to read with one reader; nothing comes after it.
        case rest(any ByteInput, firstLineNumber: Int)
    }

    /// A chunk is cut at the first cut point after this many bytes.
    public let targetSize: Int
    /// With no cut point in this many bytes, the rest of the input is given as one stream.
    public let maximumChunkSize: Int

    private var chunks: ChunkBuffer
    /// Lines before `scanned` are classified; `scannedLineCount` of them.
    private var scanned = 0
    private var scannedLineCount = 0
    /// The latest place a chunk can end: byte offset and lines before it.
    private var cut: (offset: Int, lineCount: Int)? = nil
    private var nesting = NestingState()

    /// Creates a chunker of `input` that cuts after about `targetSize` bytes and gives up cutting after `maximumChunkSize`.
    public init(input: any ByteInput, targetSize: Int = 1 << 19, maximumChunkSize: Int = 1 << 23) {
        self.targetSize = max(targetSize, 1)
        self.maximumChunkSize = max(maximumChunkSize, self.targetSize)
        chunks = ChunkBuffer(
            input: input, firstLineNumber: 1, targetSize: self.targetSize, maximumChunkSize: self.maximumChunkSize)
    }

    /// The next piece of the input, or nil after the last one.
    public mutating func next() throws -> Piece? {
        // Taken out while it asks where to cut, which changes what this chunker has scanned.
        var chunks = self.chunks
        self.chunks = ChunkBuffer(input: MemoryInput([]), firstLineNumber: 1, targetSize: 1, maximumChunkSize: 1)
        defer { self.chunks = chunks }
        let targetSize = self.targetSize
        let piece = try chunks.next { bytes, atEnd in
            scanLines(bytes, atEnd: atEnd)
            guard let cut, cut.offset > 0, bytes.count >= targetSize else { return nil }
            return cut
        }
        if case .chunk = piece, let cut {
            scanned -= cut.offset
            scannedLineCount -= cut.lineCount
            self.cut = nil
        }
        return piece
    }

    /// Everything not yet given out, as one stream; ``next()`` gives nothing after this.
    public mutating func remainder() -> any ByteInput { chunks.remainder() }

    /// Gives back the bytes of a chunk that was read, for later input to be read into.
    public mutating func reuse(_ bytes: consuming [UInt8]) { chunks.reuse(bytes) }

    // MARK: Lines

    /// Classifies every complete line of `buffer` after `scanned`, noting cut points.
    private mutating func scanLines(_ buffer: [UInt8], atEnd: Bool) {
        buffer.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            var start = scanned
            while start < count {
                guard let end = bytes.firstLineBreak(from: start) else { break }  // not complete yet
                // CRLF (and CR CR LF) is one line end; CRs last in the buffer wait for
                // the next bytes.
                guard let next = bytes.lineEndSpan(at: end, moreInputMayCome: !atEnd) else { break }
                let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if nesting.beginsCardAfterClosingEnd(line) {
                    cut = (start, scannedLineCount)
                }
                scannedLineCount += 1
                start = next
            }
            scanned = start
        }
    }
}

/// The card structure as far as physical lines show it: how deep in nested cards, and
/// whether the last non-blank line closed a card.
private struct NestingState {
    private var depth = 0
    private var lastLineClosedCard = false
    private var lastLineEndsWithEquals = false
    private var lastLineIsEmptyAgent = false

    /// Takes one physical line; true when it is a `BEGIN:VCARD` right after a closed card.
    mutating func beginsCardAfterClosingEnd(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first(where: { $0 != 32 && $0 != 9 }) else {
            // Blank: readers skip it, and it ends a soft-broken value.
            lastLineEndsWithEquals = false
            return false
        }
        defer { lastLineEndsWithEquals = line.last == UInt8(ascii: "=") }
        if line[0] == 32 || line[0] == 9 {
            // A continuation: the line before goes on.
            lastLineClosedCard = false
            lastLineIsEmptyAgent = false
            return false
        }
        let upperFirst = first & 0xDF
        if upperFirst == UInt8(ascii: "B"), NestingState.isKeywordLine(line, "BEGIN") {
            let isCut = depth == 0 && lastLineClosedCard
            if depth == 0 {
                depth = 1
            } else if depth > 1 || lastLineIsEmptyAgent {
                depth += 1  // a nested AGENT card; inside one, every BEGIN nests
            }  // else: a card without END, and a new card begins
            lastLineClosedCard = false
            lastLineIsEmptyAgent = false
            return isCut
        }
        if upperFirst == UInt8(ascii: "E"), NestingState.isKeywordLine(line, "END") {
            lastLineClosedCard = depth <= 1 && !lastLineEndsWithEquals
            depth = max(depth - 1, 0)
            lastLineIsEmptyAgent = false
            return false
        }
        lastLineClosedCard = false
        lastLineIsEmptyAgent = NestingState.isEmptyAgent(line)
        return false
    }

    /// `KEYWORD:VCARD` in any case, with white space after it.
    private static func isKeywordLine(_ line: UnsafeBufferPointer<UInt8>, _ keyword: StaticString) -> Bool {
        let word = UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
        let suffixText: StaticString = ":VCARD"
        let suffix = UnsafeBufferPointer(start: suffixText.utf8Start, count: suffixText.utf8CodeUnitCount)
        guard line.count >= word.count + suffix.count else { return false }
        var index = 0
        for expected in word {
            guard line[index] & 0xDF == expected else { return false }
            index += 1
        }
        for expected in suffix {
            let byte = line[index]
            guard byte == expected || (expected != 58 && byte & 0xDF == expected) else { return false }
            index += 1
        }
        while index < line.count {
            guard line[index] == 32 || line[index] == 9 else { return false }
            index += 1
        }
        return true
    }

    /// `AGENT:` (any group, parameters, case) with nothing but white space after the colon:
    /// a 2.1 nested card follows.
    private static func isEmptyAgent(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        // Nothing but white space after the colon: the line ends in a colon, once trailing
        // white space is set aside. Most lines fail this at their last byte.
        var last = line.count - 1
        while last >= 0, line[last] == 32 || line[last] == 9 { last -= 1 }
        guard last >= 0, line[last] == UInt8(ascii: ":") else { return false }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
            line[(colon + 1)...].allSatisfy({ $0 == 32 || $0 == 9 })
        else { return false }
        var nameEnd = line.startIndex
        while nameEnd < colon, line[nameEnd] != UInt8(ascii: ";") { nameEnd += 1 }
        var nameStart = nameEnd
        while nameStart > 0, line[nameStart - 1] != UInt8(ascii: ".") { nameStart -= 1 }
        let agent = Array("AGENT".utf8)
        guard nameEnd - nameStart == agent.count else { return false }
        return zip(line[nameStart..<nameEnd], agent).allSatisfy { $0 & 0xDF == $1 }
    }
}
