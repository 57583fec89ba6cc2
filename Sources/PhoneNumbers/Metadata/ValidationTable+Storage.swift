/// The memory a region's `ValidationTable` points into: one block of instructions for
/// all its patterns and one of entries, made with the region and freed with it.
extension ValidationTable {
    final class Storage: @unchecked Sendable {
        /// The table over this storage.
        let table: ValidationTable
        private let instructions: UnsafeMutableBufferPointer<DigitPattern.Instruction>
        private let entries: UnsafeMutableBufferPointer<Entry>

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
            func entry(_ description: NumberDescription?, type: PhoneNumberType) -> Entry? {
                description.map {
                    Entry(possibleLengths: $0.possibleLengths, pattern: compiled($0.pattern), type: type)
                }
            }
            let general = entry(description(.general), type: .unknown)
            let fixedLine = entry(description(.fixedLine), type: .fixedLine)
            let mobile = entry(description(.mobile), type: .mobile)
            let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: max(1, before.count))
            for (index, (description, type)) in before.enumerated() {
                (entries.baseAddress! + index).initialize(to: entry(description, type: type)!)
            }
            let leading = leadingDigits.map(compiled)
            self.instructions = instructions
            self.entries = entries
            self.table = ValidationTable(
                general: general, fixedLine: fixedLine, mobile: mobile,
                beforeFixedLine: UnsafeBufferPointer(rebasing: entries[..<before.count]),
                leadingDigits: leading,
                hasSameMobileAndFixedLinePattern:
                    description(.mobile)?.pattern.source == description(.fixedLine)?.pattern.source)
        }

        deinit {
            instructions.deallocate()
            entries.deallocate()
        }
    }
}
