/// Follows a byte-by-byte scan of JSON text in and out of strings, so that a scan looking
/// for structure (brackets, commas) passes over what strings hold, escaped quotes included.
struct JSONStringTracker {
    /// Whether the scan is inside a string (after its opening quote, before its closing one).
    private(set) var isInString = false
    private var escaped = false

    /// Takes the next byte; true when it belongs to a string (its quotes included), and so
    /// is no structure.
    @inline(__always)
    mutating func belongsToString(_ byte: UInt8) -> Bool {
        if isInString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                isInString = false
            }
            return true
        }
        if byte == UInt8(ascii: "\"") {
            isInString = true
            return true
        }
        return false
    }
}
