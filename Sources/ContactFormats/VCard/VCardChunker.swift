/// Cuts a vCard byte stream into chunks of whole cards, so that several readers can read the
/// chunks at the same time (one per core) and together give what one reader gives.
///
/// A cut goes before a line `BEGIN:VCARD` whose previous non-blank line is an `END:VCARD`,
/// and not one a quoted-printable soft break joins to the line before it (that line ends in
/// `=`). The chunker sees physical lines only, and only those near a cut, so a cut is a
/// guess: between two nested 2.1 `AGENT` cards it is inside the outer card. The reader of a
/// chunk confirms it with ``VCardReader/lastLineClosedCard`` once the chunk is read, and a
/// caller whose chunk ended inside a card reads from that chunk on with one reader instead.
///
/// The chunker runs on the calling thread while the workers read, over every byte of the
/// input: it counts the line ends sixteen bytes at a time and looks at lines only back from
/// the end of what it has read, to the last cut. (Line by line, every line classified, it
/// cost about 140 instructions a line: 21 M of a 10,000-card read's 390 M on two threads.)
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
    /// Lines before `scanned` are looked at; `scannedLineCount` of them.
    private var scanned = 0
    private var scannedLineCount = 0
    /// The latest place a chunk can end: byte offset and lines before it.
    private var cut: (offset: Int, lineCount: Int)? = nil
    /// Whether the last non-blank line before `scanned` is an `END:VCARD` that closes a card
    /// (the line before it does not end in `=`): a `BEGIN:VCARD` after it is a cut.
    private var closedBeforeScanned = false
    /// Whether the line just before `scanned` ends in `=` (a soft break).
    private var softBreakBeforeScanned = false

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

    /// Counts the complete lines of `buffer` after `scanned`, noting the last cut among them.
    private mutating func scanLines(_ buffer: [UInt8], atEnd: Bool) {
        buffer.withUnsafeBufferPointer { bytes in
            let lower = scanned
            guard let end = VCardChunker.endOfCompleteLines(bytes, from: lower, atEnd: atEnd) else { return }
            let lines = ChunkerLines(bytes: bytes, lowerBound: lower)
            // Back from the end: whether the last non-blank line closes a card (for the next
            // scan), then the last `BEGIN:VCARD` whose previous non-blank line does.
            var position = end
            var closed: Bool? = nil
            var pendingBegin: Int? = nil
            var newCut: Int? = nil
            while position > lower {
                let line = lines.line(before: position)
                position = line.lowerBound
                if lines.isBlank(line) { continue }
                let closes = lines.closesCard(line, softBreakBefore: softBreakBeforeScanned)
                if closed == nil { closed = closes }
                if let begin = pendingBegin {
                    if closes {
                        newCut = begin
                        break
                    }
                    pendingBegin = nil
                }
                if lines.isKeyword(line, "BEGIN") { pendingBegin = line.lowerBound }
            }
            // A `BEGIN:VCARD` with nothing but blank lines before it here: the lines before
            // `scanned` tell.
            if newCut == nil, let begin = pendingBegin, closedBeforeScanned { newCut = begin }
            if let newCut {
                let before = lines.count(lower..<newCut)
                cut = (newCut, scannedLineCount + before)
                scannedLineCount += before + lines.count(newCut..<end)
            } else {
                scannedLineCount += lines.count(lower..<end)
            }
            softBreakBeforeScanned = lines.endsWithSoftBreak(lines.line(before: end))
            if let closed { closedBeforeScanned = closed }
            scanned = end
        }
    }

    /// Where the complete lines from `lower` end (right after the last complete line end);
    /// nil when there is none. Unless the input has ended, CRs last in the buffer wait for
    /// the next bytes (they may be followed by an LF).
    static func endOfCompleteLines(_ bytes: UnsafeBufferPointer<UInt8>, from lower: Int, atEnd: Bool) -> Int? {
        var top = bytes.count
        if !atEnd {
            while top > lower && bytes[top &- 1] == 13 { top &-= 1 }
        }
        var index = top &- 1
        while index >= lower {
            if bytes[index] == 10 || bytes[index] == 13 { return index &+ 1 }
            index &-= 1
        }
        return nil
    }
}
