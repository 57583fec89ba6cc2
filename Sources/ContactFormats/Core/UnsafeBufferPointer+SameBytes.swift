extension UnsafeBufferPointer<UInt8> {
    /// Whether `other` holds the same bytes: eight at a time, the last ones as the word that
    /// ends at the last byte (buffers shorter than eight compared byte by byte). The reader's
    /// repeated extension and the writer's repeated `PRODID` line compare a value with the
    /// last card's this way.
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard count >= 8, let one = baseAddress, let two = other.baseAddress else { return elementsEqual(other) }
        let a = UnsafeRawPointer(one)
        let b = UnsafeRawPointer(two)
        var index = 0
        while index &+ 8 <= count {
            if a.loadUnaligned(fromByteOffset: index, as: UInt64.self) != b.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                return false
            }
            index &+= 8
        }
        return index == count
            || a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
    }
}
