/// A compiled numbering-plan pattern, matched against a string of ASCII digits.
///
/// libphonenumber's metadata patterns are small regular expressions over digits only
/// (`\d`, classes such as `[2-9]`, groups, alternation, `?` and counted repetition).
/// Rather than going through `NSRegularExpression` or `Regex`, each pattern is compiled
/// once into a tiny program for a backtracking matcher that works directly on bytes.
/// The matcher keeps the "first alternative wins" semantics of the Java and Python
/// engines (which matters for capture groups), and remembers which (instruction,
/// position) states already failed, so matching time stays linear in
/// `program.count × input length` whatever the pattern.
struct DigitPattern: Sendable {
    /// One step of a compiled program.
    struct Instruction: Sendable {
        /// What the instruction does.
        enum Operation: UInt8, Sendable {
            /// Consume one digit whose bit is set in `first` (bit 0 = "0").
            case digitSet
            /// Try `first`, and on failure `second`.
            case split
            /// Continue at `first`.
            case jump
            /// Record the current position in capture slot `first`.
            case save
            /// Succeed only at the end of the input (`$`).
            case assertEnd
            /// The whole pattern matched.
            case match
        }

        var operation: Operation
        var first: Int32
        var second: Int32
    }

    /// The pattern text as written in the metadata.
    let source: String
    /// The compiled program.
    let program: [Instruction]
    /// The number of capturing groups.
    let groupCount: Int
    /// A bit per digit (0-9) that a match can start with; see `matchesEmpty`.
    let firstDigits: UInt16
    /// Whether a match can end before the first digit (then `firstDigits` filters nothing).
    let matchesEmpty: Bool

    /// Compiles `source`; the metadata is trusted, so a syntax error is a programming error.
    init(_ source: String) {
        var compiler = DigitPatternCompiler(source: source)
        let compiled = compiler.compile()
        self.source = source
        self.program = compiled.program
        self.groupCount = compiled.groupCount
        (firstDigits, matchesEmpty) = Self.firstDigitFilter(of: compiled.program)
    }

    /// Whether the whole of `digits` matches the pattern.
    func matchesFully(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        run(digits, anchoredAtEnd: true, captures: nil) != nil
    }

    /// Whether the whole of `digits` matches the pattern.
    func matchesFully(_ digits: [UInt8]) -> Bool {
        digits.withUnsafeBufferPointer { matchesFully($0) }
    }

    /// The length of the match at the start of `digits` (like Python's `re.match`), if any.
    func prefixMatchLength(_ digits: UnsafeBufferPointer<UInt8>) -> Int? {
        run(digits, anchoredAtEnd: false, captures: nil)
    }

    /// The length of the match at the start of `digits`, if any.
    func prefixMatchLength(_ digits: [UInt8]) -> Int? {
        digits.withUnsafeBufferPointer { prefixMatchLength($0) }
    }

    /// Matches at the start of `digits` (or the whole of it when `anchoredAtEnd`),
    /// returning the capture ranges: index 0 is the whole match, index `n` group `n`
    /// (nil when the group did not take part).
    func captures(in digits: [UInt8], anchoredAtEnd: Bool) -> [Range<Int>?]? {
        digits.withUnsafeBufferPointer { buffer in
            withCaptures(in: buffer, anchoredAtEnd: anchoredAtEnd) { _, slots in
                (0...groupCount).map { Self.capturedRange(group: $0, in: slots) }
            }
        }
    }

    /// Matches like `captures(in:anchoredAtEnd:)` and, on a match, runs `body` with the
    /// end of the match and the capture slots (start and end of group `n` at `2n` and
    /// `2n + 1`, -1 when unset; group 0 is the whole match), kept on the stack: no array
    /// is made. Nil when there is no match.
    func withCaptures<Result>(
        in digits: UnsafeBufferPointer<UInt8>, anchoredAtEnd: Bool,
        _ body: (_ end: Int, _ slots: UnsafeBufferPointer<Int>) -> Result
    ) -> Result? {
        if cannotStart(digits) { return nil }
        let slotCount = 2 * (groupCount + 1)
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: slotCount) { slots in
            slots.initialize(repeating: -1)
            guard let end = run(digits, anchoredAtEnd: anchoredAtEnd, captures: slots.baseAddress) else {
                return nil
            }
            slots[0] = 0
            slots[1] = end
            return body(end, UnsafeBufferPointer(slots))
        }
    }

    /// Runs the program on `digits` from position 0; returns the end of the match (see
    /// `CompiledPattern.run`).
    func run(
        _ digits: UnsafeBufferPointer<UInt8>,
        anchoredAtEnd: Bool,
        captures: UnsafeMutablePointer<Int>?
    ) -> Int? {
        if cannotStart(digits) { return nil }
        return program.withUnsafeBufferPointer { instructions in
            CompiledPattern(self, instructions: instructions)
                .run(digits, anchoredAtEnd: anchoredAtEnd, captures: captures)
        }
    }

    /// The range of group `group` in capture slots, or nil when the group took no part.
    static func capturedRange(group: Int, in slots: UnsafeBufferPointer<Int>) -> Range<Int>? {
        let start = slots[2 * group], stop = slots[2 * group + 1]
        return start >= 0 && stop >= start ? start..<stop : nil
    }
}
