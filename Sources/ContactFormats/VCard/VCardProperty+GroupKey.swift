/// A property's group as one number, made while the line is split, so that the builder
/// matches an item's companions (`item1.ADR` with `item1.X-ABADR`) and the members of a
/// group by comparing numbers: compared as strings (a call, and a retain and a release of
/// each), the groups of a card cost about 5 M instructions on 10k cards.
///
/// A group of one to eight name bytes (`item1`, nearly every group) is its bytes with ASCII
/// letters folded to one case, first byte lowest: two such keys are equal exactly when the
/// groups are equal in any ASCII case (name bytes are letters, digits, `-`, `_` and `/`;
/// folding sets bit 5, which changes only the letters and `_`, to 0x7F, which is no name
/// byte). No name byte is 0, so the key is never 0, and the length is the count of its
/// bytes that are not 0. Any other group (longer, or a string that is not name bytes, which
/// only another format gives) has ``longGroupKey``: its text decides.
extension VCardProperty {
    /// The key of a group that is not one to eight name bytes: equal keys then say nothing,
    /// and the groups' text is compared. No key of name bytes is this (their top bit is 0).
    static let longGroupKey = UInt64.max

    /// The key of the group of `count` name bytes (ASCII, at least one) at `base`.
    @inline(__always)
    static func groupKey(nameBytes base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        guard count <= 8 else { return longGroupKey }
        let (leading, _) = String.smallStringWords(base, count: count)
        // Bit 5 of each of the `count` bytes.
        let fold = 0x2020_2020_2020_2020 &>> UInt64(truncatingIfNeeded: (8 &- count) &* 8)
        return leading | fold
    }

    /// The key of `group` (0 for none), as the split makes it when it is name bytes.
    static func groupKey(of group: String?) -> UInt64 {
        guard var group else { return 0 }
        return group.withUTF8 { bytes in
            guard let base = bytes.baseAddress, (1...8).contains(bytes.count), bytes.allSatisfy({ isNameByte($0) }) else {
                return longGroupKey
            }
            return groupKey(nameBytes: base, count: bytes.count)
        }
    }

    /// Whether this property's group is `other`'s in any ASCII case (the comparison the
    /// builder made with `==` and `equalsIgnoringASCIICase`); false when either has none.
    @inline(__always)
    func hasSameGroup(as other: VCardProperty) -> Bool {
        guard groupKey == other.groupKey, groupKey != 0 else { return false }
        return groupKey != VCardProperty.longGroupKey || hasSameGroupText(as: other)
    }

    /// ``hasSameGroup(as:)`` for groups whose keys say nothing: their text.
    func hasSameGroupText(as other: VCardProperty) -> Bool {
        guard let group, let otherGroup = other.group else { return false }
        return group == otherGroup || group.equalsIgnoringASCIICase(otherGroup)
    }
}
