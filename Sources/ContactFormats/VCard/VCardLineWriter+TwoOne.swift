import ContactModel

/// vCard 2.1's parameters (versit 2.1, its grammar's `param`): `TYPE`, `VALUE`, `ENCODING`,
/// `CHARSET`, `LANGUAGE` or an X- name, each value a `word` (printable ASCII but
/// `[ ] = : . , ;`), types one of 2.1's `knowntype` values or an X- word. What a later
/// version or the input holds beyond that is written so a 2.1 reader takes the line and
/// ContactKit's reader gets it back:
///
/// - a type 2.1 lacks (`MAIN`, `IPHONE`, `PNG`, a custom `crush`) as `TYPE=X-MAIN`: 2.1's
///   own form for other types, and Android's (its composer writes such types with `X-`, its
///   parser drops the `X-` again); the reader drops the `X-` of a named `TYPE=X-…` in 2.1;
/// - a value type 2.1 lacks as `VALUE=X-text` (read back as `text`);
/// - a parameter name 2.1 lacks as an X- name (`A=B` as `X-A=B`, with a warning), as 3.0 and
///   4.0 do;
/// - a value that is no word (`费`, `CSV import`, a list) in RFC 2231's extended form,
///   `X-SORT-AS*=utf-8''%E3%81%82…` (a type in `X-CONTACTKIT-TYPE*=…`), one parameter per
///   value; the reader decodes it.
extension VCardLineWriter {
    /// Appends one parameter to a 2.1 line. `namelessTypes`: types go bare (`TEL;HOME`);
    /// media properties spell `TYPE=` out (`PHOTO;TYPE=JPEG`), as the 2.1 spec does.
    mutating func appendTwoOneParameter(
        _ name: String, values: UnsafeBufferPointer<String>, namelessTypes: Bool, checkingName: Bool
    ) {
        if name.isEmpty || name.equalsIgnoringASCIICase("TYPE") {
            for value in values { appendTwoOneType(value, nameless: namelessTypes || name.isEmpty) }
            return
        }
        var name = name
        if checkingName {
            guard name.withUTF8({ VCardName.isWritableParameterName($0) }) else {
                diagnostics.append(
                    VCardName.refusal("parameter", name, line: nil, outcome: "the parameter was left out"))
                return
            }
            let upper = name.asciiUppercased()
            if VCardVersionTable.version4Parameters.contains(upper) {
                // 4.0's own (`CALSCALE`): its X- name, which every reader takes back.
                name = "X-" + name
            } else if !upper.hasPrefix("X-"), !VCardVersionTable.registeredParameters2_1.contains(upper) {
                let original = name
                let bytes = name.utf8.map { VCardWriter.isWordByte($0) ? $0 : UInt8(ascii: "-") }
                let word = String(decoding: bytes, as: UTF8.self)
                name = "X-" + word
                diagnostics.append(
                    .warning(
                        .lossyMapping, property: original,
                        "parameter \(Diagnostic.quoted(original)) is not a vCard 2.1 parameter; kept as \(name)"))
            }
        }
        let isValue = name.equalsIgnoringASCIICase("VALUE")
        if values.count == 1, let value = values.first, VCardWriter.isWord(value) {
            output.append(UInt8(ascii: ";"))
            appendUTF8(name)
            output.append(UInt8(ascii: "="))
            if isValue, !VCardWriter.isTwoOneValueType(value) { output.append("X-") }
            appendUTF8(value)
            return
        }
        if values.isEmpty {
            output.append(UInt8(ascii: ";"))
            appendUTF8(name)
            output.append(UInt8(ascii: "="))
            return
        }
        for value in values { appendExtendedValue(name, value) }
    }

    /// One type: bare (or `TYPE=` on a media property) when 2.1 has it or it is an X- word;
    /// `TYPE=X-…` when it is another word; else kept in ``VCardCardComposer/originalTypeParameter``.
    private mutating func appendTwoOneType(_ value: String, nameless: Bool) {
        guard !value.isEmpty else {
            // `;;`, as before: read back as nothing.
            if nameless { output.append(UInt8(ascii: ";")) }
            return
        }
        guard VCardWriter.isWord(value) else {
            return appendExtendedValue(VCardCardComposer.originalTypeParameter, value)
        }
        let upper = value.asciiUppercased()
        output.append(UInt8(ascii: ";"))
        if VCardVersionTable.types2_1.contains(upper) || upper.hasPrefix("X-") {
            if !nameless { output.append("TYPE=") }
        } else {
            output.append("TYPE=X-")
        }
        appendUTF8(value)
    }

    /// `;NAME*=utf-8''…`: RFC 2231's extended parameter value, every byte that is not a
    /// letter, a digit or one of `-_!~+` as `%XX`.
    private mutating func appendExtendedValue(_ name: String, _ value: String) {
        output.append(UInt8(ascii: ";"))
        appendUTF8(name)
        output.append("*=utf-8''")
        for byte in value.utf8 {
            if VCardWriter.isPlainExtendedByte(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"), QuotedPrintable.hexDigits[Int(byte >> 4)])
                output.append(QuotedPrintable.hexDigits[Int(byte & 0x0F)])
            }
        }
    }
}

extension VCardWriter {
    static func isPlainExtendedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 48...57, 65...90, 97...122, UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "!"), UInt8(ascii: "~"),
            UInt8(ascii: "+"):
            return true
        default:
            return false
        }
    }

    /// A 2.1 `word`: printable ASCII but `[ ] = : . , ;`, at least one byte.
    static func isWord(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isWordByte)
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: ","), UInt8(ascii: ";"):
            return false
        default:
            return byte > 0x20 && byte < 0x7F
        }
    }

    /// Whether `value` is one of 2.1's value types or an X- word.
    static func isTwoOneValueType(_ value: String) -> Bool {
        let upper = value.asciiUppercased()
        return VCardVersionTable.valueTypes2_1.contains(upper) || upper.hasPrefix("X-")
    }
}
