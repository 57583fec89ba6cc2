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
        checkValue(value)
        return ""
    }

    /// What ``text(_:)`` reports of the value (``checkText(_:)`` with no text returned).
    @inline(__always)
    mutating func checkValue(_ value: VCardProperty) {
        if value.withPlainUTF8({ _ in true }) == nil { _ = rawText(value) }
    }

    /// What ``companionText(_:)`` reports of the item-group companion at `index`, with no
    /// text made (as ``checkValue(_:)``).
    mutating func checkCompanion(_ index: Int) {
        let properties = self.properties
        if properties[index].withPlainUTF8({ _ in true }) == nil { _ = companionText(index) }
    }

    /// What ``labelAndParameters(_:kind:labelCompanion:)`` reports of a value when checking
    /// only, which makes neither its label nor its parameters: no check reads them (the
    /// validator looks at no contact, and within the build only the LABEL of an address
    /// and a second anniversary compare labels: the first asks only which addresses have
    /// a formatted label, and dates keep their labels). The value's `X-ABLabel` companion
    /// is still taken, as a full build takes it (one not taken is kept as an extension,
    /// whose text is decoded), and its text decoded only when that can report something:
    /// a value that is UTF-8 as it stands gives no problem on its way to text (see
    /// ``checkText(_:)``). Not making them saved about 560 instructions a card of the
    /// generated 10k book (3.5 % of its validation).
    @inline(never)
    mutating func checkLabelCompanion(_ value: VCardProperty, _ labelCompanion: LabelCompanion) {
        guard let index = labelIndex(value, labelCompanion) else { return }
        checkCompanion(index)
    }

    /// A `TEL`, `EMAIL` or `URL` when checking only: what a full build reports of it (its
    /// text's problems, then its label companion's), and its line in the positions when
    /// the list has them (`position`), but no item in the contact's list. Only stored, and
    /// neither their texts nor their labels made, such items were appended card after card
    /// for nothing but to be destroyed when the contact was emptied for the next card
    /// (about 200 instructions an item with the label's look; nothing in the build reads
    /// these lists: 3.7 % of the generated 10k book's validation). A
    /// `tel:` URI's text is not made either: it reports nothing.
    @inline(never)
    mutating func checkListItem(_ value: VCardProperty, position: Contact.ListField?) {
        checkValue(value)
        if value.groupKey != 0 { checkLabelCompanion(value, .lookUp) }
        if let position { positions.append(position, line: value.line) }
    }

    /// An `ADR` when checking only (``readAddress(_:)`` of a full build): what that
    /// reports, in its order (its parts' problems, then those of its companions' texts: the
    /// sub-locality, the country code, the label), its line in the positions, and an eighth
    /// part keeps it as an extension too; but no address is kept in the contact, and
    /// neither its parts nor its companions' texts are made when they report nothing. Only
    /// whether it has a formatted label (a `LABEL` parameter) is counted, for the card's
    /// `LABEL` properties (``unlabeledAddressCount``). Each address kept cost about 600
    /// instructions more, to make, fill and destroy when the contact was emptied for the
    /// next card: 3 % of the generated 10k book's validation.
    @inline(never)
    mutating func checkAddress(_ value: VCardProperty) {
        var nothing = 0
        let count = value.forEachComponent(&diagnostics, into: &nothing, making: 0) { _, _, _ in }
        if value.otherParameters.isEmpty || value.otherParameters.firstValue(named: "LABEL") == nil {
            unlabeledAddressCount += 1
        }
        let companions = takeAddressCompanions(of: value)
        if let index = companions.subLocality { checkCompanion(index) }
        if let index = companions.address { checkCompanion(index) }
        if let index = companions.label { checkCompanion(index) }
        positions.append(.postalAddresses, line: value.line)
        if count > 7 { keepAsExtension(value) }
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
        value.forEachComponent(&diagnostics, into: &target, making: checksOnly ? kept : ~0, recycling: strings, body)
    }
}
