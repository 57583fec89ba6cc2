import ContactModel
import ContactSupport

/// What a property's parameters say: `TYPE`, `PREF`, `ENCODING`, `CHARSET` and `VALUE` in
/// any version's spelling (2.1's nameless parameters included) are sorted out once, as the
/// line is split; the parameters left over travel with the value. Then the value decoded by
/// what they say.
extension VCardProperty {
    private static let encodingKeywords: Set<String> = [
        "QUOTED-PRINTABLE", "BASE64", "B", "8BIT", "7BIT",
    ]

    /// Sorts one parameter, as written, into the fields it sets.
    mutating func add(_ parameter: Parameter) {
        if parameter.name.utf8.count > 1, parameter.name.utf8.last == UInt8(ascii: "*"),
            let decoded = VCardProperty.decodingExtendedValues(parameter)
        {
            return addExtended(decoded)
        }
        // `TYPE` (in any case) is most of them: no need to build the canonical name.
        let name = parameter.name.equalsIgnoringASCIICase("TYPE")
            ? "TYPE" : VCardVersionTable.canonicalParameterName(parameter.name)
        switch name {
        case "":
            for value in parameter.values { addNamelessValue(value) }
        case "TYPE":
            for value in parameter.values {
                // Values were split at commas by the parser; a quoted "HOME,WORK" was not.
                if value.utf8.contains(UInt8(ascii: ",")) {
                    for piece in value.split(separator: ",") {
                        addType(String(piece).trimmingWhitespace())
                    }
                } else {
                    addType(value)
                }
            }
        case "PREF", "X-PREF":
            if let value = parameter.values.first, let number = Int(value.trimmingWhitespace()),
                number >= 1
            {
                preference = preference.map { min($0, number) } ?? number
            } else {
                otherParameters.append(parameter)
            }
        case "ENCODING":
            encoding = parameter.values.first?.asciiUppercased()
        case "CHARSET":
            charset = parameter.values.first
        case "VALUE":
            valueType = parameter.values.first?.lowercased()
        default:
            if name != parameter.name.asciiUppercased() {
                otherParameters.append(Parameter(name: name, values: parameter.values))
            } else {
                otherParameters.append(parameter)
            }
        }
    }

    /// A 2.1 nameless parameter value (`TEL;HOME;VOICE`): a transfer encoding, `PREF`, or
    /// a type.
    mutating func addNamelessValue(_ value: String) {
        let upper = value.asciiUppercased()
        if VCardProperty.encodingKeywords.contains(upper) {
            encoding = upper
        } else if upper == "PREF" {
            preference = preference.map { min($0, 1) } ?? 1
        } else {
            appendType(value)
        }
    }

    /// One `TYPE` value; empty ones are dropped and `PREF` is a preference.
    mutating func addType(_ text: String) {
        guard !text.isEmpty else { return }
        if text.equalsIgnoringASCIICase("PREF") {
            preference = preference.map { min($0, 1) } ?? 1
        } else {
            if text.utf8.count > 2, typeCount < 32, text.utf8.first! | 0x20 == UInt8(ascii: "x"),
                text.utf8.dropFirst().first == UInt8(ascii: "-")
            {
                namedExtensionTypes |= 1 << UInt32(typeCount)
            }
            appendType(text)
        }
    }

    var isQuotedPrintable: Bool { encoding == "QUOTED-PRINTABLE" }
    var isBase64: Bool { encoding == "BASE64" || encoding == "B" }

    /// Whether the value is a `data:` URI (4.0 binary values).
    var isDataURI: Bool {
        // Byte by byte: every extension is asked, and arrays made here cost the reader.
        guard value.count > 5 else { return false }
        var index = value.startIndex
        for expected in "data:".utf8 {
            guard value[index] | 0x20 == expected else { return false }
            index += 1
        }
        return true
    }

    /// The value as text, still escaped: transfer encoding and charset undone. Problems go
    /// to `diagnostics`.
    func rawText(_ diagnostics: inout [Diagnostic]) -> String {
        // Most values: UTF-8 as they stand (see `VCardProperty+Text`), checked once.
        if let text = withPlainUTF8({ String(validUTF8: $0) }) { return text }
        var bytes = value
        var decodedStorage: [UInt8] = []
        if isQuotedPrintable {
            let decoded = QuotedPrintable.decode(bytes)
            if !decoded.isClean {
                diagnostics.append(
                    .warning(
                        .invalidQuotedPrintable, line: line, property: name,
                        "quoted-printable escape that is not two hex digits; kept as written"))
            }
            decodedStorage = decoded.bytes
            bytes = decodedStorage[...]
        }
        let decoded = Charset.decode(bytes, charset: charset)
        if let problem = decoded.problem {
            let message: String
            switch problem {
            case .unknownCharset:
                message = "unknown charset \(Diagnostic.quoted(charset ?? "")); read as UTF-8 (or Windows-1252 where not UTF-8)"
            case .invalidBytes:
                message = "bytes that are not valid \(Diagnostic.quoted(charset ?? "UTF-8")) replaced by U+FFFD; the rest decoded as \(Diagnostic.quoted(charset ?? "UTF-8"))"
            default:
                message = "bytes are not valid \(charset ?? "UTF-8"); read as Windows-1252"
            }
            diagnostics.append(
                .warning(problem, line: line, property: name, message))
        }
        var text = decoded.text
        if isQuotedPrintable {
            // Decoded line breaks are real line breaks; keep them as escapes in raw text.
            text = VCardText.removingLineBreaks(text)
        }
        return text
    }

