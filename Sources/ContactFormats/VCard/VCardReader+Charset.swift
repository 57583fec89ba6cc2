import ContactModel

extension VCardReader {
    /// Gives the properties of the card just read that declare no `CHARSET`, and whose bytes
    /// are not UTF-8, the charset those bytes are in, before they are decoded.
    ///
    /// Windows tools write `N;CHARSET=Windows-1253:…` and then `FN:…` in the same code page
    /// with no declaration. So, in this order: the charset the caller gives
    /// (``undeclaredCharset``, `--encoding NAME`); a legacy (known, not UTF-8) `CHARSET`
    /// declared anywhere in the card; or the code page ``CharsetDetector`` finds in the card's
    /// undeclared bytes. The choice is reported as a ``Diagnostic/Code/charsetHint`` note
    /// with the line of the first value read so. Each card is judged alone, so cards read in
    /// parallel chunks give what one reader gives. Values that are UTF-8 (and so pure ASCII)
    /// stay UTF-8: `--encoding windows-1252` also names a CSV output encoding, and must not
    /// turn a UTF-8 vCard into mojibake. Cards with neither cost one test per property and one
    /// UTF-8 check per value on a line the line reader found 8-bit bytes in.
    /// - Parameter first: the first property that declares no charset and needs one (the
    ///   reader finds it as it reads the card).
    mutating func resolveUndeclaredCharsets(from first: Int) {
        var source = "given by --encoding"
        var hint = undeclaredCharset
        if hint == nil {
            for property in properties {
                if let charset = property.charset, !Charset.isUTF8(charset), Charset.isKnown(charset) {
                    hint = charset
                    source = "the CHARSET declared on line \(property.line) of this card"
                    break
                }
            }
        }
        if hint == nil {
            var sample: [UInt8] = []
            for property in properties[first...] where property.charset == nil && property.needsCharset() {
                sample += property.isQuotedPrintable ? QuotedPrintable.decode(property.value).bytes : Array(property.value)
                sample.append(32)
            }
            hint = CharsetDetector.detect(sample)
            source = "detected from the bytes"
        }
        guard let hint else { return }
        for index in properties.indices[first...] where properties[index].charset == nil {
            guard index == first || properties[index].needsCharset() else { continue }
            properties[index].charset = hint
        }
        held.append(
            .note(
                .charsetHint, line: properties[first].line, property: properties[first].name,
                "\(properties[first].name) declares no CHARSET and is not UTF-8; read as \(hint), \(source) (--encoding NAME to set one)"))
    }
}

extension VCardProperty {
    /// Whether the value's bytes (after quoted-printable) have 8-bit bytes that are not
    /// UTF-8: text a legacy charset must decode. Base64 values are binary.
    /// A value on an ASCII line (``hasEightBitBytes`` false, most of them) costs one test,
    /// or for quoted-printable one search for an escape.
    func needsCharset() -> Bool {
        guard !isBase64 else { return false }
        if isQuotedPrintable, value.contains(UInt8(ascii: "=")) {
            let bytes = QuotedPrintable.decode(value).bytes
            return VCardProperty.needsCharset(bytes[...])
        }
        guard hasEightBitBytes else { return false }
        return VCardProperty.needsCharset(value)
    }

    /// 8-bit bytes that are not UTF-8. ASCII (most values) is passed eight bytes at a time
    /// by the check itself (a pass of its own before it only added a call and a loop).
    private static func needsCharset(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { !Charset.isValidUTF8($0) }
    }
}
