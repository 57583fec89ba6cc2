extension CSVTokenizer {
    /// The fast path of ``next(into:)``: reads the record at ``position`` in one pass over the
    /// buffer when the buffer holds all of it and it is plain RFC 4180 (every field either
    /// has no quote, or is one quoted field closed right before a delimiter or line break),
    /// within the length limit and with no more than a few quoted lines. Returns false, and
    /// changes nothing, for anything else (a record running past the buffer, a stray quote,
    /// an unclosed one, a CR last in the buffer): ``next(into:)`` then reads the record the
    /// careful way, with its diagnostics. Both ways give the same fields and line numbers.
    ///
    /// Field bytes and ends are gathered into ``gathered`` and ``gatheredEnds`` (sized once,
    /// reused) and appended to the record in one copy each; nothing is allocated per record
    /// or per field in steady state.
    mutating func readWholeRecord(into record: inout Record) -> Bool {
        let available = buffer.count - position
        if gathered.count < available { gathered = Array(repeating: 0, count: max(available, 1 << 16)) }
        record.reset(line: lineNumber)
        let delimiter = self.delimiter
        let limit = maximumRecordLength
        let quote = UInt8(ascii: "\"")
        var lines = 0
        var asciiBits: UInt8 = 0
        let start = position
        let result: (end: Int, count: Int, fields: Int)? = buffer.withUnsafeBufferPointer { source in
            gathered.withUnsafeMutableBufferPointer { target in
                gatheredEnds.withUnsafeMutableBufferPointer { ends in
                    let end = source.count
                    var index = start
                    var written = 0
                    var fields = 0
                    // One field per turn; `index` is at its first byte.
                    while true {
                        if index < end && source[index] == quote {
                            // A quoted field: up to its closing quote (`""` is a quote).
                            index += 1
                            var quotedLines = 0
                            while true {
                                guard index < end else { return nil }
                                let byte = source[index]
                                if byte == quote {
                                    guard index + 1 < end else { return nil }
                                    if source[index + 1] == quote {
                                        target[written] = quote
                                        written += 1
                                        index += 2
                                        continue
                                    }
                                    index += 1
                                    break
                                }
                                if byte == 10 {
                                    quotedLines += 1
                                } else if byte == 13 {
                                    guard index + 1 < end else { return nil }
                                    if source[index + 1] != 10 { quotedLines += 1 }
                                }
                                asciiBits |= byte
                                target[written] = byte
                                written += 1
                                index += 1
                            }
                            // A closing quote must end the field (else: the careful way warns).
                            guard index < end else { return nil }
                            let next = source[index]
                            guard next == delimiter || next == 10 || next == 13 else { return nil }
                            // Far more lines than any real field: the careful way decides.
                            guard quotedLines <= 64 else { return nil }
                            lines += quotedLines
                        } else {
                            // A plain field: up to the delimiter or line break; a quote in it is
                            // for the careful way.
                            while index < end {
                                let byte = source[index]
                                if byte > quote && byte != delimiter {
                                    asciiBits |= byte
                                    target[written] = byte
                                    written += 1
                                    index += 1
                                    continue
                                }
                                if byte == delimiter || byte == 10 || byte == 13 { break }
                                if byte == quote { return nil }
                                target[written] = byte
                                written += 1
                                index += 1
                            }
                            guard index < end else { return nil }
                        }
                        guard written <= limit, fields < ends.count else { return nil }
                        ends[fields] = written
                        fields += 1
                        let byte = source[index]
                        index += 1
                        if byte == delimiter { continue }
                        // A line break ends the record; a CR last in the buffer may be a CRLF's.
                        if byte == 13 {
                            guard index < end else { return nil }
                            if source[index] == 10 { index += 1 }
                        }
                        return (index, written, fields)
                    }
                }
            }
        }
        guard let result else {
            record.reset(line: lineNumber)
            return false
        }
        gathered.withUnsafeBufferPointer { record.bytes.append(contentsOf: $0[0..<result.count]) }
        gatheredEnds.withUnsafeBufferPointer { record.ends.append(contentsOf: $0[0..<result.fields]) }
        record.isKnownASCII = asciiBits < 0x80
        position = result.end
        lineNumber += lines + 1
        return true
    }
}
