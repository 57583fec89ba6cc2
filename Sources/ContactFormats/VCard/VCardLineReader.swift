import ContactModel

/// Splits a vCard byte stream into logical content lines, on bytes, before any decoding.
///
/// It unfolds continuation lines (a line break followed by a space or tab), joins vCard 2.1
/// quoted-printable soft line breaks (a value line ending in `=`, whose next line need not
/// start with a space), and gathers 2.1 base64 blocks whose lines are not indented and which
/// end at a blank line. CRLF, LF, lone CR and a run of CRs before an LF (iOS 5's `CR CR LF`)
/// all end a line; blank and whitespace-only lines
/// are skipped. Because unfolding happens on bytes, a writer that split a UTF-8 sequence
/// across a fold still gives whole characters.
struct VCardLineReader {
    /// One logical line: its bytes and the 1-based number of its first physical line.
    ///
    /// A line that was one physical line is a slice of the read buffer (no copy); a folded
    /// one is joined into storage of its own. Either way it stays valid after the next read.
    struct Line {
        var bytes: ArraySlice<UInt8>
        var number: Int
        /// Set when the line was longer than the limit: its length, and `bytes` is empty.
        var overlongLength: Int? = nil
    }

    static let chunkSize = 1 << 20

    private var input: any ByteInput
    private(set) var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// The number of the last physical line read, while none is read ahead (while one is,
    /// that line's number is: the simple and folded paths do not keep this up to date, and
    /// taking the line read ahead sets it).
    private var physicalLineNumber = 0
    /// A physical line read ahead and not yet used (kept in `buffer`, and moved along when
    /// the buffer is compacted).
    private var lookahead: PhysicalLine?
    /// How many bytes of the input are behind `position`: those dropped from the buffer's
    /// front, and those before `position` in it.
    var bytesConsumed: Int { droppedBytes &+ position }
    /// The bytes dropped from the buffer's front by ``refill()``.
    private var droppedBytes = 0
    /// How many bytes a read straight into fresh storage asks for: 64 KiB, doubled after
    /// each read that fills it, up to ``chunkSize`` (a small file costs no 1 MiB).
    private var directReadSize = 64 << 10
    /// The longest logical line kept; longer ones come back empty, with their length.
    let maximumLineLength: Int
    /// Set by `readPhysicalLine` when the line it returns was cut short: its full length and
    /// its first byte (the bytes returned are only its tail).
    private var physicalLineOverlong: Int? = nil
    private var overlongFirstByte: UInt8 = 0
    /// Whether a byte of the logical line ``nextLine()`` returned last is 8-bit (not ASCII).
    /// False: the line is ASCII, and its values need no charset work (but for what
    /// quoted-printable escapes hold). Kept here rather than in ``Line``: a larger `Line`
    /// was copied out of line at every step.
    private(set) var lastLineHasEightBitBytes = false
    /// Whether ``buffer``'s storage is the reader's own: made by ``refill()``, or new storage
    /// an input read into and no one else held then (an input in memory hands over storage
    /// it keeps). Only lines the reader handed out share it, each a slice of bytes before
    /// the line being read: a folded line is joined in it (see ``nextFoldedLine(lending:)``).
    private(set) var ownsBufferStorage = false

    /// Where a lent line's slice comes from (see `VCardLineReader+LentLines`): the words of
    /// a slice of ``buffer`` but for its bounds; ``LendingWords/none`` when lines are not lent.
    var lendingWords = LendingWords.none
    /// How many references to ``buffer``'s storage the lines lent since the last
    /// ``settleLentLines()`` hold and have not yet been counted (retained).
    var owedReferences: UInt32 = 0

    /// Whether ``nextLine()`` may take the simple path (``simpleStep(in:start:end:nextStart:maximumLineLength:)``);
    /// tests turn it off to compare the two paths.
    let takesSimplePath: Bool

