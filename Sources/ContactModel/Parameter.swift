/// A named parameter with one or more values, as vCard writes them
/// (`TYPE=HOME,VOICE`, `X-SERVICE-TYPE=Skype`).
///
/// Names keep the spelling of the source; compare them with ``hasName(_:)``.
public struct Parameter: Sendable, Hashable, Codable {
    /// The parameter's name as the source spelled it (`TYPE`, `type`, `X-SERVICE-TYPE`).
    public var name: String
    /// Its values, in order (`HOME`, `VOICE` for `TYPE=HOME,VOICE`).
    public var values: [String]

    /// Creates a parameter with several values.
    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }

    /// Creates a parameter with one value.
    public init(_ name: String, _ value: String) {
        self.init(name: name, values: [value])
    }

    /// Case-insensitive name comparison (`type` = `TYPE`); names are ASCII.
    public func hasName(_ other: String) -> Bool {
        guard name.utf8.count == other.utf8.count else { return false }
        // Both names' bytes in place (zipping the two UTF-8 views cost thousands of
        // instructions a name); a string without contiguous UTF-8 (bridged) walks its view.
        let compared = name.utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right in
                for index in 0..<left.count where !Parameter.equalFoldingCase(left[index], right[index]) {
                    return false
                }
                return true
            }
        }
        if let compared, let compared { return compared }
        var left = name.utf8.makeIterator()
        for right in other.utf8 {
            guard let byte = left.next(), Parameter.equalFoldingCase(byte, right) else { return false }
        }
        return true
    }

    /// Byte equality with ASCII letters in any case.
    @inline(__always)
    private static func equalFoldingCase(_ left: UInt8, _ right: UInt8) -> Bool {
        if left == right { return true }
        let foldedLeft = left >= 97 && left <= 122 ? left - 32 : left
        let foldedRight = right >= 97 && right <= 122 ? right - 32 : right
        return foldedLeft == foldedRight
    }
}

extension Array where Element == Parameter {
    /// The values of every parameter with this name, in order.
    public func values(named name: String) -> [String] {
        var result: [String] = []
        for parameter in self where parameter.hasName(name) { result += parameter.values }
        return result
    }

    /// The first value of the first parameter with this name.
    public func firstValue(named name: String) -> String? {
        first { $0.hasName(name) }?.values.first
    }
}
