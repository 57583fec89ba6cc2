/// The bytes, shared by copies of a buffer. Sendable only for ``empty``, which is never
/// written (it has no room): the buffer is not.
final class VCardByteStorage: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    /// Where the furthest write by a buffer holding this storage ended: the bytes past
    /// it are nobody's. Kept outside the object, so reading and writing it costs no
    /// exclusivity check.
    let end: UnsafeMutablePointer<Int>

    init(capacity: Int) {
        self.capacity = capacity
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: Swift.max(capacity, 1))
        end = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        end.initialize(to: 0)
    }

    deinit {
        base.deallocate()
        end.deallocate()
    }

    /// What an empty buffer holds until its first append: nothing is allocated for it.
    static let empty = VCardByteStorage(capacity: 0)
}
