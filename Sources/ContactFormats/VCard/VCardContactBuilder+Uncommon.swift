import ContactModel

extension VCardContactBuilder {
    /// What a builder keeps for few cards: the companions of a card of more than 64
    /// properties, 2.1/3.0 `LABEL`s, `N`'s later components and companions, an `X-DEPARTMENT`
    /// waiting for `ORG`. Held in ``VCardContactBuilder/uncommon``, made on the first change;
    /// each field is reached through the builder's property of its name. A class: the
    /// builder's test for none is one of a pointer (an optional structure's took a call).
    final class UncommonState {
        /// Indices (into `properties`) of the item-group companions of a card of more than
        /// 64 properties, in card order (`companionMask` for the others).
        var companionIndices: [Int] = []
        /// Positions in `companionIndices` past the 64th that an item took.
        var consumedBeyond: [Int] = []
        /// 2.1/3.0 `LABEL` properties, matched to addresses at the end.
        var pendingLabels: [(value: VCardProperty, text: String)] = []
        /// What `N` and its 3.0/2.1 companions said of the second surname and the generation,
        /// settled at the end (see ``resolveNameCopies()``).
        var pendingName = PendingName()
        /// An `X-DEPARTMENT` read into the department while no `ORG` had given one: kept as an
        /// extension if a later `ORG` gives another.
        var vendorDepartment: VCardProperty?
    }

    /// The uncommon state to change, made when there is none yet.
    private mutating func madeUncommon() -> UncommonState {
        if let uncommon { return uncommon }
        let made = UncommonState()
        uncommon = made
        return made
    }

    /// See ``UncommonState/companionIndices``.
    var companionIndices: [Int] {
        get { uncommon?.companionIndices ?? [] }
        _modify { yield &madeUncommon().companionIndices }
    }

    /// See ``UncommonState/consumedBeyond``.
    var consumedBeyond: [Int] {
        get { uncommon?.consumedBeyond ?? [] }
        _modify { yield &madeUncommon().consumedBeyond }
    }

    /// See ``UncommonState/pendingLabels``.
    var pendingLabels: [(value: VCardProperty, text: String)] {
        get { uncommon?.pendingLabels ?? [] }
        _modify { yield &madeUncommon().pendingLabels }
    }

    /// See ``UncommonState/pendingName``.
    var pendingName: PendingName {
        get { uncommon?.pendingName ?? PendingName() }
        _modify { yield &madeUncommon().pendingName }
    }

    /// See ``UncommonState/vendorDepartment``.
    var vendorDepartment: VCardProperty? {
        get { uncommon?.vendorDepartment }
        _modify { yield &madeUncommon().vendorDepartment }
    }
}
