/// A set of national-number lengths (0 to 63 digits), stored as a bit mask.
struct PossibleLengths: Sendable, Hashable {
    /// Bit `n` is set when length `n` is in the set.
    var mask: UInt64 = 0

    /// Parses the generated form, such as `7,9-11`.
    init(_ text: Substring) {
        for part in text.split(separator: ",") {
            if let dash = part.firstIndex(of: "-") {
                let low = Int(part[..<dash]) ?? 0, high = Int(part[part.index(after: dash)...]) ?? 0
                for length in low...max(low, high) where length < 64 { mask |= 1 << UInt64(length) }
            } else if let length = Int(part), length < 64 {
                mask |= 1 << UInt64(length)
            }
        }
    }

    init(mask: UInt64) {
        self.mask = mask
    }

    /// Whether the set has no lengths.
    var isEmpty: Bool { mask == 0 }

    /// Whether `length` is in the set.
    func contains(_ length: Int) -> Bool {
        length >= 0 && length < 64 && mask & (1 << UInt64(length)) != 0
    }

    /// The smallest length in the set (the set must not be empty).
    var minimum: Int { mask.trailingZeroBitCount }

    /// The largest length in the set (the set must not be empty).
    var maximum: Int { 63 - mask.leadingZeroBitCount }

    /// The union of two sets.
    func union(_ other: PossibleLengths) -> PossibleLengths {
        PossibleLengths(mask: mask | other.mask)
    }
}
