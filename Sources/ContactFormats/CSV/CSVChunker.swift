/// Cuts the rows of a CSV input (what follows its header, ``CSVReader/takeRows()``) into
/// chunks of whole records, so that several readers can read the chunks at the same time and
/// together give what one reader gives.
///
/// A cut goes after the first line break past ``targetSize`` bytes where the chunk holds an
/// even number of quotes: in well-formed CSV that line break ends a record, as a quoted field
/// (which may hold line breaks) always has an even number. Stray quotes (`5" screen`) make
/// the count a guess, so when no such line break comes for four times ``targetSize`` bytes
/// the chunk is cut at the first line break past ``targetSize`` anyway. A cut never goes
/// between a CR and its LF. Either way the reader of the chunk confirms the cut
/// (``CSVReader/endedAfterRecord``), and a caller whose chunk did not end after a record
/// reads from that chunk on with one reader instead.
///
/// Input with no line break for ``maximumChunkSize`` bytes (one enormous field) is handed
/// back as ``VCardChunker/Piece/rest(_:firstLineNumber:)``, so memory stays bounded.
public struct CSVChunker {
    /// The pieces the chunker gives: whole records, or the rest of the input.
    public typealias Piece = VCardChunker.Piece

    /// A chunk is cut at the first cut point after this many bytes.
    public let targetSize: Int
    /// With no cut point in this many bytes, the rest of the input is given as one stream.
    public let maximumChunkSize: Int

    private var chunks: ChunkBuffer
    /// Bytes read before `scanned` are counted: the quotes and line breaks in them.
    private var scanned = 0
    private var quoteCount = 0
    private var lineCount = 0
    /// The first line end past ``targetSize`` whatever the quotes: offset after it, lines before it.
    private var firstLineEnd: (offset: Int, lineCount: Int)? = nil

    /// Creates a chunker of `input`, whose first line is line `firstLineNumber` of the whole,
    /// that cuts after about `targetSize` bytes and gives up cutting after `maximumChunkSize`.
    public init(
        input: any ByteInput, firstLineNumber: Int = 1, targetSize: Int = 1 << 19, maximumChunkSize: Int = 1 << 23
    ) {
        self.targetSize = max(targetSize, 1)
        self.maximumChunkSize = max(maximumChunkSize, 4 * self.targetSize)
        chunks = ChunkBuffer(
            input: input, firstLineNumber: firstLineNumber, targetSize: self.targetSize,
            maximumChunkSize: self.maximumChunkSize)
    }

    /// The next piece of the input, or nil after the last one.
    public mutating func next() throws -> Piece? {
        // Taken out while it asks where to cut, which changes what this chunker has counted.
        var chunks = self.chunks
        self.chunks = ChunkBuffer(input: MemoryInput([]), firstLineNumber: 1, targetSize: 1, maximumChunkSize: 1)
        defer { self.chunks = chunks }
        let targetSize = self.targetSize
        let piece = try chunks.next { bytes, _ in bytes.count > targetSize ? findCut(bytes) : nil }
        if case .chunk = piece {
            scanned = 0
            quoteCount = 0
            lineCount = 0
            firstLineEnd = nil
        }
        return piece
    }

    /// Everything not yet given out, as one stream; ``next()`` gives nothing after this.
    public mutating func remainder() -> any ByteInput { chunks.remainder() }

    /// Gives back the bytes of a chunk that was read, for later input to be read into.
    public mutating func reuse(_ bytes: consuming [UInt8]) { chunks.reuse(bytes) }

