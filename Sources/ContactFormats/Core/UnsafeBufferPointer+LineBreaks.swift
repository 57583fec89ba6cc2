extension UnsafeBufferPointer<UInt8> {
    /// The index of the first CR or LF at or after `start`; nil when there is none.
    ///
    /// Eight bytes at a time: a word with neither byte has no zero byte after XOR with the
    /// CR and LF patterns. Lines are tens of bytes, so this is most of finding them.
    func firstLineBreak(from start: Int) -> Int? {
        var highBits: UInt64 = 0
        return firstLineBreak(from: start, highBits: &highBits)
    }

    /// ``firstLineBreak(from:)`` that also ORs into `highBits` the high bit of every byte it
    /// passes (non-zero: the bytes before the break have an 8-bit byte). The words are
    /// loaded anyway, so a line's "is it all ASCII" comes for one OR per word: readers use it
    /// to skip charset work on ASCII lines. Inlined: the vCard line reader calls it once a
    /// line, and a call cost about fifty instructions of a line's hundred.
    @inline(__always)
    func firstLineBreak(from start: Int, highBits: inout UInt64) -> Int? {
        guard let base = baseAddress else { return nil }
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var high: UInt64 = 0
        let count = self.count
        // The last place a whole word starts (negative when there is none): compared with
        // as it stands, `index &+ 8 <= count` kept a second index in the loop.
        let lastWord = count &- 8
        while index <= lastWord {
            // Byte n of the line in bits 8n to 8n + 7, on any host.
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // First the bytes below 14 (CR is 13, LF 10), one test for both: a word of text
            // has none, and goes on at once. The lowest flag is exact (a borrow only flags
            // bytes above the byte it comes from): the first byte below 14, nearly always
            // the line's CR or LF, else a tab or another control byte.
            let below14 = (word &- ones &* 14) & ~word & highs
            if below14 != 0 {
                var offset = below14.trailingZeroBitCount &>> 3
                let first = UInt8(truncatingIfNeeded: word &>> UInt64(offset &* 8))
                if first != 10 && first != 13 {
                    // A tab or another control byte first: look for CR and LF themselves.
                    let lf = word ^ (ones &* 10)
                    let cr = word ^ (ones &* 13)
                    let hasZero = ((lf &- ones) & ~lf | (cr &- ones) & ~cr) & highs
                    if hasZero == 0 {
                        high |= word
                        index &+= 8
                        continue
                    }
                    offset = hasZero.trailingZeroBitCount &>> 3
                }
                // The bytes below the line end are the line's.
                high |= word & ((1 &<< UInt64(offset &* 8)) &- 1)
                highBits |= high & highs
                return index &+ offset
            }
            high |= word
            index &+= 8
        }
        while index < count {
            let byte = base[index]
            if byte == 10 || byte == 13 {
                highBits |= high & highs
                return index
            }
            high |= UInt64(byte)
            index += 1
        }
        highBits |= high & highs
        return nil
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Where the line after a line end at `end` (a CR or LF found by ``firstLineBreak(from:)``)
    /// starts; nil when the bytes so far cannot tell (the input goes on and the buffer ends
    /// inside a run of CRs).
    ///
    /// LF, CRLF and lone CR each end a line, and so does any run of CRs followed by an LF:
    /// iOS 5 writes `CR CR LF`, which must not read as a line and a blank line (a blank line
    /// ends a folded value and a 2.1 base64 block). CRs not followed by an LF are one line
    /// end each, as a lone CR is.
    func lineEndSpan(at end: Int, moreInputMayCome: Bool) -> Int? {
        guard self[end] == 13 else { return end + 1 }
        var index = end + 1
        while index < count, self[index] == 13 { index += 1 }
        if index == count { return moreInputMayCome ? nil : end + 1 }
        return self[index] == 10 ? index + 1 : end + 1
    }
}
