import ContactFormats

/// Splits an input into text lines, streaming: LF, CRLF or CR end a line; a byte-order mark
/// and UTF-16 are handled; bytes that are not UTF-8 are read as Windows-1252.
struct LineInput {
    private var input: UnicodeInput
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private var skipLineFeed = false

    init(_ input: any ByteInput) {
        self.input = UnicodeInput(input)
    }

    /// The next line without its line end, or nil at the end of the input.
    mutating func next() throws -> String? {
        while true {
            if let end = buffer[position...].firstIndex(where: { $0 == 10 || $0 == 13 }) {
                var start = position
                if skipLineFeed, start < buffer.count, buffer[start] == 10, start == end {
                    // The LF of a CRLF split across reads.
                    skipLineFeed = false
                    position = end + 1
                    start = position
                    continue
                }
                skipLineFeed = false
                let line = Charset.decodeUTF8(buffer[start..<end]).text
                var next = end + 1
                if buffer[end] == 13 {
                    if next < buffer.count {
                        if buffer[next] == 10 { next += 1 }
                    } else {
                        skipLineFeed = true
                    }
                }
                position = next
                return line
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                let line = Charset.decodeUTF8(buffer[position...]).text
                position = buffer.count
                return line
            }
            buffer.removeSubrange(0..<position)
            position = 0
            if try input.read(into: &buffer, maxLength: 1 << 20) == 0 { atEnd = true }
        }
    }
}
