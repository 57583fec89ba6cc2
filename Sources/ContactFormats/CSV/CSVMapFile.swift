import ContactModel

/// Reads a `--map` file: a JSON object from CSV column header to field path
/// (`{"Cell": "phoneNumbers[mobile]", "Shoe": "extension:X-SHOE-SIZE"}`).
public enum CSVMapFile {
    /// The largest map file read (1 MiB): a map is a small JSON object, and `--map
    /// /dev/zero` must fail at once rather than fill the memory.
    public static let maximumSize = 1 << 20

    /// A map file that cannot be used, with the reason.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The column → field map in `bytes`; throws ``Problem`` naming what is wrong.
    public static func parse(_ bytes: [UInt8]) throws -> [String: CSVField] {
        let object: JSONValue
        do {
            object = try JSONParser.parse(bytes)
        } catch {
            throw Problem(description: "the map is not valid JSON")
        }
        guard case .object(let entries) = object else {
            throw Problem(description: "the map must be a JSON object: {\"Column\": \"fieldPath\"}")
        }
        var map: [String: CSVField] = [:]
        for (column, value) in entries {
            guard case .string(let path) = value, let field = CSVField(path: path) else {
                let shown = Diagnostic.quoted(value.stringValue ?? value.scalarText)
                throw Problem(
                    description: "column \(Diagnostic.quoted(column)): \(shown) is not a field path (see the CSV layouts article)")
            }
            // JSON leaves a repeated key to the reader; taking the last would silently map
            // the column to the other field (a phone column becoming an e-mail).
            guard map[column] == nil else {
                throw Problem(description: "column \(Diagnostic.quoted(column)) is mapped twice; give each column once")
            }
            map[column] = field
        }
        return map
    }
}