    /// Binary data of a base64 value (2.1 `ENCODING=BASE64`, 3.0 `ENCODING=b`) or a 4.0
    /// `data:` URI; nil when the value is neither, or does not decode (reported).
    func binaryData(_ diagnostics: inout [Diagnostic]) -> (bytes: [UInt8], mediaType: String?)? {
        var bytes: [UInt8] = []
        let found = withBinaryData(&diagnostics, mediaType: true) { data in
            guard let (decoded, defect) = Base64.decodeReportingDefect(data) else { return nil }
            bytes = decoded
            return (decoded.count, defect)
        }
        guard let found else { return nil }
        return (bytes, found.mediaType)
    }

    /// ``binaryData(_:)`` for a build that only checks: the same problems, and how many
    /// bytes the data decodes to, with none decoded (`Base64+Measuring`) and no media type
    /// made (a string from the first `TYPE`: 1,900 instructions a photo).
    func binaryDataCount(_ diagnostics: inout [Diagnostic]) -> Int? {
        withBinaryData(&diagnostics, mediaType: false, Base64.measureReportingDefect)?.count
    }

    /// The base64 data of the value, or of its `data:` URI, given to `decode` (its decoded
    /// length and defect; nil when it does not decode), with the problems reported: its
    /// decoded length and media type (nil unless `mediaType`); nil when the value is
    /// neither, or does not decode.
    @inline(__always)
    private func withBinaryData(
        _ diagnostics: inout [Diagnostic], mediaType wantsMediaType: Bool,
        _ decode: (ArraySlice<UInt8>) -> (count: Int, defect: Base64.Defect?)?
    ) -> (count: Int, mediaType: String?)? {
        if isBase64 {
            if let (count, defect) = decode(value), count > 0 {
                if let defect { diagnostics.append(truncationWarning(defect, decodedCount: count)) }
                return (count, wantsMediaType && typeCount > 0 ? type(at: 0) : nil)
            }
            // Data that decodes to nothing (`====`) is no photo either: before, an empty one
            // took its place and its TYPE and text were gone. An empty value is kept silently.
            if value.contains(where: { $0 != 32 && $0 != 9 }) {
                diagnostics.append(
                    .warning(
                        .invalidBase64, line: line, property: name,
                        "base64 data does not decode (or decodes to nothing); kept as written"))
            }
            return nil
        }
        guard value.count > 5,
            value.prefix(5).map({ $0 | 0x20 }) == Array("data:".utf8)
        else { return nil }
        guard let comma = value.firstIndex(of: UInt8(ascii: ",")) else { return nil }
        // A media type holds no backslash: Sabre/VObject's 3.0 output escapes the comma and
        // Radicale's the semicolon too (`DATA:IMAGE/JPEG\;BASE64\,/9j/…`).
        let header = String(decoding: value[(value.startIndex + 5)..<comma].filter { $0 != UInt8(ascii: "\\") }, as: UTF8.self)
        guard header.lowercased().hasSuffix(";base64") else { return nil }
        let data = value[(comma + 1)...]
        guard let (count, defect) = decode(data), count > 0 else {
            if data.contains(where: { $0 != 32 && $0 != 9 }) {
                diagnostics.append(
                    .warning(
                        .invalidBase64, line: line, property: name,
                        "data: URI does not decode (or decodes to nothing); kept as written"))
            }
            return nil
        }
        if let defect { diagnostics.append(truncationWarning(defect, decodedCount: count)) }
        guard wantsMediaType else { return (count, nil) }
        let mediaType = String(header.dropLast(";base64".count))
        return (count, mediaType.isEmpty ? nil : mediaType)
    }

    /// The ``Diagnostic/Code/truncatedBase64`` warning for base64 that decoded with `defect`.
    private func truncationWarning(_ defect: Base64.Defect, decodedCount: Int) -> Diagnostic {
        let what = defect == .missingPadding
            ? "its length is not a multiple of 4 and it has no padding"
            : "its padding does not fit its length"
        return .warning(
            .truncatedBase64, line: line, property: name,
            "base64 data may be cut short (\(what)); the \(decodedCount) bytes it holds are kept")
    }
}
