/// A part of a postal address that an address template can place: the letters of Google's
/// address metadata (`%A`, `%C`, ...) given names.
public enum AddressField: Character, Sendable, Hashable, CaseIterable {
    /// The recipient's name (`%N`).
    case name = "N"
    /// The recipient's organization (`%O`).
    case organization = "O"
    /// Street lines, extended address and post office box (`%A`).
    case street = "A"
    /// A district or neighborhood inside the city (`%D`).
    case subLocality = "D"
    /// The city or town (`%C`).
    case city = "C"
    /// The state, province, prefecture or other top-level area (`%S`).
    case state = "S"
    /// The postal code (`%Z`).
    case postalCode = "Z"
    /// A sorting code such as France's CEDEX (`%X`).
    case sortingCode = "X"
}
