extension VCardLineReader {
    /// A folded logical line joined from the buffer, and the physical line after it.
    struct FoldedStep {
        /// The logical line: the first physical line and each fold without its first byte.
        var bytes: [UInt8]
        /// Where the line ends and what follows it.
        var span: FoldedSpan
    }

    /// What a folded logical line spans: its length once joined, and the physical line
    /// after it. (No storage: joined in place, nothing of it is destroyed after.)
    struct FoldedSpan {
        /// How many bytes the joined line has.
        var joinedCount: Int
        /// Whether a byte of the logical line is 8-bit.
        var hasEightBitBytes: Bool
        /// How many folds were joined.
        var folds: Int
        /// The physical line after the logical line: where it starts, where it ends (its CR
        /// or LF), where the line after it starts, and whether a byte of it is 8-bit.
        var start: Int
        var end: Int
        var after: Int
        var nextHasEightBitBytes: Bool
    }

    /// Decides on the bytes alone the case of most folded lines (an address or a note
    /// folded at 75 bytes): the physical line read ahead (`start..<end`) is followed, from
    /// `nextStart`, by folds (lines starting with a space or tab) and then by a line that is
    /// not one, all of them found in `bytes`. Returns the joined line, or nil when the
    /// careful path must decide; then nothing was changed.
    ///
    /// As ``simpleStep(in:start:end:nextStart:maximumLineLength:)``, and for every fold:
    /// not blank, the logical line within the limit, not ending in `\\` (2.1's escaped line
    /// break), nor in `=` when the line is quoted-printable (a soft break), with an LF or
    /// CRLF line end in the buffer; the line after the last fold is no base64 text. The
    /// careful path joins such a line the same way, one fold at a time.
    static func foldedStep(
        in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, nextStart: Int, maximumLineLength: Int,
        hasEightBitBytes: Bool
    ) -> FoldedStep? {
        guard
            let (joined, span) = foldedLine(
                in: bytes, start: start, end: end, nextStart: nextStart, maximumLineLength: maximumLineLength,
                hasEightBitBytes: hasEightBitBytes,
                join: { pieces, folds, joinedCount in
                    // The bytes from the line's start on, as many as the joined line has (the
                    // folds' line ends and first bytes make that span longer), then each fold
                    // moved to its place: `Array(_:)` of a buffer is specialised, where
                    // `Array(unsafeUninitializedCapacity:)` took the generic allocation (~500
                    // instructions a line).
                    guard let base = bytes.baseAddress else { return [UInt8]() }
                    var joined = Array(UnsafeBufferPointer(start: base + start, count: joinedCount))
                    joined.withUnsafeMutableBufferPointer { target in
                        guard let into = target.baseAddress else { return }
                        var offset = end &- start
                        for fold in 0..<folds {
                            let pieceStart = pieces[2 &* fold]
                            let pieceCount = pieces[2 &* fold &+ 1] &- pieceStart
                            UnsafeMutableRawPointer(into + offset).copyMemory(from: base + pieceStart, byteCount: pieceCount)
                            offset &+= pieceCount
                        }
                    }
                    return joined
                })
        else { return nil }
        return FoldedStep(bytes: joined, span: span)
    }

    /// ``foldedStep(in:start:end:nextStart:maximumLineLength:hasEightBitBytes:)`` joining the
    /// line in `bytes` itself (at `target`, its address, which the caller may write: the read
    /// buffer, when its storage is the reader's own): the folds are moved back over the line
    /// ends and leading spaces between them, first to last (a fold only moves to a place
    /// before where it is, over bytes already moved or passed), so that the logical line is
    /// `span.joinedCount` bytes from `start`. Nothing after the last fold is written, and
    /// nothing before the first physical line's end. No storage is allocated for the line,
    /// and none freed after it.
    static func foldedStepInPlace(
        in bytes: UnsafeBufferPointer<UInt8>, at target: UnsafeMutablePointer<UInt8>, start: Int, end: Int,
        nextStart: Int, maximumLineLength: Int, hasEightBitBytes: Bool
    ) -> FoldedSpan? {
        foldedLine(
            in: bytes, start: start, end: end, nextStart: nextStart, maximumLineLength: maximumLineLength,
            hasEightBitBytes: hasEightBitBytes,
            join: { pieces, folds, _ in
                var offset = end
                for fold in 0..<folds {
                    let pieceStart = pieces[2 &* fold]
                    let pieceCount = pieces[2 &* fold &+ 1] &- pieceStart
                    UnsafeMutableRawPointer(target + offset).copyMemory(from: target + pieceStart, byteCount: pieceCount)
                    offset &+= pieceCount
                }
            })?.1
    }