    init(
        input: any ByteInput, maximumLineLength: Int = ReadLimits.standard.maximumLineLength,
        firstLineNumber: Int = 1, takesSimplePath: Bool = true
    ) {
        self.input = input
        self.maximumLineLength = max(maximumLineLength, 1)
        physicalLineNumber = firstLineNumber - 1
        self.takesSimplePath = takesSimplePath
    }

    /// A physical line: where it is in `buffer`, and its 1-based number. Lines travel as
    /// positions, not slices: a slice retains the buffer, and releases it, at every step.
    private struct PhysicalLine {
        var start: Int
        var end: Int
        var number: Int
        /// Whether a byte of the line is 8-bit.
        var hasEightBitBytes: Bool

        var count: Int { end - start }
    }

    /// The next logical line, or nil at the end of the input.
    mutating func nextLine() throws -> Line? { try nextLineInlined() }

    /// ``nextLine()`` with its simple path inlined into the caller (``VCardReader``'s loop
    /// over a card's lines): the line comes back in registers, with no call; folded lines
    /// and the careful path stay out of line.
    @inline(always)
    mutating func nextLineInlined() throws -> Line? {
        if let line = nextSimpleLine(lending: false) { return line }
        return try nextLineOtherwise(lending: false)
    }

    /// ``nextLineInlined()`` whose simple line is lent (see `VCardLineReader+LentLines`): its
    /// slice's reference to the read buffer is counted at the next ``settleLentLines()``,
    /// which the caller must make before anything could let go of the line's bytes.
    @inline(always)
    mutating func nextLineLending() throws -> Line? {
        if let line = nextSimpleLine(lending: true) { return line }
        return try nextLineOtherwise(lending: true)
    }

    /// The next line when it takes the simple path; nil (nothing changed) when it does not.
    /// `lending`: its bytes are a lent slice (see ``nextLineLending()``) when lines can be.
    @inline(always)
    private mutating func nextSimpleLine(lending: Bool) -> Line? {
        // Nearly every line: the line read ahead is a whole logical line, and the physical
        // line after it is found in the buffer (see ``simpleStep``). It becomes the line
        // read ahead, as the careful path leaves it.
        if takesSimplePath, physicalLineOverlong == nil, let current = lookahead,
            let step = buffer.withUnsafeBufferPointer({ [position, maximumLineLength] in
                VCardLineReader.simpleStep(
                    in: $0, start: current.start, end: current.end, nextStart: position,
                    maximumLineLength: maximumLineLength)
            })
        {
            let line = lending && lendingWords.owner != 0
                ? Line(bytes: lentSlice(current.start, current.end), number: current.number)
                : Line(bytes: buffer[current.start..<current.end], number: current.number)
            lastLineHasEightBitBytes = current.hasEightBitBytes
            // Counts that cannot overflow (positions in the buffer, lines of it).
            lookahead = PhysicalLine(
                start: position, end: step.end, number: current.number &+ 1, hasEightBitBytes: step.hasEightBitBytes)
            position = step.after
            return line
        }
        return nil
    }

    /// ``nextLine()`` for what the simple path does not take; `lending` as for
    /// ``nextSimpleLine(lending:)``.
    @inline(never)
    private mutating func nextLineOtherwise(lending: Bool) throws -> Line? {
        if let line = nextFoldedLine(lending: lending) { return line }
        return try nextLineCarefully()
    }