    /// Counts what was read since the last call; the place to cut (after a line break), if
    /// there is one yet.
    private mutating func findCut(_ buffer: [UInt8]) -> (offset: Int, lineCount: Int)? {
        buffer.withUnsafeBufferPointer { bytes in
            let count = bytes.count
            // Up to the target, only the counts matter: counted without branches.
            let bulkEnd = min(targetSize, count - 1)
            if scanned < bulkEnd {
                let counts = CSVChunker.quotesAndLineBreaks(bytes, scanned..<bulkEnd)
                quoteCount += counts.quotes
                lineCount += counts.lineBreaks
                scanned = bulkEnd
            }
            var index = scanned
            defer { scanned = index }
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    quoteCount += 1
                } else if byte == 10 || byte == 13 {
                    // A CR last in the buffer waits for the next byte: it may be a CRLF.
                    guard index + 1 < count else { break }
                    if byte == 13 && bytes[index + 1] == 10 {
                        index += 1
                        continue  // the LF ends the line
                    }
                    lineCount += 1
                    let end = (offset: index + 1, lineCount: lineCount)
                    index += 1
                    if quoteCount % 2 == 0 { return end }
                    if firstLineEnd == nil { firstLineEnd = end }
                    continue
                }
                index += 1
            }
            if count >= 4 * targetSize, let end = firstLineEnd { return end }
            return nil
        }
    }

    /// The quotes, and the line breaks (LF, CRLF or CR, each one) ending in `range`; the byte
    /// after the range tells whether a CR last in it is part of a CRLF. Sixteen bytes at a
    /// time, the rest one by one.
    ///
    /// Each block's matches are added up lane by lane (a lane's count fits a byte for 255
    /// blocks), and the lanes summed once per 255 blocks: about twenty instructions a block.
    /// Counting each eight-byte word's matches with `nonzeroBitCount` cost about seventy
    /// (the baseline x86-64 has no POPCNT instruction), nine a byte: 27 M instructions on a
    /// 3 MB file, most of the chunker's time.
    static func quotesAndLineBreaks(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> (quotes: Int, lineBreaks: Int) {
        var quotes = 0
        var lineFeeds = 0
        var returns = 0
        var returnsBeforeLineFeeds = 0
        var index = range.lowerBound
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
            let lineFeed = SIMD16<UInt8>(repeating: 10)
            let carriageReturn = SIMD16<UInt8>(repeating: 13)
            let one = SIMD16<UInt8>(repeating: 1)
            let zero = SIMD16<UInt8>()
            // `index + 16 <= upperBound`: the byte after a block is in `bytes` (the block
            // shifted by one byte tells which CRs an LF follows).
            while index &+ 16 <= range.upperBound {
                var quoteLanes = zero
                var lineFeedLanes = zero
                var returnLanes = zero
                var returnBeforeLineFeedLanes = zero
                var blocks = 0
                while blocks < 255 && index &+ 16 <= range.upperBound {
                    let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                    let after = raw.loadUnaligned(fromByteOffset: index &+ 1, as: SIMD16<UInt8>.self)
                    let isReturn = block .== carriageReturn
                    quoteLanes &+= zero.replacing(with: one, where: block .== quote)
                    lineFeedLanes &+= zero.replacing(with: one, where: block .== lineFeed)
                    returnLanes &+= zero.replacing(with: one, where: isReturn)
                    returnBeforeLineFeedLanes &+= zero.replacing(with: one, where: isReturn .& (after .== lineFeed))
                    index &+= 16
                    blocks &+= 1
                }
                quotes &+= CSVChunker.laneSum(quoteLanes)
                lineFeeds &+= CSVChunker.laneSum(lineFeedLanes)
                returns &+= CSVChunker.laneSum(returnLanes)
                returnsBeforeLineFeeds &+= CSVChunker.laneSum(returnBeforeLineFeedLanes)
            }
        }
        while index < range.upperBound {
            let byte = bytes[index]
            let isReturn = byte == 13 ? 1 : 0
            quotes &+= byte == UInt8(ascii: "\"") ? 1 : 0
            lineFeeds &+= byte == 10 ? 1 : 0
            returns &+= isReturn
            returnsBeforeLineFeeds &+= isReturn & (bytes[index + 1] == 10 ? 1 : 0)
            index += 1
        }
        return (quotes, lineFeeds + returns - returnsBeforeLineFeeds)
    }

    /// The sum of the lanes (each at most 255), widened first: up to 4,080.
    private static func laneSum(_ lanes: SIMD16<UInt8>) -> Int {
        Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }
}
