import ContactRuntimeShim

/// Lines lent by ``VCardLineReader/nextLineLending()``: a slice of the read buffer made from
/// its words, with its reference to the buffer's storage counted later, for a card's lines
/// at once.
///
/// Every line a card reader keeps becomes a property's value, a slice of the read buffer:
/// making it retained the buffer's storage (an atomic increment and a call, about 22
/// instructions a line). A lent line's slice is the standard library's slice, bit for bit,
/// and owns its reference as any slice does (it is let go of as any slice is); only the
/// increment is put off: ``VCardLineReader/settleLentLines()`` makes all those owed since
/// the last in one `swift_retain_n` call. Until then the storage's count is lower than the
/// references to it, so nothing may let go of a lent line, nor of the buffer: the reader
/// settles before it changes the buffer (``refill()``), and the card reader before a line
/// leaves its loop (see `VCardReader.readProperties()`).
///
/// The slice's words are those of a slice the standard library makes of the same buffer,
/// checked each time the buffer changes (``prepareLending()``), and
/// `VCardLineReaderLentLinesTests` compares lent slices with the standard library's, bit for
/// bit; on other platforms, and if the layout ever differs, no line is lent.
extension VCardLineReader {
    /// The words of a slice of the read buffer but for its bounds: its owner (the storage
    /// object), the address of element 0, and the flag bits of its last word.
    struct LendingWords {
        var owner: UInt
        var base: UInt
        var flags: UInt

        /// Lines are not lent.
        static var none: LendingWords { LendingWords(owner: 0, base: 0, flags: 0) }
    }

    /// A slice of `buffer[start..<end]` whose reference to the storage is owed (see the
    /// extension's comment).
    @inline(__always)
    mutating func lentSlice(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var slice = ArraySlice<UInt8>()
        let words = lendingWords
        withUnsafeMutableBytes(of: &slice) { raw in
            raw.storeBytes(of: words.owner, as: UInt.self)
            raw.storeBytes(of: words.base, toByteOffset: 8, as: UInt.self)
            raw.storeBytes(of: UInt(bitPattern: start), toByteOffset: 16, as: UInt.self)
            raw.storeBytes(of: UInt(bitPattern: end) &<< 1 | words.flags, toByteOffset: 24, as: UInt.self)
        }
        owedReferences &+= 1
        return slice
    }

    /// Counts the references the lines lent since the last call hold: one call for them all.
    @inline(__always)
    mutating func settleLentLines() {
        guard owedReferences != 0 else { return }
        #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64))
            if let owner = UnsafeMutableRawPointer(bitPattern: lendingWords.owner) {
                _ = swift_retain_n(owner, owedReferences)
            }
        #endif
        owedReferences = 0
    }

    /// Sets ``lendingWords`` for the buffer as it now is, from a slice the standard library
    /// makes of it: lines are lent only when that slice's words are where and what a lent
    /// slice's are.
    mutating func prepareLending() {
        lendingWords = .none
        #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64))
            guard buffer.count >= 3, let words = VCardLineReader.lendingWords(of: buffer) else { return }
            lendingWords = words
        #endif
    }

    /// The lending words of `bytes` (at least three), when a slice of it the standard library
    /// makes, `bytes[1..<3]`, has the four words a lent slice is made of; nil otherwise.
    static func lendingWords(of bytes: [UInt8]) -> LendingWords? {
        guard MemoryLayout<ArraySlice<UInt8>>.size == 32, bytes.count >= 3 else { return nil }
        let slice = bytes[1..<3]
        let words = withUnsafeBytes(of: slice) { raw in
            (raw.load(as: UInt.self), raw.load(fromByteOffset: 8, as: UInt.self),
             raw.load(fromByteOffset: 16, as: UInt.self), raw.load(fromByteOffset: 24, as: UInt.self))
        }
        let base = bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        guard words.0 != 0, words.1 == base, words.2 == 1, words.3 &>> 1 == 3 else { return nil }
        return withExtendedLifetime(slice) { LendingWords(owner: words.0, base: words.1, flags: words.3 & 1) }
    }
}

