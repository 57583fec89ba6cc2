import ContactFormats

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
