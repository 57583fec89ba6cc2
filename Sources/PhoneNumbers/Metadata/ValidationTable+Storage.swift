/// The memory a region's `ValidationTable` points into: one block of instructions for
/// all its patterns and one of entries, made with the region and freed with it.
extension ValidationTable {
    final class Storage: @unchecked Sendable {
        /// The table over this storage.
        let table: ValidationTable
        private let instructions: UnsafeMutableBufferPointer<DigitPattern.Instruction>
        private let entries: UnsafeMutableBufferPointer<Entry>
        /// What `table` points to.
        private let values: UnsafeMutablePointer<Values>
        /// The automaton slots of the descriptions' distinct patterns.
        private let slots: UnsafeMutablePointer<DigitAutomaton.Slot.Storage>
        private let slotCount: Int

        /// The kinds tried before fixed line and mobile, in libphonenumber's order, with
        /// the type each one gives.
        private static let kindsBeforeFixedLine: [(NumberDescription.Kind, PhoneNumberType)] = [
            (.premiumRate, .premiumRate), (.tollFree, .tollFree), (.sharedCost, .sharedCost),
            (.voip, .voip), (.personalNumber, .personalNumber), (.pager, .pager),
            (.uan, .uan), (.voicemail, .voicemail),
        ]

        /// Copies the patterns of `descriptions` (indexed by `NumberDescription.Kind`) and
        /// of `leadingDigits`.
        init(descriptions: [NumberDescription?], leadingDigits: DigitPattern?) {
            func description(_ kind: NumberDescription.Kind) -> NumberDescription? {
                kind.rawValue < descriptions.count ? descriptions[kind.rawValue] : nil
            }
            let before = Self.kindsBeforeFixedLine.compactMap { kind, type in
                description(kind).map { ($0, type) }
            }
            var patterns: [DigitPattern] = [.general, .fixedLine, .mobile].compactMap { description($0)?.pattern }
            patterns += before.map(\.0.pattern)
            if let leadingDigits { patterns.append(leadingDigits) }
            let instructions = UnsafeMutableBufferPointer<DigitPattern.Instruction>.allocate(
                capacity: max(1, patterns.reduce(0) { $0 + $1.program.count }))
            // One automaton slot per description, built on first use; mobile shares the
            // fixed-line slot when the patterns are the same (as in the US).
            let sameMobileAndFixedLine = description(.mobile)?.pattern.source == description(.fixedLine)?.pattern.source
            // The last slot is the leading digits'.
            let slotCount = 3 + before.count + 1
            let slots = DigitAutomaton.Slot.allocateStorage(count: slotCount)
            var nextSlot = 0
            var next = 0
            /// Copies `pattern`'s program into the block.
            func compiled(_ pattern: DigitPattern) -> CompiledPattern {
                let start = next
                for instruction in pattern.program {
                    (instructions.baseAddress! + next).initialize(to: instruction)
                    next += 1
                }
                return CompiledPattern(pattern, instructions: UnsafeBufferPointer(rebasing: instructions[start..<next]))
            }
            func entry(_ description: NumberDescription?, type: PhoneNumberType, slot: Int? = nil) -> Entry? {
                description.map {
                    let pattern = compiled($0.pattern)
                    let index = slot ?? nextSlot
                    if slot == nil { nextSlot += 1 }
                    let automaton = DigitAutomaton.Slot(storage: slots + index, program: pattern.instructions)
                    return Entry(possibleLengths: $0.possibleLengths, pattern: pattern, automaton: automaton, type: type)
                }
            }
            let general = entry(description(.general), type: .unknown)
            let fixedLineSlot = nextSlot
            let fixedLine = entry(description(.fixedLine), type: .fixedLine)
            let mobile = entry(
                description(.mobile), type: .mobile,
                slot: sameMobileAndFixedLine && fixedLine != nil ? fixedLineSlot : nil)
            let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: max(1, before.count))
            for (index, (description, type)) in before.enumerated() {
                (entries.baseAddress! + index).initialize(to: entry(description, type: type)!)
            }
            let leading = leadingDigits.map(compiled)
            let leadingAutomaton = leading.flatMap { pattern -> DigitAutomaton.Slot? in
                if pattern.instructions.contains(where: { $0.operation == .assertEnd }) { return nil }
                return DigitAutomaton.Slot(storage: slots + (slotCount - 1), program: pattern.instructions)
            }
            #if !(os(Linux) && canImport(Synchronization))
            // Without atomics, every automaton is built now, before the table is shared.
            for entry in [general, fixedLine, mobile] + UnsafeBufferPointer(rebasing: entries[..<before.count]).map(Optional.some) {
                _ = entry?.automaton?.automaton()
            }
            _ = leadingAutomaton?.automaton()
            #endif
            self.instructions = instructions
            self.entries = entries
            self.slots = slots
            self.slotCount = slotCount
            let values = UnsafeMutablePointer<Values>.allocate(capacity: 1)
            values.initialize(to: Values(
                general: general, fixedLine: fixedLine, mobile: mobile,
                beforeFixedLine: UnsafeBufferPointer(rebasing: entries[..<before.count]),
                leadingDigits: leading,
                leadingDigitsAutomaton: leadingAutomaton,
                hasSameMobileAndFixedLinePattern: sameMobileAndFixedLine))
            self.values = values
            self.table = ValidationTable(values: values)
        }

        deinit {
            values.deinitialize(count: 1)
            values.deallocate()
            instructions.deallocate()
            entries.deallocate()
            DigitAutomaton.Slot.deallocateStorage(slots, count: slotCount)
        }
    }
}
