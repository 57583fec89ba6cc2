extension CSVTokenizer {
    /// Whether the `count` bytes at `base` are well-formed UTF-8, as
    /// ``Charset/isValidUTF8(_:)-(UnsafeBufferPointer<UInt8>)`` judges them (the same
    /// sequences, by ``Charset/sequenceLength(_:at:count:)``), with ASCII passed sixteen
    /// bytes a turn.
    ///
    /// ``readWholeRecord(into:)`` gives it a record's bytes as they are in the input, from its
    /// first byte to its line break: when those are well-formed, so is every field (a field
    /// is a run of them between ASCII delimiters, with only ASCII quotes taken out), and no
    /// field end needs to be looked at (``Record/isValidUTF8(_:fieldEnds:)`` must check that
    /// no sequence runs from one field into the next).
    static func isWellFormedUTF8(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func word(at index: Int) -> UInt64 {
            UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        }
        var index = 0
        while index < count {
            // ASCII: two words a turn, then one, then byte by byte.
            while index &+ 16 <= count && (word(at: index) | word(at: index &+ 8)) & highs == 0 {
                index &+= 16
            }
            if index == count { break }
            if index &+ 8 <= count {
                let high = word(at: index) & highs
                if high == 0 {
                    index &+= 8
                    continue
                }
                index &+= high.trailingZeroBitCount &>> 3
            } else if base[index] < 0x80 {
                index &+= 1
                continue
            }
            // Sequences start at `index`, one after the other while the next byte is not ASCII.
            repeat {
                let length = Charset.sequenceLength(base, at: index, count: count)
                if length == 0 { return false }
                index &+= length
            } while index < count && base[index] >= 0x80
        }
        return true
    }
}
