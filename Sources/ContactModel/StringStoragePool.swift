/// The storage of large strings a contact let go of, kept to be written over by the strings
/// of the next contact a reader reads into the same place.
///
/// A string of more than 15 UTF-8 bytes has storage of its own: made, it costs an allocation
/// (about 225 instructions through `String(copying:)`), and let go of when the next card
/// empties the contact, a release that frees it (about 200 more). A reader reading card
/// after card into one contact makes some four such strings a card (e-mail addresses,
/// address lines, phone numbers written with punctuation, organization names), and lets go
/// of as many. ``Contact/removeAllKeepingListCapacity(recycling:)`` hands the storage of
/// those it empties here instead, and the reader's next strings are written over it
/// (``string(copying:)``): a copy of the bytes and two words of header, no allocation and no
/// free.
///
/// Only storage nothing else holds is kept (a string another contact, a batch of contacts
/// or a writer still holds is let go of as before), only the standard library's own
/// tail-allocated storage, and only storage too small to have room for breadcrumbs (the
/// UTF-16 index cache made for long strings: at most 63 bytes), which then holds nothing but
/// the header and the bytes. Those are written as the standard library writes them when it
/// makes a string of bytes: the count and flags in the string and in the storage's header
/// (`isASCII` and `isNFC` for ASCII, neither otherwise, with the native and tail-allocated
/// flags), the bytes after the 32-byte header, and a NUL after them. The layout is checked
/// once against strings the standard library makes (``StorageLayout/storageClass``); on
/// other platforms, and if it ever differs, nothing is kept and every string is made and
/// freed as before. `StringStoragePoolTests` compares written-over strings with made ones.
package struct StringStoragePool {
    /// The kept strings, `slots.0` up to `count` (the others empty), each unique when kept;
    /// in the pool itself, so that keeping one is a store (an array's append and removal,
    /// with their checks of its storage, cost about 40 instructions a string more).
    private var slots: (String, String, String, String, String, String, String, String,
        String, String, String, String, String, String, String, String) =
        ("", "", "", "", "", "", "", "", "", "", "", "", "", "", "", "")
    /// The bytes each slot's storage has room for (not counting the NUL), one byte each:
    /// kept storage has room for at most 95.
    private var capacities: (UInt64, UInt64) = (0, 0)
    /// How many strings are kept.
    package private(set) var count = 0
    /// The storage class's address when the layout was checked; 0 when nothing is kept.
    private let storageClass: UInt
    /// How many strings are kept at most: a card's worth, with room to spare.
    package static var maximumCount: Int { 16 }

    /// A pool that keeps storage when this platform's layout allows it.
    package init() {
        storageClass = StorageLayout.storageClass
    }

    /// A pool that keeps nothing.
    package static var none: StringStoragePool { StringStoragePool(keeping: false) }

    private init(keeping: Bool) {
        storageClass = keeping ? StorageLayout.storageClass : 0
    }

    /// Whether storage can be kept here (the layout was checked on this platform).
    package var keepsStorage: Bool { storageClass != 0 }

    /// Empties `text`, keeping its storage when it can be written over (see the type's
    /// comment); else the string is let go of as `text = ""` lets go of it.
    @inline(__always)
    package mutating func recycle(_ text: inout String) {
        if !recycleIfReusable(&text) { text = "" }
    }

    /// ``recycle(_:)`` of an optional string, which becomes nil.
    @inline(__always)
    package mutating func recycle(_ text: inout String?) {
        guard case .some = text else { return }
        recycle(&text!)
        text = nil
    }

    /// Keeps `text`'s storage, leaving it empty, when it can be written over, and says so;
    /// else leaves it as it is (for a string about to be destroyed with what holds it).
    @discardableResult
    @inline(__always)
    package mutating func recycleIfReusable(_ text: inout String) -> Bool {
        guard storageClass != 0, count < StringStoragePool.maximumCount, let capacity = reusableCapacity(of: &text)
        else { return false }
        let index = count
        withSlots { slots in
            // Moved in (no retain, no release); the emptied slot held "", nothing to release.
            withUnsafeMutablePointer(to: &text) { pointer in
                (slots + index).initialize(to: pointer.move())
                pointer.initialize(to: "")
            }
        }
        setCapacity(capacity, at: index)
        count = index &+ 1
        return true
    }

    /// Lends the slots as a buffer of strings (`slots.0` first).
    @inline(__always)
    private mutating func withSlots<Result>(_ body: (UnsafeMutablePointer<String>) -> Result) -> Result {
        _withUnprotectedUnsafeMutableBytes(of: &slots) { raw in
            body(raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: String.self))
        }
    }

    @inline(__always)
    private func capacity(at index: Int) -> Int {
        let word = index < 8 ? capacities.0 : capacities.1
        return Int(truncatingIfNeeded: (word &>> UInt64(truncatingIfNeeded: (index & 7) &* 8)) & 0xFF)
    }

    @inline(__always)
    private mutating func setCapacity(_ capacity: Int, at index: Int) {
        let shift = UInt64(truncatingIfNeeded: (index & 7) &* 8)
        let value = UInt64(truncatingIfNeeded: capacity) &<< shift
        let mask = ~(0xFF &<< shift)
        if index < 8 { capacities.0 = capacities.0 & mask | value } else { capacities.1 = capacities.1 & mask | value }
    }

    /// The bytes `text`'s storage has room for, when it is storage this pool keeps and
    /// nothing else holds it; nil otherwise.
    @inline(__always)
    private func reusableCapacity(of text: inout String) -> Int? {
        let (countAndFlags, object) = unsafeBitCast(text, to: (UInt64, UInt64).self)
        // Large, mortal, native (the object's top four bits clear), tail-allocated.
        guard object &>> 60 == 0, countAndFlags & StorageLayout.nativeFlags == StorageLayout.nativeFlags,
            let storage = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: object)),
            storage.load(as: UInt.self) == storageClass
        else { return nil }
        let realCapacity = storage.load(fromByteOffset: 16, as: UInt64.self)
        // No breadcrumbs (their flag is the top bit), and room for more than a small string
        // (and, with no breadcrumbs, for at most 95 bytes: one byte holds it).
        guard realCapacity &>> 48 == 0, realCapacity > 16, realCapacity <= 256 else { return nil }
        guard StorageLayout.isUniquelyReferenced(&text) else { return nil }
        return Int(truncatingIfNeeded: realCapacity) &- 1
    }

    /// A string of `bytes` (well-formed UTF-8, more than 15 of them) written over kept
    /// storage with room for them; nil when none has (then nothing changed).
    package mutating func string(copying bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let needed = bytes.count
        guard let source = bytes.baseAddress, needed >= 16 else { return nil }
        // The last kept first (most of a card's strings need the room of most others: the
        // first looked at nearly always has it).
        var found = count
        while true {
            guard found > 0 else { return nil }
            found &-= 1
            if capacity(at: found) >= needed { break }
        }
        let last = count &- 1
        var text = withSlots { slots in
            let taken = (slots + found).move()
            if found != last {
                (slots + found).moveInitialize(from: slots + last, count: 1)
            }
            (slots + last).initialize(to: "")
            return taken
        }
        if found != last { setCapacity(capacity(at: last), at: found) }
        count = last
        // Kept unique, but a copy of the pool (of a copied reader) shares what it keeps.
        guard StorageLayout.isUniquelyReferenced(&text) else { return nil }
        StorageLayout.write(source, count: needed, over: &text)
        return text
    }
}

