extension Array {
    /// Empties the array keeping its storage, destroying the elements in code made for
    /// their type, from the last to the first.
    ///
    /// `removeAll(keepingCapacity: true)` hands the elements to the runtime's generic
    /// array destroy, which calls the element type's value witness for each one: for a
    /// generic element such as `LabeledValue<String>` that witness finds each field's type
    /// at run time (about 100 instructions an element more, the largest part of emptying a
    /// contact card after card). Popping them one by one destroys each in place.
    ///
    /// Storage another array shares is not copied (popping would copy every element
    /// first): the array then gets storage of its own with the same capacity, as
    /// `removeAll(keepingCapacity: true)` gives it. (Popped one by one, as the CSV readers'
    /// emptying has always done: destroyed where they lie through an empty closure, their
    /// rows cost about 145 instructions more.)
    @inline(__always)
    package mutating func removeAllDestroyingInPlace() {
        guard !isEmpty else { return }
        if hasUniquelyReferencedStorage {
            repeat { removeLast() } while !isEmpty
        } else {
            removeAll(keepingCapacity: true)
        }
    }

    /// ``removeAllDestroyingInPlace()`` that hands each element to `body` before it is
    /// destroyed (to take what it holds out of it). Storage another array shares is not
    /// copied: its elements are not handed to `body`.
    ///
    /// The elements are destroyed where they lie, and the count in the storage's header is
    /// then set to 0, as `removeAll(keepingCapacity:)` sets it once it has destroyed them:
    /// popping them one by one (as this did) moved each out first (a copy of a postal
    /// address's 300 bytes through `memcpy`) and asked the count twice through calls, about
    /// 60 instructions an element. The header is an array's on every platform of the
    /// standard library's stable ABI (its count the third word, which the inlinable code of
    /// every client reads); `ArrayEmptyingTests` checks the array after, on every element type
    /// the contact's lists have.
    @inline(__always)
    package mutating func removeAllDestroyingInPlace(_ body: (inout Element) -> Void) {
        guard !isEmpty else { return }
        guard hasUniquelyReferencedStorage else {
            removeAll(keepingCapacity: true)
            return
        }
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var index = buffer.count
            while index > 0 {
                index &-= 1
                body(&base[index])
                (base + index).deinitialize(count: 1)
            }
        }
        markDestroyedInPlace()
    }

    /// Sets the count in the storage's header to 0, once every element has been destroyed
    /// where it lies in storage this array alone holds (see
    /// ``removeAllDestroyingInPlace(_:)``); `removeAll(keepingCapacity:)` sets it so after
    /// destroying them.
    @inline(__always)
    package mutating func markDestroyedInPlace() {
        _withUnprotectedUnsafeMutableBytes(of: &self) { raw in
            raw.load(as: UnsafeMutableRawPointer.self).storeBytes(of: 0, toByteOffset: 16, as: Int.self)
        }
    }

    /// Whether the array is the only one holding its storage (false when it may be shared,
    /// and on platforms where that is not known without copying).
    ///
    /// Without Objective-C interoperation an array is one strong reference to a native
    /// buffer object (`ArrayEmptyingTests` checks the size and both answers), so the
    /// standard library's own uniqueness test applies to it as to any class reference. The
    /// reference is read as one to a final class of ours (the test only reads the object's
    /// reference count): as `AnyObject` the test went through an unspecialized generic
    /// call, about 30 instructions more.
    /// The empty array's storage is shared by every empty array: never unique.
    @inline(__always)
    package var hasUniquelyReferencedStorage: Bool {
        mutating get {
            #if canImport(ObjectiveC)
                return false
            #else
                guard MemoryLayout<[Element]>.size == MemoryLayout<ArrayStorageReference>.size else { return false }
                return withUnsafeMutablePointer(to: &self) { array in
                    array.withMemoryRebound(to: ArrayStorageReference.self, capacity: 1) {
                        isKnownUniquelyReferenced(&$0.pointee)
                    }
                }
            #endif
        }
    }
}

/// The type an array's storage reference is read as by
/// ``Swift/Array/hasUniquelyReferencedStorage``: never made, never called.
package final class ArrayStorageReference {
    private init() {}
}
