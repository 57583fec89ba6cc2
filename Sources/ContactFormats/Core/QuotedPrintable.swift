/// Quoted-printable transfer encoding (RFC 2045), as vCard 2.1 uses it.
public enum QuotedPrintable {
    /// Decodes `=XX` escapes. Soft line breaks (`=` before a line end) are dropped. An `=`
    /// not followed by two hex digits is kept as written, and `isClean` turns false.
    public static func decode(_ bytes: ArraySlice<UInt8>) -> (bytes: [UInt8], isClean: Bool) {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var isClean = true
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "=") else {
                output.append(byte)
                index += 1
                continue
            }
            let next = index + 1
            if next < end, bytes[next] == 13 || bytes[next] == 10 {
                // Soft line break left in the value: drop it.
                index = next + 1
                if bytes[next] == 13, index < end, bytes[index] == 10 { index += 1 }
                continue
            }
            if next + 1 < end, let high = hexValue(bytes[next]), let low = hexValue(bytes[next + 1]) {
                output.append(high << 4 | low)
                index = next + 2
                continue
            }
            if next == end {
                index = end  // a trailing soft break with nothing after it
                continue
            }
            isClean = false
            output.append(byte)
            index += 1
        }
        return (output, isClean)
    }

    /// Encodes bytes for a vCard 2.1 value, with soft line breaks so no encoded line is
    /// longer than 76 characters. `firstLineUsed` is how much of the first line the
    /// property name and parameters already take.
    public static func encode(_ bytes: [UInt8], firstLineUsed: Int) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 3)
        var lineLength = firstLineUsed
        for (position, byte) in bytes.enumerated() {
            let isLast = position == bytes.count - 1
            let needsEscape =
                byte == UInt8(ascii: "=") || byte >= 0x7F || (byte < 0x20 && byte != 9)
                || ((byte == 32 || byte == 9) && isLast)
            let width = needsEscape ? 3 : 1
            if lineLength + width > 75 {
                output.append(contentsOf: [UInt8(ascii: "="), 13, 10])
                lineLength = 0
            }
            if needsEscape {
                output.append(UInt8(ascii: "="))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0x0F)])
            } else {
                output.append(byte)
            }
            lineLength += width
        }
        return output
    }

    /// Upper-case hex digits by value (also the 2.1 writer's `%XX`).
    static let hexDigits = Array("0123456789ABCDEF".utf8)

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }
}
