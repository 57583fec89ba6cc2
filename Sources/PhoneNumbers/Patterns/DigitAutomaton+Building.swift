/// Building a `DigitAutomaton` from a compiled pattern (subset construction).
extension DigitAutomaton {
    /// The tables of an automaton, before they are copied where the automaton points.
    struct Tables {
        /// `state * 10 + digit` → next state (0: dead; 1: start).
        var transitions: [UInt16]
        /// Whether each state accepts.
        var accepting: [Bool]
    }

    /// The automaton of `program` (a `DigitPattern` program), or nil when it would have
    /// more than `maximumStates` states.
    ///
    /// A state is the set of digit-consuming instructions the backtracking matcher could
    /// be at after the digits read so far (following splits, jumps and saves), and
    /// whether `match` is reachable from there at the end of the input (`$` lets a
    /// thread through only at the end). Sets are kept one after another in one array and
    /// found again through an open-addressing table: building makes no array per state
    /// (it runs once per pattern, on the first number that reaches the pattern).
    static func tables(
        for program: UnsafeBufferPointer<DigitPattern.Instruction>, maximumStates: Int = maximumStates
    ) -> Tables? {
        var builder = SetBuilder(program: program)
        var states = StateSets()
        // State 0 is dead (the empty set), state 1 the start.
        _ = states.add(builder.closure(of: [0]))
        var tables = Tables(transitions: [UInt16](repeating: 0, count: 20), accepting: [false, states.accepts(1)])
        // Per digit: the instructions it leads to from the current state (digit `d`'s at
        // `d * stride`, `counts[d]` of them).
        var stride = 0
        var targets = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        defer { targets.deallocate() }
        var counts = [Int](repeating: 0, count: 10)
        var state = 1
        while state < states.count {
            let set = states.range(of: state)
            if set.count > stride {
                targets.deallocate()
                stride = max(set.count, 2 * stride)
                targets = .allocate(capacity: 10 * stride)
            }
            for digit in 0..<10 { counts[digit] = 0 }
            for index in set {
                let programCounter = states.pool[index]
                guard programCounter >= 0 else { continue }
                var mask = program[Int(programCounter)].first & 0x3FF
                while mask != 0 {
                    let digit = mask.trailingZeroBitCount
                    targets[digit * stride + counts[digit]] = programCounter + 1
                    counts[digit] += 1
                    mask &= mask - 1
                }
            }
            for digit in 0..<10 where counts[digit] > 0 {
                let digitTargets = UnsafeBufferPointer(start: targets + digit * stride, count: counts[digit])
                // Most digits of a state lead to the same instructions as an earlier one.
                if let earlier = (0..<digit).first(where: { other in
                    counts[other] == counts[digit]
                        && UnsafeBufferPointer(start: targets + other * stride, count: counts[other])
                            .elementsEqual(digitTargets)
                }) {
                    tables.transitions[state * 10 + digit] = tables.transitions[state * 10 + earlier]
                    continue
                }
                let next = builder.closure(of: digitTargets)
                guard !next.isEmpty else { continue }
                var index = states.find(next)
                if index == nil {
                    guard states.count < maximumStates else { return nil }
                    index = states.add(next)
                    tables.transitions += repeatElement(0, count: 10)
                    tables.accepting.append(states.accepts(index!))
                }
                tables.transitions[state * 10 + digit] = UInt16(index!)
            }
            state += 1
        }
        return tables
    }

    /// The states' sets, one after another, and a hash table to find a set's state.
    private struct StateSets {
        /// Every set's instructions (sorted, then -1 for an accepting set).
        var pool: [Int32] = []
        /// Where each state's set ends in `pool` (state 0, the dead state, is empty).
        var ends: [Int] = [0]
        /// Open addressing: state + 1, or 0 for a free slot.
        var slots = [Int32](repeating: 0, count: 64)

        var count: Int { ends.count }

        func range(of state: Int) -> Range<Int> {
            (state == 0 ? 0 : ends[state - 1])..<ends[state]
        }

        func accepts(_ state: Int) -> Bool {
            let range = range(of: state)
            return !range.isEmpty && pool[range.upperBound - 1] == -1
        }

        static func hash(_ set: ArraySlice<Int32>) -> Int {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for value in set { hash = (hash ^ UInt64(UInt32(bitPattern: value))) &* 0x100_0000_01B3 }
            return Int(truncatingIfNeeded: hash >> 7)
        }

        /// The state of `set`, if it has one.
        func find(_ set: ArraySlice<Int32>) -> Int? {
            var slot = Self.hash(set) & (slots.count - 1)
            while slots[slot] != 0 {
                let state = Int(slots[slot]) - 1
                if pool[range(of: state)].elementsEqual(set) { return state }
                slot = (slot + 1) & (slots.count - 1)
            }
            return nil
        }

        /// Adds `set` as a new state; returns it.
        mutating func add(_ set: ArraySlice<Int32>) -> Int {
            pool += set
            ends.append(pool.count)
            let state = ends.count - 1
            if 2 * state >= slots.count {
                slots = [Int32](repeating: 0, count: 2 * slots.count)
                for old in 1..<state { insert(old) }
            }
            insert(state)
            return state
        }

        private mutating func insert(_ state: Int) {
            var slot = Self.hash(pool[range(of: state)]) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(state + 1)
        }
    }

    /// Follows splits, jumps and saves from a set of instructions.
    private struct SetBuilder {
        let program: UnsafeBufferPointer<DigitPattern.Instruction>
        /// The stamp of the closure that last reached each instruction, in the normal
        /// and in the end-of-input mode (after a `$`).
        var reached: [UInt32]
        var reachedAtEnd: [UInt32]
        var stamp: UInt32 = 0
        var work: [(programCounter: Int32, atEnd: Bool)] = []
        /// The last closure made.
        var set: [Int32] = []

        init(program: UnsafeBufferPointer<DigitPattern.Instruction>) {
            self.program = program
            reached = [UInt32](repeating: 0, count: program.count)
            reachedAtEnd = reached
        }

        /// The sorted digit-set instructions reachable from `starts` without reading a
        /// digit, followed by -1 when `match` is reachable at the end of the input
        /// (valid until the next call).
        mutating func closure(of starts: some BidirectionalCollection<Int32>) -> ArraySlice<Int32> {
            stamp += 1
            set.removeAll(keepingCapacity: true)
            var accepts = false
            work.removeAll(keepingCapacity: true)
            for start in starts.reversed() { work.append((start, false)) }
            while let (programCounter, atEnd) = work.popLast() {
                let index = Int(programCounter)
                if atEnd {
                    if reachedAtEnd[index] == stamp { continue }
                    reachedAtEnd[index] = stamp
                } else {
                    if reached[index] == stamp { continue }
                    reached[index] = stamp
                }
                let instruction = program[index]
                switch instruction.operation {
                case .digitSet:
                    if !atEnd { set.append(programCounter) }
                case .split:
                    work.append((instruction.second, atEnd))
                    work.append((instruction.first, atEnd))
                case .jump:
                    work.append((instruction.first, atEnd))
                case .save:
                    work.append((programCounter + 1, atEnd))
                case .assertEnd:
                    work.append((programCounter + 1, true))
                case .match:
                    accepts = true
                }
            }
            set.sort()
            if accepts { set.append(-1) }
            return set[...]
        }
    }
}
