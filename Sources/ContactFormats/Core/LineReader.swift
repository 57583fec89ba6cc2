/// Splits a byte stream into lines at LF (a CR before it is dropped), in constant memory:
/// NDJSON records, `contactkit phones` input. A line longer than ``maximumLineLength`` is
/// skipped as it streams and its number recorded in ``skippedLines``.
public struct LineReader {
    private var input: any ByteInput
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    /// The 1-based number of the line last returned.
    public private(set) var lineNumber = 0
    /// Bytes taken from the input so far.
    public private(set) var bytesConsumed = 0
    /// The longest line returned, in bytes; a longer one is skipped.
    public var maximumLineLength = ReadLimits.standard.maximumLineLength
    /// Lines skipped for being too long since the caller last cleared this.
    public var skippedLines: [Int] = []

    /// Creates a reader of the lines of `input`.
    public init(input: any ByteInput) { self.input = input }

    /// The next line without its line end, or nil at the end of the input.
    public mutating func nextLine() throws -> ArraySlice<UInt8>? {
        var overlong = false
        var searchFrom = position
        while true {
            if let newline = buffer[searchFrom...].firstIndex(of: 10) {
                lineNumber += 1
                bytesConsumed += newline + 1 - position  // (what an overlong line dropped is counted already)
                if overlong || newline - position > maximumLineLength {
                    skippedLines.append(lineNumber)
                    overlong = false
                    position = newline + 1
                    searchFrom = position
                    continue
                }
                var end = newline
                if end > position, buffer[end - 1] == 13 { end -= 1 }
                let line = buffer[position..<end]
                position = newline + 1
                return line
            }
            if atEnd {
                guard position < buffer.count || overlong else { return nil }
                lineNumber += 1
                bytesConsumed += buffer.count - position
                let line = buffer[position...]
                position = buffer.count
                if overlong || line.count > maximumLineLength {
                    skippedLines.append(lineNumber)
                    return nil
                }
                return line
            }
            if buffer.count - position > maximumLineLength {
                overlong = true
                bytesConsumed += buffer.count - position
                position = buffer.count
            }
            if position > 0 {
                buffer.removeSubrange(0..<position)
                position = 0
            }
            searchFrom = buffer.count
            if try input.read(into: &buffer, maxLength: 1 << 16) == 0 { atEnd = true }
        }
    }
}
