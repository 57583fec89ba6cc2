import ContactModel

/// A property with its parameters sorted out: what `TYPE`, `PREF`, `ENCODING`, `CHARSET` and
/// `VALUE` say (in any version's spelling, including 2.1's nameless parameters), and the
/// parameters left over, which travel with the value.
struct VCardPropertyValue {
    var property: VCardProperty
    /// `TYPE` values as written (nameless 2.1 values included), `PREF` excluded.
    var types: [String]
    /// 1 = most preferred.
    var preference: Int?
    var encoding: String?
    var charset: String?
    var valueType: String?
    /// Every other parameter, with canonical names for version-specific ones.
    var otherParameters: [Parameter]

    private static let encodingKeywords: Set<String> = [
        "QUOTED-PRINTABLE", "BASE64", "B", "8BIT", "7BIT",
    ]

    init(_ property: VCardProperty) {
        self.property = property
        types = []
        otherParameters = []
        for parameter in property.parameters {
            // `TYPE` (in any case) is most of them: no need to build the canonical name.
            let name = parameter.name.equalsIgnoringASCIICase("TYPE")
                ? "TYPE" : VCardVersionTable.canonicalParameterName(parameter.name)
            switch name {
            case "":
                for value in parameter.values {
                    let upper = value.asciiUppercased()
                    if VCardPropertyValue.encodingKeywords.contains(upper) {
                        encoding = upper
                    } else if upper == "PREF" {
                        preference = preference.map { min($0, 1) } ?? 1
                    } else {
                        types.append(value)
                    }
                }
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
    }

    private mutating func addType(_ text: String) {
        guard !text.isEmpty else { return }
        if text.equalsIgnoringASCIICase("PREF") {
            preference = preference.map { min($0, 1) } ?? 1
        } else {
            types.append(text)
        }
    }

    var isQuotedPrintable: Bool { encoding == "QUOTED-PRINTABLE" }
    var isBase64: Bool { encoding == "BASE64" || encoding == "B" }

    /// The value as text, still escaped: transfer encoding and charset undone. Problems go
    /// to `diagnostics`.
    func rawText(_ diagnostics: inout [Diagnostic]) -> String {
        var bytes = property.value
        var decodedStorage: [UInt8] = []
        if isQuotedPrintable {
            let decoded = QuotedPrintable.decode(bytes)
            if !decoded.isClean {
                diagnostics.append(
                    .warning(
                        .invalidQuotedPrintable, line: property.line, property: property.name,
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
                message = "unknown charset '\(charset ?? "")'; read as UTF-8 (or Windows-1252 where not UTF-8)"
            default:
                message = "bytes are not valid \(charset ?? "UTF-8"); read as Windows-1252"
            }
            diagnostics.append(
                .warning(problem, line: property.line, property: property.name, message))
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
        if isBase64 {
            if let bytes = Base64.decode(property.value) {
                return (bytes, types.first)
            }
            diagnostics.append(
                .warning(
                    .invalidBase64, line: property.line, property: property.name,
                    "base64 data does not decode; kept as written"))
            return nil
        }
        let value = property.value
        guard value.count > 5,
            value.prefix(5).map({ $0 | 0x20 }) == Array("data:".utf8)
        else { return nil }
        guard let comma = value.firstIndex(of: UInt8(ascii: ",")) else { return nil }
        let header = String(decoding: value[(value.startIndex + 5)..<comma], as: UTF8.self)
        guard header.lowercased().hasSuffix(";base64") else { return nil }
        guard let bytes = Base64.decode(value[(comma + 1)...]) else {
            diagnostics.append(
                .warning(
                    .invalidBase64, line: property.line, property: property.name,
                    "data: URI does not decode; kept as written"))
            return nil
        }
        let mediaType = String(header.dropLast(";base64".count))
        return (bytes, mediaType.isEmpty ? nil : mediaType)
    }
}
