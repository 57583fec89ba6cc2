import ContactModel
import ContactSupport

extension LDIFContactBuilder {
    /// The bytes of a value: as written, or decoded from base64. Nil (with a warning) for a
    /// URL, base64 that does not decode, or a value past the limits.
    mutating func bytes(of line: LDIFAttributeLine, binary: Bool = false) -> [UInt8]? {
        switch line.kind {
        case .url:
            return nil
        case .text:
            guard line.value.count <= limits.maximumValueLength else {
                tooLong(line, line.value.count, limit: limits.maximumValueLength, option: "--max-value-length")
                return nil
            }
            return Array(line.value)
        case .base64:
            guard let decoded = Base64.decodeReportingDefect(line.value) else {
                diagnostics.append(
                    .warning(
                        .invalidBase64, line: line.line, property: line.description,
                        "the base64 value of \(line.description) does not decode; kept as written"))
                return nil
            }
            let limit = binary ? limits.maximumBinarySize : limits.maximumValueLength
            guard decoded.bytes.count <= limit else {
                tooLong(line, decoded.bytes.count, limit: limit, option: binary ? "--max-photo-size" : "--max-value-length")
                return nil
            }
            if decoded.defect != nil {
                diagnostics.append(
                    .warning(
                        .truncatedBase64, line: line.line, property: line.description,
                        "the base64 value of \(line.description) looks cut short (its length or padding); the bytes it holds are kept"))
            }
            return decoded.bytes
        }
    }

    private mutating func tooLong(_ line: LDIFAttributeLine, _ count: Int, limit: Int, option: String) {
        diagnostics.append(
            .warning(
                .limitExceeded, line: line.line, property: line.description,
                "\(line.description) of \(count) bytes is larger than the limit of \(limit) bytes (\(option)); skipped"))
    }

    /// The text of a value: UTF-8 (RFC 2849), else Windows-1252 with a warning.
    mutating func text(of line: LDIFAttributeLine) -> String? {
        guard let bytes = bytes(of: line) else { return nil }
        let decoded = Charset.decodeUTF8(bytes[...])
        if let problem = decoded.problem {
            diagnostics.append(
                .warning(
                    problem, line: line.line, property: line.description,
                    "the value of \(line.description) is not UTF-8; read as Windows-1252"))
        }
        return decoded.text
    }

    /// Keeps a line the schema does not map as an `X-LDIF-` extension: text (escaped as a
    /// vCard value), binary data as base64 (`ENCODING=b`), a URL as written (`VALUE=uri`, with
    /// a `url-value` warning), base64 that does not decode as written. The attribute's options
    /// go in an `X-LDIF-OPTIONS` parameter.
    /// `decoded`: the value's bytes when the caller has read them already (so nothing is
    /// reported twice).
    mutating func keep(_ line: LDIFAttributeLine, decoded: [UInt8]? = nil) {
        var parameters: [Parameter] = []
        if !line.options.isEmpty { parameters.append(Parameter(name: LDIFWriter.optionsParameter, values: line.options)) }
        let name = LDIFWriter.extensionName(forType: line.type)
        switch line.kind {
        case .url:
            let url = String(decoding: line.value, as: UTF8.self)
            diagnostics.append(
                .warning(
                    .urlValue, line: line.line, property: line.description,
                    "\(line.description) is given by URL (\(Diagnostic.quoted(url))), which is never fetched; the URL is kept"))
            parameters.append(Parameter("VALUE", "uri"))
            contact.extensions.append(ExtensionProperty(name: name, parameters: parameters, value: VCardText.escape(url)))
            return
        case .base64, .text:
            let isBinary = LDIFSchema.binaryAttributes.contains(line.type)
                || line.options.contains { $0.lowercased() == "binary" }
            guard let bytes = decoded ?? bytes(of: line, binary: isBinary) else { return keepUnread(line) }
            if !isBinary, let text = String.validatingUTF8Text(bytes) {
                contact.extensions.append(LDIFContactBuilder.textExtension(name, parameters, text))
            } else {
                parameters.append(Parameter("ENCODING", "b"))
                contact.extensions.append(
                    ExtensionProperty(name: name, parameters: parameters, value: String(decoding: Base64.encode(bytes), as: UTF8.self)))
            }
        }
    }

    /// An extension holding `text`: escaped as a vCard text value, or base64 (`ENCODING=b`)
    /// when it holds a CR, which a vCard text value cannot carry (its `\\n` is a line feed).
    static func textExtension(_ name: String, _ parameters: [Parameter], _ text: String) -> ExtensionProperty {
        guard text.containsByte(13) else {
            return ExtensionProperty(name: name, parameters: parameters, value: VCardText.escape(text))
        }
        let encoded = String(decoding: Base64.encode(Array(text.utf8)), as: UTF8.self)
        return ExtensionProperty(name: name, parameters: parameters + [Parameter("ENCODING", "b")], value: encoded)
    }

    /// The text an extension holds: unescaped, or decoded from base64.
    static func text(of property: ExtensionProperty) -> String? {
        guard property.isBase64 else { return VCardText.unescape(property.value) }
        return Base64.decode(Array(property.value.utf8)).flatMap(String.validatingUTF8Text)
    }

    /// Keeps a second value of a single-valued field (``keep(_:)``), with a note.
    mutating func keepRepeated(_ line: LDIFAttributeLine, decoded: [UInt8]) {
        diagnostics.append(
            .note(
                .repeatedProperty, line: line.line, property: line.description,
                "a second \(line.description) value; the first is read, this one kept as \(LDIFWriter.extensionName(forType: line.type))"))
        keep(line, decoded: decoded)
    }

    /// Keeps a value ``bytes(of:binary:)`` could not read (and reported): base64 that does
    /// not decode stays as written; a value past the limits is gone, as its warning says.
    mutating func keepUnread(_ line: LDIFAttributeLine) {
        guard line.kind == .base64, Base64.decode(line.value) == nil else { return }
        var parameters: [Parameter] = []
        if !line.options.isEmpty { parameters.append(Parameter(name: LDIFWriter.optionsParameter, values: line.options)) }
        parameters.append(Parameter("ENCODING", "b"))
        contact.extensions.append(
            ExtensionProperty(
                name: LDIFWriter.extensionName(forType: line.type), parameters: parameters,
                value: String(decoding: line.value, as: UTF8.self)))
    }
}

extension String {
    /// The bytes as text when they are UTF-8 with no control character but TAB, LF and CR
    /// (what a vCard text value can carry escaped); else nil.
    static func validatingUTF8Text(_ bytes: [UInt8]) -> String? {
        guard !bytes.contains(where: { ($0 < 32 && $0 != 9 && $0 != 10 && $0 != 13) || $0 == 127 }) else { return nil }
        return bytes.withUnsafeBufferPointer { String.validatingUTF8($0) }
    }
}
