extension UnsafeBufferPointer<UInt8> {
    /// The index of the first CR or LF at or after `start`; nil when there is none.
    ///
    /// Eight bytes at a time: a word with neither byte has no zero byte after XOR with the
    /// CR and LF patterns. Lines are tens of bytes, so this is most of finding them.
    func firstLineBreak(from start: Int) -> Int? {
        guard let base = baseAddress else { return nil }
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let lf = word ^ (ones &* 10)
            let cr = word ^ (ones &* 13)
            let hasZero = ((lf &- ones) & ~lf | (cr &- ones) & ~cr) & highs
            if hasZero != 0 { break }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte == 10 || byte == 13 { return index }
            index += 1
        }
        return nil
    }
}
