/// What working out a number's type needs from a region, as plain values: the lengths
/// and compiled patterns of its number descriptions, in the order libphonenumber tries
/// them.
///
/// Validation tries up to eleven descriptions per number; walking `NumberDescription`
/// and `DigitPattern` values retained and released their references at every try, which
/// cost more than the matching. A table copies without reference counting; it points into
/// memory owned by its `Storage`, which the region keeps (use a table only while its
/// region is alive).
struct ValidationTable: @unchecked Sendable {
    /// One number description: its lengths, its pattern and the type it gives.
    struct Entry {
        let possibleLengths: PossibleLengths
        let pattern: CompiledPattern
        /// Where the pattern's automaton is kept, once built.
        let automaton: DigitAutomaton.Slot?
        let type: PhoneNumberType

        /// `NumberDescription.matches`: one of the lengths, and the pattern matches.
        @inline(__always)
        func matches(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
            if !possibleLengths.isEmpty && !possibleLengths.contains(digits.count) { return false }
            return matchesPattern(digits)
        }

        /// Whether the whole of `digits` matches the pattern (lengths aside).
        @inline(__always)
        func matchesPattern(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
            if let automaton = automaton?.automaton() { return automaton.matchesFully(digits) }
            return pattern.matchesFully(digits)
        }
    }

    /// The table's values, in memory its `Storage` owns: a table is one pointer, so
    /// handing one around (at every number) copies 8 bytes, not a few hundred.
    struct Values {
        let general: Entry?
        let fixedLine: Entry?
        let mobile: Entry?
        let beforeFixedLine: UnsafeBufferPointer<Entry>
        let leadingDigits: CompiledPattern?
        let leadingDigitsAutomaton: DigitAutomaton.Slot?
        let hasSameMobileAndFixedLinePattern: Bool
    }

    let values: UnsafePointer<Values>

    /// All numbers of the region.
    var general: Entry? { values.pointee.general }
    var fixedLine: Entry? { values.pointee.fixedLine }
    var mobile: Entry? { values.pointee.mobile }
    /// The descriptions tried before fixed line and mobile that the region has, in
    /// libphonenumber's order (premium rate, toll free, shared cost, VoIP, personal,
    /// pager, UAN, voicemail).
    var beforeFixedLine: UnsafeBufferPointer<Entry> { values.pointee.beforeFixedLine }
    /// The leading digits that pick this region among those sharing its country code.
    var leadingDigits: CompiledPattern? { values.pointee.leadingDigits }
    /// Where the automaton of `leadingDigits` is kept; nil for a pattern with `$` (whose
    /// prefix matches an automaton built for whole inputs cannot tell).
    var leadingDigitsAutomaton: DigitAutomaton.Slot? { values.pointee.leadingDigitsAutomaton }
    /// Whether the mobile and fixed-line patterns are the same (as in the US).
    var hasSameMobileAndFixedLinePattern: Bool { values.pointee.hasSameMobileAndFixedLinePattern }

    /// Whether some start of `digits` matches `leadingDigits` (false without them): what
    /// `leadingDigits.prefixMatchLength(digits) != nil` answers, by the automaton.
    func matchesLeadingDigits(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let leadingDigits else { return false }
        if let automaton = leadingDigitsAutomaton?.automaton() { return automaton.matchesSomePrefix(digits) }
        return leadingDigits.prefixMatchLength(digits) != nil
    }

    /// libphonenumber's number-type rules: premium rate, toll free, shared cost, VoIP,
    /// personal, pager, UAN and voicemail first, then fixed line and mobile.
    func type(of digits: UnsafeBufferPointer<UInt8>) -> PhoneNumberType {
        guard let general, general.matches(digits) else { return .unknown }
        for entry in beforeFixedLine where entry.matches(digits) {
            return entry.type
        }
        if let fixedLine, fixedLine.matches(digits) {
            if hasSameMobileAndFixedLinePattern || mobile?.matches(digits) == true {
                return .fixedLineOrMobile
            }
            return .fixedLine
        }
        if !hasSameMobileAndFixedLinePattern, mobile?.matches(digits) == true {
            return .mobile
        }
        return .unknown
    }
}
