/// What a chunker (``VCardChunker``, ``CSVChunker``) has read of its input and not yet given
/// out, and the pieces it gives: chunks cut where the chunker says, the last chunk at the
/// end of the input, or the rest as one stream when no cut comes for `maximumChunkSize`
/// bytes.
struct ChunkBuffer {
    /// Bytes read and not yet given out.
    private(set) var bytes: [UInt8] = []
    /// Whether the input has ended (`bytes` hold its last bytes).
    private(set) var atEnd = false
    private var input: any ByteInput
    private var isFinished = false
    /// The number of the first line in `bytes`.
    private var firstLineNumber: Int
    private let targetSize: Int
    private let maximumChunkSize: Int
    /// Buffers of chunks already read, given back by ``reuse(_:)``, to read later input into.
    private var spareBuffers: [[UInt8]] = []

    init(input: any ByteInput, firstLineNumber: Int, targetSize: Int, maximumChunkSize: Int) {
        self.input = input
        self.firstLineNumber = firstLineNumber
        self.targetSize = targetSize
        self.maximumChunkSize = maximumChunkSize
    }

    /// The next piece, or nil after the last one. `cut` looks at the bytes read (and whether
    /// the input has ended) and says where a chunk may end: the offset after it and the lines
    /// before it; it is asked again after every read.
    mutating func next(
        cut: (_ bytes: [UInt8], _ atEnd: Bool) -> (offset: Int, lineCount: Int)?
    ) throws -> VCardChunker.Piece? {
        guard !isFinished else { return nil }
        while true {
            if let place = cut(bytes, atEnd) {
                return .chunk(takeChunk(upTo: place))
            }
            if atEnd {
                isFinished = true
                guard !bytes.isEmpty else { return nil }
                defer { bytes = [] }
                return .chunk(VCardChunker.Chunk(bytes: bytes, firstLineNumber: firstLineNumber))
            }
            if bytes.count >= maximumChunkSize {
                let line = firstLineNumber
                return .rest(remainder(), firstLineNumber: line)
            }
            let count = try input.readAppending(to: &bytes, maxLength: targetSize)
            if count == 0 { atEnd = true }
        }
    }

    /// Everything not yet given out, as one stream; ``next(cut:)`` gives nothing after this.
    mutating func remainder() -> any ByteInput {
        isFinished = true
        let rest = PrefixedInput(prefix: bytes, base: input)
        bytes = []
        return rest
    }

    /// Gives back the bytes of a chunk that was read, for later input to be read into: a
    /// megabyte buffer allocated afresh for every chunk costs a page fault per page.
    /// Only a buffer nothing else shares is worth it; a few are kept.
    mutating func reuse(_ buffer: consuming [UInt8]) {
        guard spareBuffers.count < 4 else { return }
        spareBuffers.append(consume buffer)
    }

    /// The bytes before the cut, as a chunk. The buffer itself becomes the chunk; what
    /// follows the cut moves to a spare buffer, which reads go on into: the input is not
    /// copied a second time.
    private mutating func takeChunk(upTo cut: (offset: Int, lineCount: Int)) -> VCardChunker.Chunk {
        var chunkBytes = spareBuffers.popLast() ?? []
        chunkBytes.removeAll(keepingCapacity: true)
        chunkBytes.reserveCapacity(2 * targetSize)
        chunkBytes.append(contentsOf: bytes[cut.offset...])
        swap(&chunkBytes, &bytes)  // the buffer now holds what follows the cut
        chunkBytes.removeSubrange(cut.offset...)
        let chunk = VCardChunker.Chunk(bytes: chunkBytes, firstLineNumber: firstLineNumber)
        firstLineNumber += cut.lineCount
        return chunk
    }
}
