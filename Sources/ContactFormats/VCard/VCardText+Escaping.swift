extension VCardText {
    /// Appends `text` escaped as ``escape(_:escapingCommas:)`` escapes it with commas
    /// escaped, copying the runs between escapes in one piece each: most values have no
    /// escape at all.
    ///
    /// The bytes that need a look (backslash, semicolon, comma, CR, LF) are searched for
    /// eight at a time: a word holds none when it has no byte below 0x20 (subtracting 0x20
    /// from each byte borrows into no byte whose high bit was clear) and no zero byte after
    /// XOR with the backslash, semicolon and comma patterns. Only a word that fails the test
    /// (a TAB or another control character fails it too) is looked at byte by byte. The
    /// byte-by-byte scan it replaces was about ten instructions a byte of every value.
    static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to output: inout VCardByteBuffer) {
        guard let base = text.baseAddress else { return }
        let count = text.count
        var runStart = 0
        var index = 0
        while index < count {
            if index + 8 <= count {
                if !VCardText.mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
            } else if VCardText.tailMayNeedEscape(base, count: count) == false {
                // The last bytes (fewer than eight) need none: copied with the run below.
                break
            }
            let stop = Swift.min(index + 8, count)
            while index < stop {
                let byte = base[index]
                if byte == 92 || byte == 59 || byte == 44 || byte == 13 || byte == 10 {
                    output.append(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                    runStart = index + 1
                    switch byte {
                    case 13:
                        output.append(92, UInt8(ascii: "n"))
                    case 10:
                        // CRLF is one line break.
                        if index == 0 || base[index - 1] != 13 { output.append(92, UInt8(ascii: "n")) }
                    default:
                        output.append(92, byte)
                    }
                }
                index += 1
            }
        }
        output.append(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
    }

    /// Whether the last bytes of `count` at `base`, fewer than eight past a multiple of
    /// eight, may need an escape, looked at as one word: the word that ends at the last byte
    /// (bytes before them again, which only make it say yes more often), or for a text of
    /// four to seven bytes the first four and the last four. Nil for a text shorter than four
    /// bytes: looked at byte by byte. Byte by byte, the tail cost about ten instructions a
    /// byte of every value.
    @inline(__always)
    static func tailMayNeedEscape(_ base: UnsafePointer<UInt8>, count: Int) -> Bool? {
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            return mayNeedEscape(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        guard count >= 4 else { return nil }
        let head = UInt64(raw.loadUnaligned(as: UInt32.self))
        let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        return mayNeedEscape(head | tail << 32)
    }

    /// Whether any of the eight bytes of `word` is below 0x20 or a backslash, semicolon or
    /// comma. Exact for the word as a whole (never false when one is there), though not for
    /// which byte it is.
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word
        let backslash = word ^ (ones &* 0x5C)
        let semicolon = word ^ (ones &* 0x3B)
        let comma = word ^ (ones &* 0x2C)
        let zero = (backslash &- ones) & ~backslash | (semicolon &- ones) & ~semicolon | (comma &- ones) & ~comma
        return (control | zero) & highs != 0
    }
}
