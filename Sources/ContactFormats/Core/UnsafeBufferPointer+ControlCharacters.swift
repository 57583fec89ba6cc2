extension UnsafeBufferPointer<UInt8> {
    /// Whether the bytes from `start` on hold a C0 control other than TAB (0x00–0x08,
    /// 0x0A–0x1F) or DEL (0x7F): what no vCard line may carry.
    ///
    /// Eight bytes at a time, as ``firstLineBreak(from:)`` looks for line ends: a word has a
    /// byte below 0x20 when subtracting 0x20 from each byte borrows into a byte whose high bit
    /// was clear, and a DEL when XOR with 0x7F leaves a zero byte. A TAB also sets the first
    /// test; such words, rare, are looked at byte by byte. Every line the writer writes goes
    /// through this, and the byte-by-byte loop it replaces was 3 % of a conversion.
    func containsControlCharacter(from start: Int) -> Bool {
        guard let base = baseAddress, start < count else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let below = (word &- ones &* 0x20) & ~word & highs
            let del = word ^ (ones &* 0x7F)
            let hasDEL = (del &- ones) & ~del & highs
            if below | hasDEL != 0 {
                for offset in 0..<8 where UnsafeBufferPointer.isControlCharacter(base[index + offset]) {
                    return true
                }
            }
            index += 8
        }
        while index < count {
            if UnsafeBufferPointer.isControlCharacter(base[index]) { return true }
            index += 1
        }
        return false
    }

    /// A C0 control other than TAB, or DEL.
    @inline(__always)
    static func isControlCharacter(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 9) || byte == 0x7F
    }
}
