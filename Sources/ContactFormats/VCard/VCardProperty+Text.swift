import ContactModel

/// The value as text, decoded straight from the line's bytes when nothing stands between
/// them and UTF-8 text: no quoted-printable, no declared charset, and bytes that are UTF-8
/// (an ASCII line is, with no check). Anything else takes ``rawText(_:)`` and gives what it
/// gives. The value is checked once, no string of the whole raw value is made on the way,
/// and the result is the same as unescaping ``rawText(_:)``'s string.
extension VCardProperty {
    /// `VCardText.unescape(rawText(&diagnostics))`. A large text of plain bytes is written
    /// over storage `pool` keeps, when it has room (see ``/ContactModel/StringStoragePool``).
    func text(_ diagnostics: inout [Diagnostic], recycling pool: UnsafeMutablePointer<StringStoragePool>? = nil) -> String {
        if let text = withPlainUTF8({ VCardText.unescapedText(validUTF8: $0, recycling: pool) }) { return text }
        return VCardText.unescape(rawText(&diagnostics))
    }

    /// `VCardText.components(rawText(&diagnostics))`: the parts of a structured value.
    func components(_ diagnostics: inout [Diagnostic]) -> [String] {
        if let parts = withPlainUTF8({ VCardText.unescapedParts(bytes: $0, on: UInt8(ascii: ";")) }) {
            return parts
        }
        return VCardText.components(rawText(&diagnostics))
    }

    /// Calls `body` with each part ``components(_:)`` gives, with its index, and returns how
    /// many there were: the parts go where they belong with no array of them made. `body`
    /// puts them into `target`, lent to it: the builder lends the fields' owner itself (the
    /// contact, an address in its list), where a captured local was copied there after.
    /// Parts of bytes that are UTF-8 as they stand are made only when `making` names them
    /// (see ``VCardText/forEachUnescapedPart(bytes:on:making:_:)``); any other value gives
    /// every part. Inlined: called (its loop a little larger for `making`), each of the
    /// builder's specializations retained and released what `body` captured.
    @inline(__always)
    func forEachComponent<Target>(
        _ diagnostics: inout [Diagnostic], into target: inout Target, making kept: UInt64 = ~0,
        recycling pool: UnsafeMutablePointer<StringStoragePool>? = nil, _ body: (inout Target, Int, String) -> Void
    ) -> Int {
        if let count = withPlainUTF8({
            VCardText.forEachUnescapedPart(bytes: $0, on: UInt8(ascii: ";"), making: kept, recycling: pool) {
                body(&target, $0, $1)
            }
        }) {
            return count
        }
        let parts = VCardText.components(rawText(&diagnostics))
        for index in parts.indices { body(&target, index, parts[index]) }
        return parts.count
    }

    /// `VCardText.list(rawText(&diagnostics))`: the items of a list value, empty ones dropped.
    func list(_ diagnostics: inout [Diagnostic], recycling pool: UnsafeMutablePointer<StringStoragePool>? = nil) -> [String] {
        guard var items = withPlainUTF8({ VCardText.unescapedParts(bytes: $0, on: UInt8(ascii: ","), recycling: pool) })
        else {
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
