/// A parsed JSON value. Objects keep their keys in the order written (jCard parameters,
/// readable errors); numbers keep their text.
///
/// Public for the lines of the dedupe steps, which carry a `contactkit/1` card among other
/// members (see ``NDJSONReader/item(fromObject:line:)``).
public enum JSONValue: Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(String)
    /// A string, unescaped.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order written.
    case object([(key: String, value: JSONValue)])

    /// Whether two values are the same, object members compared in order.
    public static func == (left: JSONValue, right: JSONValue) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The string, or nil for any other kind of value.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements, or nil for any other kind of value.
    var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The value as text the way jCard writes scalars: strings as they are, numbers and
    /// booleans as written.
    var scalarText: String {
        switch self {
        case .string(let text), .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return ""
        case .array, .object: return ""
        }
    }
}