    /// ``nextLine()`` for a folded line found whole in the buffer, with the line after it
    /// (see ``foldedStep(in:start:end:nextStart:maximumLineLength:hasEightBitBytes:)``):
    /// joined in one pass, leaving the state as the careful path leaves it. Nil (nothing
    /// changed) for anything else. Kept out of ``nextLine()``, whose simple path keeps its
    /// constants in registers only while it stays small.
    ///
    /// When the read buffer's storage is the reader's own (``ownsBufferStorage``), the line is
    /// joined in it, over its own line ends (see `foldedStep`'s `inPlace`), and is a slice of
    /// it as a simple line is (lent when `lending`): no storage of its own to allocate and
    /// free. The bytes written over are those after the line's first physical line, up to its
    /// last fold's line end: no line handed out holds any of them (each ends before this
    /// one starts), so no holder of a line sees a change, and the buffer is not copied first
    /// (a mutable access copies storage the lines share). A buffer another may hold (an input
    /// in memory that handed over its storage) is only read, and the line joined apart.
    @inline(never)
    private mutating func nextFoldedLine(lending: Bool) -> Line? {
        guard takesSimplePath, physicalLineOverlong == nil, let current = lookahead else { return nil }
        guard ownsBufferStorage else {
            guard
                let step = buffer.withUnsafeBufferPointer({ [position, maximumLineLength] in
                    VCardLineReader.foldedStep(
                        in: $0, start: current.start, end: current.end, nextStart: position,
                        maximumLineLength: maximumLineLength, hasEightBitBytes: current.hasEightBitBytes)
                })
            else { return nil }
            take(step.span, after: current)
            return Line(bytes: step.bytes[...], number: current.number)
        }
        guard
            let span = buffer.withUnsafeBufferPointer({ [position, maximumLineLength] bytes in
                bytes.baseAddress.flatMap { base in
                    VCardLineReader.foldedStepInPlace(
                        in: bytes, at: UnsafeMutablePointer(mutating: base), start: current.start, end: current.end,
                        nextStart: position, maximumLineLength: maximumLineLength,
                        hasEightBitBytes: current.hasEightBitBytes)
                }
            })
        else { return nil }
        take(span, after: current)
        let end = current.start &+ span.joinedCount
        let bytes = lending && lendingWords.owner != 0 ? lentSlice(current.start, end) : buffer[current.start..<end]
        return Line(bytes: bytes, number: current.number)
    }

    /// Leaves the state as the careful path leaves it after the folded line that `current`
    /// starts, which `span` spans.
    @inline(__always)
    private mutating func take(_ span: FoldedSpan, after current: PhysicalLine) {
        lastLineHasEightBitBytes = span.hasEightBitBytes
        lookahead = PhysicalLine(
            start: span.start, end: span.end, number: current.number &+ span.folds &+ 1,
            hasEightBitBytes: span.nextHasEightBitBytes)
        position = span.after
    }

    /// ``nextLine()`` for every case: blank lines skipped, continuations joined, lines over
    /// the limit, the buffer refilled.
    private mutating func nextLineCarefully() throws -> Line? {
        var first: PhysicalLine
        repeat {
            guard let line = try nextPhysicalLine() else { return nil }
            first = line
        } while physicalLineOverlong == nil && isBlank(first)

        // The first line becomes a slice before any more is read: a refill moves the bytes.
        var logical = Line(bytes: buffer[first.start..<first.end], number: first.number)
        lastLineHasEightBitBytes = first.hasEightBitBytes
        var length = physicalLineOverlong ?? first.count
        physicalLineOverlong = nil
        if length > maximumLineLength { logical.bytes = [] }
        // A folded line's own storage, made when a second line joins the first.
        var joined: [UInt8]? = nil
        while let next = try peekPhysicalLine() {
            if physicalLineOverlong == nil, isBlank(next) {
                // A blank line ends a folded value (and a 2.1 base64 block).
                break
            }
            // Not blank, so it has a first byte (or it was cut short, and its first byte
            // was kept).
            let nextOverlong = physicalLineOverlong
            let firstOfNext = nextOverlong != nil ? overlongFirstByte : buffer[next.start]
            if length > maximumLineLength || nextOverlong != nil {
                // Over the limit: consume the rest of this logical line without keeping it.
                guard firstOfNext == 32 || firstOfNext == 9 else { break }
                length += nextOverlong ?? next.count
                physicalLineOverlong = nil
                logical.bytes = []
                consumeLookahead(joining: next)
                continue
            }
            if length + next.count > maximumLineLength,
                firstOfNext == 32 || firstOfNext == 9 || logical.bytes.last == UInt8(ascii: "=")
            {
                length += next.count
                logical.bytes = []
                consumeLookahead(joining: next)
                continue
            }
            // A quoted-printable soft break comes first: the next line is value data,
            // taken whole (a leading space there is part of the text).
            if logical.bytes.last == UInt8(ascii: "="),
                VCardLineReader.parametersMention(logical.bytes, "QUOTED-PRINTABLE")
            {
                VCardLineReader.join(
                    buffer[next.start..<next.end], to: &logical.bytes, storage: &joined, droppingLast: true)
                length += next.count
                consumeLookahead(joining: next)
                continue
            }
            if firstOfNext == 32 || firstOfNext == 9 {
                VCardLineReader.join(buffer[(next.start + 1)..<next.end], to: &logical.bytes, storage: &joined)
                length += next.count
                consumeLookahead(joining: next)
                continue
            }
            if isBase64Text(next), VCardLineReader.isBase64Value(logical.bytes) {
                VCardLineReader.join(buffer[next.start..<next.end], to: &logical.bytes, storage: &joined)
                length += next.count
                consumeLookahead(joining: next)
                continue
            }
            if logical.bytes.last == UInt8(ascii: "\\"), VCardLineReader.endsInLineBreakEscape(logical.bytes),
                !startsProperty(next)
            {
                // vCard 2.1's `"\" CRLF` inside a value (Windows Mobile's ADR street over three
                // lines, each but the last ending in a backslash): the line break is part of
                // the value, as Android reads it. Kept as a `\n` escape.
                VCardLineReader.join(
                    buffer[next.start..<next.end], to: &logical.bytes, storage: &joined, inserting: UInt8(ascii: "n"))
                length += next.count
                consumeLookahead(joining: next)
                continue
            }
            break
        }
        if length > maximumLineLength { logical.overlongLength = length }
        return logical
    }

