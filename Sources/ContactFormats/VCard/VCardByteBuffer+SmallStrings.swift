/// Strings of at most 15 UTF-8 bytes appended from the string value itself
/// (``Swift/String/smallStringWords``): most values the writer escapes or copies (a name, an
/// address component, a phone number) are small strings, their bytes in the string's two
/// words, with no storage. Lent through `utf8.withContiguousStorageIfAvailable`, such a
/// string is copied to the stack and handed to a closure.
extension VCardBytes {
    /// Appends the bytes of a small string from its words (``Swift/String/smallStringWords``):
    /// sixteen bytes stored in room for them, `count` of them counted.
    @inline(__always)
    mutating func appendSmallString(leading: UInt64, trailing: UInt64, count: Int) {
        let target = UnsafeMutableRawPointer(reserveUninitialized(16))
        target.storeBytes(of: leading.littleEndian, as: UInt64.self)
        target.storeBytes(of: trailing.littleEndian, toByteOffset: 8, as: UInt64.self)
        commitUninitialized(count)
    }
}
