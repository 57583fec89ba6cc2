/// Keeps spreadsheets from running CSV values as formulas (CSV injection), and changes no
/// value a spreadsheet would not run: Google Contacts and Outlook import the `'` as part of
/// the value (a note `'- bring wine`, a phone `'+1 555 0100 ext. 12`).
///
/// What is guarded (a leading `'`, which spreadsheets show as text):
/// - a value starting with `=` or `@` (a formula, or Excel's implicit-intersection form of
///   one: `@SUM(A1)`), TAB or CR (OWASP's list: they can hide a formula after them);
/// - a value starting with `+` or `-` that could do something as a formula: call a
///   function (a name right before `(`: `-HYPERLINK(…)`, `+WEBSERVICE(…)`), start a DDE
///   link (`|`: `-2+3+cmd|' /C calc'!A0`) or reach another sheet or file (`!`).
///
/// Not guarded: a sign followed by digits and punctuation (`+1 555 0100`, `-555 0102`), by
/// an extension (`+14155550123 ext. 12`), or by words (`- bring wine`). LibreOffice 7.4
/// evaluates only `=` on CSV import (measured: `Scripts/formula-guard-check.sh`); Excel also
/// reads `+`, `-` and `@` as formula starts, and at worst shows such a value as an error
/// (`#NAME?`) with no call and no outside access: the OWASP CSV-injection payloads all need
/// `(`, `|` or `!`.
///
/// So that reading undoes exactly what writing did, a value that already starts with `'`
/// followed by a guarded value gets one more `'`; readers remove one `'` from a value that
/// is `'` followed by a guarded value.
public enum CSVFormulaGuard {
    /// Whether writing must add a `'` to `value`.
    static func needsGuard<Bytes: Collection>(_ value: Bytes) -> Bool where Bytes.Element == UInt8 {
        var index = value.startIndex
        while index != value.endIndex, value[index] == UInt8(ascii: "'") {
            index = value.index(after: index)
        }
        guard index != value.endIndex else { return false }
        switch value[index] {
        case UInt8(ascii: "="), UInt8(ascii: "@"), 9, 13: return true
        case UInt8(ascii: "+"), UInt8(ascii: "-"): return canAct(value[index...])
        default: return false
        }
    }

    /// Whether a formula made of `value` could call a function (a letter, digit, `.` or `_`
    /// run with a letter in it, right before `(`), link by DDE (`|`) or reference another
    /// sheet or file (`!`).
    static func canAct<Bytes: Collection>(_ value: Bytes) -> Bool where Bytes.Element == UInt8 {
        var nameHasLetter = false
        for byte in value {
            switch byte {
            case UInt8(ascii: "|"), UInt8(ascii: "!"): return true
            case UInt8(ascii: "("): if nameHasLetter { return true }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...0xFF:
                nameHasLetter = true
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"):
                continue
            default: break
            }
            nameHasLetter = false
        }
        return false
    }

    /// The value as written with the guard on.
    public static func guarded(_ value: String) -> String {
        guard needsGuard(value.utf8) else { return value }
        return "'" + value
    }

    /// The value as it was before ``guarded(_:)``.
    public static func unguarded(_ value: String) -> String {
        let utf8 = value.utf8
        guard utf8.first == UInt8(ascii: "'"), needsGuard(utf8.dropFirst()) else { return value }
        return String(value.dropFirst())
    }
}