    /// Joins `more` to a logical line, in storage of its own (`storage`: nil until the first
    /// join, which copies the first line out of the read buffer). Appending to the slice
    /// itself copied the line at every join, through the generic path.
    private static func join(
        _ more: ArraySlice<UInt8>, to bytes: inout ArraySlice<UInt8>, storage: inout [UInt8]?,
        droppingLast: Bool = false, inserting extra: UInt8? = nil
    ) {
        var line: [UInt8]
        if let existing = storage {
            line = existing
        } else {
            line = []
            line.reserveCapacity(bytes.count + more.count + 80)
            line.append(contentsOf: bytes)
        }
        // Let go of the other references, so the appends below happen in place.
        storage = nil
        bytes = []
        if droppingLast { line.removeLast() }
        if let extra { line.append(extra) }
        line.append(contentsOf: more)
        bytes = line[...]
        storage = line
    }

    // MARK: Physical lines

    private mutating func peekPhysicalLine() throws -> PhysicalLine? {
        if let lookahead { return lookahead }
        lookahead = try readPhysicalLine()
        return lookahead
    }

    /// Consumes the line read ahead, part of the logical line being read (its bytes already
    /// joined or dropped).
    private mutating func consumeLookahead(joining line: PhysicalLine) {
        if line.hasEightBitBytes { lastLineHasEightBitBytes = true }
        physicalLineNumber = line.number
        lookahead = nil
    }

    private mutating func nextPhysicalLine() throws -> PhysicalLine? {
        if let line = lookahead {
            physicalLineNumber = line.number
            lookahead = nil
            return line
        }
        return try readPhysicalLine()
    }

