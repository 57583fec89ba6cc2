/// Strings of at most 15 UTF-8 bytes read from the string value itself.
///
/// Most values the writer escapes or copies (a name, an address component, a phone number)
/// are "small strings": their bytes live in the string's two words, with no storage. Lent
/// through `utf8.withContiguousStorageIfAvailable`, such a string is copied to the stack and
/// handed to a closure (about thirty instructions before the first byte is looked at, and
/// the escape's loop after). Here its two words are read as they are: the first eight bytes
/// in the first word, the rest in the second, whose top byte is the discriminator (0x20 set
/// for a small string, the count in its low four bits). That layout is the 64-bit standard
/// library's, the one ``String/smallString(validUTF8:count:isKnownASCII:)`` writes;
/// `VCardByteBufferSmallStringTests` compares what is read here with the standard library's
/// own bytes for every length, and other platforms take the standard library's path.
extension VCardByteBuffer {
    /// The bytes of `text` as two words and their count (bytes 0–7 in `leading`, 8–14 in
    /// `trailing`, first byte lowest, the discriminator cleared), when `text` is a small
    /// string on this platform; else nil.
    @inline(__always)
    static func smallStringWords(of text: String) -> (leading: UInt64, trailing: UInt64, count: Int)? {
        #if (arch(x86_64) || arch(arm64)) && _endian(little) && (os(Linux) || os(macOS))
            // A bit cast to plain words: nothing is retained (the words are not a reference).
            let (leading, object) = unsafeBitCast(text, to: (UInt64, UInt64).self)
            // The discriminator's "small" bit (b61 of the second word).
            guard object & (0x20 &<< 56) != 0 else { return nil }
            let count = Int(truncatingIfNeeded: (object &>> 56) & 0x0F)
            return (UInt64(littleEndian: leading), UInt64(littleEndian: object) & 0x00FF_FFFF_FFFF_FFFF, count)
        #else
            return nil
        #endif
    }

    /// Appends the bytes of a small string from its words (``smallStringWords(of:)``):
    /// sixteen bytes stored in room for them, `count` of them counted.
    @inline(__always)
    mutating func appendSmallString(leading: UInt64, trailing: UInt64, count: Int) {
        let target = UnsafeMutableRawPointer(reserveUninitialized(16))
        target.storeBytes(of: leading.littleEndian, as: UInt64.self)
        target.storeBytes(of: trailing.littleEndian, toByteOffset: 8, as: UInt64.self)
        commitUninitialized(count)
    }
}
