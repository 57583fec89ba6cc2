import ContactModel

/// Splits a stream of UTF-8 (or single-byte) CSV text into records of fields, on bytes, per
/// RFC 4180, in constant memory.
///
/// Quoted fields may hold the delimiter, `""` for a quote, and CR, LF or CRLF line breaks.
/// Records end at CR, LF or CRLF outside quotes. A quote that is never closed is reported
/// with the line where it opened (``Diagnostic/Code/unclosedQuote``), and the tokenizer
/// resynchronizes at the next line break that looks like the end of a record, so one stray
/// quote never swallows the rest of a file silently.
struct CSVTokenizer {
    /// One record: its fields as byte ranges into ``bytes``, and where it started.
    struct Record {
        /// The bytes of every field, back to back (quotes removed, `""` collapsed).
        var bytes: [UInt8] = []
        /// The end offset in ``bytes`` of each field.
        var ends: [Int] = []
        /// The 1-based line where the record starts.
        var line = 0
        /// Whether the record was longer than the limit; its bytes past it were dropped.
        var exceededLimit = false
        /// Whether the record's bytes are known to be ASCII (set by the fast path,
        /// ``CSVTokenizer/readWholeRecord(into:)``; false when not known).
        var isKnownASCII = false
        /// Whether every field is known to be well-formed UTF-8 (set by the fast path from the
        /// record's bytes in the input, ``CSVTokenizer/isWellFormedUTF8(_:count:)``; false
        /// when not known).
        var isKnownUTF8 = false

        var count: Int { ends.count }

        /// The bytes of field `index`.
        func field(_ index: Int) -> ArraySlice<UInt8> {
            let start = index == 0 ? 0 : ends[index - 1]
            return bytes[start..<ends[index]]
        }

        /// Whether every field is well-formed UTF-8: the bytes are, and no field starts with
        /// a continuation byte (no sequence runs from one field into the next).
        var fieldsAreUTF8: Bool {
            if isKnownASCII || isKnownUTF8 { return true }
            return bytes.withUnsafeBufferPointer { bytes in
                ends.withUnsafeBufferPointer { ends in Record.isValidUTF8(bytes, fieldEnds: ends) }
            }
        }

        /// Whether `bytes` are well-formed UTF-8 with no sequence running past one of
        /// `fieldEnds` (sorted): ``Charset/isValidUTF8(_:)-(UnsafeBufferPointer<UInt8>)`` of the
        /// whole, and no field starting with a continuation byte. ASCII is skipped eight bytes
        /// at a time, up to its first non-ASCII byte; a run of sequences is then checked one
        /// after the other without going back to the words, and field ends are looked at only
        /// where a sequence is (the first end after it kept at hand).
        static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, fieldEnds ends: UnsafeBufferPointer<Int>) -> Bool {
            guard let base = bytes.baseAddress else { return true }
            let count = bytes.count
            var index = 0
            var field = 0
            // The first field end not before the sequence looked at (past the last: none).
            var nextEnd = ends.isEmpty ? Int.max : ends[0]
            while index < count {
                if index &+ 8 <= count {
                    let high = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
                    if high == 0 {
                        index &+= 8
                        continue
                    }
                    index &+= UInt64(littleEndian: high).trailingZeroBitCount &>> 3
                } else if base[index] < 0x80 {
                    index &+= 1
                    continue
                }
                // Sequences start at `index`, one after the other while the next byte is not ASCII.
                repeat {
                    let length = Charset.sequenceLength(base, at: index, count: count)
                    if length == 0 { return false }
                    // The first field end after the lead byte must not come before the sequence's end.
                    while nextEnd <= index {
                        field &+= 1
                        nextEnd = field < ends.count ? ends[field] : Int.max
                    }
                    if nextEnd < index &+ length { return false }
                    index &+= length
                } while index < count && base[index] >= 0x80
            }
            return true
        }

        /// Whether every field is empty (a blank line, or a row of bare delimiters).
        var isBlank: Bool { bytes.isEmpty }

        /// A copy whose arrays hold just its bytes and ends, to keep while the next record
        /// is read. (The record being filled keeps its arrays' capacity from record to
        /// record; were they shared with a kept row, the next reset would allocate new ones
        /// at that capacity, a little larger each time.)
        func compacted() -> Record {
            Record(
                bytes: bytes.withUnsafeBufferPointer { Array($0) },
                ends: ends.withUnsafeBufferPointer { Array($0) }, line: line, exceededLimit: exceededLimit,
                isKnownASCII: isKnownASCII, isKnownUTF8: isKnownUTF8)
        }

