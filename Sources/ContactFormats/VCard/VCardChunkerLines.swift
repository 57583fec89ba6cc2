/// The lines of a chunker's buffer from `lowerBound` (right after a line end), read back
/// from a place right after a line end, and their line ends counted, as a reader splits
/// them: LF, CRLF and lone CR each end a line, and so does a run of CRs followed by an LF.
struct ChunkerLines {
    let bytes: UnsafeBufferPointer<UInt8>
    let lowerBound: Int

    /// The line whose line end ends right before `position` (after `lowerBound`): from the
    /// byte after the line end before it (or `lowerBound`) to its own line end.
    func line(before position: Int) -> Range<Int> {
        var end = position &- 1
        if bytes[end] == 10 {
            // CRs before an LF are part of its line end.
            while end > lowerBound && bytes[end &- 1] == 13 { end &-= 1 }
        }
        var start = end
        while start > lowerBound && bytes[start &- 1] != 10 && bytes[start &- 1] != 13 { start &-= 1 }
        return start..<end
    }

    /// Whether `line` holds nothing but spaces and tabs (readers skip it).
    func isBlank(_ line: Range<Int>) -> Bool {
        for index in line where bytes[index] != 32 && bytes[index] != 9 { return false }
        return true
    }

    /// Whether `line` ends in `=`: a quoted-printable soft break joins the next line to it.
    func endsWithSoftBreak(_ line: Range<Int>) -> Bool {
        !line.isEmpty && bytes[line.upperBound &- 1] == UInt8(ascii: "=")
    }

    /// Whether `line` is an `END:VCARD` that closes a card: the line before it (before
    /// `lowerBound`, `softBreakBefore` tells) does not end in a soft break.
    func closesCard(_ line: Range<Int>, softBreakBefore: Bool) -> Bool {
        guard isKeyword(line, "END") else { return false }
        return line.lowerBound > lowerBound ? !endsWithSoftBreak(self.line(before: line.lowerBound)) : !softBreakBefore
    }

    /// Whether `line` is `KEYWORD:VCARD` in any case, with nothing but spaces and tabs after.
    func isKeyword(_ line: Range<Int>, _ keyword: StaticString) -> Bool {
        let word = UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount)
        let suffixText: StaticString = ":VCARD"
        let suffix = UnsafeBufferPointer(start: suffixText.utf8Start, count: suffixText.utf8CodeUnitCount)
        guard line.count >= word.count &+ suffix.count else { return false }
        var index = line.lowerBound
        for expected in word {
            guard bytes[index] & 0xDF == expected else { return false }
            index &+= 1
        }
        for expected in suffix {
            let byte = bytes[index]
            guard byte == expected || (expected != 58 && byte & 0xDF == expected) else { return false }
            index &+= 1
        }
        while index < line.upperBound {
            guard bytes[index] == 32 || bytes[index] == 9 else { return false }
            index &+= 1
        }
        return true
    }

    /// The line ends in `range`, which starts and ends right after line ends: the LFs and
    /// the CRs no LF follows, sixteen bytes at a time; one by one when a CR follows a CR
    /// (a run of CRs and an LF is one line end).
    func count(_ range: Range<Int>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let lineFeed = SIMD16<UInt8>(repeating: 10)
        let carriageReturn = SIMD16<UInt8>(repeating: 13)
        let set = SIMD16<UInt8>(repeating: 0xFF)
        let zero = SIMD16<UInt8>()
        var lineEnds = 0
        var index = range.lowerBound
        // `index + 16 < upperBound`: the byte after a block is in the range.
        while index &+ 16 < range.upperBound {
            let batch = index
            // The LFs are counted in the bytes after the block's (loaded anyway to tell a
            // CR no LF follows), so one comparison serves both; such a CR (none in LF or
            // CRLF text) is only noted, and its batch counted again below. Comparisons are
            // kept as bytes of 0xFF or 0 (as `SIMDMask` each block's was converted back,
            // 48 instructions per 64 bytes in all, now 35). (Lanes added up and tested once
            // per 255 blocks: `any` on a block's mask was a call of thirty instructions.
            // Four blocks a turn, their number worked out first: the loop's own tests were
            // a third of it.)
            var lanes = zero
            var returnsAlone = zero
            let blocks = Swift.min(255, (range.upperBound &- 1 &- index) / 16)
            @inline(__always) func add(_ offset: Int) {
                let block = raw.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
                let after = raw.loadUnaligned(fromByteOffset: offset &+ 1, as: SIMD16<UInt8>.self)
                let feedsAfter = zero.replacing(with: set, where: after .== lineFeed)
                lanes &-= feedsAfter
                returnsAlone |= zero.replacing(with: set, where: block .== carriageReturn) & ~feedsAfter
            }
            var left = blocks
            while left >= 4 {
                add(index)
                add(index &+ 16)
                add(index &+ 32)
                add(index &+ 48)
                index &+= 64
                left &-= 4
            }
            while left > 0 {
                add(index)
                index &+= 16
                left &-= 1
            }
            if returnsAlone != zero {
                guard let exact = countWithReturns(from: batch, blocks: blocks) else { return countOneByOne(range) }
                lineEnds &+= exact
            } else {
                // The LFs counted are those of `batch + 1 ... index`; the batch's are those
                // of `batch ..< index`.
                lineEnds &+= Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
                if bytes[batch] == 10 { lineEnds &+= 1 }
                if bytes[index] == 10 { lineEnds &-= 1 }
            }
        }
        while index < range.upperBound {
            if bytes[index] == 10 {
                lineEnds &+= 1
            } else if bytes[index] == 13 {
                let next = index &+ 1 < range.upperBound ? bytes[index &+ 1] : 0
                if next == 13 { return countOneByOne(range) }
                if next != 10 { lineEnds &+= 1 }
            }
            index &+= 1
        }
        return lineEnds
    }

    /// The line ends of `blocks` (at most 255) blocks of sixteen bytes from `start`, with
    /// the byte after them, where a CR no LF follows is one too; nil when a CR follows a CR.
    private func countWithReturns(from start: Int, blocks: Int) -> Int? {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let lineFeed = SIMD16<UInt8>(repeating: 10)
        let carriageReturn = SIMD16<UInt8>(repeating: 13)
        let one = SIMD16<UInt8>(repeating: 1)
        let zero = SIMD16<UInt8>()
        var lanes = zero
        var returnRuns = SIMDMask<SIMD16<Int8>>()
        var index = start
        for _ in 0..<blocks {
            let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let after = raw.loadUnaligned(fromByteOffset: index &+ 1, as: SIMD16<UInt8>.self)
            let isReturn = block .== carriageReturn
            returnRuns .|= isReturn .& (after .== carriageReturn)
            lanes &+= zero.replacing(with: one, where: (block .== lineFeed) .| (isReturn .& .!(after .== lineFeed)))
            index &+= 16
        }
        if any(returnRuns) { return nil }
        return Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }

    /// ``count(_:)`` one byte at a time, with runs of CRs.
    private func countOneByOne(_ range: Range<Int>) -> Int {
        var lineEnds = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            index &+= 1
            if byte == 10 {
                lineEnds &+= 1
            } else if byte == 13 {
                lineEnds &+= 1
                var next = index
                while next < range.upperBound && bytes[next] == 13 { next &+= 1 }
                if next < range.upperBound && bytes[next] == 10 { index = next &+ 1 }
            }
        }
        return lineEnds
    }
}
