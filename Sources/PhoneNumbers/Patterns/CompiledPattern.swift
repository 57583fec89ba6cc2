/// A compiled `DigitPattern` as plain values: its program as a pointer into memory that
/// something else owns (the pattern's array, or a region's validation table).
///
/// Copying one costs no reference counting, which is why the validation loop, which tries
/// up to eleven patterns per number, works on these rather than on `DigitPattern` values
/// (whose string and array were retained and released at every try). The owner of the
/// instructions must outlive every use.
struct CompiledPattern: @unchecked Sendable {
    /// The compiled program (see `DigitPattern.Instruction`).
    let instructions: UnsafeBufferPointer<DigitPattern.Instruction>
    /// The number of capturing groups.
    let groupCount: Int
    /// A bit per digit (0-9) that a match can start with; see `matchesEmpty`.
    let firstDigits: UInt16
    /// Whether a match can end before the first digit (then `firstDigits` filters nothing).
    let matchesEmpty: Bool

    /// `pattern`'s program, found at `instructions` (which must hold the same instructions).
    init(_ pattern: DigitPattern, instructions: UnsafeBufferPointer<DigitPattern.Instruction>) {
        self.instructions = instructions
        self.groupCount = pattern.groupCount
        self.firstDigits = pattern.firstDigits
        self.matchesEmpty = pattern.matchesEmpty
    }

    /// Whether the whole of `digits` matches the pattern.
    func matchesFully(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        run(digits, anchoredAtEnd: true, captures: nil) != nil
    }

    /// The length of the match at the start of `digits` (like Python's `re.match`), if any.
    func prefixMatchLength(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        run(digits, anchoredAtEnd: false, captures: nil)
    }

    /// Whether no match can start with the first of `digits` (never true for an empty input
    /// or a pattern that can match nothing).
    @inline(__always)
    func cannotStart(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !matchesEmpty, let first = digits.first else { return false }
        let value = first &- 48
        return value >= 10 || (firstDigits >> UInt16(value)) & 1 == 0
    }
}