extension StringStoragePool {
    /// What the pool knows of the standard library's string storage (see the type's comment).
    enum StorageLayout {
        /// `isNativelyStored` and `isTailAllocated`: the flags of a string in storage of its own.
        static var nativeFlags: UInt64 { 0x3000_0000_0000_0000 }
        /// `isASCII` and `isNFC`, the flags of an ASCII string besides those.
        static var asciiFlags: UInt64 { 0xC000_0000_0000_0000 }
        /// Where the bytes start after the storage's address.
        static var bytesOffset: Int { 32 }

        /// The storage class's address (an object's first word), when strings the standard
        /// library makes are laid out as the pool reads and writes them; 0 otherwise.
        static let storageClass: UInt = {
            #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64)) && _endian(little)
                return checkedStorageClass() ?? 0
            #else
                return 0
            #endif
        }()

        /// Whether the string's storage (native: its object word is its address) has one
        /// reference. The word is read as a reference to a final class of ours, as
        /// `Array.hasUniquelyReferencedStorage` reads an array's.
        @inline(__always)
        static func isUniquelyReferenced(_ text: inout String) -> Bool {
            _withUnprotectedUnsafeMutableBytes(of: &text) { raw in
                (raw.baseAddress.unsafelyUnwrapped + 8).withMemoryRebound(to: ArrayStorageReference.self, capacity: 1) {
                    isKnownUniquelyReferenced(&$0.pointee)
                }
            }
        }

