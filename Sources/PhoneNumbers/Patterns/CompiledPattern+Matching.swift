/// The backtracking matcher behind `DigitPattern` and the validation tables.
extension CompiledPattern {
    /// One entry of the backtracking stack: a state to resume, or a capture to restore.
    private struct BacktrackEntry {
        /// The instruction to resume at, or -1 - slot for a capture restore.
        var programCounter: Int32
        /// The input position to resume at, or the capture value to restore.
        var position: Int32
    }

    /// The number of stack entries kept on the machine stack before falling back to the heap.
    /// Swift keeps a temporary allocation on the machine stack only up to 1,024 bytes; a
    /// larger one is a heap allocation on every run (which cost more than the matching).
    private static let inlineStackCapacity = 1_024 / MemoryLayout<BacktrackEntry>.stride
    /// The most words of the visited-state bit set kept on the machine stack (1,024 bytes).
    private static let inlineVisitedCapacity = 1_024 / MemoryLayout<UInt64>.stride

    /// Runs the program on `digits` from position 0; returns the end of the match.
    func run(
        _ digits: UnsafeBufferPointer<UInt8>,
        anchoredAtEnd: Bool,
        captures: UnsafeMutablePointer<Int>?
    ) -> Int? {
        if cannotStart(digits) { return nil }
        // First plain backtracking within a step budget: phone patterns are nearly
        // deterministic, so this settles almost every run without clearing a bit set.
        // Only a run that uses up its budget (or its stack) is repeated with the
        // visited-state set, which keeps the time linear; both give the same match, since
        // a state that failed once fails again (captures do not steer the matching).
        let budget = 4 * instructions.count + 64
        let quick = withUnsafeTemporaryAllocation(
            of: BacktrackEntry.self, capacity: Self.inlineStackCapacity
        ) { stack in
            execute(digits, anchoredAtEnd, captures, nil, stack, budget: budget)
        }
        if let end = quick.end { return end }
        guard quick.overflowed else { return nil }
        if let captures {
            for slot in 0..<(2 * (groupCount + 1)) { captures[slot] = -1 }
        }
        let stateCount = instructions.count * (digits.count + 1)
        let wordCount = (stateCount + 63) >> 6
        guard wordCount <= Self.inlineVisitedCapacity else {
            // A long pattern on a long input: the bit set would not fit on the stack.
            let visited = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: wordCount)
            defer { visited.deallocate() }
            return run(digits, anchoredAtEnd, captures, visited: visited, stateCount: stateCount)
        }
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: wordCount) { visited in
            run(digits, anchoredAtEnd, captures, visited: visited, stateCount: stateCount)
        }
    }

    /// `run` with the visited-state bit set in hand.
    private func run(
        _ digits: UnsafeBufferPointer<UInt8>,
        _ anchoredAtEnd: Bool,
        _ captures: UnsafeMutablePointer<Int>?,
        visited: UnsafeMutableBufferPointer<UInt64>,
        stateCount: Int
    ) -> Int? {
        visited.initialize(repeating: 0)
        let attempt = withUnsafeTemporaryAllocation(
            of: BacktrackEntry.self, capacity: Self.inlineStackCapacity
        ) { stack in
            execute(digits, anchoredAtEnd, captures, visited, stack, budget: .max)
        }
        if let end = attempt.end { return end }
        guard attempt.overflowed else { return nil }
        // Rare: the stack was too small. Retry with room for every state.
        visited.update(repeating: 0)
        if let captures {
            for slot in 0..<(2 * (groupCount + 1)) { captures[slot] = -1 }
        }
        let heapStack = UnsafeMutableBufferPointer<BacktrackEntry>.allocate(
            capacity: 2 * stateCount + 2)
        defer { heapStack.deallocate() }
        return execute(digits, anchoredAtEnd, captures, visited, heapStack, budget: .max).end
    }

    /// The matching loop proper. Without `visited`, gives up (`overflowed`) after
    /// `budget` steps.
    private func execute(
        _ digits: UnsafeBufferPointer<UInt8>,
        _ anchoredAtEnd: Bool,
        _ captures: UnsafeMutablePointer<Int>?,
        _ visited: UnsafeMutableBufferPointer<UInt64>?,
        _ stack: UnsafeMutableBufferPointer<BacktrackEntry>,
        budget: Int
    ) -> (end: Int?, overflowed: Bool) {
        var steps = 0
        let length = digits.count
        let stride = length + 1
        var depth = 0
        stack[0] = BacktrackEntry(programCounter: 0, position: 0)
        depth = 1
        let program = instructions
        do {
            while depth > 0 {
                depth -= 1
                let entry = stack[depth]
                if entry.programCounter < 0 {
                    captures?[Int(-1 - entry.programCounter)] = Int(entry.position)
                    continue
                }
                var programCounter = Int(entry.programCounter)
                var position = Int(entry.position)
                thread: while true {
                    if let visited {
                        let state = programCounter * stride + position
                        let word = state >> 6, bit = UInt64(1) << UInt64(state & 63)
                        if visited[word] & bit != 0 { break thread }
                        visited[word] |= bit
                    } else {
                        steps += 1
                        if steps > budget { return (nil, true) }
                    }
                    let instruction = program[programCounter]
                    switch instruction.operation {
                    case .digitSet:
                        guard position < length else { break thread }
                        let value = digits[position] &- 48
                        guard value < 10, (instruction.first >> Int32(value)) & 1 != 0 else {
                            break thread
                        }
                        programCounter += 1
                        position += 1
                    case .split:
                        guard depth < stack.count else { return (nil, true) }
                        stack[depth] = BacktrackEntry(
                            programCounter: instruction.second, position: Int32(position))
                        depth += 1
                        programCounter = Int(instruction.first)
                    case .jump:
                        programCounter = Int(instruction.first)
                    case .save:
                        if let captures {
                            let slot = Int(instruction.first)
                            guard depth < stack.count else { return (nil, true) }
                            stack[depth] = BacktrackEntry(
                                programCounter: Int32(-1 - slot), position: Int32(captures[slot]))
                            depth += 1
                            captures[slot] = position
                        }
                        programCounter += 1
                    case .assertEnd:
                        guard position == length else { break thread }
                        programCounter += 1
                    case .match:
                        if anchoredAtEnd && position != length { break thread }
                        return (position, false)
                    }
                }
            }
            return (nil, false)
        }
    }
}
