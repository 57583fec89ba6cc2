/// Splits an LDIF byte stream (RFC 2849) into logical lines and record ends, on bytes.
///
/// A physical line that begins with one space continues the line before it (the space is
/// dropped); so does one that begins with a TAB, which RFC 2849 does not allow but
/// Thunderbird's importer reads. Comment lines (`#`) and their continuations are skipped. An
/// empty line ends a record. LF, CRLF and a lone CR end a line. Because lines are joined
/// on bytes, a value folded inside a UTF-8 sequence still decodes whole.
///
/// Memory stays at the longest line: a logical line longer than the limit is not kept (its
/// length is reported instead), and a physical line is never held whole past the limit.
struct LDIFLineReader {
    /// What the reader found next.
    enum Item {
        /// A logical line: its bytes (continuations joined) and its first physical line.
        case line([UInt8], number: Int)
        /// A logical line longer than the limit: skipped, with its length.
        case overlong(length: Int, number: Int)
        /// A continuation line with nothing before it to continue (after a blank line or at
        /// the start): not part of any line.
        case strayContinuation(number: Int)
        /// One or more empty lines: the end of a record.
        case recordEnd(number: Int)
    }

    private var input: any ByteInput
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private var physicalLineNumber = 0
    /// The logical line being gathered (without its continuations' leading spaces).
    private var pending: [UInt8] = []
    private var pendingNumber = 0
    private var pendingLength = 0
    private var pendingIsComment = false
    private var hasPending = false
    /// A blank line read while a line was pending: reported after the line.
    private var blankAfterPending: Int? = nil
    /// Whether the last item handed out ended a record (blank lines in a row are one end).
    private var lastWasRecordEnd = true
    /// Bytes taken from the input so far.
    private(set) var bytesConsumed = 0
    /// The longest logical line kept, in bytes.
    let maximumLineLength: Int

    init(input: any ByteInput, maximumLineLength: Int = ReadLimits.standard.maximumLineLength) {
        self.input = input
        self.maximumLineLength = max(maximumLineLength, 1)
    }

    /// The next item, or nil at the end of the input.
    mutating func next() throws -> Item? {
        while true {
            if let blank = blankAfterPending, !hasPending {
                blankAfterPending = nil
                if !lastWasRecordEnd {
                    lastWasRecordEnd = true
                    return .recordEnd(number: blank)
                }
            }
            guard let physical = try nextPhysicalLine() else {
                if let item = takePending() { return item }
                if !lastWasRecordEnd {
                    lastWasRecordEnd = true
                    return .recordEnd(number: physicalLineNumber)
                }
                return nil
            }
            let (start, end, length, number) = physical
            if length == 0 {
                if hasPending {
                    blankAfterPending = number
                    if let item = takePending() { return item }
                    continue
                }
                if !lastWasRecordEnd {
                    lastWasRecordEnd = true
                    return .recordEnd(number: number)
                }
                continue
            }
            let first = buffer[start]
            if first == 32 || first == 9 {
                guard hasPending else {
                    // Spaces alone after a blank line: nothing there.
                    if buffer[start..<end].allSatisfy({ $0 == 32 || $0 == 9 }) && length == end - start { continue }
                    lastWasRecordEnd = false
                    return .strayContinuation(number: number)
                }
                pendingLength += length - 1
                if !pendingIsComment && pendingLength <= maximumLineLength {
                    pending.append(contentsOf: buffer[(start + 1)..<end])
                }
                continue
            }
            let item = takePending()
            startPending(start: start, end: end, length: length, number: number)
            if let item { return item }
        }
    }

    private mutating func startPending(start: Int, end: Int, length: Int, number: Int) {
        hasPending = true
        pendingNumber = number
        pendingLength = length
        pendingIsComment = buffer[start] == UInt8(ascii: "#")
        pending.removeAll(keepingCapacity: true)
        if !pendingIsComment && length <= maximumLineLength { pending.append(contentsOf: buffer[start..<end]) }
    }

    /// The pending logical line as an item (nil for a comment), and no line pending after.
    private mutating func takePending() -> Item? {
        guard hasPending else { return nil }
        hasPending = false
        if pendingIsComment { return nil }
        lastWasRecordEnd = false
        if pendingLength > maximumLineLength { return .overlong(length: pendingLength, number: pendingNumber) }
        return .line(pending, number: pendingNumber)
    }

    /// The next physical line as a range of `buffer` (cut short past the limit), its full
    /// length and its number; nil at the end of the input.
    private mutating func nextPhysicalLine() throws -> (Int, Int, Int, Int)? {
        // Offsets from `position`: filling moves the buffer's contents to its start.
        var scanned = 0
        var dropped = 0
        while true {
            if let index = buffer[(position + scanned)...].firstIndex(where: { $0 == 10 || $0 == 13 }) {
                // A CR at the very end of what was read may be the first half of a CRLF.
                if buffer[index] == 13, index + 1 == buffer.count, !atEnd {
                    scanned = index - position
                    _ = try fill()
                    continue
                }
                let start = position
                var next = index + 1
                if buffer[index] == 13, next < buffer.count, buffer[next] == 10 { next += 1 }
                bytesConsumed += next - start
                position = next
                physicalLineNumber += 1
                return (start, index, dropped + index - start, physicalLineNumber)
            }
            if atEnd {
                guard position < buffer.count || dropped > 0 else { return nil }
                let start = position
                bytesConsumed += buffer.count - start
                position = buffer.count
                physicalLineNumber += 1
                return (start, buffer.count, dropped + buffer.count - start, physicalLineNumber)
            }
            // No line end yet: past the limit, keep the line's first byte only (enough to
            // tell a continuation or a comment), and count the rest.
            if buffer.count - position > maximumLineLength + 1 {
                let keep = position + 1
                dropped += buffer.count - keep
                bytesConsumed += buffer.count - keep
                buffer.removeSubrange(keep..<buffer.count)
            }
            scanned = buffer.count - position
            _ = try fill()
        }
    }

    /// Reads more input, moving what is left of the buffer to its start; false at the end.
    private mutating func fill() throws -> Bool {
        if position > 0 {
            buffer.removeSubrange(0..<position)
            position = 0
        }
        let count = try input.read(into: &buffer, maxLength: 1 << 16)
        if count == 0 { atEnd = true }
        return count > 0
    }
}
