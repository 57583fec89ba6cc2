/// A ``ByteInput`` that first hands out bytes already read (while sniffing a format or an
/// encoding), then the rest of another input.
public struct PrefixedInput: ByteInput {
    private var prefix: [UInt8]
    private var prefixPosition = 0
    private var base: any ByteInput

    /// An input that gives `prefix` first, then the rest of `base`.
    public init(prefix: [UInt8], base: any ByteInput) {
        self.prefix = prefix
        self.base = base
    }

    public mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
        if prefixPosition < prefix.count {
            let count = min(maxLength, prefix.count - prefixPosition)
            buffer.append(contentsOf: prefix[prefixPosition..<prefixPosition + count])
            prefixPosition += count
            if prefixPosition == prefix.count {
                prefix = []
                prefixPosition = 0
            }
            return count
        }
        return try base.read(into: &buffer, maxLength: maxLength)
    }
}
