import ContactModel

/// Splitting and unescaping of raw values straight from their UTF-8 bytes: the reader's
/// side of ``VCardText``.
extension VCardText {
    /// `split` and `unescape` in one pass over the UTF-8 bytes: each part becomes a string
    /// straight from the bytes, with no intermediate substrings.
    static func unescapedParts(_ raw: String, on separator: UInt8) -> [String] {
        raw.withUTF8Bytes { unescapedParts(bytes: $0, on: separator) }
    }

    /// ``unescapedParts(_:on:)`` on bytes that are well-formed UTF-8 (a value already
    /// checked, or an ASCII line): no string of the whole value is made first.
    /// Large parts are written over storage `pool` keeps, when it has room (see
    /// ``/ContactModel/StringStoragePool``).
    static func unescapedParts(
        bytes: UnsafeBufferPointer<UInt8>, on separator: UInt8,
        recycling pool: UnsafeMutablePointer<StringStoragePool>? = nil
    ) -> [String] {
        // Room for an address's seven components; a longer value grows it.
        var parts: [String] = []
        parts.reserveCapacity(8)
        _ = forEachUnescapedPart(bytes: bytes, on: separator, recycling: pool) { _, part in parts.append(part) }
        return parts
    }

    /// Calls `body` with each part ``unescapedParts(bytes:on:)`` gives, with its index, in
    /// order, and returns how many there were: no array of them is made. Only the parts
    /// `making` names are made and given to `body` (bit n: the n-th part; the last bit
    /// stands for every part past it); the others are only counted. Inlined: the test of
    /// `making` is then folded where it is a constant (called, the loop cost more). Large
    /// parts are written over storage `pool` keeps, when it has room.
    @inline(__always)
    static func forEachUnescapedPart(
        bytes: UnsafeBufferPointer<UInt8>, on separator: UInt8, making kept: UInt64 = ~0,
        recycling pool: UnsafeMutablePointer<StringStoragePool>? = nil, _ body: (Int, String) -> Void
    ) -> Int {
        var count = 0
        var start = 0
        var index = 0
        var sawBackslash = false
        let end = bytes.count
        // Every part (a full read's mask, nearly always): then one test a part.
        let keepsAll = kept == ~0
        func isKept(_ index: Int) -> Bool {
            keepsAll || (kept >> UInt64(truncatingIfNeeded: Swift.min(index, 63))) & 1 != 0
        }
        func part(_ partEnd: Int) -> String {
            if start == partEnd { return "" }
            let piece = UnsafeBufferPointer(rebasing: bytes[start..<partEnd])
            if sawBackslash { return unescapedString(validUTF8: piece, recycling: pool) }
            return String(validUTF8: piece, recycling: pool)
        }
        let stops = WordScan(UInt8(ascii: "\\"), separator, separator)
        // Where the last whole word starts (negative when none does).
        let lastWord = end &- 8
        while index < end {
            // Bytes that are neither a backslash nor the separator, eight at a time.
            if index <= lastWord {
                let hits = stops.stops(in: VCardText.word(bytes, at: index))
                if hits == 0 {
                    index &+= 8
                    continue
                }
                index &+= hits.trailingZeroBitCount &>> 3
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                sawBackslash = true
                index += 2
                continue
            }
            if byte == separator {
                if isKept(count) { body(count, part(index)) }
                count += 1
                start = index + 1
                sawBackslash = false
            }
            index += 1
        }
        if isKept(count) { body(count, part(end)) }
        return count + 1
    }

