/// A ``ByteInput`` that first gives back bytes already read (the prefix used to detect the
/// format, or bytes a ``VCardChunker`` could not cut), then continues with the rest of the
/// underlying input.
public struct ReplayingInput: ByteInput {
    private var prefix: [UInt8]
    private var position = 0
    private var base: any ByteInput

    public init(prefix: [UInt8], then base: any ByteInput) {
        self.prefix = prefix
        self.base = base
    }

    public mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
        if position < prefix.count {
            let count = min(maxLength, prefix.count - position)
            buffer.append(contentsOf: prefix[position..<position + count])
            position += count
            if position == prefix.count {
                prefix = []  // release the memory
                position = 0
            }
            return count
        }
        return try base.read(into: &buffer, maxLength: maxLength)
    }
}