    /// Reads one physical line from the buffer, refilling it as needed. The line's
    /// position is only valid until the next read.
    private mutating func readPhysicalLine() throws -> PhysicalLine? {
        // Where the search for the line end resumes after a refill: bytes already searched
        // are not searched again, so a line of any length costs time in proportion to it.
        var searched = 0
        var discarded = 0
        var highBits: UInt64 = 0
        while true {
            if let end = findLineEnd(from: position + searched, highBits: &highBits) {
                let start = position
                // LF and CRLF (nearly every line) directly; a CR with anything else after it
                // (CR CR LF, a lone CR, the buffer's end) through lineEndSpan.
                let next: Int
                if buffer[end] == 10 {
                    next = end + 1
                } else if end + 1 < buffer.count, buffer[end + 1] == 10 {
                    next = end + 2
                } else if let span = buffer.withUnsafeBufferPointer({ [atEnd] in
                    $0.lineEndSpan(at: end, moreInputMayCome: !atEnd)
                }) {
                    next = span
                } else {
                    // CRs at the end of the buffer: an LF may be in the next chunk.
                    // Refilling moves the bytes, so look for the line again.
                    searched = end - position
                    _ = try refill()
                    continue
                }
                position = next
                physicalLineNumber += 1
                if discarded > 0 { physicalLineOverlong = discarded + (end - start) }
                return PhysicalLine(start: start, end: end, number: physicalLineNumber, hasEightBitBytes: highBits != 0)
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                let start = position
                position = buffer.count
                physicalLineNumber += 1
                if discarded > 0 { physicalLineOverlong = discarded + (buffer.count - start) }
                return PhysicalLine(
                    start: start, end: buffer.count, number: physicalLineNumber, hasEightBitBytes: highBits != 0)
            }
            if buffer.count - position > maximumLineLength && lookahead == nil {
                // A physical line longer than any line we keep: count it, drop its bytes.
                if discarded == 0 { overlongFirstByte = buffer[position] }
                discarded += buffer.count - position
                position = buffer.count
                searched = 0
                _ = try refill()
                continue
            }
            searched = buffer.count - position
            _ = try refill()
        }
    }

    /// Moves the unread bytes (and a line read ahead) to the front and appends a chunk.
    /// Returns whether bytes came.
    private mutating func refill() throws -> Bool {
        // The buffer's storage may be let go of or grown below: the lent lines' references
        // are counted first, and lending starts again on the new storage.
        settleLentLines()
        defer { prepareLending() }
        let keepFrom = min(position, lookahead?.start ?? position)
        var direct: Int? = nil
        if keepFrom > 0 {
            // The bytes kept (a line cut by the chunk's end, a line read ahead) go to fresh
            // storage, and the next bytes are read straight after them when the input can
            // (a file): slices of earlier lines, values the caller still holds, share the
            // old storage (removing the rest in place copied all of it first).
            let kept = buffer.count - keepFrom
            let old = buffer
            let fresh = try [UInt8](unsafeUninitializedCapacity: kept + directReadSize) { target, initialized in
                old.withUnsafeBufferPointer { source in
                    _ = UnsafeMutableBufferPointer(rebasing: target[0..<kept])
                        .initialize(from: UnsafeBufferPointer(rebasing: source[keepFrom...]))
                }
                direct = try input.readDirectly(into: UnsafeMutableBufferPointer(rebasing: target[kept...]))
                initialized = kept + (direct ?? 0)
            }
            buffer = fresh
            ownsBufferStorage = true
            position -= keepFrom
            droppedBytes += keepFrom
            if let line = lookahead {
                lookahead = PhysicalLine(
                    start: line.start - keepFrom, end: line.end - keepFrom, number: line.number,
                    hasEightBitBytes: line.hasEightBitBytes)
            }
        }
        let count: Int
        if let direct {
            count = direct
            if count == directReadSize { directReadSize = min(2 * directReadSize, VCardLineReader.chunkSize) }
        } else {
            // The first read (an input in memory hands over its storage), a line longer
            // than the buffer (appended to), an input that cannot read straight.
            let before = VCardLineReader.storageIdentity(of: buffer)
            count = try input.read(into: &buffer, maxLength: VCardLineReader.chunkSize)
            if VCardLineReader.storageIdentity(of: buffer) != before {
                // New storage, which no line shares yet: the reader's own when nothing else
                // holds it. (Appended in place, the storage stays whose it was.)
                ownsBufferStorage = buffer.hasUniquelyReferencedStorage
            }
        }
        if count == 0 { atEnd = true }
        return count > 0
    }

    /// The address of `bytes`' storage object (its one word), to tell storage apart.
    private static func storageIdentity(of bytes: [UInt8]) -> UInt {
        withUnsafeBytes(of: bytes) { $0.load(as: UInt.self) }
    }

