extension CSVTokenizer {
    /// The fast path of ``next(into:)``: reads the record at ``position`` in one pass over the
    /// buffer when the buffer holds all of it and it is plain RFC 4180 (every field either
    /// has no quote, or is one quoted field closed right before a delimiter or line break),
    /// within the length limit and with no more than a few quoted lines. Returns false, and
    /// changes nothing, for anything else (a record running past the buffer, a stray quote,
    /// an unclosed one, a CR last in the buffer): ``next(into:)`` then reads the record the
    /// careful way, with its diagnostics. Both ways give the same fields and line numbers.
    ///
    /// Runs of ordinary bytes are found and copied eight at a time (``WordScan``). Field
    /// bytes and ends are gathered into ``gathered`` and ``gatheredEnds`` (sized once,
    /// reused) and appended to the record in one copy each; nothing is allocated per record
    /// or per field in steady state.
    mutating func readWholeRecord(into record: inout Record) -> Bool {
        let available = buffer.count - position
        // Eight bytes of slack: a word is stored whole even when only part of it is kept.
        if gathered.count < available + 8 { gathered = Array(repeating: 0, count: max(available + 8, 1 << 16)) }
        let delimiter = self.delimiter
        let start = position
        let scanned: WholeRecordScan? = buffer.withUnsafeBufferPointer { source in
            gathered.withUnsafeMutableBufferPointer { target in
                gatheredEnds.withUnsafeMutableBufferPointer { ends in
                    var scan = WholeRecordScan(
                        source: source.baseAddress!, end: source.count, target: target.baseAddress!,
                        ends: ends.baseAddress!, endsCount: ends.count, index: start)
                    return scan.read(delimiter: delimiter) ? scan : nil
                }
            }
        }
        // Past the length limit: the careful way drops the record.
        guard let scanned, scanned.written <= maximumRecordLength else {
            record.reset(line: lineNumber)
            return false
        }
        // The record's bytes and ends replaced in one call each (emptying them first, as
        // ``Record/reset(line:)`` does, cost as much again).
        gathered.withUnsafeBufferPointer { gathered in
            record.bytes.replaceSubrange(
                0..<record.bytes.count, with: UnsafeBufferPointer(rebasing: gathered[0..<scanned.written]))
        }
        gatheredEnds.withUnsafeBufferPointer { ends in
            record.ends.replaceSubrange(0..<record.ends.count, with: UnsafeBufferPointer(rebasing: ends[0..<scanned.fields]))
        }
        record.line = lineNumber
        record.exceededLimit = false
        let isASCII = scanned.asciiBits & 0x8080_8080_8080_8080 == 0
        record.isKnownASCII = isASCII
        // The record's bytes in the input (delimiters, quotes and its line break with the
        // fields): checked whole, without looking for field ends.
        record.isKnownUTF8 =
            isASCII
            || buffer.withUnsafeBufferPointer { source in
                CSVTokenizer.isWellFormedUTF8(source.baseAddress! + start, count: scanned.index - start)
            }
        position = scanned.index
        lineNumber += scanned.lines + 1
        return true
    }
}

/// One pass of ``CSVTokenizer/readWholeRecord(into:)`` over a record in the buffer: where it
/// is in the buffer and in the gathered bytes, and what it found. A value with its own
/// state, so that the loop keeps it in registers (as captured variables of nested closures
/// it was kept in memory, copied into several registers at every field).
struct WholeRecordScan {
    let source: UnsafePointer<UInt8>
    /// The end of the buffer's bytes.
    let end: Int
    let target: UnsafeMutablePointer<UInt8>
    let ends: UnsafeMutablePointer<Int>
    let endsCount: Int
    /// Where the pass is in the buffer.
    var index: Int
    /// How many field bytes were gathered.
    var written = 0
    /// How many fields were read.
    var fields = 0
    /// Line breaks inside quoted fields.
    var lines = 0
    /// The gathered bytes ORed together (the high bits say whether the record is ASCII).
    var asciiBits: UInt64 = 0

    static let quote = UInt8(ascii: "\"")

    init(
        source: UnsafePointer<UInt8>, end: Int, target: UnsafeMutablePointer<UInt8>, ends: UnsafeMutablePointer<Int>,
        endsCount: Int, index: Int
    ) {
        self.source = source
        self.end = end
        self.target = target
        self.ends = ends
        self.endsCount = endsCount
        self.index = index
    }

