/// Typed access to a parsed JSON object, with errors that say which key had the wrong type.
/// Missing keys and `null` read as empty.
struct JSONObject {
    let members: [(key: String, value: JSONValue)]

    init(_ members: [(key: String, value: JSONValue)]) { self.members = members }

    static func object(_ value: JSONValue) throws -> JSONObject {
        guard case .object(let members) = value else { throw JSONValueError("expected an object") }
        return JSONObject(members)
    }

    static func string(_ value: JSONValue) throws -> String {
        guard let text = value.stringValue else { throw JSONValueError("expected a string") }
        return text
    }

    /// The value of `key` (the last one when a key repeats), nil when absent or `null`.
    func value(_ key: String) -> JSONValue? {
        for member in members.reversed() where member.key == key {
            return member.value == .null ? nil : member.value
        }
        return nil
    }

    func string(_ key: String) throws -> String {
        try optionalString(key) ?? ""
    }

    func optionalString(_ key: String) throws -> String? {
        guard let value = value(key) else { return nil }
        guard let text = value.stringValue else { throw JSONValueError("'\(key)' must be a string") }
        return text
    }

    func optionalInt(_ key: String) throws -> Int? {
        guard let value = value(key) else { return nil }
        guard case .number(let text) = value, let number = Int(text) else {
            throw JSONValueError("'\(key)' must be an integer")
        }
        return number
    }

    func bool(_ key: String) throws -> Bool {
        guard let value = value(key) else { return false }
        guard case .bool(let flag) = value else { throw JSONValueError("'\(key)' must be true or false") }
        return flag
    }

    func optionalObject(_ key: String) throws -> JSONObject? {
        guard let value = value(key) else { return nil }
        guard case .object(let members) = value else { throw JSONValueError("'\(key)' must be an object") }
        return JSONObject(members)
    }

    func array(_ key: String) throws -> [JSONValue] {
        guard let value = value(key) else { return [] }
        guard let elements = value.arrayValue else { throw JSONValueError("'\(key)' must be an array") }
        return elements
    }

    func strings(_ key: String) throws -> [String] {
        try array(key).map { value in
            guard let text = value.stringValue else { throw JSONValueError("'\(key)' must hold strings") }
            return text
        }
    }
}
