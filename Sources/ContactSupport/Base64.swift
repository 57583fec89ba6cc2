/// Base64 (RFC 4648) for photos and other binary values, on bytes.
package enum Base64 {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    private static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        table[Int(UInt8(ascii: "-"))] = 62  // URL-safe alphabet, seen in the wild
        table[Int(UInt8(ascii: "_"))] = 63
        return table
    }()

    /// What is wrong with base64 data that still decodes: a sign it was cut short.
    package enum Defect: Sendable, Equatable {
        /// No padding, and the characters are not a multiple of 4 (`QUJDRA`): the end is
        /// missing, or the writer left the padding out.
        case missingPadding
        /// Padding that does not fit the characters before it (`QQ=`, `QUJD=`).
        case wrongPadding
    }

    /// Decodes, skipping white space; nil when a byte is outside the alphabet, data follows
    /// padding, or a lone character is left at the end (six bits, no byte). Data without its
    /// padding decodes (see ``decodeReportingDefect(_:)`` to hear about it).
    package static func decode<Bytes: Collection>(_ text: Bytes) -> [UInt8]?
    where Bytes.Element == UInt8 {
        decodeReportingDefect(text)?.bytes
    }

    /// Whether every byte is a base64 character, padding or white space: the white space in
    /// such a value is folding, and goes; in anything else it is part of what was written.
    package static func isAlphabetOrSpace<Bytes: Sequence>(_ text: Bytes) -> Bool where Bytes.Element == UInt8 {
        text.allSatisfy { decodeTable[Int($0)] != 0xFF || $0 == UInt8(ascii: "=") || $0 == 32 || $0 == 9 }
    }

    /// ``decode(_:)``, and what was wrong with data that still decoded: its length or its
    /// padding say it may have been cut short.
    package static func decodeReportingDefect<Bytes: Collection>(_ text: Bytes) -> (bytes: [UInt8], defect: Defect?)?
    where Bytes.Element == UInt8 {
        if let decoded = text.withContiguousStorageIfAvailable(decode(contiguous:)) { return decoded }
        return Array(text).withUnsafeBufferPointer(decode(contiguous:))
    }

    /// ``decode(_:)`` on borrowed bytes, written straight into the result's storage: a
    /// photo is tens of thousands of bytes, and a checked `append` per byte cost more than
    /// the decoding. Runs of alphabet characters (nearly all of a photo) are decoded eight
    /// at a time (``decodeRun(_:from:into:at:table:)``), then four; white space, padding and
    /// anything else go byte by byte.
    private static func decode(contiguous text: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], defect: Defect?)? {
        var isValid = true
        var characters = 0
        var padding = 0
        // Four characters give three bytes; white space and padding give none.
        let output = [UInt8](unsafeUninitializedCapacity: text.count * 3 / 4) { output, written in
            written = 0
            decodeTable.withUnsafeBufferPointer { table in
                var accumulator: UInt32 = 0
                var bits = 0
                var quads = 0
                var index = 0
                let count = text.count
                while index < count {
                    if bits == 0, padding == 0, count - index >= 8 {
                        let (read, decoded) = decodeRun(text, from: index, into: output, at: written, table: table)
                        index += read
                        written += decoded
                        quads += read / 4
                        if read > 0 { continue }
                    }
                    if bits == 0, padding == 0, index + 4 <= count {
                        let first = table[Int(text[index])]
                        let second = table[Int(text[index + 1])]
                        let third = table[Int(text[index + 2])]
                        let fourth = table[Int(text[index + 3])]
                        // Outside the alphabet is 0xFF in the table: the high bit says so.
                        if (first | second | third | fourth) & 0x80 == 0 {
                            let value = UInt32(first) << 18 | UInt32(second) << 12 | UInt32(third) << 6
                                | UInt32(fourth)
                            output[written] = UInt8(truncatingIfNeeded: value >> 16)
                            output[written + 1] = UInt8(truncatingIfNeeded: value >> 8)
                            output[written + 2] = UInt8(truncatingIfNeeded: value)
                            written += 3
                            index += 4
                            quads += 1
                            continue
                        }
                    }
                    let byte = text[index]
                    index += 1
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
                    characters += 1
                    bits += 6
                    if bits >= 8 {
                        bits -= 8
                        output[written] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bits))
                        written += 1
                    }
                }
                if bits >= 6 { isValid = false }
                characters += quads * 4
            }
        }
        guard isValid else { return nil }
        let remainder = characters % 4
        let expectedPadding = remainder == 0 ? 0 : 4 - remainder
        if padding == expectedPadding { return (output, nil) }
        return (output, padding == 0 ? .missingPadding : .wrongPadding)
    }

    /// Decodes the alphabet characters of `text` from `start` eight at a time (six bytes)
    /// into `output` from `position`, up to the first group of eight holding anything else
    /// or fewer than eight left: how many characters were read and bytes written. Each group
    /// costs about a third of what two groups of four did, as the counts are kept in
    /// registers and cannot overflow (both stay below `text.count`).
    @inline(__always)
    private static func decodeRun(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, into output: UnsafeMutableBufferPointer<UInt8>,
        at position: Int, table: UnsafeBufferPointer<UInt8>
    ) -> (read: Int, written: Int) {
        guard let source = text.baseAddress, let target = output.baseAddress, let table = table.baseAddress else {
            return (0, 0)
        }
        var index = start
        var written = position
        let last = text.count &- 8
        while index <= last {
            let group = source + index
            let a = table[Int(group[0])], b = table[Int(group[1])], c = table[Int(group[2])]
            let d = table[Int(group[3])], e = table[Int(group[4])], f = table[Int(group[5])]
            let g = table[Int(group[6])], h = table[Int(group[7])]
            // Outside the alphabet is 0xFF in the table: the high bit says so.
            if (a | b | c | d | e | f | g | h) & 0x80 != 0 { break }
            let value = UInt64(a) << 42 | UInt64(b) << 36 | UInt64(c) << 30 | UInt64(d) << 24
                | UInt64(e) << 18 | UInt64(f) << 12 | UInt64(g) << 6 | UInt64(h)
            let bytes = target + written
            bytes[0] = UInt8(truncatingIfNeeded: value &>> 40)
            bytes[1] = UInt8(truncatingIfNeeded: value &>> 32)
            bytes[2] = UInt8(truncatingIfNeeded: value &>> 24)
            bytes[3] = UInt8(truncatingIfNeeded: value &>> 16)
            bytes[4] = UInt8(truncatingIfNeeded: value &>> 8)
            bytes[5] = UInt8(truncatingIfNeeded: value)
            index &+= 8
            written &+= 6
        }
        return (index &- start, written &- position)
    }

    /// Encodes with padding and no line breaks, straight into the result's storage, through
    /// pointers with counts that cannot overflow (the result's length bounds them).
    package static func encode(_ bytes: [UInt8]) -> [UInt8] {
        let fullGroups = bytes.count / 3
        let remaining = bytes.count - fullGroups * 3
        let length = (bytes.count + 2) / 3 * 4
        return [UInt8](unsafeUninitializedCapacity: length) { output, written in
            written = length
            alphabet.withUnsafeBufferPointer { alphabet in
                bytes.withUnsafeBufferPointer { bytes in
                    guard let source = bytes.baseAddress, let target = output.baseAddress,
                        let alphabet = alphabet.baseAddress
                    else { return }
                    var index = 0
                    var position = 0
                    for _ in 0..<fullGroups {
                        let group = source + index
                        let value = UInt32(group[0]) << 16 | UInt32(group[1]) << 8 | UInt32(group[2])
                        let characters = target + position
                        characters[0] = alphabet[Int(value &>> 18 & 63)]
                        characters[1] = alphabet[Int(value &>> 12 & 63)]
                        characters[2] = alphabet[Int(value &>> 6 & 63)]
                        characters[3] = alphabet[Int(value & 63)]
                        index &+= 3
                        position &+= 4
                    }
                    if remaining > 0 {
                        let second = remaining == 2 ? UInt32(source[index + 1]) : 0
                        let value = UInt32(source[index]) << 16 | second << 8
                        target[position] = alphabet[Int(value >> 18 & 63)]
                        target[position + 1] = alphabet[Int(value >> 12 & 63)]
                        target[position + 2] = remaining == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "=")
                        target[position + 3] = UInt8(ascii: "=")
                    }
                }
            }
        }
    }
}
