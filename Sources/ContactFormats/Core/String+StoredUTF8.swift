/// The UTF-8 of a large string read from the string value's two words, where its storage
/// holds it, with no retain of the storage.
///
/// The writer escapes and copies the contact's strings where the contact holds them. A
/// string of more than 15 bytes handed to a function that lends its bytes
/// (``Swift/String/withUTF8Bytes(_:)``) was retained and released around the call, about
/// thirty instructions a value (a street, an e-mail address, a note), some fourteen values
/// a card. Here the bytes' address is worked out from the words as the standard library's
/// inlined code works it out (the 64-bit layout fixed by its ABI, as
/// ``Swift/String/smallStringWords`` reads a small string's): a large string that provides
/// fast UTF-8 and whose bytes are tail-allocated (every native string, and every literal)
/// keeps them 32 bytes past its storage object's address, its count in the low 48 bits of
/// the first word. `StringStoredUTF8Tests` compares the answer with the standard library's
/// bytes for strings made every common way.
extension String {
    /// The bytes of a large, tail-allocated string where its storage holds them; nil for a
    /// small string, a string whose bytes are elsewhere (shared or foreign), or on a platform
    /// where the layout is not read (``makesSmallStringsInPlace``).
    ///
    /// The buffer is valid only while the string's storage lives: read it from a string
    /// held elsewhere for as long as the bytes are used (a string of the lent contact).
    @inline(__always)
    var storedUTF8: UnsafeBufferPointer<UInt8>? {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            // A bit cast to plain words: nothing is retained (the words are not a reference).
            let (countAndFlags, object) = unsafeBitCast(self, to: (UInt64, UInt64).self)
            // Large (no "small" bit, 0x20 of the top byte) and fast UTF-8 (no "foreign"
            // bit, 0x10), its bytes tail-allocated (0x10 of the flags' top byte).
            guard object & (0x30 &<< 56) == 0, countAndFlags & (0x10 &<< 56) != 0 else { return nil }
            let address = UInt(truncatingIfNeeded: object & 0x0FFF_FFFF_FFFF_FFFF) &+ 32
            let count = Int(truncatingIfNeeded: countAndFlags & 0x0000_FFFF_FFFF_FFFF)
            return UnsafeBufferPointer(start: UnsafePointer(bitPattern: address), count: count)
        #else
            return nil
        #endif
    }
}