        /// Writes the `count` bytes at `base` (at least 16) over `text`, whose storage (native,
        /// unique, with room for them) is then that of a string of those bytes. The bytes are
        /// copied eight at a time (the last eight stored again, over some), their high bits
        /// gathered on the way for the ASCII flag: a call to `memcpy` and a pass of its own
        /// cost about 40 instructions more.
        @inline(__always)
        static func write(_ base: UnsafePointer<UInt8>, count: Int, over text: inout String) {
            let object = unsafeBitCast(text, to: (UInt64, UInt64).self).1
            let storage = UnsafeMutableRawPointer(bitPattern: UInt(truncatingIfNeeded: object)).unsafelyUnwrapped
            let target = storage + bytesOffset
            let source = UnsafeRawPointer(base)
            var bits: UInt64 = 0
            var index = 0
            let lastWord = count &- 8
            while index < lastWord {
                let word = source.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                bits |= word
                target.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
                index &+= 8
            }
            let word = source.loadUnaligned(fromByteOffset: lastWord, as: UInt64.self)
            bits |= word
            target.storeBytes(of: word, toByteOffset: lastWord, as: UInt64.self)
            target.storeBytes(of: 0, toByteOffset: count, as: UInt8.self)
            let isASCII = bits & 0x8080_8080_8080_8080 == 0
            let countAndFlags = UInt64(truncatingIfNeeded: count) | nativeFlags | (isASCII ? asciiFlags : 0)
            storage.storeBytes(of: countAndFlags, toByteOffset: 24, as: UInt64.self)
            // The standard library's unprotected form, as `String.smallString` writes one.
            _withUnprotectedUnsafeMutableBytes(of: &text) { $0.storeBytes(of: countAndFlags, as: UInt64.self) }
        }

        /// The storage class, when strings of bytes the standard library makes (ASCII and not)
        /// have the words, header and bytes the pool reads, and strings written over by
        /// ``write(_:count:over:)`` equal those it makes of the same bytes; nil otherwise.
        static func checkedStorageClass() -> UInt? {
            guard MemoryLayout<String>.size == 16 else { return nil }
            let asciiBytes = Array(repeating: UInt8(ascii: "a"), count: 20)
            let otherBytes = Array("ééééééééééé".utf8)
            let ascii = String(decoding: asciiBytes, as: UTF8.self)
            let other = String(decoding: otherBytes, as: UTF8.self)
            guard let first = storageClass(of: ascii, bytes: asciiBytes, isASCII: true),
                let second = storageClass(of: other, bytes: otherBytes, isASCII: false), first == second
            else { return nil }
            // Written over, each string equals the one made of the same bytes.
            var written = ascii
            guard isUniquelyReferenced(&written) == false else { return nil }  // shared with `ascii`
            var copy = String(decoding: asciiBytes, as: UTF8.self)
            guard isUniquelyReferenced(&copy) else { return nil }
            for bytes in [Array("ünïcödé, then ASCII".utf8), Array("plain ASCII text".utf8)] {
                bytes.withUnsafeBufferPointer { write($0.baseAddress.unsafelyUnwrapped, count: $0.count, over: &copy) }
                let made = String(decoding: bytes, as: UTF8.self)
                guard copy == made, copy.utf8.count == made.utf8.count, copy.hashValue == made.hashValue,
                    copy + "!" == made + "!", Array(copy.utf8) == bytes, copy.unicodeScalars.count == made.unicodeScalars.count,
                    unsafeBitCast(copy, to: (UInt64, UInt64).self).0 == unsafeBitCast(made, to: (UInt64, UInt64).self).0
                else { return nil }
            }
            return withExtendedLifetime((ascii, other, written)) { first }
        }

        /// The class word of `text`'s storage when it is native storage laid out as the pool
        /// reads it, holding `bytes`.
        private static func storageClass(of text: String, bytes: [UInt8], isASCII: Bool) -> UInt? {
            let (countAndFlags, object) = unsafeBitCast(text, to: (UInt64, UInt64).self)
            guard object &>> 60 == 0, countAndFlags == UInt64(bytes.count) | nativeFlags | (isASCII ? asciiFlags : 0),
                let storage = UnsafeRawPointer(bitPattern: UInt(truncatingIfNeeded: object))
            else { return nil }
            let realCapacity = storage.load(fromByteOffset: 16, as: UInt64.self)
            guard storage.load(fromByteOffset: 24, as: UInt64.self) == countAndFlags, realCapacity &>> 48 == 0,
                realCapacity > UInt64(bytes.count), storage.load(fromByteOffset: bytesOffset &+ bytes.count, as: UInt8.self) == 0,
                bytes.withUnsafeBytes({ $0.elementsEqual(UnsafeRawBufferPointer(start: storage + bytesOffset, count: bytes.count)) })
            else { return nil }
            return withExtendedLifetime(text) { storage.load(as: UInt.self) }
        }
    }
}
