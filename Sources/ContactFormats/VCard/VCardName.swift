import ContactModel

/// The rules for property, group and parameter *names*: what may stand before the value in
/// a content line. Names that come from outside vCard (jCard, NDJSON, `--map` field paths,
/// CSV headers that are field paths) are checked where they enter the model, and the vCard
/// writer checks every name again, so that a name can never carry a line break, a `:` or a
/// `;` into the output and make a property, a parameter or a whole card of its own
/// (structure injection).
///
/// A valid name is RFC 6350's `iana-token` or `x-name` (letters, digits and `-`), plus the
/// `_` and `/` the vCard reader accepts from real exporters: whatever the vCard reader reads
/// as a name, the other readers accept too, so conversions through jCard or NDJSON keep it.
/// A name that is not valid is refused with an ``Diagnostic/Code/invalidName`` warning.
enum VCardName {
    /// Whether `name` may be a property or group name (and a parameter name coming from
    /// jCard, NDJSON or a field path): at least one byte, each a letter, digit, `-`, `_` or `/`.
    static func isValid(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isValid($0) }
    }

    @inline(__always)
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        for byte in bytes where !VCardProperty.isNameByte(byte) { return false }
        return true
    }

    /// Whether the writer may put `name` before a parameter's `=`: at least one byte, no
    /// control character and none of `;` `:` `=` `"` `,`, which would end or split the
    /// parameter. Laxer than ``isValid(_:)`` because the vCard reader keeps any parameter
    /// name without those (`X-FOO BAR`), and a vCard → vCard conversion writes it back.
    static func isWritableParameterName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        for byte in bytes {
            switch byte {
            case 0..<32, 127, UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "\""),
                UInt8(ascii: ","):
                return false
            default: continue
            }
        }
        return true
    }

    /// The warning for a name refused where it entered or where it was to be written.
    /// - Parameters:
    ///   - kind: `property`, `group` or `parameter`.
    ///   - outcome: what became of the data (`the property was skipped`).
    static func refusal(_ kind: String, _ name: String, line: Int?, outcome: String) -> Diagnostic {
        .warning(
            .invalidName, line: line,
            "\(kind) name \(Diagnostic.quoted(name)) is not a valid vCard name (letters, digits, '-'); \(outcome)")
    }
}
