/// A value with an optional label and preference, like `CNLabeledValue`.
///
/// `parameters` keeps what a source said about the value that the label does not capture
/// (extra vCard `TYPE` values such as `VOICE` or `CAR`, `LANGUAGE`, vendor parameters),
/// so a writer can put it back.
public struct LabeledValue<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
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
