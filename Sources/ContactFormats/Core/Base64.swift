/// Base64 (RFC 4648) for photos and other binary values, on bytes.
public enum Base64 {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    private static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        table[Int(UInt8(ascii: "-"))] = 62  // URL-safe alphabet, seen in the wild
        table[Int(UInt8(ascii: "_"))] = 63
        return table
    }()

    /// Decodes, skipping white space; nil when a byte is outside the alphabet or the data
    /// is cut short.
    public static func decode<Bytes: Collection>(_ text: Bytes) -> [UInt8]?
    where Bytes.Element == UInt8 {
        if let decoded = text.withContiguousStorageIfAvailable(decode(contiguous:)) { return decoded }
        return Array(text).withUnsafeBufferPointer(decode(contiguous:))
    }

    /// ``decode(_:)`` on borrowed bytes, written straight into the result's storage: a
    /// photo is tens of thousands of bytes, and a checked `append` per byte cost more than
    /// the decoding.
    private static func decode(contiguous text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var isValid = true
        // Four characters give three bytes; white space and padding give none.
        let output = [UInt8](unsafeUninitializedCapacity: text.count * 3 / 4) { output, written in
            written = 0
            decodeTable.withUnsafeBufferPointer { table in
                var accumulator: UInt32 = 0
                var bits = 0
                var padding = 0
                for byte in text {
                    if byte == 32 || byte == 9 || byte == 10 || byte == 13 { continue }
                    if byte == UInt8(ascii: "=") {
                        padding += 1
                        continue
                    }
                    let value = table[Int(byte)]
                    if padding > 0 || value == 0xFF {
                        isValid = false
                        return
                    }
                    accumulator = accumulator << 6 | UInt32(value)
                    bits += 6
                    if bits >= 8 {
                        bits -= 8
                        output[written] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
                        written += 1
                    }
                }
                if bits >= 6 { isValid = false }
            }
        }
        return isValid ? output : nil
    }

    /// Encodes with padding and no line breaks.
    public static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 2 < bytes.count {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
                | UInt32(bytes[index + 2])
            output.append(alphabet[Int(value >> 18 & 63)])
            output.append(alphabet[Int(value >> 12 & 63)])
            output.append(alphabet[Int(value >> 6 & 63)])
            output.append(alphabet[Int(value & 63)])
            index += 3
        }
        let remaining = bytes.count - index
        if remaining == 1 {
            let value = UInt32(bytes[index]) << 16
            output.append(alphabet[Int(value >> 18 & 63)])
            output.append(alphabet[Int(value >> 12 & 63)])
            output.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "=")])
        } else if remaining == 2 {
            let value = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
            output.append(alphabet[Int(value >> 18 & 63)])
            output.append(alphabet[Int(value >> 12 & 63)])
            output.append(alphabet[Int(value >> 6 & 63)])
            output.append(UInt8(ascii: "="))
        }
        return output
    }
}
