/// Splits a byte stream into lines at LF (a CR before it is dropped), in constant memory.
struct JSONLineReader {
    private var input: any ByteInput
    private var buffer: [UInt8] = []
    private var position = 0
    private var atEnd = false
    private(set) var lineNumber = 0
    private(set) var bytesConsumed = 0

    init(input: any ByteInput) { self.input = input }

    /// The next line without its line end, or nil at the end of the input.
    mutating func nextLine() throws -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[position...].firstIndex(of: 10) {
                var end = newline
                if end > position, buffer[end - 1] == 13 { end -= 1 }
                let line = buffer[position..<end]
                bytesConsumed += newline + 1 - position
                position = newline + 1
                lineNumber += 1
                return line
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                let line = buffer[position...]
                bytesConsumed += buffer.count - position
                position = buffer.count
                lineNumber += 1
                return line
            }
            if position > 0 {
                buffer.removeSubrange(0..<position)
                position = 0
            }
            if try input.read(into: &buffer, maxLength: 1 << 16) == 0 { atEnd = true }
        }
    }
}
