extension VCardLineReader {
    /// The physical line after a simple logical line: where it ends (its CR or LF), where
    /// the line after it starts, and whether a byte of it is 8-bit.
    struct SimpleStep {
        var end: Int
        var after: Int
        var hasEightBitBytes: Bool
    }

    /// Decides on the bytes alone the case of nearly every line: the physical line read
    /// ahead (`start..<end`) is a whole logical line, and the physical line that follows it
    /// (from `nextStart`) is found in `bytes`. Returns that line, or nil when the careful
    /// path must decide; then nothing was changed.
    ///
    /// The line read ahead is whole when it is not blank (its first byte is no space or
    /// tab), not longer than the limit, ends in neither `=` (a quoted-printable soft break)
    /// nor `\\` (2.1's escaped line break), and the next line is empty (blank: it ends a
    /// line) or starts with neither space nor tab (a fold) and is no line of base64 text (a
    /// 2.1 block). Its line end must be LF or CRLF, both in the buffer; a CR with anything
    /// else after it goes the careful way.
    @inline(__always)
    static func simpleStep(
        in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, nextStart: Int, maximumLineLength: Int
    ) -> SimpleStep? {
        guard let base = bytes.baseAddress, end > start, end &- start <= maximumLineLength else { return nil }
        let first = base[start]
        let last = base[end &- 1]
        guard first != 32, first != 9, last != UInt8(ascii: "="), last != UInt8(ascii: "\\") else { return nil }
        // A fold (or a blank line of spaces) goes the careful way before its end is looked
        // for: that path reads the line again.
        guard nextStart < bytes.count else { return nil }
        let next = base[nextStart]
        if next == 32 || next == 9 { return nil }
        var highBits: UInt64 = 0
        guard let lineEnd = bytes.firstLineBreak(from: nextStart, highBits: &highBits) else { return nil }
        let after: Int
        if base[lineEnd] == 10 {
            after = lineEnd &+ 1
        } else if lineEnd &+ 1 < bytes.count, base[lineEnd &+ 1] == 10 {
            after = lineEnd &+ 2
        } else {
            return nil
        }
        if lineEnd > nextStart {
            if !hasPropertyPunctuation(in: bytes, from: nextStart, to: lineEnd),
                isBase64Text(base, from: nextStart, to: lineEnd)
            {
                return nil
            }
        }
        return SimpleStep(end: lineEnd, after: after, hasEightBitBytes: highBits != 0)
    }

    /// Whether one of the first eight bytes of `bytes[from..<to]` is a `:`, `;`, `.` or `-`,
    /// bytes base64 text has not: a property line has one in its first eight bytes but for
    /// a long name. Eight bytes in one test; false when fewer than eight are in `bytes`.
    @inline(__always)
    static func hasPropertyPunctuation(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        guard let base = bytes.baseAddress, from &+ 8 <= bytes.count else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let word = UInt64(littleEndian: UnsafeRawPointer(base + from).loadUnaligned(as: UInt64.self))
        let length = to &- from
        // Only the flags of bytes in the line count; a zero byte flags its high bit (and,
        // through the borrow, maybe bytes above it, so a flag inside the line means a zero
        // byte inside it).
        let inLine: UInt64 = (length >= 8 ? ~0 : (1 &<< UInt64(length &* 8)) &- 1) & (ones &* 0x80)
        // `:` (3A) and `;` (3B) are one byte once the low bit is set: most names end in
        // them within eight bytes, so they are tested first; then `.` (groups) and `-`.
        let colons = (word | ones) ^ (ones &* 0x3B)
        if (colons &- ones) & ~colons & inLine != 0 { return true }
        let dots = word ^ (ones &* 0x2E)
        let dashes = word ^ (ones &* 0x2D)
        return ((dots &- ones) & ~dots | (dashes &- ones) & ~dashes) & inLine != 0
    }

    /// Whether `base[from..<to]` is only the base64 alphabet, `=`, spaces and tabs (what
    /// the careful path's `isBase64Text` accepts). A property line stops it at its first
    /// `-`, `.`, `;` or `:`, a few bytes in.
    @inline(__always)
    static func isBase64Text(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Bool {
        // One bit for each byte value accepted: 0–63 in the first word, 64–127 in the second.
        let low: UInt64 = 1 << 9 | 1 << 32 | 1 << 43 | 1 << 47 | 0x3FF << 48 | 1 << 61
        let high: UInt64 = 0x3FF_FFFF << 1 | 0x3FF_FFFF << 33
        var index = from
        while index < to {
            let byte = base[index]
            guard byte < 128, (byte < 64 ? low : high) >> UInt64(byte & 63) & 1 != 0 else { return false }
            index &+= 1
        }
        return true
    }
}
