import ContactSupport
#if os(Linux) && canImport(Synchronization)
import Synchronization
#endif

/// A fixed number of pointer slots, each set at most once and never cleared: what the
/// metadata store publishes its lazily parsed regions and country tables through.
///
/// On Linux a slot is read without a lock (an acquiring load sees everything written
/// before the releasing store that set it), so threads that look regions up at every
/// number never wait for each other, and nothing has to be loaded up front. Elsewhere
/// every read takes the lock. Writers must hold `lock` (the store's), so that a slot is
/// worked out once.
final class OnceSetPointers: @unchecked Sendable {
    #if os(Linux) && canImport(Synchronization)
    private typealias Slot = Atomic<UnsafeMutableRawPointer?>
    #else
    private typealias Slot = UnsafeMutableRawPointer?
    #endif

    /// The number of slots.
    let count: Int
    private let slots: UnsafeMutablePointer<Slot>
    /// Held by writers; on platforms without atomics, by readers too.
    let lock = MutexLock()

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: max(1, count))
        for index in 0..<count {
            #if os(Linux) && canImport(Synchronization)
            (slots + index).initialize(to: Atomic(nil))
            #else
            (slots + index).initialize(to: nil)
            #endif
        }
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// The pointer in slot `index`, or nil when it is not set yet.
    @inline(__always)
    func load(_ index: Int) -> UnsafeMutableRawPointer? {
        #if os(Linux) && canImport(Synchronization)
        return (slots + index).pointee.load(ordering: .acquiring)
        #else
        return lock.withLock { slots[index] }
        #endif
    }

    /// The pointer in slot `index` while `lock` is held (by the caller).
    func loadLocked(_ index: Int) -> UnsafeMutableRawPointer? {
        #if os(Linux) && canImport(Synchronization)
        return (slots + index).pointee.load(ordering: .acquiring)
        #else
        return slots[index]
        #endif
    }

    /// Sets slot `index`, which must be empty; the caller holds `lock`.
    func store(_ pointer: UnsafeMutableRawPointer, at index: Int) {
        #if os(Linux) && canImport(Synchronization)
        (slots + index).pointee.store(pointer, ordering: .releasing)
        #else
        slots[index] = pointer
        #endif
    }
}