    /// Copies the ordinary bytes from `index` on, eight at a time, up to the first byte
    /// `scan` stops at (or the last eight bytes of the buffer). Static, on the caller's
    /// locals: as the scan's own properties, its state was stored back to memory at every
    /// word (the stores through `target` might have been to it).
    @inline(__always)
    private static func copyRun(
        _ scan: FieldScan, source: UnsafePointer<UInt8>, end: Int, target: UnsafeMutablePointer<UInt8>,
        index: inout Int, written: inout Int, asciiBits: inout UInt64
    ) {
        while index &+ 8 <= end {
            let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(target + written).storeBytes(of: word, as: UInt64.self)
            let stops = scan.stops(in: word)
            if stops == 0 {
                asciiBits |= word
                index &+= 8
                written &+= 8
                continue
            }
            let kept = stops.trailingZeroBitCount &>> 3
            if kept > 0 { asciiBits |= word & (~UInt64(0) &>> (64 &- 8 &* UInt64(kept))) }
            index &+= kept
            written &+= kept
            return
        }
    }

    /// Reads the record from ``index`` to its line break (after it); false for anything the
    /// careful way must read. The state is kept in locals while reading (see
    /// ``copyRun(_:source:end:target:index:written:asciiBits:)``) and stored once at the end;
    /// field ends are written through a cursor checked against the last slot (a count and
    /// the ends' base were spilled to the stack in the loops of empty fields).
    mutating func read(delimiter: UInt8) -> Bool {
        let source = self.source
        let end = self.end
        let target = self.target
        let endsBase = self.ends
        var index = self.index
        var written = self.written
        var endCursor = endsBase + self.fields
        let endLimit = endsBase + self.endsCount
        var lines = self.lines
        var asciiBits = self.asciiBits
        defer {
            self.index = index
            self.written = written
            self.fields = endCursor - endsBase
            self.lines = lines
            self.asciiBits = asciiBits
        }
        let quote = WholeRecordScan.quote
        // Line breaks are stopped at as bytes below 0x0E (one test for CR and LF); the other
        // control bytes stopped at with them are ordinary field bytes.
        let plainScan = FieldScan(delimiter, quote)
        let quotedScan = FieldScan(quote, quote)
        let delimiters = UInt64(delimiter) &* 0x0101_0101_0101_0101
        // `"",` as the low three bytes of a little-endian word, and `"","",` as the low six.
        let emptyQuoted = UInt32(quote) | UInt32(quote) &<< 8 | UInt32(delimiter) &<< 16
        let twoEmptyQuoted = UInt64(emptyQuoted) | UInt64(emptyQuoted) &<< 24
        // `"","","","",` as a word (its first eight bytes) and the low four bytes of the next.
        // (Constants of their own: comparing the second word with bytes of the first instead
        // gave Outlook's rows back most of the gain; Google's plain fields' loop spills a
        // register more either way, +0.6 M.)
        let fourEmptyQuotedHead = twoEmptyQuoted | UInt64(quote) &<< 48 | UInt64(quote) &<< 56
        let fourEmptyQuotedTail = UInt64(delimiter) | UInt64(emptyQuoted) &<< 8
        @inline(__always) func threeBytes(at index: Int) -> UInt32 {
            UInt32(littleEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt32.self)) & 0xFF_FFFF
        }
        @inline(__always) func word(at index: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self))
        }
        // One field per turn; `index` is at its first byte.
        while true {
            guard index < end else { return false }
            let first = source[index]
            if first == delimiter {
                // Empty fields before delimiters (most of a Google row): a run of up to eight
                // delimiters a word, its ends stored eight at a time (those past the run are
                // overwritten by the next fields, or not kept).
                if index &+ 8 <= end && endLimit - endCursor >= 8 {
                    let run = WholeRecordScan.leadingZeroBytes(word(at: index) ^ delimiters)
                    for slot in 0..<8 { endCursor[slot] = written }
                    endCursor += run
                    index &+= run
                    continue
                }
                guard endCursor < endLimit else { return false }
                endCursor.pointee = written
                endCursor += 1
                index &+= 1
                continue
            }
            if first == quote && index &+ 4 <= end && threeBytes(at: index) == emptyQuoted {
                // Empty quoted fields before a delimiter (`"",`: most of an Outlook row),
                // as the quoted field below would read them; two at a time where a word
                // holds `"","",`.
                // Each turn starts at a `"",` (one word load: is it, and is another next).
                while true {
                    // Four at a time from two words (Outlook's runs are long).
                    if index &+ 16 <= end && endLimit - endCursor >= 4 && word(at: index) == fourEmptyQuotedHead
                        && word(at: index &+ 8) & 0xFFFF_FFFF == fourEmptyQuotedTail
                    {
                        for slot in 0..<4 { endCursor[slot] = written }
                        endCursor += 4
                        index &+= 12
                        // (Four bytes are left at least: the sixteen were in the buffer.)
                        if threeBytes(at: index) == emptyQuoted { continue }
                        break
                    }
                    if index &+ 8 <= end {
                        let bytes = word(at: index)
                        if bytes & 0xFFFF_FFFF_FFFF == twoEmptyQuoted && endLimit - endCursor >= 2 {
                            endCursor[0] = written
                            endCursor[1] = written
                            endCursor += 2
                            index &+= 6
                        } else {
                            guard endCursor < endLimit else { return false }
                            endCursor.pointee = written
                            endCursor += 1
                            index &+= 3
                        }
                        if index &+ 8 <= end {
                            if word(at: index) & 0xFF_FFFF == UInt64(emptyQuoted) { continue }
                            break
                        }
                    } else {
                        guard endCursor < endLimit else { return false }
                        endCursor.pointee = written
                        endCursor += 1
                        index &+= 3
                    }
                    guard index &+ 4 <= end && threeBytes(at: index) == emptyQuoted else { break }
                }
                continue
            }
            if first == quote {
                // A quoted field: up to its closing quote (`""` is a quote).
                index &+= 1
                var quotedLines = 0
                while true {
                    WholeRecordScan.copyRun(
                        quotedScan, source: source, end: end, target: target, index: &index, written: &written,
                        asciiBits: &asciiBits)
                    guard index < end else { return false }
                    let byte = source[index]
                    if byte == quote {
                        guard index &+ 1 < end else { return false }
                        if source[index &+ 1] == quote {
                            target[written] = quote
                            written &+= 1
                            index &+= 2
                            continue
                        }
                        index &+= 1
                        break
                    }
                    if byte == 10 {
                        quotedLines &+= 1
                    } else if byte == 13 {
                        guard index &+ 1 < end else { return false }
                        if source[index &+ 1] != 10 { quotedLines &+= 1 }
                    }
                    asciiBits |= UInt64(byte)
                    target[written] = byte
                    written &+= 1
                    index &+= 1
                }
                // A closing quote must end the field (else: the careful way warns).
                guard index < end else { return false }
                let next = source[index]
                guard next == delimiter || next == 10 || next == 13 else { return false }
                // Far more lines than any real field: the careful way decides.
                guard quotedLines <= 64 else { return false }
                lines &+= quotedLines
            } else {
                // A plain field: up to the delimiter or line break; a quote in it is for
                // the careful way.
                while true {
                    WholeRecordScan.copyRun(
                        plainScan, source: source, end: end, target: target, index: &index, written: &written,
                        asciiBits: &asciiBits)
                    guard index < end else { return false }
                    let byte = source[index]
                    if byte == delimiter || byte == 10 || byte == 13 { break }
                    if byte == quote { return false }
                    asciiBits |= UInt64(byte)
                    target[written] = byte
                    written &+= 1
                    index &+= 1
                }
            }
            guard endCursor < endLimit else { return false }
            endCursor.pointee = written
            endCursor += 1
            let byte = source[index]
            index &+= 1
            if byte == delimiter { continue }
            // A line break ends the record; a CR last in the buffer may be a CRLF's.
            if byte == 13 {
                guard index < end else { return false }
                if source[index] == 10 { index &+= 1 }
            }
            return true
        }
    }

    /// How many of the word's bytes, from the first in memory order (little endian), are
    /// zero before the first that is not: 0...8. (Exact: adding 0x7F to each byte's low
    /// seven bits never carries into the next byte.)
    @inline(__always)
    static func leadingZeroBytes(_ word: UInt64) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let nonZero = ((word & low) &+ low | word) & 0x8080_8080_8080_8080
        return nonZero.trailingZeroBitCount &>> 3
    }
}
