extension LabeledValue {
    /// ``init(label:value:preference:parameters:)``, inlinable: a reader in another module
    /// builds the labeled value where it is stored, the value moved in. Through that
    /// initializer, which other modules only call, a value was copied in through the generic
    /// value witness and its own copy destroyed (a postal address: about 470 instructions
    /// for the copy alone).
    @inlinable @inline(__always)
    package init(movingIn value: Value, label: Label?, preference: Int?, parameters: [Parameter]) {
        self.label = label
        self.value = value
        self.preference = preference
        self.parameters = parameters
    }
}
