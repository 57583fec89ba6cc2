/// Keeps spreadsheets from running CSV values as formulas (CSV injection).
///
/// A value starting with `=`, `+`, `-`, `@`, TAB or CR gets a leading `'`, which
/// spreadsheets show as text. So that reading undoes exactly what writing did, a value that
/// already starts with `'` followed by a guarded value gets one more `'`; readers remove one
/// `'` from a value that is `'` followed by a guarded value. Values made only of digits,
/// spaces and `+-().:/` (phone numbers like `+1 555 0100`, dates like `--04-12`) are not
/// guarded: without letters a formula cannot call a function, and Google and Outlook must
/// import them as they are.
public enum CSVFormulaGuard {
    @inline(__always)
    static func isTrigger(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "=") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "@") || byte == 9 || byte == 13
    }

    /// Whether writing must add a `'` to `value`.
    static func needsGuard<Bytes: Collection>(_ value: Bytes) -> Bool where Bytes.Element == UInt8 {
        var index = value.startIndex
        while index != value.endIndex, value[index] == UInt8(ascii: "'") {
            index = value.index(after: index)
        }
        guard index != value.endIndex else { return false }
        return isTrigger(value[index])
    }

    /// The value as written with the guard on.
    public static func guarded(_ value: String) -> String {
        guard needsGuard(value.utf8), !isNumberLike(value) else { return value }
        return "'" + value
    }

    /// The value as it was before ``guarded(_:)``.
    public static func unguarded(_ value: String) -> String {
        let utf8 = value.utf8
        guard utf8.first == UInt8(ascii: "'"), needsGuard(utf8.dropFirst()) else { return value }
        return String(value.dropFirst())
    }

    /// Digits, spaces and `+-().:/` only, with at least one digit.
    static func isNumberLike(_ value: String) -> Bool {
        var hasDigit = false
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hasDigit = true
            case UInt8(ascii: " "), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "/"):
                continue
            default: return false
            }
        }
        return hasDigit
    }
}
