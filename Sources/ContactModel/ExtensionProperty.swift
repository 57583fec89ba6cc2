/// A property the model does not hold, kept exactly enough to be written back.
///
/// `value` is the property's value as it stood in the source after line unfolding and
/// transfer decoding (quoted-printable, charsets), with the source's escaping still in
/// place; it never contains a raw line break.
public struct ExtensionProperty: Sendable, Hashable, Codable {
    /// The vCard group (`item1` in `item1.X-FOO`), if any.
    public var group: String?
    /// The property name, upper-cased (`X-ANDROID-CUSTOM`, `ROLE`).
    public var name: String
    /// The property's parameters, in source order, names as written.
    public var parameters: [Parameter]
    /// The value as written in the source (escaping kept; see the type's discussion).
    public var value: String

    /// Creates a property to be written as is.
    public init(group: String? = nil, name: String, parameters: [Parameter] = [], value: String) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.value = value
    }
}
