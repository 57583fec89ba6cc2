/// A deterministic automaton for whole matches of a compiled digit pattern: one table
/// look-up per digit, where the backtracking matcher steps through the alternatives of
/// the pattern (the fixed-line pattern of the US lists every area code).
///
/// It answers only "does the whole input match", which does not depend on the order in
/// which a backtracking engine tries alternatives, so its answers are those of
/// `CompiledPattern.matchesFully`. Capture groups and prefix matches (whose length does
/// depend on that order) stay with the backtracking matcher.
///
/// Like `CompiledPattern`, it points into memory something else owns (a region's
/// validation table) and copies without reference counting.
struct DigitAutomaton: @unchecked Sendable {
    /// The next state for each state and digit, at `state * 10 + digit`; state 0 is the
    /// dead state (no match possible any more) and state 1 the start.
    let transitions: UnsafeBufferPointer<UInt16>
    /// Whether each state accepts (the input read so far matches the whole pattern).
    let accepting: UnsafeBufferPointer<Bool>

    /// The most states an automaton may have; a pattern that needs more keeps the
    /// backtracking matcher.
    static let maximumStates = 4_096

    /// Whether the whole of `digits` (ASCII digits) matches the pattern.
    @inline(__always)
    func matchesFully(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        var state = 1
        for byte in digits {
            let digit = byte &- 48
            guard digit < 10 else { return false }
            state = Int(transitions[state &* 10 &+ Int(digit)])
            if state == 0 { return false }
        }
        return accepting[state]
    }

    /// Whether some start of `digits` (the empty one too) matches the whole pattern: a
    /// match exists, whichever a backtracking matcher would find first. Only for a
    /// pattern without `$`, whose accepting states do not depend on the input ending.
    @inline(__always)
    func matchesSomePrefix(_ digits: UnsafeBufferPointer<UInt8>) -> Bool {
        var state = 1
        if accepting[state] { return true }
        for byte in digits {
            let digit = byte &- 48
            guard digit < 10 else { return false }
            state = Int(transitions[state &* 10 &+ Int(digit)])
            if state == 0 { return false }
            if accepting[state] { return true }
        }
        return false
    }
}
