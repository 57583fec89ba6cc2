import ContactModel

extension String {
    /// ``init(validUTF8:)``, written over storage `pool` keeps (see
    /// ``/ContactModel/StringStoragePool``) when the bytes are more than a small string holds
    /// and a kept storage has room for them: no allocation, and the storage is not freed at
    /// the next card either. Any other string is made as ``init(validUTF8:)`` makes it.
    @inline(__always)
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>, recycling pool: UnsafeMutablePointer<StringStoragePool>?) {
        if bytes.count > 15, let pool, let text = pool.pointee.string(copying: bytes) {
            self = text
            return
        }
        self.init(validUTF8: bytes)
    }
}
