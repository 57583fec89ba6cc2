import ContactModel

/// The builder's reading of values that are only stored in the contact: when it only
/// checks (``VCardContactBuilder/checksOnly``), their text is not made, but whatever reading
/// it reports is still done.
extension VCardContactBuilder {
    /// The value unescaped (``text(_:)``), for a field or list item that no later check
    /// reads; empty when checking only (``checkText(_:)``).
    @inline(__always)
    mutating func storedText(_ value: VCardProperty) -> String {
        checksOnly ? checkText(value) : text(value)
    }

    /// What ``text(_:)`` reports of the value, with no text made; returns the empty text.
    /// A value whose bytes are UTF-8 as they stand gives no problem on its way to text; any
    /// other is still decoded (``VCardProperty/rawText(_:)``), for the problems that reports.
    /// Not inlined: the full build's callers of ``storedText(_:)`` stay as small as they were.
    @inline(never)
    mutating func checkText(_ value: VCardProperty) -> String {
        if value.withPlainUTF8({ _ in true }) == nil { _ = rawText(value) }
        return ""
    }

    /// ``VCardProperty/forEachComponent(_:into:making:_:)`` that, when checking only, makes
    /// and hands `body` only the parts `kept` names (bit n: the n-th part; the last bit
    /// stands for every part past it): the others are only stored, and no later check reads
    /// them. Returns how many parts there were, counting those not made. (One loop for both
    /// modes, the mask known only when it runs: with a loop for each, the full build's was
    /// no longer inlined, and cost more.) Not mutating: the target is lent from the
    /// builder's contact (the problems go through their pointer).
    @inline(__always)
    func forEachComponent<Target>(
        of value: VCardProperty, into target: inout Target, keeping kept: UInt64,
        _ body: (inout Target, Int, String) -> Void
    ) -> Int {
        value.forEachComponent(&diagnostics, into: &target, making: checksOnly ? kept : ~0, body)
    }
}
