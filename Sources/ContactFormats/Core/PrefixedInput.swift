/// A ``ByteInput`` that first hands out bytes already read (while sniffing a format or an
/// encoding), then the rest of another input.
public struct PrefixedInput: ByteInput {
    private var prefix: [UInt8]
    private var prefixPosition = 0
    private var base: any ByteInput
    /// Line feeds still to give before `prefix` (blank lines read and dropped while sniffing).
    private var leadingLineBreaks: Int

    /// An input that gives `leadingLineBreaks` line feeds, then `prefix`, then the rest of `base`.
    public init(prefix: [UInt8], base: any ByteInput, leadingLineBreaks: Int = 0) {
        self.prefix = prefix
        self.base = base
        self.leadingLineBreaks = leadingLineBreaks
    }

    public mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
        if leadingLineBreaks > 0, maxLength > 0 {
            let count = min(maxLength, leadingLineBreaks, 1 << 16)
            buffer.append(contentsOf: repeatElement(10, count: count))
            leadingLineBreaks -= count
            return count
        }
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

    /// Once the line feeds and the prefix are given, reads `base` straight into `target`
    /// when it can.
    public mutating func readDirectly(into target: UnsafeMutableBufferPointer<UInt8>) throws -> Int? {
        guard leadingLineBreaks == 0, prefixPosition == prefix.count else { return nil }
        return try base.readDirectly(into: target)
    }
}
