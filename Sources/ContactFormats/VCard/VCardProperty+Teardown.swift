import ContactRuntimeShim

/// Emptying the card reader's list of properties between cards, keeping its storage, with
/// one call for the references the properties' values hold to the read buffer.
///
/// `removeAll(keepingCapacity:)` destroyed each property through its value witness: a
/// `swift_release` of the value's storage (the read buffer, an atomic decrement), a
/// `swift_bridgeObjectRelease` of a group that nearly always has nothing to release (none,
/// or a small string), and a `swift_release` of an absent box of rare parameters: about 78
/// instructions a property, 11 M of the 175 M of `validate` on 10,000 cards. The values'
/// references were counted for a card's lines at once (`swift_retain_n`, see
/// `VCardLineReader+LentLines`); here they are given up alike: a property whose value is a
/// slice of the read buffer and which holds nothing else (no group that owns storage, no
/// box) is counted, not destroyed, and the count is released in one `swift_release_n`;
/// any other property is destroyed as before. The list's count is then set to 0 in its
/// storage's header, which is what `removeAll(keepingCapacity:)` does once it has
/// destroyed the elements (the counted ones hold nothing more to let go of).
///
/// The layout read and written (a slice's owner word, an optional string's words, the
/// array's header) is checked once against what the standard library makes
/// (``TeardownLayout/current``); on other platforms, and if it ever differs, every list
/// is emptied with `removeAll(keepingCapacity:)`.
extension VCardProperty {
    /// Where a property keeps what its teardown looks at, and that the array's header is
    /// where it is looked for.
    struct TeardownLayout {
        /// Offset of ``VCardProperty/value``'s first word, its storage object.
        let valueOwner: Int
        /// Offset of the second word of ``VCardProperty/storedGroup``: 0 when there is no
        /// group, its top bit set when the group is an immortal string (small or literal).
        let groupObject: Int
        /// Offset of ``VCardProperty/rare``: 0 when there is no box.
        let rare: Int

        /// The layout of this platform's standard library, checked on values it makes; nil
        /// when any check fails (then no list is emptied this way).
        static let current: TeardownLayout? = {
            #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64)) && _endian(little)
                return TeardownLayout.checked()
            #else
                return nil
            #endif
        }()

        /// The layout, when the words a teardown reads and writes are, in values the
        /// standard library makes, what it takes them for.
        static func checked() -> TeardownLayout? {
            guard let value = MemoryLayout<VCardProperty>.offset(of: \VCardProperty.value),
                let group = MemoryLayout<VCardProperty>.offset(of: \VCardProperty.storedGroup),
                let rare = MemoryLayout<VCardProperty>.offset(of: \VCardProperty.rare),
                MemoryLayout<ArraySlice<UInt8>>.size == 32, MemoryLayout<String?>.size == 16,
                MemoryLayout<RareParameters?>.size == 8
            else { return nil }
            // A slice's first word is its storage object, the array's one word.
            let bytes: [UInt8] = [1, 2, 3]
            let slice = bytes[1...]
            let sliceOwner = withUnsafeBytes(of: slice) { $0.load(as: UInt.self) }
            let arrayObject = withUnsafeBytes(of: bytes) { $0.load(as: UInt.self) }
            guard sliceOwner != 0, sliceOwner == arrayObject else { return nil }
            // No group: two words of 0. A small string: the top bit set. A string that owns
            // storage: neither.
            let small: String? = "item1"
            let owning: String? = String(repeating: "item", count: 10)
            let none: String? = nil
            guard Self.secondWord(of: none) == 0, Self.firstWord(of: none) == 0,
                Self.secondWord(of: small) &>> 63 == 1,
                Self.secondWord(of: owning) &>> 63 == 0, Self.secondWord(of: owning) != 0
            else { return nil }
            let layout = TeardownLayout(valueOwner: value, groupObject: group + 8, rare: rare)
            // The array's header: its count in the third word, the elements after the fourth.
            var probe: [VCardProperty] = []
            probe.reserveCapacity(4)
            probe.append(VCardProperty(line: 1))
            probe.append(VCardProperty(line: 2))
            let header = withUnsafeBytes(of: probe) { $0.load(as: UInt.self) }
            let elements = probe.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
            guard header != 0, elements == header &+ 32,
                UnsafeRawPointer(bitPattern: header)?.load(fromByteOffset: 16, as: Int.self) == 2
            else { return nil }
            // A property with no group and no box reads so.
            let plain = probe.withUnsafeBytes { raw in
                (raw.load(fromByteOffset: layout.groupObject, as: UInt64.self), raw.load(fromByteOffset: rare, as: UInt.self))
            }
            guard plain == (0, 0) else { return nil }
            return withExtendedLifetime((slice, small, owning)) { layout }
        }

        private static func firstWord(of text: String?) -> UInt64 {
            withUnsafeBytes(of: text) { $0.load(as: UInt64.self) }
        }

        private static func secondWord(of text: String?) -> UInt64 {
            withUnsafeBytes(of: text) { $0.load(fromByteOffset: 8, as: UInt64.self) }
        }
    }

    /// Empties `properties`, keeping its storage, as `removeAll(keepingCapacity: true)`
    /// does: the references of the values that are slices of `owner` (the read buffer's
    /// storage object, ``VCardLineReader/LendingWords/owner``; 0 when lines are not lent)
    /// are given up in one call (see the extension's comment).
    @inline(__always)
    static func removeAll(_ properties: inout [VCardProperty], lentFrom owner: UInt) {
        guard !properties.isEmpty else { return }
        guard owner != 0, let layout = TeardownLayout.current else {
            properties.removeAll(keepingCapacity: true)
            return
        }
        removeAll(&properties, lentFrom: owner, layout: layout)
    }

    /// ``removeAll(_:lentFrom:)`` with a checked layout.
    @inline(never)
    private static func removeAll(_ properties: inout [VCardProperty], lentFrom owner: UInt, layout: TeardownLayout) {
        #if (os(Linux) || os(macOS)) && (arch(x86_64) || arch(arm64))
            // Made unique first (a list another holds is copied, and its copies' references
            // counted), so the header written below is this list's alone.
            properties.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var given: UInt32 = 0
                for index in 0..<buffer.count {
                    let raw = UnsafeRawPointer(base + index)
                    let valueOwner = raw.load(fromByteOffset: layout.valueOwner, as: UInt.self)
                    let group = raw.load(fromByteOffset: layout.groupObject, as: UInt64.self)
                    let rare = raw.load(fromByteOffset: layout.rare, as: UInt.self)
                    if valueOwner == owner, rare == 0, group == 0 || group &>> 63 != 0 {
                        // Its one reference, to the read buffer, is given up below.
                        given &+= 1
                    } else {
                        (base + index).deinitialize(count: 1)
                    }
                }
                if given != 0, let object = UnsafeMutableRawPointer(bitPattern: owner) {
                    swift_release_n(object, given)
                }
            }
            // Every element is let go of: the count goes to 0, as `removeAll` sets it.
            let header = withUnsafeBytes(of: properties) { $0.load(as: UnsafeMutableRawPointer.self) }
            header.storeBytes(of: 0, toByteOffset: 16, as: Int.self)
        #else
            properties.removeAll(keepingCapacity: true)
        #endif
    }
}
