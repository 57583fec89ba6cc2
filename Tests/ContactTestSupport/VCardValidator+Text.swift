import ContactFormats

/// Text, text lists and structured values (RFC 2426 §4 `text-value`, RFC 6350 §3.4 and
/// §4.1 `text`, `component`, `list-component`).
///
/// Both versions escape a backslash as `\\`, a line break as `\n` or `\N`, and a comma as
/// `\,`; a semicolon is `\;` in 3.0 text and in 4.0 components, and may be either in 4.0
/// text (RFC 6350 §3.4: "SEMICOLON characters in non-compound properties MAY be
/// escaped"). No other backslash sequence is valid.
extension VCardValidator {
    /// Splits at each `separator` not escaped by a backslash.
    static func split(_ bytes: ArraySlice<UInt8>, at separator: UInt8) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == separator {
                parts.append(bytes[start..<index])
                start = index + 1
            }
            index += 1
        }
        parts.append(bytes[start..<min(index, bytes.endIndex)])
        return parts
    }

    /// Checks one text item's escapes; `rawSemicolon`/`rawComma`: whether the item may hold
    /// the character unescaped.
    mutating func checkText(
        _ bytes: ArraySlice<UInt8>, line: Int, property: String, rawSemicolon: Bool, rawComma: Bool
    ) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                let next = index + 1 < bytes.endIndex ? bytes[index + 1] : nil
                guard let next, "\\,;nN".utf8.contains(next) else {
                    let what = next.map { VCardValidatorGrammar.printable($0) } ?? "the end of the value"
                    report(line, .escaping, "\(property): a backslash before \(what) (only \\\\ \\, \\; \\n \\N)")
                    index += 2
                    continue
                }
                index += 2
                continue
            }
            if byte == UInt8(ascii: ",") && !rawComma {
                report(line, .escaping, "\(property): an unescaped ',' in text (\\,)")
                return
            }
            if byte == UInt8(ascii: ";") && !rawSemicolon {
                report(line, .escaping, "\(property): an unescaped ';' in text (\\;)")
                return
            }
            index += 1
        }
    }

    /// A single text value.
    mutating func checkTextValue(_ value: ArraySlice<UInt8>, line: Int, property: String) {
        checkText(value, line: line, property: property, rawSemicolon: version == .v4_0, rawComma: false)
    }

    /// A list of text values joined by `,`.
    mutating func checkTextList(_ value: ArraySlice<UInt8>, line: Int, property: String) {
        for item in VCardValidator.split(value, at: UInt8(ascii: ",")) {
            checkText(item, line: line, property: property, rawSemicolon: version == .v4_0, rawComma: false)
        }
    }

    /// Components joined by `;`, each a list of text joined by `,` when `lists`; the count
    /// one of `counts` (nil: any, at least one).
    mutating func checkComponents(
        _ value: ArraySlice<UInt8>, line: Int, property: String, counts: [Int]?, lists: Bool
    ) {
        let components = VCardValidator.split(value, at: UInt8(ascii: ";"))
        if let counts, !counts.contains(components.count) {
            let expected = counts.map(String.init).joined(separator: " or ")
            report(line, .components, "\(property) has \(components.count) components (\(expected))")
        }
        for component in components {
            let items = lists ? VCardValidator.split(component, at: UInt8(ascii: ",")) : [component]
            for item in items {
                checkText(item, line: line, property: property, rawSemicolon: false, rawComma: false)
            }
        }
    }
}
