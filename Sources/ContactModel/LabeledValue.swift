/// A value with an optional label and preference, like `CNLabeledValue`.
///
/// `parameters` keeps what a source said about the value that the label does not capture
/// (extra vCard `TYPE` values such as `VOICE` or `CAR`, `LANGUAGE`, vendor parameters),
/// so a writer can put it back.
///
/// `Value` is constrained only to `Sendable` (a marker the runtime never checks); the
/// `Hashable` and `Codable` conformances are conditional, below. A constraint on the type
/// itself is checked by the runtime each time a process first builds the metadata of a
/// `LabeledValue<T>` (and of an array of them), by scanning every protocol conformance
/// record in the binary, about 130,000 instructions a check in the statically linked tool:
/// 1.4 M of the 44 M instructions of a 1,000-contact CSV conversion.
public struct LabeledValue<Value: Sendable>: Sendable {
    /// The label (`home`, `mobile`, a custom text), or nil when the source gave none.
    public var label: Label?
    /// The value: a phone number, an e-mail address, a postal address, ...
    public var value: Value
    /// 1 is the most preferred (vCard 4.0 `PREF=1`, 3.0 `TYPE=pref`); nil when not marked.
    public var preference: Int?
    /// Parameters the label and preference do not express, in source order.
    public var parameters: [Parameter]

    /// Creates a labeled value.
    public init(
        label: Label? = nil, value: Value, preference: Int? = nil, parameters: [Parameter] = []
    ) {
        self.label = label
        self.value = value
        self.preference = preference
        self.parameters = parameters
    }

    /// Whether the value is marked as preferred at all.
    public var isPreferred: Bool { preference != nil }
}

extension LabeledValue: Equatable where Value: Equatable {}

extension LabeledValue: Hashable where Value: Hashable {}

extension LabeledValue: Codable where Value: Codable {}
