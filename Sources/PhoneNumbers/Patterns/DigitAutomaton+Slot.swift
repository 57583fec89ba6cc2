#if os(Linux) && canImport(Synchronization)
import Synchronization
#endif

/// Where the automaton of one pattern is kept: built when the pattern is first matched,
/// so that loading every region (batch work) does not build the automata of patterns no
/// number reaches.
extension DigitAutomaton {
    /// The memory of one automaton: the state count (0: the pattern keeps the backtracking
    /// matcher), then the transitions (`UInt16`, ten per state), then the accepting flags.
    static func makeBlock(_ tables: Tables?) -> UnsafeMutableRawPointer {
        let stateCount = tables?.accepting.count ?? 0
        let size = MemoryLayout<Int>.stride + stateCount * 10 * MemoryLayout<UInt16>.stride + stateCount
        let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<Int>.alignment)
        block.storeBytes(of: stateCount, as: Int.self)
        if let tables {
            let transitions = (block + MemoryLayout<Int>.stride).bindMemory(to: UInt16.self, capacity: stateCount * 10)
            for (index, value) in tables.transitions.enumerated() { transitions[index] = value }
            let accepting = (block + MemoryLayout<Int>.stride + stateCount * 10 * MemoryLayout<UInt16>.stride)
                .bindMemory(to: Bool.self, capacity: stateCount)
            for (index, value) in tables.accepting.enumerated() { accepting[index] = value }
        }
        return block
    }

    /// The automaton in `block` (made by `makeBlock`), or nil for a pattern without one.
    @inline(__always)
    init?(block: UnsafeMutableRawPointer) {
        let stateCount = block.load(as: Int.self)
        guard stateCount > 0 else { return nil }
        let transitions = (block + MemoryLayout<Int>.stride).assumingMemoryBound(to: UInt16.self)
        let accepting = (block + MemoryLayout<Int>.stride + stateCount * 10 * MemoryLayout<UInt16>.stride)
            .assumingMemoryBound(to: Bool.self)
        self.init(
            transitions: UnsafeBufferPointer(start: transitions, count: stateCount * 10),
            accepting: UnsafeBufferPointer(start: accepting, count: stateCount))
    }

    /// One pattern's place for its automaton, in memory its region's validation table
    /// owns. On Linux the automaton is built on first use by whichever thread gets there
    /// first (an atomic exchange publishes it; a thread that loses the race frees its
    /// own); elsewhere every automaton is built when the table is made.
    struct Slot: @unchecked Sendable {
        #if os(Linux) && canImport(Synchronization)
        /// The block, once built.
        typealias Storage = Atomic<UnsafeMutableRawPointer?>
        #else
        /// The block, once built.
        typealias Storage = UnsafeMutableRawPointer?
        #endif

        let storage: UnsafeMutablePointer<Storage>
        /// The pattern's program, to build the automaton from.
        let program: UnsafeBufferPointer<DigitPattern.Instruction>

        /// The automaton, built now when it is not yet; nil for a pattern that would need
        /// more than `maximumStates` states.
        @inline(__always)
        func automaton() -> DigitAutomaton? {
            #if os(Linux) && canImport(Synchronization)
            let block = storage.pointee.load(ordering: .acquiring)
            #else
            let block = storage.pointee
            #endif
            guard let block else { return build() }
            return DigitAutomaton(block: block)
        }

        /// Builds the automaton and keeps it (or the one another thread kept first).
        @inline(never)
        func build() -> DigitAutomaton? {
            let block = DigitAutomaton.makeBlock(DigitAutomaton.tables(for: program))
            #if os(Linux) && canImport(Synchronization)
            let (exchanged, original) = storage.pointee.compareExchange(
                expected: nil, desired: block, ordering: .acquiringAndReleasing)
            if !exchanged, let original {
                block.deallocate()
                return DigitAutomaton(block: original)
            }
            #else
            if let existing = storage.pointee {
                block.deallocate()
                return DigitAutomaton(block: existing)
            }
            storage.pointee = block
            #endif
            return DigitAutomaton(block: block)
        }

        /// Makes the storage of `count` empty slots.
        static func allocateStorage(count: Int) -> UnsafeMutablePointer<Storage> {
            let storage = UnsafeMutablePointer<Storage>.allocate(capacity: max(1, count))
            for index in 0..<count {
                #if os(Linux) && canImport(Synchronization)
                (storage + index).initialize(to: Atomic(nil))
                #else
                (storage + index).initialize(to: nil)
                #endif
            }
            return storage
        }

        /// Frees the blocks built in `count` slots and the slots themselves.
        static func deallocateStorage(_ storage: UnsafeMutablePointer<Storage>, count: Int) {
            for index in 0..<count {
                #if os(Linux) && canImport(Synchronization)
                let block = (storage + index).pointee.load(ordering: .acquiring)
                #else
                let block = (storage + index).pointee
                #endif
                block?.deallocate()
            }
            storage.deinitialize(count: count)
            storage.deallocate()
        }
    }
}