    /// The index of the next CR or LF at or after `start`; the high bits of the bytes before
    /// it are ORed into `highBits`.
    private func findLineEnd(from start: Int, highBits: inout UInt64) -> Int? {
        buffer.withUnsafeBufferPointer { $0.firstLineBreak(from: start, highBits: &highBits) }
    }

    // MARK: Byte tests

    /// Whether a physical line is empty or only spaces and tabs.
    private func isBlank(_ line: PhysicalLine) -> Bool {
        var index = line.start
        while index < line.end {
            let byte = buffer[index]
            if byte != 32 && byte != 9 { return false }
            index += 1
        }
        return true
    }

    /// Whether the part before the value (up to the first colon outside quotes) contains
    /// `word`, case-insensitively: `ENCODING=QUOTED-PRINTABLE`, a nameless `BASE64`.
    static func parametersMention(_ line: ArraySlice<UInt8>, _ word: String) -> Bool {
        let pattern = Array(word.utf8)
        var end = line.startIndex
        var inQuotes = false
        while end < line.endIndex {
            let byte = line[end]
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if byte == UInt8(ascii: ":") && !inQuotes { break }
            end += 1
        }
        guard end - line.startIndex >= pattern.count else { return false }
        var start = line.startIndex
        while start + pattern.count <= end {
            var matches = true
            for offset in 0..<pattern.count {
                var byte = line[start + offset]
                if byte >= 97 && byte <= 122 { byte -= 32 }
                if byte != pattern[offset] {
                    matches = false
                    break
                }
            }
            if matches { return true }
            start += 1
        }
        return false
    }

    /// Whether a line holds a base64 value, which lines of base64 text with no indent
    /// continue: 2.1's `BASE64` (a parameter or a bare one), 3.0's `ENCODING=b` (ez-vcard 0.9.7
    /// and the Android sync adapters built on it fold some photo lines with no leading space),
    /// or a 4.0 `data:…;base64,` URI.
    static func isBase64Value(_ line: ArraySlice<UInt8>) -> Bool {
        if parametersMention(line, "BASE64") || parametersMention(line, "ENCODING=B;") { return true }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let encodingB = Array("ENCODING=B".utf8)
        if line[..<colon].suffix(encodingB.count).map({ $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }) == encodingB {
            return true
        }
        let value = line[(colon + 1)...]
        guard value.count > 5, value.prefix(5).map({ $0 | 0x20 }) == Array("data:".utf8),
            let comma = value.firstIndex(of: UInt8(ascii: ","))
        else { return false }
        return value[..<comma].suffix(7).map({ $0 | 0x20 }) == Array(";base64".utf8)
    }

    /// Whether a line ends in a backslash that escapes the line break after it: an odd run
    /// of backslashes (`\\` is an escaped backslash), in the value of a property.
    static func endsInLineBreakEscape(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.contains(UInt8(ascii: ":")) else { return false }
        var count = 0
        var index = line.endIndex
        while index > line.startIndex, line[index - 1] == UInt8(ascii: "\\") {
            count += 1
            index -= 1
        }
        return count % 2 == 1
    }

    /// Whether a physical line starts a property: a name (with groups before dots) made of
    /// letters, digits and dashes, then `;` or `:`.
    private func startsProperty(_ line: PhysicalLine) -> Bool {
        var index = line.start
        while index < line.end {
            switch buffer[index] {
            case 65...90, 97...122, 48...57, UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                index += 1
            case UInt8(ascii: ":"), UInt8(ascii: ";"):
                return index > line.start
            default:
                return false
            }
        }
        return false
    }

    /// A physical line that can only be more base64 data: the alphabet, padding and no
    /// colon.
    private func isBase64Text(_ line: PhysicalLine) -> Bool {
        var index = line.start
        while index < line.end {
            switch buffer[index] {
            case 65...90, 97...122, 48...57, UInt8(ascii: "+"), UInt8(ascii: "/"),
                UInt8(ascii: "="), 32, 9:
                index += 1
            default:
                return false
            }
        }
        return true
    }
}
