import ContactModel

extension VCardReader {
    /// Gives the properties of the card just read that declare no `CHARSET` the charset their
    /// 8-bit bytes are in, before they are decoded.
    ///
    /// Windows tools write `N;CHARSET=Windows-1253:…` and then `FN:…` in the same code page
    /// with no declaration. So: a charset forced by the caller (``undeclaredCharset``) applies
    /// to every undeclared value; otherwise a legacy (known, not UTF-8) `CHARSET` declared anywhere
    /// in the card, or else in an earlier card of the input, is the hint for undeclared values
    /// whose bytes are not UTF-8. The choice is reported once as a
    /// ``Diagnostic/Code/charsetHint`` note with its line. Cards with no declared legacy
    /// charset and clean UTF-8 are left as they are: one nil test per property.
    mutating func resolveUndeclaredCharsets() {
        if let forced = undeclaredCharset {
            for index in properties.indices where properties[index].charset == nil {
                properties[index].charset = forced
            }
            return
        }
        var declaredLine: Int? = nil
        for property in properties {
            if let charset = property.charset, !Charset.isUTF8(charset), Charset.isKnown(charset) {
                charsetHint = charset
                charsetDetected = false
                declaredLine = property.line
                break
            }
        }
        if charsetHint == nil {
            // Nothing declared: detect the code page from this card's undeclared 8-bit bytes.
            var sample: [UInt8] = []
            for property in properties where property.charset == nil && property.needsCharset() {
                sample += property.isQuotedPrintable ? QuotedPrintable.decode(property.value).bytes : Array(property.value)
                sample.append(32)
            }
            guard !sample.isEmpty else { return }
            charsetHint = CharsetDetector.detect(sample)
            charsetDetected = true
        }
        guard let hint = charsetHint else { return }
        for index in properties.indices where properties[index].charset == nil {
            guard properties[index].needsCharset() else { continue }
            properties[index].charset = hint
            if reportedHint != hint {
                reportedHint = hint
                let source = declaredLine.map { "the CHARSET declared on line \($0) of this card" }
                    ?? (charsetDetected ? "detected from the bytes" : "the CHARSET declared earlier in this input")
                diagnostics.append(
                    .note(
                        .charsetHint, line: properties[index].line, property: properties[index].name,
                        "\(properties[index].name) declares no CHARSET and is not UTF-8; read as \(hint), \(source) (--encoding NAME to force one)"))
            }
        }
    }
}

extension VCardProperty {
    /// Whether the value's bytes (after quoted-printable) have 8-bit bytes that are not
    /// UTF-8: text a legacy charset must decode. Base64 values are binary.
    func needsCharset() -> Bool {
        guard !isBase64 else { return false }
        if isQuotedPrintable {
            let bytes = QuotedPrintable.decode(value).bytes
            return bytes.contains { $0 >= 0x80 } && !Charset.isValidUTF8(bytes[...])
        }
        return value.contains { $0 >= 0x80 } && !Charset.isValidUTF8(value)
    }
}
