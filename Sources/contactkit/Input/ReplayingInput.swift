import ContactFormats

/// A ``ByteInput`` that first gives back bytes already read (the prefix used to detect the
/// format), then continues with the rest of the underlying input.
struct ReplayingInput<Base: ByteInput>: ByteInput {
    private var prefix: [UInt8]
    private var position = 0
    private var base: Base

    init(prefix: [UInt8], then base: Base) {
        self.prefix = prefix
        self.base = base
    }

    mutating func read(into buffer: inout [UInt8], maxLength: Int) throws -> Int {
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

extension ByteInput {
    /// Reads from the start of the input until a format can be detected, `limit` bytes have
    /// been read, or the input ends; returns the bytes read (to be replayed).
    mutating func readDetectionPrefix(limit: Int = 4096) throws -> [UInt8] {
        var prefix: [UInt8] = []
        while prefix.count < limit {
            let count = try read(into: &prefix, maxLength: limit - prefix.count)
            if count == 0 { break }
            if ContactFormat.detect(prefix: prefix) != nil { break }
        }
        return prefix
    }
}
