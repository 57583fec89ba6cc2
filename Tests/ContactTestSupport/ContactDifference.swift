import ContactModel

/// Says which fields of two contacts differ, for readable test failures.
public enum ContactDifference {
    public static func describe(_ expected: Contact, _ actual: Contact) -> String {
        var lines: [String] = []
        let left = Mirror(reflecting: expected).children
        let right = Array(Mirror(reflecting: actual).children)
        for (index, child) in left.enumerated() {
            let other = right[index].value
            let a = String(describing: child.value)
            let b = String(describing: other)
            if a != b { lines.append("  \(child.label ?? "?"): expected \(a)\n  \(String(repeating: " ", count: (child.label ?? "?").count))       got \(b)") }
        }
        return lines.joined(separator: "\n")
    }
}
