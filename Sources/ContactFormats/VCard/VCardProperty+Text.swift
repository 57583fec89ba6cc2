import ContactModel

/// The value as text, decoded straight from the line's bytes when nothing stands between
/// them and UTF-8 text: no quoted-printable, no declared charset, and bytes that are UTF-8
/// (an ASCII line is, with no check). Anything else takes ``rawText(_:)`` and gives what it
/// gives. The value is checked once, no string of the whole raw value is made on the way,
/// and the result is the same as unescaping ``rawText(_:)``'s string.
extension VCardProperty {
    /// `VCardText.unescape(rawText(&diagnostics))`.
    func text(_ diagnostics: inout [Diagnostic]) -> String {
        if let text = withPlainUTF8({ VCardText.unescapedText(validUTF8: $0) }) { return text }
        return VCardText.unescape(rawText(&diagnostics))
    }

    /// `VCardText.components(rawText(&diagnostics))`: the parts of a structured value.
    func components(_ diagnostics: inout [Diagnostic]) -> [String] {
        if let parts = withPlainUTF8({ VCardText.unescapedParts(bytes: $0, on: UInt8(ascii: ";")) }) {
            return parts
        }
        return VCardText.components(rawText(&diagnostics))
    }

    /// `VCardText.list(rawText(&diagnostics))`: the items of a list value, empty ones dropped.
    func list(_ diagnostics: inout [Diagnostic]) -> [String] {
        guard var items = withPlainUTF8({ VCardText.unescapedParts(bytes: $0, on: UInt8(ascii: ",")) }) else {
            return VCardText.list(rawText(&diagnostics))
        }
        items.removeAll { $0.isEmpty }
        return items
    }

    /// Lends the value's bytes when they are UTF-8 text as they stand (see the extension's
    /// comment); nil when ``rawText(_:)`` must decode them.
    @inline(__always)
    func withPlainUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard charset == nil, !isQuotedPrintable else { return nil }
        return value.withUnsafeBufferPointer { bytes in
            if hasEightBitBytes, !Charset.isValidUTF8(bytes) { return nil }
            return body(bytes)
        }
    }
}
