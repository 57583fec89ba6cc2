/// Finds, eight bytes at a time, the first of up to four bytes in a word (SWAR: a byte
/// equal to one of them is a zero byte of the word XOR that byte repeated).
struct WordScan {
    private let patterns: (UInt64, UInt64, UInt64, UInt64)

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    init(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8? = nil) {
        let ones = WordScan.ones
        patterns = (UInt64(a) &* ones, UInt64(b) &* ones, UInt64(c) &* ones, UInt64(d ?? c) &* ones)
    }

    /// A word whose lowest set bit is the high bit of the first byte of `word` (in memory
    /// order, little endian) that is one of the bytes; zero when none is. (Bits above the
    /// first may be wrong, never the lowest.)
    @inline(__always)
    func stops(in word: UInt64) -> UInt64 {
        @inline(__always) func zeros(_ value: UInt64) -> UInt64 {
            (value &- WordScan.ones) & ~value & WordScan.highs
        }
        return zeros(word ^ patterns.0) | zeros(word ^ patterns.1) | zeros(word ^ patterns.2)
            | zeros(word ^ patterns.3)
    }
}
