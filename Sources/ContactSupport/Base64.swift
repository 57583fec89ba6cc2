/// Base64 (RFC 4648) for photos and other binary values, on bytes.
package enum Base64 {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static let decodeTable: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
        table[Int(UInt8(ascii: "-"))] = 62  // URL-safe alphabet, seen in the wild
        table[Int(UInt8(ascii: "_"))] = 63
        return table
    }()

    /// ``decodeTable`` four times over, each value already shifted to its place in a group
    /// of four characters (18, 12, 6, 0 bits): a group is four loads and three ORs. Outside
    /// the alphabet is `0xFF00_0000`, above the 24 bits a group fills, so one test of the
    /// ORed groups finds it.
    static let shiftedDecodeTables: [UInt32] = {
        var tables = [UInt32](repeating: 0xFF00_0000, count: 4 * 256)
        for (byte, value) in decodeTable.enumerated() where value != 0xFF {
            for place in 0..<4 { tables[place * 256 + byte] = UInt32(value) << (18 - 6 * place) }
        }
        return tables
    }()

    /// Two characters for every 12-bit value, the first in the low byte: three bytes are two
    /// lookups instead of four, and four lookups fill one 8-byte store.
    private static let encodePairs: [UInt16] = (0..<4096).map { value in
        UInt16(alphabet[value >> 6]) | UInt16(alphabet[value & 63]) << 8
    }

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
    /// at a time (``decodeRun(_:from:into:at:tables:)``), then four; white space, padding and
    /// anything else go byte by byte.
    private static func decode(contiguous text: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], defect: Defect?)? {
        var isValid = true
        var characters = 0
        var padding = 0
        // Four characters give three bytes; white space and padding give none. Two bytes
        // more: ``decodeRun(_:from:into:at:tables:)`` stores six bytes as eight.
        let output = [UInt8](unsafeUninitializedCapacity: text.count * 3 / 4 + 2) { output, written in
            written = 0
            shiftedDecodeTables.withUnsafeBufferPointer { tables in
                var accumulator: UInt32 = 0
                var bits = 0
                var quads = 0
                var index = 0
                let count = text.count
                while index < count {
                    if bits == 0, padding == 0, count - index >= 8 {
                        let (read, decoded) = decodeRun(text, from: index, into: output, at: written, tables: tables)
                        index += read
                        written += decoded
                        quads += read / 4
                        if read > 0 { continue }
                    }
                    if bits == 0, padding == 0, index + 4 <= count {
                        let value = tables[Int(text[index])] | tables[256 + Int(text[index + 1])]
                            | tables[512 + Int(text[index + 2])] | tables[768 + Int(text[index + 3])]
                        // Outside the alphabet sets bits above the 24 of a group.
                        if value & 0xFF00_0000 == 0 {
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
                    // The last of the four tables holds the values unshifted.
                    let value = tables[768 + Int(byte)]
                    if padding > 0 || value > 63 {
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
    /// or fewer than eight left: how many characters were read and bytes written. A group
    /// of four is four lookups in ``shiftedDecodeTables`` ORed together, and the six bytes go
    /// out in one 8-byte store whose last two bytes the next group (or the caller's two
    /// spare bytes of capacity) overwrites: no more bytes are written than three quarters of
    /// the characters read, so with eight characters left `written + 8` stays within
    /// `text.count * 3 / 4 + 2`. The counts are kept in registers and cannot overflow (both
    /// stay below `text.count`).
    @inline(__always)
    private static func decodeRun(
        _ text: UnsafeBufferPointer<UInt8>, from start: Int, into output: UnsafeMutableBufferPointer<UInt8>,
        at position: Int, tables: UnsafeBufferPointer<UInt32>
    ) -> (read: Int, written: Int) {
        guard let source = text.baseAddress, let target = output.baseAddress, let tables = tables.baseAddress else {
            return (0, 0)
        }
        var index = start
        var written = position
        let last = text.count &- 8
        while index <= last {
            let group = source + index
            let high = tables[Int(group[0])] | tables[256 &+ Int(group[1])]
                | tables[512 &+ Int(group[2])] | tables[768 &+ Int(group[3])]
            let low = tables[Int(group[4])] | tables[256 &+ Int(group[5])]
                | tables[512 &+ Int(group[6])] | tables[768 &+ Int(group[7])]
            // Outside the alphabet sets bits above the 24 of a group.
            if (high | low) & 0xFF00_0000 != 0 { break }
            let value = UInt64(high) &<< 40 | UInt64(low) &<< 16
            UnsafeMutableRawPointer(target + written).storeBytes(of: value.bigEndian, as: UInt64.self)
            index &+= 8
            written &+= 6
        }
        return (index &- start, written &- position)
    }

    /// Encodes with padding and no line breaks, straight into the result's storage, through
    /// pointers with counts that cannot overflow (the result's length bounds them). Three
    /// bytes are two lookups in ``encodePairs``; while eight bytes can be read, six of them
    /// come from one 8-byte load and go out as one 8-byte store.
    package static func encode(_ bytes: [UInt8]) -> [UInt8] {
        let fullGroups = bytes.count / 3
        let remaining = bytes.count - fullGroups * 3
        let length = (bytes.count + 2) / 3 * 4
        return [UInt8](unsafeUninitializedCapacity: length) { output, written in
            written = length
            encodePairs.withUnsafeBufferPointer { pairs in
                bytes.withUnsafeBufferPointer { bytes in
                    guard let source = bytes.baseAddress, let target = output.baseAddress,
                        let pairs = pairs.baseAddress
                    else { return }
                    var index = 0
                    var position = 0
                    while index &+ 8 <= bytes.count {
                        let word = UInt64(bigEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self))
                        let characters = UInt64(pairs[Int(truncatingIfNeeded: word &>> 52)])
                            | UInt64(pairs[Int(truncatingIfNeeded: word &>> 40 & 0xFFF)]) &<< 16
                            | UInt64(pairs[Int(truncatingIfNeeded: word &>> 28 & 0xFFF)]) &<< 32
                            | UInt64(pairs[Int(truncatingIfNeeded: word &>> 16 & 0xFFF)]) &<< 48
                        UnsafeMutableRawPointer(target + position).storeBytes(of: characters.littleEndian, as: UInt64.self)
                        index &+= 6
                        position &+= 8
                    }
                    while index < fullGroups &* 3 {
                        let group = source + index
                        let value = Int(group[0]) &<< 16 | Int(group[1]) &<< 8 | Int(group[2])
                        let characters = UInt32(pairs[value &>> 12]) | UInt32(pairs[value & 0xFFF]) &<< 16
                        UnsafeMutableRawPointer(target + position).storeBytes(of: characters.littleEndian, as: UInt32.self)
                        index &+= 3
                        position &+= 4
                    }
                    if remaining > 0 {
                        let second = remaining == 2 ? Int(source[index + 1]) : 0
                        let value = Int(source[index]) << 16 | second << 8
                        let pair = pairs[value >> 12]
                        target[position] = UInt8(truncatingIfNeeded: pair)
                        target[position + 1] = UInt8(truncatingIfNeeded: pair >> 8)
                        target[position + 2] = remaining == 2 ? alphabet[value >> 6 & 63] : UInt8(ascii: "=")
                        target[position + 3] = UInt8(ascii: "=")
                    }
                }
            }
        }
    }
}