        mutating func reset(line: Int) {
            bytes.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            self.line = line
            exceededLimit = false
            isKnownASCII = false
            isKnownUTF8 = false
        }

        /// Appends field bytes, unless they would take the record past `limit` bytes.
        @inline(__always)
        mutating func append(_ run: UnsafeBufferPointer<UInt8>, limit: Int) {
            if run.isEmpty { return }
            if bytes.count + run.count > limit {
                exceededLimit = true
                return
            }
            bytes.append(contentsOf: run)
        }

        /// Appends one byte, unless the record is already at `limit` bytes.
        @inline(__always)
        mutating func append(byte: UInt8, limit: Int) {
            if bytes.count >= limit {
                exceededLimit = true
                return
            }
            bytes.append(byte)
        }
    }

    static let chunkSize = 1 << 16
    /// A quoted field longer than this many lines is taken to be an unclosed quote.
    static let maximumQuotedLines = 1000

    private var input: any ByteInput
    let delimiter: UInt8
    /// Input read and not yet taken (``readWholeRecord(into:)`` reads it too).
    var buffer: [UInt8] = []
    var position = 0
    private var atEnd = false
    var lineNumber = 1
    /// Where ``readWholeRecord(into:)`` gathers a record's field bytes, kept from record
    /// to record (its count is its size: no allocation per record).
    var gathered: [UInt8] = []
    /// Where ``readWholeRecord(into:)`` gathers the ends of a record's fields (as many as
    /// its count; a record with more fields goes the careful way).
    var gatheredEnds: [Int] = Array(repeating: 0, count: 1024)
    private(set) var bytesConsumed = 0
    /// Problems found while reading the record last returned.
    private(set) var diagnostics: [Diagnostic] = []

    /// The most bytes one record may hold (`--max-line-length`).
    var maximumRecordLength = ReadLimits.standard.maximumLineLength
    /// Whether the input ended inside a record (no line break after its last one), or an
    /// unclosed quote was read again from its first line break: then what the records were
    /// may depend on bytes after the input's end, and reading a piece of a longer input
    /// (``CSVChunker``) may not give what reading the whole does.
    private(set) var endedInsideRecord = false

    /// A tokenizer of `input`, whose first line is line `firstLineNumber` of the whole.
    init(input: any ByteInput, delimiter: UInt8, firstLineNumber: Int = 1) {
        self.input = input
        self.delimiter = delimiter
        self.lineNumber = firstLineNumber
    }

    /// Everything not yet read into a record, and the number of its first line; the
    /// tokenizer reads nothing more.
    mutating func takeRemainder() -> (input: any ByteInput, firstLineNumber: Int) {
        let rest = PrefixedInput(prefix: Array(buffer[position...]), base: input)
        input = MemoryInput([])
        buffer = []
        position = 0
        atEnd = true
        return (rest, lineNumber)
    }

    /// Fills `record` with the next record; false at the end of the input.
    mutating func next(into record: inout Record) throws -> Bool {
        diagnostics.removeAll(keepingCapacity: true)
        guard try ensureByteAfterRecord() else { return false }
        if readWholeRecord(into: &record) { return true }
        record.reset(line: lineNumber)
        var fieldHasQuote = false
        while true {
            guard try ensureByte() else {
                record.ends.append(record.bytes.count)
                return true
            }
            readPlainFields(into: &record, fieldHasQuote: &fieldHasQuote)
            guard position < buffer.count else { continue }  // read more
            let byte = buffer[position]
            position += 1
            if byte == UInt8(ascii: "\"") {
                fieldHasQuote = true
                if try readQuoted(into: &record) {
                    record.ends.append(record.bytes.count)
                    return true
                }
                continue
            }
            // A line break ends the record.
            if byte == 13, try ensureByteAfterRecord(), buffer[position] == 10 { position += 1 }
            lineNumber += 1
            record.ends.append(record.bytes.count)
            return true
        }
    }

    /// Reads what is in the buffer from `position` on into `record`: runs of ordinary bytes
    /// (a quote inside a field is one), ending a field at each delimiter. Stops at a line
    /// break or a quote that opens a field (left at `position`), or at the end of the buffer.
    private mutating func readPlainFields(into record: inout Record, fieldHasQuote: inout Bool) {
        let delimiter = self.delimiter
        let limit = maximumRecordLength
        position = buffer.withUnsafeBufferPointer { buffer in
            var index = position
            var runStart = index
            while index < buffer.count {
                let byte = buffer[index]
                if byte == delimiter {
                    record.append(UnsafeBufferPointer(rebasing: buffer[runStart..<index]), limit: limit)
                    record.ends.append(record.bytes.count)
                    fieldHasQuote = false
                    index += 1
                    runStart = index
                } else if byte == 10 || byte == 13 {
                    break
                } else if byte == UInt8(ascii: "\"") {
                    // A quote ends the run before it; it opens a field that has nothing yet.
                    record.append(UnsafeBufferPointer(rebasing: buffer[runStart..<index]), limit: limit)
                    runStart = index
                    if record.bytes.count == (record.ends.last ?? 0) && !fieldHasQuote { break }
                    index += 1
                } else {
                    index += 1
                }
            }
            record.append(UnsafeBufferPointer(rebasing: buffer[runStart..<index]), limit: limit)
            return index
        }
    }

    /// Reads a quoted field's content after its opening quote, up to the closing quote.
    /// Returns true when the quote was never closed and the record ends here.
    private mutating func readQuoted(into record: inout Record) throws -> Bool {
        let openedAt = lineNumber
        var linesInside = 0
        var firstBreakOffset: Int? = nil
        while try ensureByte() {
            // Copy the run up to the next quote or line break in one go.
            var end = position
            let count = buffer.count
            while end < count {
                let next = buffer[end]
                if next == UInt8(ascii: "\"") || next == 10 || next == 13 { break }
                end += 1
            }
            if end > position {
                buffer.withUnsafeBufferPointer { buffer in
                    record.append(UnsafeBufferPointer(rebasing: buffer[position..<end]), limit: maximumRecordLength)
                }
                position = end
                continue
            }
            let byte = buffer[position]
            position += 1
            if byte == UInt8(ascii: "\"") {
                if try ensureByte(), buffer[position] == UInt8(ascii: "\"") {
                    position += 1
                    record.append(byte: byte, limit: maximumRecordLength)
                    continue
                }
                // A closing quote must end the field. Text right after it means the quotes
                // are unbalanced (a stray quote opened this field, and a later field's
                // opening quote closed it): say so rather than merge rows silently.
                if try ensureByte() {
                    let next = buffer[position]
                    if next != delimiter && next != 10 && next != 13 {
                        diagnostics.append(
                            .warning(
                                .unclosedQuote, line: openedAt,
                                "the quoted field opened here is closed on line \(lineNumber) by a quote followed by more text; the quotes look unbalanced"))
                    }
                }
                return false
            }
            var isLineBreak = byte == 10
            if byte == 13 {
                let hasMore = try ensureByte()
                isLineBreak = !(hasMore && buffer[position] == 10)
            }
            if isLineBreak {
                lineNumber += 1
                linesInside += 1
                if firstBreakOffset == nil { firstBreakOffset = record.bytes.count }
                if linesInside > CSVTokenizer.maximumQuotedLines { break }
            }
            record.append(byte: byte, limit: maximumRecordLength)
        }
        // No closing quote: give up on the quote at the first line break inside it (or the
        // end of the input), and read what followed that break again as new records.
        diagnostics.append(
            .error(
                .unclosedQuote, line: openedAt,
                "a quoted field opened here is never closed; it was ended at the end of its line"))
        if let breakOffset = firstBreakOffset {
            var rest = Array(record.bytes[(breakOffset + 1)...])
            // A CRLF inside the field: the LF belongs to the break.
            if record.bytes[breakOffset] == 13, rest.first == 10 { rest.removeFirst() }
            var cut = breakOffset
            if record.bytes[breakOffset] == 10, cut > 0, record.bytes[cut - 1] == 13 { cut -= 1 }
            record.bytes.removeSubrange(cut...)
            rest += buffer[position...]
            buffer = rest
            position = 0
            lineNumber = openedAt + 1
            endedInsideRecord = true
        }
        return true
    }

    /// Makes sure a byte is available at `position`; false at the end of the input, which
    /// is then inside a record.
    @inline(__always)
    private mutating func ensureByte() throws -> Bool {
        if position < buffer.count { return true }
        if try refill() { return true }
        endedInsideRecord = true
        return false
    }

    /// ``ensureByte()`` where the input may end after a record: before one, or after its
    /// closing CR (a ``CSVChunker`` cuts after a CR only when what follows is no LF).
    @inline(__always)
    private mutating func ensureByteAfterRecord() throws -> Bool {
        if position < buffer.count { return true }
        return try refill()
    }

    private mutating func refill() throws -> Bool {
        if atEnd { return false }
        bytesConsumed += position
        buffer.removeAll(keepingCapacity: true)
        position = 0
        let count = try input.read(into: &buffer, maxLength: CSVTokenizer.chunkSize)
        if count == 0 {
            atEnd = true
            return false
        }
        return true
    }
}
