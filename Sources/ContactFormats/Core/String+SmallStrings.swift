/// Strings of at most 15 UTF-8 bytes made in place, for bytes already known to be UTF-8.
///
/// Such a string is a "small string": its bytes live in the string value itself, with no
/// storage allocated. The standard library makes one through `_uncheckedFromUTF8`, which
/// gathers the bytes one at a time (about 90 instructions, and a call through
/// `String(copying:)` and `UTF8Span`, for a five-byte group name); most of the reader's
/// strings (names, groups, short values and components) are that short. Here the bytes
/// are gathered with at most two loads, and the value is the standard library's small-string
/// form: the first eight bytes in the first word, the rest in the second, whose top byte is
/// the discriminator (0xE0, or 0xA0 when a byte is not ASCII) ORed with the count. That layout is
/// the 64-bit standard library's (inlined into every client, so fixed by its ABI);
/// `StringSmallFormTests` compares every length's result with the standard library's own,
/// bit for bit, and other platforms take the standard library's path.
extension String {
    /// Whether ``smallString(validUTF8:count:)`` makes strings on this platform.
    static var makesSmallStringsInPlace: Bool {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            return true
        #else
            return false
        #endif
    }

    /// The string of the `count` bytes at `base` (at most 15, well-formed UTF-8), made
    /// in place; nil when it is not made so here (more than 15 bytes, another platform).
    /// With `isKnownASCII` the bytes are not looked at for non-ASCII ones.
    @inline(__always)
    static func smallString(validUTF8 base: UnsafePointer<UInt8>, count: Int, isKnownASCII: Bool = false) -> String? {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            guard UInt(bitPattern: count) <= 15 else { return nil }
            let (leading, trailing) = smallStringWords(base, count: count)
            let isASCII = isKnownASCII || (leading | trailing) & 0x8080_8080_8080_8080 == 0
            let discriminator: UInt64 = (isASCII ? 0xE0 : 0xA0) | UInt64(truncatingIfNeeded: count)
            // Written over an empty string (immortal: nothing to release) rather than cast
            // from the words: a cast copies, and the copy retained the "object" word. The
            // standard library's unprotected form: exactly the string's 16 bytes are written,
            // and `withUnsafeMutableBytes` gave every function that made one a stack guard
            // (about 7 instructions a string).
            var text = ""
            _withUnprotectedUnsafeMutableBytes(of: &text) { raw in
                raw.storeBytes(of: leading.littleEndian, as: UInt64.self)
                raw.storeBytes(of: (trailing | discriminator &<< 56).littleEndian, toByteOffset: 8, as: UInt64.self)
            }
            return text
        #else
            return nil
        #endif
    }

    /// This string's bytes as its two words and their count, when it is a small string on
    /// a platform where ``makesSmallStringsInPlace``; else nil. The first eight bytes are in
    /// `leading` and the rest in `trailing`, each first byte lowest, the bytes past the count
    /// zero (the discriminator cleared): the layout ``smallString(validUTF8:count:isKnownASCII:)``
    /// writes, read back. The writer copies and escapes most names, components and short
    /// values from these words, with no lending of the bytes through a closure (about thirty
    /// instructions before the first byte is looked at). `StringSmallFormTests` compares the
    /// words with the standard library's own bytes for every length and several ways of making
    /// a string (one in reserved storage, which is not small, among them).
    @inline(__always)
    var smallStringWords: (leading: UInt64, trailing: UInt64, count: Int)? {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            // A bit cast to plain words: nothing is retained (the words are not a reference).
            let (leading, object) = unsafeBitCast(self, to: (UInt64, UInt64).self)
            // The discriminator's "small" bit (0x20 of the top byte).
            guard object & (0x20 &<< 56) != 0 else { return nil }
            let count = Int(truncatingIfNeeded: (object &>> 56) & 0x0F)
            return (leading, object & 0x00FF_FFFF_FFFF_FFFF, count)
        #else
            return nil
        #endif
    }

    /// The bytes of a small string (`count` at most 15) as its two words: bytes 0–7 in
    /// the first, 8–14 in the second, each first byte lowest, the rest zero. No byte outside
    /// `base[0..<count]` is read: words overlap inside the bytes instead.
    @inline(__always)
    static func smallStringWords(_ base: UnsafePointer<UInt8>, count: Int) -> (UInt64, UInt64) {
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            let leading = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            // Bytes count-8 ..< count; those past byte 7 are its top count-8 bytes.
            let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
            let trailing = count == 8 ? 0 : last &>> UInt64(truncatingIfNeeded: (16 &- count) &* 8)
            return (leading, trailing)
        }
        if count >= 4 {
            // Bytes 0–3 and count-4 ..< count: the overlap holds the same bytes in both.
            let first = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let last = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            return (first | last &<< UInt64(truncatingIfNeeded: (count &- 4) &* 8), 0)
        }
        if count > 0 {
            // Bytes 0, count/2 and count-1: each of one to three bytes, some twice.
            let middle = count &>> 1
            let word = UInt64(base[0]) | UInt64(base[middle]) &<< UInt64(truncatingIfNeeded: middle &* 8)
                | UInt64(base[count &- 1]) &<< UInt64(truncatingIfNeeded: (count &- 1) &* 8)
            return (word, 0)
        }
        return (0, 0)
    }
}
