/// What a pattern's first digit can be, worked out once from its program, so that a match
/// that cannot start can be refused before running it (most of the patterns a number is
/// tried against fail on its first digit).
extension DigitPattern {
    /// The first-digit filter of `program`: a bit per digit 0-9 that some match can start
    /// with, and whether a match can end before any digit (then there is no filter).
    static func firstDigitFilter(of program: [Instruction]) -> (digits: UInt16, matchesEmpty: Bool) {
        guard !program.isEmpty else { return (0, true) }
        var digits: UInt16 = 0
        var matchesEmpty = false
        var seen = [Bool](repeating: false, count: program.count)
        var pending = [0]
        while let programCounter = pending.popLast() {
            guard programCounter >= 0, programCounter < program.count else {
                matchesEmpty = true  // Not expected from the compiler; no filter then.
                continue
            }
            if seen[programCounter] { continue }
            seen[programCounter] = true
            let instruction = program[programCounter]
            switch instruction.operation {
            case .digitSet: digits |= UInt16(truncatingIfNeeded: instruction.first) & 0x3FF
            case .split: pending += [Int(instruction.first), Int(instruction.second)]
            case .jump: pending.append(Int(instruction.first))
            case .save: pending.append(programCounter + 1)
            case .assertEnd, .match: matchesEmpty = true
            }
        }
        return (digits, matchesEmpty)
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
