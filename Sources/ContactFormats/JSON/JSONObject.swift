import Foundation

/// Typed access to a JSON object from `JSONSerialization`, with errors that say which key
/// had the wrong type. Missing keys read as empty.
struct JSONObject {
    let dictionary: [String: Any]

    init(_ dictionary: [String: Any]) { self.dictionary = dictionary }

    static func object(_ value: Any) throws -> JSONObject {
        guard let dictionary = value as? [String: Any] else { throw JSONValueError("expected an object") }
        return JSONObject(dictionary)
    }

    static func string(_ value: Any) throws -> String {
        guard let text = value as? String else { throw JSONValueError("expected a string") }
        return text
    }

    private func isNull(_ value: Any?) -> Bool { value == nil || value is NSNull }

    func string(_ key: String) throws -> String {
        try optionalString(key) ?? ""
    }

    func optionalString(_ key: String) throws -> String? {
        let value = dictionary[key]
        if isNull(value) { return nil }
        guard let text = value as? String else { throw JSONValueError("'\(key)' must be a string") }
        return text
    }

    func optionalInt(_ key: String) throws -> Int? {
        let value = dictionary[key]
        if isNull(value) { return nil }
        guard let number = value as? NSNumber,
            let integer = Int(exactly: number.doubleValue)
        else { throw JSONValueError("'\(key)' must be an integer") }
        return integer
    }

    func bool(_ key: String) throws -> Bool {
        let value = dictionary[key]
        if isNull(value) { return false }
        guard let flag = value as? Bool else { throw JSONValueError("'\(key)' must be true or false") }
        return flag
    }

    func optionalObject(_ key: String) throws -> JSONObject? {
        let value = dictionary[key]
        if isNull(value) { return nil }
        guard let object = value as? [String: Any] else { throw JSONValueError("'\(key)' must be an object") }
        return JSONObject(object)
    }

    func array(_ key: String) throws -> [Any] {
        let value = dictionary[key]
        if isNull(value) { return [] }
        guard let array = value as? [Any] else { throw JSONValueError("'\(key)' must be an array") }
        return array
    }

    func strings(_ key: String) throws -> [String] {
        try array(key).map { value in
            guard let text = value as? String else { throw JSONValueError("'\(key)' must hold strings") }
            return text
        }
    }
}