    /// ``unescape(_:)`` of bytes that are well-formed UTF-8: one string, made straight from
    /// the bytes (written over storage `pool` keeps, when large and it has room).
    static func unescapedText(
        validUTF8 bytes: UnsafeBufferPointer<UInt8>, recycling pool: UnsafeMutablePointer<StringStoragePool>? = nil
    ) -> String {
        var index = 0
        let count = bytes.count
        // Most values have no backslash: looked for eight bytes at a time.
        let backslash = WordScan(UInt8(ascii: "\\"), UInt8(ascii: "\\"), UInt8(ascii: "\\"))
        let lastWord = count &- 8
        while index <= lastWord {
            if backslash.stops(in: VCardText.word(bytes, at: index)) != 0 { return unescapedString(validUTF8: bytes, recycling: pool) }
            index &+= 8
        }
        if index < count {
            if lastWord >= 0 {
                // The last bytes in one word that ends with the value (again over some).
                if backslash.stops(in: VCardText.word(bytes, at: lastWord)) != 0 { return unescapedString(validUTF8: bytes, recycling: pool) }
            } else {
                while index < count {
                    if bytes[index] == UInt8(ascii: "\\") { return unescapedString(validUTF8: bytes, recycling: pool) }
                    index &+= 1
                }
            }
        }
        return String(validUTF8: bytes, recycling: pool)
    }

    /// The bytes (well-formed UTF-8) as a string when they start and end with a visible
    /// ASCII character and hold no backslash: ``unescape(_:)`` leaves such text as it is, and
    /// ``Swift/String/trimmingWhitespace()`` then finds nothing to trim. Nil for any other.
    static func visibleText(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard let first = bytes.first, let last = bytes.last, first > 32, first < 0x7F, last > 32, last < 0x7F
        else { return nil }
        let count = bytes.count
        var index = 0
        let backslash = WordScan(UInt8(ascii: "\\"), UInt8(ascii: "\\"), UInt8(ascii: "\\"))
        let lastWord = count &- 8
        while index <= lastWord {
            if backslash.stops(in: VCardText.word(bytes, at: index)) != 0 { return nil }
            index &+= 8
        }
        if lastWord >= 0 {
            // The last bytes in one word that ends with the value (again over some).
            if index < count, backslash.stops(in: VCardText.word(bytes, at: lastWord)) != 0 { return nil }
        } else {
            while index < count {
                if bytes[index] == UInt8(ascii: "\\") { return nil }
                index &+= 1
            }
        }
        return String(validUTF8: bytes)
    }

    /// ``unescape(bytes:)`` of bytes that are well-formed UTF-8 with a backslash: the bytes
    /// between backslashes copied eight at a time into scratch storage (on the stack for
    /// most values), and the string made from it as ``String/init(validUTF8:)`` makes one,
    /// with no check: dropping the backslash of an escape of ASCII, or writing a line break
    /// for `\n`, leaves UTF-8 as it was. (`unescape(bytes:)` went a byte at a time and
    /// checked its result again.)
    static func unescapedString(
        validUTF8 bytes: UnsafeBufferPointer<UInt8>, recycling pool: UnsafeMutablePointer<StringStoragePool>? = nil
    ) -> String {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return "" }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { output in
            let target = UnsafeMutableRawPointer(output.baseAddress.unsafelyUnwrapped)
            let backslash = WordScan(UInt8(ascii: "\\"), UInt8(ascii: "\\"), UInt8(ascii: "\\"))
            var index = 0
            var written = 0
            let lastWord = count &- 8
            while index < count {
                if index <= lastWord {
                    // The word is stored whole (`written` is at most `index`, so it fits in
                    // `count` bytes); only the bytes before a backslash count as written.
                    let word = VCardText.word(bytes, at: index)
                    target.storeBytes(of: word.littleEndian, toByteOffset: written, as: UInt64.self)
                    let hits = backslash.stops(in: word)
                    if hits == 0 {
                        index &+= 8
                        written &+= 8
                        continue
                    }
                    let before = hits.trailingZeroBitCount &>> 3
                    index &+= before
                    written &+= before
                }
                var byte = base[index]
                index &+= 1
                if byte == UInt8(ascii: "\\"), index < count {
                    switch base[index] {
                    case UInt8(ascii: "n"), UInt8(ascii: "N"):
                        byte = 10
                        index &+= 1
                    case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
                        UInt8(ascii: "\""):
                        byte = base[index]
                        index &+= 1
                    default:
                        break
                    }
                }
                output[written] = byte
                written &+= 1
            }
            return String(validUTF8: UnsafeBufferPointer(rebasing: output[0..<written]), recycling: pool)
        }
    }

    /// The eight bytes at `index` (which has eight bytes from it), the first in the lowest
    /// byte of the word.
    @inline(__always)
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self))
    }
}
