/// Finds, eight bytes at a time, the first byte of a word that ends a run of ordinary field
/// bytes: one of two bytes (the delimiter, a quote) or a control byte below 0x0E, which
/// covers CR and LF in one test (SWAR, as ``WordScan``). The other control bytes it stops at
/// (tab, NUL, ...) are ordinary: the caller takes them one at a time.
struct FieldScan {
    private let first: UInt64
    private let second: UInt64

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080
    /// The threshold, 0x0E, in every byte.
    private static let controls: UInt64 = 0x0E0E_0E0E_0E0E_0E0E

    /// A scan that stops at `a`, `b` (the same byte twice: one byte) and the bytes below 0x0E.
    init(_ a: UInt8, _ b: UInt8) {
        first = UInt64(a) &* FieldScan.ones
        second = UInt64(b) &* FieldScan.ones
    }

    /// A word whose lowest set bit is the high bit of the first byte of `word` (in memory
    /// order, little endian) that is `a`, `b` or below 0x0E; zero when none is. (Bits above
    /// the first may be wrong, never the lowest: a byte below the threshold borrows when it
    /// is subtracted, and a byte of 0x80 or more has its own high bit set, so `~word` clears
    /// it.)
    @inline(__always)
    func stops(in word: UInt64) -> UInt64 {
        let a = word ^ first
        let b = word ^ second
        return ((a &- FieldScan.ones) & ~a | (b &- FieldScan.ones) & ~b | (word &- FieldScan.controls) & ~word)
            & FieldScan.highs
    }
}