    /// What both ``foldedStep(in:start:end:nextStart:maximumLineLength:hasEightBitBytes:)``
    /// and ``foldedStepInPlace(in:at:start:end:nextStart:maximumLineLength:hasEightBitBytes:)``
    /// decide; `join` is given where each fold's text starts and ends (`pieces`, two
    /// positions a fold), how many folds there are, and the joined line's length.
    @inline(__always)
    private static func foldedLine<Joined>(
        in bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, nextStart: Int, maximumLineLength: Int,
        hasEightBitBytes: Bool, join: (UnsafeMutablePointer<Int>, Int, Int) -> Joined
    ) -> (Joined, FoldedSpan)? {
        guard let base = bytes.baseAddress, end > start, end &- start <= maximumLineLength,
            nextStart < bytes.count
        else { return nil }
        let first = base[start]
        let last = base[end &- 1]
        guard first != 32, first != 9, last != UInt8(ascii: "\\") else { return nil }
        // A line ending in `=` is a quoted-printable soft break when the parameters say so
        // (then the next line joins whole, fold or not); else a fold joins as any other.
        // Asked once, of the first line, which must then hold all the parameters.
        var isQuotedPrintable: Bool? = nil
        if last == UInt8(ascii: "=") {
            isQuotedPrintable = mentionsQuotedPrintable(base, from: start, to: end)
            guard isQuotedPrintable == false else { return nil }
        }
        guard base[nextStart] == 32 || base[nextStart] == 9 else { return nil }
        // Where each fold's text starts and ends (after its space or tab, before its line
        // end), found first, so the line is copied once (into storage of its exact size, or
        // in place).
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 &* maximumFolds) { pieces in
            var foldStart = nextStart
            var length = end &- start
            var joinedCount = length
            var eightBit = hasEightBitBytes
            var folds = 0
            while true {
                // A fold: `foldStart` holds its space or tab.
                guard folds < maximumFolds else { return nil }
                var highBits: UInt64 = 0
                guard let foldEnd = bytes.firstLineBreak(from: foldStart, highBits: &highBits),
                    let after = lineAfter(bytes, lineEnd: foldEnd)
                else { return nil }
                // A blank fold ends the logical line: the careful path's case.
                var text = foldStart &+ 1
                while text < foldEnd, base[text] == 32 || base[text] == 9 { text &+= 1 }
                guard text < foldEnd else { return nil }
                length &+= foldEnd &- foldStart
                let foldLast = base[foldEnd &- 1]
                guard length <= maximumLineLength, foldLast != UInt8(ascii: "\\") else { return nil }
                if foldLast == UInt8(ascii: "=") {
                    if isQuotedPrintable == nil { isQuotedPrintable = mentionsQuotedPrintable(base, from: start, to: end) }
                    guard isQuotedPrintable == false else { return nil }
                }
                pieces[2 &* folds] = foldStart &+ 1
                pieces[2 &* folds &+ 1] = foldEnd
                joinedCount &+= foldEnd &- foldStart &- 1
                if highBits != 0 { eightBit = true }
                folds &+= 1
                guard after < bytes.count else { return nil }
                let next = base[after]
                if next == 32 || next == 9 {
                    foldStart = after
                    continue
                }
                // The line after the folds, as `simpleStep` takes the line after a simple one.
                var nextHighBits: UInt64 = 0
                guard let nextEnd = bytes.firstLineBreak(from: after, highBits: &nextHighBits),
                    let nextAfter = lineAfter(bytes, lineEnd: nextEnd)
                else { return nil }
                // After a line ending in `=`, the careful path takes any next line as part of
                // a line over the limit when the two are longer than it.
                if foldLast == UInt8(ascii: "="), length &+ (nextEnd &- after) > maximumLineLength { return nil }
                if nextEnd > after, !hasPropertyPunctuation(in: bytes, from: after, to: nextEnd),
                    isBase64Text(base, from: after, to: nextEnd)
                {
                    return nil
                }
                let joined = join(pieces.baseAddress.unsafelyUnwrapped, folds, joinedCount)
                return (
                    joined,
                    FoldedSpan(
                        joinedCount: joinedCount, hasEightBitBytes: eightBit, folds: folds, start: after, end: nextEnd,
                        after: nextAfter, nextHasEightBitBytes: nextHighBits != 0)
                )
            }
        }
    }

    /// The most folds ``foldedStep(in:start:end:nextStart:maximumLineLength:hasEightBitBytes:)``
    /// joins; a line with more (a photo, a long note) takes the careful path.
    static var maximumFolds: Int { 64 }

    /// ``parametersMention(_:_:)`` of `QUOTED-PRINTABLE` for the line `base[start..<end]`, when
    /// the part before the value (up to the first colon outside quotes) is all in it; nil
    /// when it has no such colon (the parameters go on in a fold).
    static func mentionsQuotedPrintable(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Bool? {
        var colon = start
        var inQuotes = false
        while colon < end {
            let byte = base[colon]
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if byte == UInt8(ascii: ":") && !inQuotes { break }
            colon &+= 1
        }
        guard colon < end else { return nil }
        return parametersMention(ArraySlice(UnsafeBufferPointer(start: base + start, count: colon &- start)), "QUOTED-PRINTABLE")
    }

    /// Where the line after the one whose CR or LF is at `lineEnd` starts, for an LF or a
    /// CRLF in `bytes`; nil for anything else (a lone CR, CR CR LF, a CR at the end).
    @inline(__always)
    static func lineAfter(_ bytes: UnsafeBufferPointer<UInt8>, lineEnd: Int) -> Int? {
        if bytes[lineEnd] == 10 { return lineEnd &+ 1 }
        if lineEnd &+ 1 < bytes.count, bytes[lineEnd &+ 1] == 10 { return lineEnd &+ 2 }
        return nil
    }
}
