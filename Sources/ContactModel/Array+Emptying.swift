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
    /// `removeAll(keepingCapacity: true)` gives it.
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
    @inline(__always)
    package mutating func removeAllDestroyingInPlace(_ body: (inout Element) -> Void) {
        guard !isEmpty else { return }
        if hasUniquelyReferencedStorage {
            repeat {
                var last = removeLast()
                body(&last)
            } while !isEmpty
        } else {
            removeAll(keepingCapacity: true)
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
